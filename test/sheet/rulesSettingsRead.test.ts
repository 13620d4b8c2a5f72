// The Rules tab's settings as the GM types them (src/sheet/read/rules.ts, docs/sheet-layout.md): each setting by its
// name or an alias in any case, each value with its bounds, and each refusal naming its cell and what was expected.
import { describe, expect, it } from 'vitest';
import { forumPostLimit, readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set, type Sheets } from './fixtures';

// Demo Rules rows: 2 Round, 3 Players' advantage, 4 Default gunnery, 5 Default piloting, 6 Heat model, 7 Wrecks,
// 8 Dice seed, 9 Dice, 10 Forum post limit (characters), 11 Battle, 12 Orders due, 13 Round length,
// 14 Missing orders, 15 Discord webhook.
const ROW = {
  round: 2,
  advantage: 3,
  gunnery: 4,
  piloting: 5,
  heatModel: 6,
  wrecks: 7,
  seed: 8,
  dice: 9,
  forum: 10,
  battle: 11,
  due: 12,
  length: 13,
  missing: 14,
  discord: 15,
} as const;

function read(tabs: Sheets) {
  const problems = new SheetProblems();
  const rules = readRules(tabs, problems);
  return { rules, messages: problems.located.map((p) => p.problem.message) };
}

/** The demo with one Value typed. */
const withValue = (row: number, value: unknown) => read(set(demo(), 'Rules', 'Value', row, value));

describe('a setting is found by its name or an alias, in any case, with or without its apostrophe', () => {
  it.each(["PLAYERS' ADVANTAGE", 'Players’ advantage', 'players advantage', 'Freebie'])(
    '%s: No turns the players’ advantage off',
    (name) => {
      const tabs = set(set(demo(), 'Rules', 'Setting', ROW.advantage, name), 'Rules', 'Value', ROW.advantage, 'No');
      const { rules, messages } = read(tabs);
      expect(messages).toEqual([]);
      expect(rules.rules.playersAdvantage).toBe(false);
    },
  );

  it('"Post limit" is the Forum post limit', () => {
    const tabs = set(set(demo(), 'Rules', 'Setting', ROW.forum, 'Post limit'), 'Rules', 'Value', ROW.forum, 4000);
    expect(read(tabs).rules.forumPostLimit).toBe(4000);
  });

  it('a misspelt setting is refused with the one meant offered', () => {
    const tabs = set(demo(), 'Rules', 'Setting', ROW.wrecks, 'Wreks');
    expect(read(tabs).messages).toEqual(['Rules!A7: unknown setting "Wreks" — did you mean Wrecks?']);
  });

  it('a row with neither Setting nor Value is a spare row, no problem', () => {
    const tabs = set(set(demo(), 'Rules', 'Setting', ROW.wrecks, ''), 'Rules', 'Value', ROW.wrecks, '');
    const { rules, messages } = read(tabs);
    expect(messages).toEqual([]);
    expect(rules.rules.wrecks).toBe(false);
  });

  it('a setting set twice keeps the first row’s value', () => {
    const tabs = set(demo(), 'Rules', 'Setting', ROW.gunnery, 'Round');
    set(tabs, 'Rules', 'Value', ROW.round, 5);
    set(tabs, 'Rules', 'Value', ROW.gunnery, 7);
    const { rules, messages } = read(tabs);
    expect(messages).toEqual(['Rules!A4: Round is set twice (also on row 2); keep one']);
    expect(rules.round).toBe(5);
  });
});

describe('Round: a whole number 1 or more', () => {
  it('1 and 12 are read; 0 and 2.5 are refused, the round staying at 1', () => {
    expect(withValue(ROW.round, 12).rules.round).toBe(12);
    expect(withValue(ROW.round, 1).rules.round).toBe(1);
    expect(withValue(ROW.round, 0).messages).toEqual(['Rules!B2: Round must be a whole number 1 or more, got 0']);
    expect(withValue(ROW.round, 0).rules.round).toBe(1);
    expect(withValue(ROW.round, 2.5).messages).toEqual(['Rules!B2: Round must be a whole number 1 or more, got 2.5']);
  });
});

describe('Default gunnery and Default piloting: a whole number from 0 to 8', () => {
  it('0 and 8 are read', () => {
    expect(withValue(ROW.gunnery, 0).rules.rules.defaultGunnery).toBe(0);
    expect(withValue(ROW.gunnery, 8).rules.rules.defaultGunnery).toBe(8);
    expect(withValue(ROW.piloting, 0).rules.rules.defaultPiloting).toBe(0);
    expect(withValue(ROW.piloting, 8).rules.rules.defaultPiloting).toBe(8);
  });

  it('9 and -1 are refused, the default kept', () => {
    const nine = withValue(ROW.gunnery, 9);
    expect(nine.messages).toEqual(['Rules!B4: Default gunnery must be a whole number from 0 to 8, got 9']);
    expect(nine.rules.rules.defaultGunnery).toBe(3);
    const below = withValue(ROW.piloting, -1);
    expect(below.messages).toEqual(['Rules!B5: Default piloting must be a whole number from 0 to 8, got -1']);
    expect(below.rules.rules.defaultPiloting).toBe(4);
  });
});

describe("Yes/No settings: Players' advantage, Wrecks", () => {
  it('Wrecks Yes plays wrecks; Players’ advantage No turns the freebie off', () => {
    expect(withValue(ROW.wrecks, 'Yes').rules.rules.wrecks).toBe(true);
    expect(withValue(ROW.advantage, 'No').rules.rules.playersAdvantage).toBe(false);
  });
});

describe('R-V.1: Heat model Standard or Cool-down', () => {
  it.each(['Cool-down', 'cool down', 'COOLDOWN'])('%s is the cool-down model', (value) => {
    const { rules, messages } = withValue(ROW.heatModel, value);
    expect(messages).toEqual([]);
    expect(rules.rules.heatModel).toBe('cooldown');
  });

  it('"standard" in any case is the standard model', () => {
    const { rules, messages } = withValue(ROW.heatModel, 'STANDARD');
    expect(messages).toEqual([]);
    expect(rules.rules.heatModel).toBe('standard');
  });

  it('a misspelt Standard is refused with Standard offered', () => {
    expect(withValue(ROW.heatModel, 'Standrd').messages).toEqual([
      'Rules!B6: Heat model must be Standard or Cool-down, got "Standrd" — did you mean Standard?',
    ]);
  });

  it('anything else is refused, naming the two models', () => {
    expect(withValue(ROW.heatModel, 'Hot').messages).toEqual([
      'Rules!B6: Heat model must be Standard or Cool-down, got "Hot"',
    ]);
  });
});

describe('Forum post limit: a whole number 1000 or more', () => {
  it('1000 is read; 999 and text are refused, the 10000 default kept', () => {
    expect(withValue(ROW.forum, 1000).rules.forumPostLimit).toBe(1000);
    const short = withValue(ROW.forum, 999);
    expect(short.messages).toEqual([
      'Rules!B10: Forum post limit (characters) must be a whole number 1000 or more (characters), got 999',
    ]);
    expect(short.rules.forumPostLimit).toBe(10000);
    expect(withValue(ROW.forum, 'lots').messages).toEqual([
      'Rules!B10: Forum post limit (characters) must be a whole number 1000 or more (characters), got "lots"',
    ]);
  });

  it('blank is the default, no problem', () => {
    const { rules, messages } = withValue(ROW.forum, '');
    expect(messages).toEqual([]);
    expect(rules.forumPostLimit).toBe(10000);
  });

  it('Copy for the forum takes the default when the Rules tab’s limit is refused', () => {
    expect(forumPostLimit(set(demo(), 'Rules', 'Value', ROW.forum, 999))).toBe(10000);
    expect(forumPostLimit(set(demo(), 'Rules', 'Value', ROW.forum, 2500))).toBe(2500);
  });
});

describe('Battle: a number 1 or more, or a name', () => {
  it('2 is battle 2; blank is battle 1; 0 typed as a number is refused', () => {
    expect(withValue(ROW.battle, 2).rules.battle).toBe(2);
    expect(withValue(ROW.battle, '').rules.battle).toBe(1);
    expect(withValue(ROW.battle, 0).messages).toEqual([
      'Rules!B11: Battle must be a whole number 1 or more, or a name, got 0',
    ]);
    expect(withValue(ROW.battle, 0).rules.battle).toBe(1);
  });
});

describe('R-0.4: Dice seed', () => {
  it.each([
    ['', { kind: 'random' }],
    ['RANDOM', { kind: 'random' }],
    ['sealed', { kind: 'sealed' }],
    ['Sealed', { kind: 'sealed' }],
    ['Raid on Hesperus', { kind: 'fixed', text: 'Raid on Hesperus' }],
  ])('"%s"', (value, seed) => {
    expect(withValue(ROW.seed, value).rules.seed).toEqual(seed);
  });
});

describe('R-0.5: Dice', () => {
  it.each([
    ['', 'gator'],
    ['Gator', 'gator'],
    ['gator rolls everything.', 'gator'],
    ['typed rolls first; Gator rolls the rest', 'typedFirst'],
    ['Typed  rolls only', 'typedOnly'],
    ['Typed rolls first', 'typedFirst'],
    ['typed first', 'typedFirst'],
    ['Typed only', 'typedOnly'],
    ['Typed rolls first,Gator rolls the rest', 'typedFirst'],
  ])('"%s"', (value, dice) => {
    const { rules, messages } = withValue(ROW.dice, value);
    expect(messages).toEqual([]);
    expect(rules.dice).toBe(dice);
  });

  it('a misspelt short form is refused, offering the choice it stands for', () => {
    expect(withValue(ROW.dice, 'Gatr').messages).toEqual([
      'Rules!B9: Dice must be Gator rolls everything, Typed rolls first or Typed rolls only, got "Gatr" — did you mean Gator rolls everything?',
    ]);
  });

  it('a misspelt "Typed only" is refused, offering Typed rolls only', () => {
    expect(withValue(ROW.dice, 'Typed onyl').messages).toEqual([
      'Rules!B9: Dice must be Gator rolls everything, Typed rolls first or Typed rolls only, got "Typed onyl" — did you mean Typed rolls only?',
    ]);
  });

  it('a misspelt choice is refused, naming the three and offering the one meant', () => {
    expect(withValue(ROW.dice, 'Typed frist').messages).toEqual([
      'Rules!B9: Dice must be Gator rolls everything, Typed rolls first or Typed rolls only, got "Typed frist" — did you mean Typed rolls first?',
    ]);
  });
});

describe('R-15.4, R-17.1: Orders due and Round length', () => {
  it('Orders due typed as a date is the deadline; a date typed in another setting is refused', () => {
    const due = new Date(Date.UTC(2026, 11, 3, 20, 0));
    const { rules, messages } = withValue(ROW.due, due);
    expect(messages).toEqual([]);
    expect(rules.orders.due).toEqual({ kind: 'instant', ms: due.getTime() });
    expect(withValue(ROW.battle, due).messages).toHaveLength(1);
    expect(withValue(ROW.battle, due).rules.battle).toBe(1);
  });

  it('Orders due, Round length and Missing orders together: each kept beside the others', () => {
    const tabs = set(demo(), 'Rules', 'Value', ROW.due, '2026-12-03 20:00');
    set(tabs, 'Rules', 'Value', ROW.length, '2d');
    set(tabs, 'Rules', 'Value', ROW.missing, 'Wait for the GM');
    const { rules, messages } = read(tabs);
    expect(messages).toEqual([]);
    expect(rules.orders).toEqual({
      due: { kind: 'wall', year: 2026, month: 12, day: 3, hour: 20, minute: 0 },
      length: 48 * 3_600_000,
      missing: 'wait',
    });
  });

  it('a Round length of 48h is two days; "48" alone is refused with 48h offered', () => {
    expect(withValue(ROW.length, '48h').rules.orders.length).toBe(48 * 3_600_000);
    expect(withValue(ROW.length, '48').messages).toEqual([
      'Rules!B13: Round length must be a length of time such as 48h, 2d or 1d 12h (d days, h hours, m minutes), or blank for no round length, got "48" — did you mean 48h?',
    ]);
  });
});

describe('Discord webhook', () => {
  it('a webhook address is kept; anything else is refused and none is kept', () => {
    const hook = 'https://discord.com/api/webhooks/123/abc';
    expect(withValue(ROW.discord, hook).rules.discordWebhook).toBe(hook);
    const bad = withValue(ROW.discord, 'my channel');
    expect(bad.messages).toHaveLength(1);
    expect(bad.messages[0]).toMatch(/^Rules!B15: Discord webhook must be /);
    expect(bad.rules.discordWebhook).toBeNull();
  });
});

describe('R-15.3: Missing orders', () => {
  it('Autopilot is kept; a misspelt choice is refused, the default kept', () => {
    expect(withValue(ROW.missing, 'Autopilot').rules.orders.missing).toBe('autopilot');
    const bad = withValue(ROW.missing, 'Autopilto');
    expect(bad.messages[0]).toMatch(/^Rules!B14: Missing orders must be .*did you mean Autopilot\?$/);
    expect(bad.rules.orders.missing).toBe('default');
  });
});

describe('a Rules cell showing an error value', () => {
  it('is that one problem, the setting keeping its default', () => {
    const { rules, messages } = withValue(ROW.round, '#N/A');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Rules!B2: the cell shows #N\/A/);
    expect(rules.round).toBe(1);
  });
});

describe("a spare Rules row holding a formula is the GM's working, not a setting", () => {
  // Demo row 23 is the first spare row of the settings (the heat scale goes on beside it).
  const SPARE = 23;

  it('a seal checked in the Setting cell sets nothing and is no problem', () => {
    const tabs = set(demo(), 'Rules', 'Setting', SPARE, 'TRUE');
    const formulas: string[][] = [];
    formulas[SPARE - 1] = ['=DICESEAL("Raid", 3)=B8'];
    const problems = new SheetProblems({ formulas: { Rules: formulas } });
    const rules = readRules(tabs, problems);
    expect(problems.located).toEqual([]);
    expect(rules.round).toBe(1);
    // Without the formulas, the same row reads as a setting Gator does not know.
    const without = read(tabs).messages;
    expect(without).toHaveLength(1);
    expect(without[0]).toMatch(/^Rules!A23: unknown setting "TRUE"; the settings are Round, /);
  });
});
