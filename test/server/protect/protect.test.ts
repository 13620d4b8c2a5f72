// Protect the campaign (docs/fair-play.md), through the built bundle on fakes that model
// protection as Google documents it (src/fakes/protection.ts): with the campaign protected, each player types their own
// mechs'
// orders and rolls and nothing else; the GM edits everything; a stranger nothing.
import { describe, expect, it } from 'vitest';
import { ATTACKS, ROLLS, RULES } from '../../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, type Campaign } from '../harness';
import { ANNA, BEN, benPlaysRifleman } from './players';

const GM = 'gm@example.com';
const STRANGER = 'stranger@example.org';
const REFUSED = 'You are trying to edit a protected cell or object';

/** The demo with the Rifleman given to Ben as a second player, the campaign protected by the GM. */
function protectedDemo(): Campaign {
  const c = campaign({ editors: [ANNA, BEN, STRANGER] });
  benPlaysRifleman(c);
  protect(c);
  return c;
}

function protect(c: Campaign): void {
  c.fake.setUser(GM);
  c.fake.ui.answers.push('YES');
  c.gas.protectCampaign();
}

/** Types as `user` would (the playground's Session.edit writes the same way): throws Sheets' refusal. */
function typeAs(c: Campaign, user: string, tab: string, a1: string, value: unknown): void {
  c.fake.setUser(user);
  c.fake.book.sheet(tab).getRange(a1).setValue(value);
}

function editable(c: Campaign, user: string, tab: string, a1: string): boolean {
  try {
    typeAs(c, user, tab, a1, 'x');
    return true;
  } catch (e) {
    expect(String(e)).toContain(REFUSED);
    return false;
  }
}

/** The rows (1-based) whose column `key` names `mech` on an orders tab. */
function rowsOf(c: Campaign, spec: typeof ATTACKS, key: string, mech: string): number[] {
  const values = c.fake.book.sheet(spec.name).peekValues();
  const col = spec.columns.findIndex((x) => x.key === key);
  return values.map((r, i) => (r[col] === mech ? i + 1 : 0)).filter((r) => r > 1);
}

describe('Protect the campaign: each player edits their own orders, and only theirs', () => {
  it("a player types their own mech's Move, Move to, Evasive, Outflank and Stand up", () => {
    const c = protectedDemo();
    const griffin = mechRow(c.fake, 'Griffin');
    for (const key of ['move', 'moveTo', 'evasive', 'outflank', 'standUp'])
      expect(editable(c, ANNA, TAB.mechs, cell(MECHS, key, griffin)), key).toBe(true);
  });

  it("R-17.4: a player ticks Notify on their own mech, and on no one else's", () => {
    const c = protectedDemo();
    expect(editable(c, ANNA, TAB.mechs, cell(MECHS, 'notify', mechRow(c.fake, 'Griffin')))).toBe(true);
    expect(editable(c, ANNA, TAB.mechs, cell(MECHS, 'notify', mechRow(c.fake, 'Rifleman')))).toBe(false);
    expect(editable(c, BEN, TAB.mechs, cell(MECHS, 'notify', mechRow(c.fake, 'Rifleman')))).toBe(true);
    expect(editable(c, STRANGER, TAB.mechs, cell(MECHS, 'notify', mechRow(c.fake, 'Griffin')))).toBe(false);
  });

  it('a player types their own attack lines (from Target on, the TN column included) and their own rolls', () => {
    const c = protectedDemo();
    const lines = rowsOf(c, ATTACKS, 'attacker', 'Griffin');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const row of lines)
      for (const key of ['target', 'weapons', 'freebie', 'tn', 'roll'])
        expect(editable(c, ANNA, TAB.attacks, cell(ATTACKS, key, row)), `${key}${row}`).toBe(true);
    const rolls = rowsOf(c, ROLLS, 'mech', 'Griffin');
    expect(rolls.length).toBe(8);
    for (const key of ['for', 'roll', 'by'])
      expect(editable(c, ANNA, TAB.rolls, cell(ROLLS, key, rolls[0])), key).toBe(true);
  });

  it("a player is refused another player's orders, an NPC's orders and rolls, the Attacker of their own rows and every record cell", () => {
    const c = protectedDemo();
    const rifleman = mechRow(c.fake, 'Rifleman');
    const blackjack = mechRow(c.fake, 'Blackjack');
    const griffin = mechRow(c.fake, 'Griffin');
    const refused: [string, string][] = [
      [TAB.mechs, cell(MECHS, 'move', rifleman)],
      [TAB.mechs, cell(MECHS, 'move', blackjack)],
      [TAB.mechs, cell(MECHS, 'heat', griffin)],
      [TAB.mechs, cell(MECHS, 'gunnery', griffin)],
      [TAB.mechs, cell(MECHS, 'playerAccount', griffin)],
      [TAB.attacks, cell(ATTACKS, 'target', rowsOf(c, ATTACKS, 'attacker', 'Rifleman')[0])],
      [TAB.attacks, cell(ATTACKS, 'weapons', rowsOf(c, ATTACKS, 'attacker', 'Blackjack')[0])],
      [TAB.attacks, cell(ATTACKS, 'attacker', rowsOf(c, ATTACKS, 'attacker', 'Griffin')[0])],
      [TAB.attacks, 'B40'],
      [TAB.rolls, cell(ROLLS, 'roll', rowsOf(c, ROLLS, 'mech', 'Rifleman')[0])],
      [TAB.rolls, 'B40'],
      [TAB.equipment, cell(EQUIPMENT, 'status', 2)],
      [TAB.rules, 'B2'],
      [TAB.log, 'A2'],
      [TAB.map, 'A1'],
      [TAB.catalog, 'B2'],
    ];
    for (const [tab, a1] of refused) expect(editable(c, ANNA, tab, a1), `${tab}!${a1}`).toBe(false);
    // Ben, the other player, is refused Anna's cells in turn.
    expect(editable(c, BEN, TAB.mechs, cell(MECHS, 'move', griffin))).toBe(false);
    expect(editable(c, BEN, TAB.mechs, cell(MECHS, 'move', rifleman))).toBe(true);
  });

  it('a stranger edits nothing; the GM edits everything', () => {
    const c = protectedDemo();
    const griffin = mechRow(c.fake, 'Griffin');
    expect(editable(c, STRANGER, TAB.mechs, cell(MECHS, 'move', griffin))).toBe(false);
    expect(editable(c, STRANGER, TAB.attacks, cell(ATTACKS, 'target', 2))).toBe(false);
    for (const [tab, a1] of [
      [TAB.mechs, cell(MECHS, 'move', griffin)],
      [TAB.mechs, cell(MECHS, 'heat', griffin)],
      [TAB.attacks, 'A2'],
      [TAB.rolls, 'B2'],
      [TAB.rules, 'B2'],
    ] as const) {
      expect(editable(c, GM, tab, a1), `${tab}!${a1}`).toBe(true);
    }
  });

  it("a script running as a player is refused a write to the GM's cells, with Sheets' message; Resolve as a player is refused in words", () => {
    const c = protectedDemo();
    c.fake.setUser(ANNA);
    expect(() =>
      c.fake.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(TAB.mechs)!.getRange('A2').setValue('Hacked'),
    ).toThrow(REFUSED);
    const r = c.gas.resolveRound(1) as { ok: boolean; problems?: { message: string }[] };
    expect(r.ok).toBe(false);
    expect(r.problems?.[0].message).toContain('cannot edit Mechs');
  });

  it("the GM resolves the protected campaign; a player's rows keep their Attacker, the NPCs' are cleared", () => {
    const c = protectedDemo();
    c.fake.setUser(GM);
    const r = c.gas.resolveRound(1) as { ok: boolean };
    expect(r.ok).toBe(true);
    expect(rowsOf(c, ATTACKS, 'attacker', 'Griffin').length).toBeGreaterThanOrEqual(3);
    expect(rowsOf(c, ATTACKS, 'attacker', 'Blackjack')).toEqual([]);
    // And the next round's orders are still Anna's to type.
    expect(editable(c, ANNA, TAB.attacks, cell(ATTACKS, 'target', rowsOf(c, ATTACKS, 'attacker', 'Griffin')[0]))).toBe(
      true,
    );
  });

  it('re-running after a player is added brings the protections up to date in one action', () => {
    const c = protectedDemo();
    const locust = mechRow(c.fake, 'Locust');
    expect(editable(c, STRANGER, TAB.mechs, cell(MECHS, 'move', locust))).toBe(false);
    c.fake.setUser(GM);
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'playerAccount', locust))
      .setValue(STRANGER);
    protect(c);
    expect(editable(c, STRANGER, TAB.mechs, cell(MECHS, 'move', locust))).toBe(true);
    expect(
      editable(c, STRANGER, TAB.attacks, cell(ATTACKS, 'target', rowsOf(c, ATTACKS, 'attacker', 'Locust')[0])),
    ).toBe(true);
    expect(editable(c, ANNA, TAB.mechs, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')))).toBe(true);
    // The old protections were replaced, not stacked: one block protection each.
    const descriptions = c.fake.book.getProtections('RANGE').map((p) => p.getDescription());
    expect(
      new Set(descriptions.filter((d) => d.includes('Griffin') && d.includes(ROLLS.name))).size,
    ).toBeLessThanOrEqual(1);
    expect(c.fake.book.getProtections('RANGE').length).toBe(rangeCount(c));
  });

  it("Make a copy: the sidebar says when the protections no longer name the campaign's players", () => {
    const c = protectedDemo();
    c.fake.setUser(GM);
    const before = c.gas.getRoundStatus() as { protection: { protected: boolean; stale: string } };
    expect(before.protection).toEqual({ protected: true, stale: '' });
    // A copy keeps the protected ranges, their editors reset to whoever copied.
    for (const p of c.fake.book.getProtections('RANGE')) p.removeEditors(p.getEditors().map((u) => u.getEmail()));
    const after = c.gas.getRoundStatus() as { protection: { protected: boolean; stale: string } };
    expect(after.protection.stale).toContain("The protections no longer name the campaign's players");
    expect(after.protection.stale).toContain('Run Protect the campaign again');
  });

  it("R-0.5a a roll typed on another mech's Rolls rows (an NPC's to-hit on a player's) is refused, naming the cell and whose roll it is", () => {
    const c = protectedDemo();
    c.fake.setUser(GM);
    setDice(c, 'Typed rolls first');
    const row = rowsOf(c, ROLLS, 'mech', 'Griffin')[0];
    typeAs(c, ANNA, TAB.rolls, cell(ROLLS, 'for', row), 'Blackjack: AC/2 #1 at Griffin — to-hit');
    typeAs(c, ANNA, TAB.rolls, cell(ROLLS, 'roll', row), '2');
    c.fake.setUser(GM);
    const r = c.gas.resolveRound(1) as { ok: boolean; problems: { message: string }[] };
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.message)).toContain(
      `Rolls!${cell(ROLLS, 'roll', row)}: Blackjack: AC/2 #1 at Griffin — to-hit is Blackjack's (the attacker's) roll (R-0.5a), typed on Griffin's rows: type it on Blackjack's rows, or the GM types it`,
    );
  });

  it('Set up adds the Player account column to a campaign that lacks it', () => {
    const c = campaign();
    const mechs = c.fake.book.sheet(TAB.mechs);
    const col = MECHS.columns.findIndex((x) => x.key === 'playerAccount') + 1;
    mechs.getRange(1, col, mechs.getLastRow(), 1).clearContent();
    c.gas.setupCampaign();
    expect(mechs.getRange(1, 1, 1, mechs.getLastColumn()).getValues()[0]).toContain('Player account');
  });

  it("the unprotected demo names the demo player's account beside the Griffin, and nothing is protected", () => {
    const c = campaign();
    const status = c.gas.getRoundStatus() as { players: Record<string, string>; protection: { protected: boolean } };
    expect(status.players).toEqual({ Griffin: 'Player 1' });
    expect(status.protection.protected).toBe(false);
    expect(
      c.fake.book
        .sheet(TAB.mechs)
        .getRange(cell(MECHS, 'playerAccount', mechRow(c.fake, 'Griffin')))
        .getValue(),
    ).toBe(ANNA);
  });
});

describe("Protect the campaign adds each block under the last line holding a value, however far a formula's blank cells reach", () => {
  it("a player's own column of formulas spilling blanks to row 40 of Attacks: the Locust's new rows (it has no line yet) go right under the demo's last line, the grid keeps its room", () => {
    const c = campaign({ editors: [ANNA, BEN] });
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'playerAccount', mechRow(c.fake, 'Locust')))
      .setValue(BEN);
    const attacks = c.fake.book.sheet(TAB.attacks);
    // An empty input cell gives an empty result cell: 39 blank cells, J2:J40.
    attacks.getRange('J2').setValue('=HITCHANCE(K2:K40)');
    protect(c);
    const added = rowsOf(c, ATTACKS, 'attacker', 'Locust');
    expect(added.length).toBe(3);
    // Under the Blackjack's line, the demo's last (the Griffin's own new rows went in under its line, above).
    expect(added[0]).toBe(rowsOf(c, ATTACKS, 'attacker', 'Blackjack')[0] + 1);
    expect(c.fake.book.errorAt(attacks, 2, 8)).toBeUndefined();
    expect(c.fake.book.errorAt(attacks, 2, 10)).toBeUndefined();
  });
});

function rangeCount(c: Campaign): number {
  return c.fake.book.getSheets().reduce((n, s) => n + s.getProtections('RANGE').length, 0);
}

function setDice(c: Campaign, value: string): void {
  const values = c.fake.book.sheet(RULES.name).peekValues();
  const r = values.findIndex((row) => row[0] === 'Dice');
  c.fake.book
    .sheet(RULES.name)
    .getRange(r + 1, 2)
    .setValue(value);
}

describe('Protect the campaign takes over a tab the GM once protected with "Show a warning"', () => {
  it("the warning-only protection becomes the GM's alone: a player is refused the record cells, and still types their own orders", () => {
    const c = campaign({ editors: [ANNA, BEN, STRANGER] });
    // The GM protected Mechs and Rules by hand, Data ▸ Protect sheets and ranges ▸ Show a warning.
    for (const tab of [TAB.mechs, TAB.rules]) c.fake.book.sheet(tab).protect().setWarningOnly(true);
    expect(editable(c, ANNA, TAB.rules, 'B2')).toBe(true);
    protect(c);
    const griffin = mechRow(c.fake, 'Griffin');
    expect(editable(c, ANNA, TAB.mechs, cell(MECHS, 'heat', griffin))).toBe(false);
    expect(editable(c, STRANGER, TAB.rules, 'B2')).toBe(false);
    expect(editable(c, ANNA, TAB.mechs, cell(MECHS, 'move', griffin))).toBe(true);
    c.fake.setUser(GM);
    expect(c.fake.book.sheet(TAB.mechs).getProtections('SHEET')[0].isWarningOnly()).toBe(false);
    expect(
      c.fake.book
        .sheet(TAB.mechs)
        .getProtections('SHEET')[0]
        .getEditors()
        .map((u) => u.getEmail()),
    ).toEqual([GM]);
  });
});

describe('Players not on the file: a block protection does not share the spreadsheet, so the report names them', () => {
  /** The demo with the Rifleman Ben's, where only Anna is an editor of the file. */
  function benUnshared(options: { linkEditing?: boolean } = {}): Campaign {
    const c = campaign({ editors: [ANNA], ...options });
    const rifleman = mechRow(c.fake, 'Rifleman');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'side', rifleman))
      .setValue('PC');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'playerAccount', rifleman))
      .setValue(BEN);
    protect(c);
    return c;
  }
  const report = (c: Campaign) => c.fake.ui.alerts.at(-1)?.prompt ?? '';
  const benLine = `${BEN} is not among the file's editors; if they edit through a shared link, ignore this; otherwise Share → add ${BEN} as an Editor, or they cannot type their orders.`;

  it("names each Player account the file's editors do not list, and says how to share the file — Anna, an editor, is not named", () => {
    const c = benUnshared();
    expect(report(c).split('\n')).toContain(benLine);
    expect(report(c)).not.toContain(`${ANNA} is not among`);
    // Ben's block names him, yet he edits nothing: the file is not shared with him.
    c.fake.setUser(BEN);
    expect(() =>
      c.fake.book
        .sheet(TAB.mechs)
        .getRange(cell(MECHS, 'move', mechRow(c.fake, 'Rifleman')))
        .setValue('Walk'),
    ).toThrow('You do not have permission to edit this spreadsheet');
  });

  it('someone who edits through a shared link is named without being accused, and types their own orders', () => {
    const c = benUnshared({ linkEditing: true });
    expect(report(c).split('\n')).toContain(benLine);
    expect(editable(c, BEN, TAB.mechs, cell(MECHS, 'move', mechRow(c.fake, 'Rifleman')))).toBe(true);
    expect(editable(c, BEN, TAB.mechs, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')))).toBe(false);
  });

  it('a campaign whose players are all editors of the file reports no one', () => {
    const c = protectedDemo();
    expect(report(c)).not.toContain("is not among the file's editors");
  });
});
