// Resolve without them (src/sheet/read/heldBack.ts, docs/sidebar.md): which problems it skips and which it cannot, the
// lines a mech's held-back orders take with them, and the typed rolls of the lines it plays.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { heldBy, problem } from './heldBackFixtures';
import { colOf, demo, set, type Sheets } from './fixtures';

const MOVE = colOf(demo(), 'Mechs', 'Move');

describe('a problem in a column where the Mechs tab has an order is an order only on the Mechs tab', () => {
  it("a Pilots cell naming the Griffin, in the Move column's place: the Pilots tab, not the Griffin's orders", () => {
    const without = heldBy({ tab: 'Pilots', row: 2, col: MOVE, problem: problem('bad skill', 'Griffin') });
    expect(without.orders).toEqual([]);
    expect(without.unskippable.map((u) => u.why)).toEqual(['the Pilots tab']);
    expect(without.round).toBeUndefined();
  });

  it('a Move cell whose problem names no mech cannot be skipped as any mech’s orders', () => {
    const without = heldBy({ tab: 'Mechs', row: 2, col: MOVE, problem: problem('Move must be Stand, Walk, …') });
    expect(without.orders).toEqual([]);
    expect(without.unskippable.map((u) => u.why)).toEqual([
      "a record cell on the Mechs tab: the round reads the mech's state from it and writes it back",
    ]);
  });
});

describe('an Attacks tab or header Gator cannot read is no attack line', () => {
  it('a problem of the Attacks header row, or of the tab itself, holds no line back: it refuses the round', () => {
    for (const row of [0, undefined]) {
      const without = heldBy({
        tab: 'Attacks',
        ...(row === undefined ? {} : { row, col: 1 }),
        problem: problem('two columns are headed "Target"'),
      });
      expect(without.lines).toEqual([]);
      expect(without.unskippable.map((u) => u.why)).toEqual([
        'Attacks: a tab or header Gator cannot read, so no order can be read with it',
      ]);
      expect(without.round).toBeUndefined();
    }
  });

  const unskippable = (tabs: Sheets) => {
    const without = readCampaignParts(tabs).withoutHeldBack;
    expect(without?.campaign).toBeUndefined();
    expect(without?.lines).toEqual([]);
    // Each reason once: a header problem may be found by more than one reader of the tab.
    return [...new Set(without?.unskippable.map((u) => u.why))];
  };

  it('no Weapons header: no order can be read with it', () => {
    const tabs = demo();
    tabs.Attacks[0][2] = 'Weapon list';
    expect(unskippable(tabs)).toEqual(['Attacks: a tab or header Gator cannot read, so no order can be read with it']);
  });

  it('two columns headed Target: no order can be read with it', () => {
    const tabs = demo();
    tabs.Attacks[0][6] = 'Target';
    expect(unskippable(tabs)).toEqual(['Attacks: a tab or header Gator cannot read, so no order can be read with it']);
  });

  it('the Attacks tab missing: no line to hold, and the reason given', () => {
    const tabs = demo();
    delete tabs.Attacks;
    expect(unskippable(tabs)).toEqual(['Attacks: a tab or header Gator cannot read, so no order can be read with it']);
  });

  it('the Mechs tab missing: the reason given, no mech’s orders', () => {
    const tabs = demo();
    delete tabs.Mechs;
    const without = readCampaignParts(tabs).withoutHeldBack;
    expect(without?.orders).toEqual([]);
    expect(without?.unskippable.map((u) => u.why)).toEqual([
      'Mechs: a tab or header Gator cannot read, so no order can be read with it',
    ]);
  });
});

describe('a Mechs tab without an order column still has its orders held back by the others', () => {
  it('no Ready column (it may be left out): the Rifleman’s bad Move holds its orders', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 3, 'Swim');
    tabs.Mechs[0][colOf(tabs, 'Mechs', 'Ready')] = 'Notes';
    const without = readCampaignParts(tabs).withoutHeldBack;
    expect(without?.orders.map((o) => o.mech)).toEqual(['Rifleman']);
    expect(without?.unskippable).toEqual([]);
  });
});

describe("a mech's held-back orders and the lines they hold", () => {
  it('the Rifleman’s bad Move: its own line is not made, the line at it is made at it standing still', () => {
    const without = readCampaignParts(set(demo(), 'Mechs', 'Move', 3, 'Swim')).withoutHeldBack;
    const p = without?.orders[0].problem;
    expect(p?.mech).toBe('Rifleman');
    expect(without?.lines).toEqual([
      {
        row: 1,
        cell: 'Attacks!A2',
        attacker: 'Griffin',
        target: 'Rifleman',
        weapons: 'All',
        problem: p,
        text: p?.message,
        because: 'target',
        made: true,
      },
      {
        row: 2,
        cell: 'Attacks!A3',
        attacker: 'Rifleman',
        target: 'Griffin',
        weapons: 'Large Laser x2, AC/5 x2',
        problem: p,
        text: p?.message,
        because: 'attacker',
        made: false,
      },
    ]);
    expect(without?.attackRows).toEqual([1, 3]);
  });

  it('a mech whose record is held back is not also said to have its orders held back', () => {
    const tabs = set(set(demo(), 'Mechs', 'Move', 2, 'Fly'), 'Mechs', 'Gunnery', 2, 'nine');
    const without = readCampaignParts(tabs).withoutHeldBack;
    expect(without?.orders).toEqual([]);
    expect(without?.lines.map((l) => [l.row, l.because, l.made, l.problem.message.slice(0, 9)])).toEqual([
      [1, 'attacker', false, 'Mechs!F2:'],
      [2, 'target', false, 'Mechs!F2:'],
      [3, 'target', false, 'Mechs!F2:'],
    ]);
  });
});

describe('a held-back line as the GM typed it', () => {
  it('its Attacker and Target in the known mech’s spelling, whatever the case typed', () => {
    const tabs = set(set(demo(), 'Attacks', 'Attacker', 3, 'rifleman'), 'Attacks', 'Target', 3, 'GRIFFIN');
    set(tabs, 'Attacks', 'Weapons', 3, 'Large Lazer');
    const line = readCampaignParts(tabs).withoutHeldBack?.lines[0];
    expect([line?.attacker, line?.target, line?.because]).toEqual(['Rifleman', 'Griffin', 'line']);
  });

  it('an Angle left without a Melee: the Weapons alone', () => {
    const tabs = set(set(demo(), 'Attacks', 'Angle', 2, 'High'), 'Attacks', 'Weapons', 2, 'Large Lazer');
    expect(readCampaignParts(tabs).withoutHeldBack?.lines.map((l) => l.weapons)).toEqual(['Large Lazer']);
  });
});

describe('R-0.5: the typed rolls of the lines played', () => {
  it("a held-back line's typed rolls wait with it; the rest are numbered as the lines kept are", () => {
    const tabs = set(demo(), 'Attacks', 'Roll', 2, 9);
    set(tabs, 'Attacks', 'Roll', 4, 7);
    set(tabs, 'Mechs', 'Move', 3, 'Swim');
    const read = readCampaignParts(tabs);
    const typed = read.withoutHeldBack?.campaign?.typed;
    expect(typed?.lines.map((l) => [l.line, l.row, l.cell, l.rolls.length])).toEqual([
      [0, 1, 'Attacks!I2', 1],
      [1, 3, 'Attacks!I4', 1],
    ]);
    const held = readCampaignParts(set(tabs, 'Mechs', 'Gunnery', 2, 'nine'));
    expect(held.campaign?.typed.lines.map((l) => [l.line, l.row])).toEqual([]);
    expect(held.campaign?.typed.rows).toEqual([]);
  });
});
