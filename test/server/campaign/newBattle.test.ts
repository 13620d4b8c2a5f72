// The service record at Start a new battle (R-16.2 kill credit, R-16.3 assists, R-16.4 XP, R-16.5 recuperation),
// through the built bundle on the fakes: the finished battle's Log credited to the pilots on the roster, each
// credit citing its Log row, the roster's skills and wounds copied onto the mechs — and Undo takes it all back.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { LOCATIONS, TORSOS } from '../../../src/rules/model/location';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, dump, mechRow, read, recordRows, setRule, type, type Campaign } from '../harness';

/** A roster row as header → value. */
function pilot(fake: FakeServices, name: string): Record<string, unknown> {
  const row = fake.book
    .sheet(TAB.pilots)
    .peekValues()
    .find((r) => r[0] === name);
  if (!row) throw new Error(`no pilot ${name}`);
  return Object.fromEntries(PILOTS.columns.map((col, i) => [col.header, row[i]]));
}

/** The A1 cell of a pilot's column on the Pilots tab. */
function pilotCell(fake: FakeServices, name: string, key: string): string {
  const r = fake.book
    .sheet(TAB.pilots)
    .peekValues()
    .findIndex((row) => row[0] === name);
  return cell(PILOTS, key, r + 1);
}

function setMech(fake: FakeServices, mech: string, key: string, value: unknown): void {
  type(fake, MECHS, cell(MECHS, key, mechRow(fake, mech)), value);
}

/** The demo with the Rifleman stripped to 1 point of structure everywhere: the Griffin's freebie destroys it. */
function riflemanFalls(): Campaign {
  const c = campaign();
  for (const loc of LOCATIONS) {
    setMech(c.fake, 'Rifleman', `armor.${loc}`, 0);
    setMech(c.fake, 'Rifleman', `structure.${loc}`, 1);
  }
  for (const loc of TORSOS) setMech(c.fake, 'Rifleman', `rear.${loc}`, 0);
  expect(c.gas.resolveRound(1).ok).toBe(true);
  expect(read(c.fake, MECHS, cell(MECHS, 'status', mechRow(c.fake, 'Rifleman')))).toBe('Destroyed');
  return c;
}

function newBattle(c: Campaign, heal = false) {
  const r = c.gas.startNewBattle({ repair: false, heal });
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as { ok: true; pilots: string[]; message: string };
}

describe('R-16.2 and R-16.4 at Start a new battle: the kill credited, with its XP, citing its Log row', () => {
  it("R-16.2: the Griffin's pilot is credited with the Rifleman: 1 battle, 1 kill, 1 + 2 XP, the damage dealt; the credit cites the Log row of the Rifleman's destruction", () => {
    const c = riflemanFalls();
    const log = c.fake.book.sheet(TAB.log).peekValues();
    const r = newBattle(c);
    const percival = pilot(c.fake, 'Sir Percival');
    expect(percival).toMatchObject({ Battles: 1, Kills: 1, Assists: 0, 'XP earned': 3, 'XP available': 3 });
    expect(percival['Damage dealt']).toBeGreaterThanOrEqual(8);
    const line = r.pilots.find((l) => l.indexOf('Sir Percival (Griffin): +3 XP, Active') === 0);
    expect(line).toBeDefined();
    const row = Number(/kill Rifleman \(Log — battle 1 row (\d+)\)/.exec(line ?? '')?.[1]);
    expect(log[row - 1].slice(2, 8)).toEqual(['Rifleman', '', 'Status', '', '', 'destroyed']);
    // The Record keeps it, on the new battle's row.
    expect(String(recordRows(c.fake).slice(-1)[0][8])).toContain(line);
    expect(pilot(c.fake, 'Raider Lead')).toMatchObject({ Battles: 1, Kills: 0 });
    expect(pilot(c.fake, 'Raider Lead')['Damage taken']).toBeGreaterThan(0);
  });

  it('R-16.4: the XP are Rules tab settings — at 5 XP per kill, the same battle earns 1 + 5', () => {
    const c = riflemanFalls();
    setRule(c.fake, 'XP per kill', 5);
    newBattle(c);
    expect(pilot(c.fake, 'Sir Percival')['XP earned']).toBe(6);
  });

  it('a bad advancement setting is refused naming its cell, and nothing is written', () => {
    const c = riflemanFalls();
    setRule(c.fake, 'XP per kill', 'lots');
    const before = dump(c.fake);
    const r = c.gas.startNewBattle({ repair: false, heal: false });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toMatch(/Rules!B\d+: XP per kill must be a whole number 0 or more, got \\"lots\\"/);
    expect(dump(c.fake)).toEqual(before);
  });
});

describe('Undo and replay of the credits', () => {
  it('Undo of the new battle takes the credits back cell for cell; starting it again credits the same record', () => {
    const c = riflemanFalls();
    const before = dump(c.fake);
    newBattle(c);
    const credited = c.fake.book.sheet(TAB.pilots).peekCells();
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(dump(c.fake)).toEqual(before);
    newBattle(c);
    expect(c.fake.book.sheet(TAB.pilots).peekCells()).toEqual(credited);
  });

  it("a GM's column and formula on the Pilots tab survive the credits", () => {
    const c = riflemanFalls();
    const extra = PILOTS.columns.length + 1;
    const sheet = c.fake.book.sheet(TAB.pilots);
    sheet.getRange(1, extra).setValues([['Callsign']]);
    sheet.getRange(2, extra).setValues([['Percy']]);
    sheet.getRange(3, extra).setFormula('=1+1');
    const notes = cell(PILOTS, 'notes', 2);
    sheet.getRange(notes).setFormula('=CONCAT("a","b")');
    newBattle(c);
    expect(sheet.getRange(2, extra).getValue()).toBe('Percy');
    expect(sheet.getRange(3, extra).getFormula()).toBe('=1+1');
    expect(sheet.getRange(notes).getFormula()).toBe('=CONCAT("a","b")');
  });
});

describe('R-16.1: the roster is the one record of a pilot; the Mechs row takes it at each new battle', () => {
  it("the roster's Gunnery, Piloting and Wounds reach the pilot's Mechs row at the new battle", () => {
    const c = campaign();
    type(c.fake, PILOTS, pilotCell(c.fake, 'Sir Percival', 'gunnery'), 2);
    type(c.fake, PILOTS, pilotCell(c.fake, 'Sir Percival', 'piloting'), 3);
    newBattle(c);
    const row = mechRow(c.fake, 'Griffin');
    expect(read(c.fake, MECHS, cell(MECHS, 'gunnery', row))).toBe(2);
    expect(read(c.fake, MECHS, cell(MECHS, 'piloting', row))).toBe(3);
  });
});

describe('R-16.5 recuperation', () => {
  it('R-16.5: a pilot who ends the battle dead is Dead on the roster, earning no XP for surviving', () => {
    const c = campaign();
    setMech(c.fake, 'Locust', 'pilotStatus', 'Dead');
    newBattle(c);
    expect(pilot(c.fake, 'Raider Scout')).toMatchObject({ Status: 'Dead', Battles: 1, 'XP earned': 0 });
  });

  it('R-16.5: a pilot out of the battle is Recovering, sits out the next and comes back with no wounds', () => {
    const c = campaign();
    setMech(c.fake, 'Blackjack', 'pilotStatus', 'Out');
    setMech(c.fake, 'Blackjack', 'wounds', 5);
    newBattle(c);
    expect(pilot(c.fake, 'Raider Two')).toMatchObject({ Status: 'Recovering', Wounds: 5, Battles: 1 });
    // The GM puts another pilot in the Blackjack for Battle 2.
    setMech(c.fake, 'Blackjack', 'pilot', 'Raider Lead');
    setMech(c.fake, 'Rifleman', 'pilot', '');
    const r = newBattle(c);
    expect(pilot(c.fake, 'Raider Two')).toMatchObject({ Status: 'Active', Wounds: 0, Battles: 1 });
    expect(r.pilots).toContain('Back from recovering, with no wounds: Raider Two');
  });

  it('R-16.5: unconscious when the mech was destroyed is out of the battle: Recovering', () => {
    const c = campaign();
    setMech(c.fake, 'Locust', 'pilotStatus', 'Unconscious');
    setMech(c.fake, 'Locust', 'status', 'Destroyed');
    setMech(c.fake, 'Rifleman', 'pilotStatus', 'Unconscious');
    newBattle(c);
    expect(pilot(c.fake, 'Raider Scout').Status).toBe('Recovering');
    expect(pilot(c.fake, 'Raider Lead').Status).toBe('Active');
  });

  it('other wounds carry over, unless the GM heals the pilots (as today)', () => {
    const c = campaign();
    setMech(c.fake, 'Griffin', 'wounds', 2);
    newBattle(c);
    expect(pilot(c.fake, 'Sir Percival').Wounds).toBe(2);
    expect(read(c.fake, MECHS, cell(MECHS, 'wounds', mechRow(c.fake, 'Griffin')))).toBe(2);
    newBattle(c, true);
    expect(pilot(c.fake, 'Sir Percival').Wounds).toBe(0);
  });
});
