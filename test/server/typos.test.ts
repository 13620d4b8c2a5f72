// One typo never blinds the GM (docs/sidebar.md): through the BUILT bundle on the fakes, a careless
// player's cell is a problem of that cell only — the status lists it, every mech, attack and TN
// that does not depend on it is still shown, repeats of one mistake come as one message — and
// Resolve still writes nothing while any problem exists.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { ATTACKS } from '../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../src/sheet/schema/gearTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { campaign, cell, dump, mechRow, reset, type, writes, type Gas } from './harness';

type Grid = unknown[][];

/** Types into a cell as a player does, with no apostrophe added: `+Raider` becomes a formula. */
function typeRaw(fake: FakeServices, tab: string, a1: string, text: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setValues([[text]]);
}

/** A cell whose formula's last result is an error, as Sheets keeps it (`=Sheet9!A1` after Sheet9 was deleted). */
function showError(fake: FakeServices, tab: string, row: number, col: number, formula: string, error: string): void {
  const c = fake.book.sheet(tab).cellFor(row, col);
  c.formula = formula;
  c.value = error;
}

/** The TN column as Sheets computes it: ATTACKTN over each tab's values, the Attacks range cut before its TN column. */
function tnColumn(fake: FakeServices, gas: Gas): unknown[] {
  const values = (tab: string): Grid => fake.book.sheet(tab).getDataRange().getValues();
  const attacks = values('Attacks');
  const tn = attacks[0].indexOf('TN');
  return gas
    .ATTACKTN(
      attacks.map((r) => r.slice(0, tn)),
      values('Mechs'),
      values('Equipment'),
      values('Catalog'),
      values('Map'),
      values('Rules'),
    )
    .map((r: unknown[]) => r[0]);
}

/** Resolve refuses with `message` first, and not one cell changes. */
function refusesWithNothingWritten(fake: FakeServices, gas: Gas, message: string): void {
  const before = dump(fake);
  reset(fake);
  const r = gas.resolveRound(1);
  expect(r.ok).toBe(false);
  expect(r.problems.map((p: { message: string }) => p.message)).toContain(message);
  expect(writes(fake)).toBe(0);
  expect(dump(fake)).toEqual(before);
}

describe('an error value in an input cell is a problem of that cell', () => {
  it('+Raider typed in Attacks!A4 shows #NAME?: the status names the likely cause, ATTACKTN marks row 4 only, Resolve writes nothing', () => {
    const { fake, gas } = campaign();
    // Set up makes the Attacker column plain text, where +Raider stays text; a tab set up before, or formatted
    // otherwise, parses it.
    fake.book.sheet('Attacks').getRange('A4').setNumberFormat('General');
    typeRaw(fake, 'Attacks', 'A4', '+Raider');
    expect(fake.book.sheet('Attacks').getRange('A4').getValues()).toEqual([['#NAME?']]);

    const message = `Attacks!A4: the cell shows #NAME? — "+Raider" was typed as a formula; type '+Raider or leave out the +`;
    const state = gas.getSidebarState();
    expect(state.status.problems).toEqual([{ code: 'sheet/error_value', message, cell: 'Attacks!A4' }]);
    expect(state.status.mechs.map((m: { name: string }) => m.name)).toEqual([
      'Griffin',
      'Rifleman',
      'Blackjack',
      'Locust',
    ]);
    expect(state.attacks.map((a: { cell: string; attacker: string }) => `${a.cell} ${a.attacker}`)).toEqual([
      'Attacks!A2 Griffin',
      'Attacks!A3 Rifleman',
    ]);

    // A custom function sees only the value: the message gives the cause without the typed text.
    const tns = tnColumn(fake, gas);
    expect(tns[0]).toContain('LRM-5 ×2 8');
    expect(tns[1]).toMatch(/^Large Laser ×2 \d+ · AC\/5 ×2 \d+$/);
    expect(tns[2]).toBe(
      "Attacks!A4: the cell shows #NAME? — it was typed as a formula (text starting with +, - or = becomes one); type it with an apostrophe first (as in '+Raider) or leave out the sign",
    );

    refusesWithNothingWritten(fake, gas, message);
  });

  it.each([
    [
      '#REF!',
      '=Sheet9!A1',
      'its formula refers to a cell that was deleted (or to itself) (=Sheet9!A1); type the value itself, or fix the formula',
    ],
    [
      '#N/A',
      '=VLOOKUP("Griffin",Roster!A:B,2,FALSE)',
      `its formula's lookup found nothing (=VLOOKUP("Griffin",Roster!A:B,2,FALSE)); type the value itself, or fix the formula`,
    ],
    [
      '#VALUE!',
      '=O3+"x"',
      'its formula got text where it needs a number (=O3+"x"); type the value itself, or fix the formula',
    ],
    ['#ERROR!', '=GATOR(', 'Sheets cannot read its formula (=GATOR(); type the value itself, or fix the formula'],
    [
      '#DIV/0!',
      '=1/0',
      'its formula divides by zero or by an empty cell (=1/0); type the value itself, or fix the formula',
    ],
    [
      '#NUM!',
      '=SQRT(-1)',
      "its formula's number is out of range (=SQRT(-1)); type the value itself, or fix the formula",
    ],
    [
      '#NULL!',
      '=A1:A2 B1:B2',
      "its formula's ranges do not meet (=A1:A2 B1:B2); type the value itself, or fix the formula",
    ],
  ])(
    "%s in the Griffin's Position: its cell's problem, the other mechs shown, the Griffin held back",
    (error, formula, cause) => {
      const { fake, gas } = campaign();
      const row = mechRow(fake, 'Griffin');
      showError(fake, 'Mechs', row, MECHS.columns.findIndex((c) => c.key === 'position') + 1, formula, error);
      const at = `Mechs!${cell(MECHS, 'position', row)}`;
      const message = `${at}: the cell shows ${error} — ${cause}`;
      const state = gas.getSidebarState();
      expect(state.status.problems).toEqual([{ code: 'sheet/error_value', message, mech: 'Griffin', cell: at }]);
      expect(state.status.mechs.map((m: { name: string }) => m.name)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
      expect(state.status.heldBack).toEqual(['Griffin']);
      // Every attack of the demo has the Griffin at one end: each TN says what to fix.
      // ATTACKTN sees the value only, not the formula: the same cell and error, the cause in general words.
      for (const tn of tnColumn(fake, gas))
        expect(tn).toMatch(new RegExp(`^Fix ${at}: the cell shows ${error.replace(/[?/]/g, '\\$&')} — `));
      refusesWithNothingWritten(fake, gas, message);
    },
  );
});

describe('one bad cell hides only what depends on it', () => {
  it('"Large Lazer" in Attacks!C2: that line is a problem; the mechs, the other lines, their TNs and the advisor are shown', () => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, 'C2', 'Large Lazer');
    const message = 'Attacks!C2: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
    const state = gas.getSidebarState();
    expect(state.status.problems.map((p: { message: string }) => p.message)).toEqual([message]);
    expect(state.status.mechs).toHaveLength(4);
    expect(state.attacks.map((a: { cell: string }) => a.cell)).toEqual(['Attacks!A3', 'Attacks!A4']);
    expect(state.attacks[0].weapons.every((w: { tn: { ok: boolean } }) => w.tn.ok)).toBe(true);
    const advice = gas.getTargetAdvice('Griffin');
    expect(advice.ok).toBe(true);
    expect(advice.targets.map((t: { target: string }) => t.target)).toContain('Rifleman');
    const tns = tnColumn(fake, gas);
    expect(tns[0]).toBe(message);
    expect(tns[1]).toMatch(/^Large Laser ×2 \d+ · AC\/5 ×2 \d+$/);
    expect(typeof tns[2]).toBe('string');
    expect(tns[2]).not.toMatch(/^Fix|Lazer/);
    refusesWithNothingWritten(fake, gas, message);
  });

  it("\"6,9\" in the Griffin's Position: the Griffin is held back with its problem; the Locust's attack, its TN and the others' advice are shown", () => {
    const { fake, gas } = campaign();
    // A fourth line between two mechs the bad cell does not touch.
    type(fake, ATTACKS, 'A5', 'Locust');
    type(fake, ATTACKS, 'B5', 'Rifleman');
    type(fake, ATTACKS, 'C5', 'All');
    type(fake, MECHS, cell(MECHS, 'position', 2), '6,9');
    const message =
      'Mechs!O2: Position must be a hex label like 0609 (column 06, row 09), got "6,9" — did you mean 0609?';
    const state = gas.getSidebarState();
    expect(state.status.problems).toEqual([{ code: 'sheet/bad_hex', message, mech: 'Griffin', cell: 'Mechs!O2' }]);
    expect(state.status.mechs.map((m: { name: string }) => m.name)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    expect(state.status.heldBack).toEqual(['Griffin']);
    expect(
      state.attacks.map(
        (a: { cell: string; attacker: string; target: string }) => `${a.cell} ${a.attacker}→${a.target}`,
      ),
    ).toEqual(['Attacks!A5 Locust→Rifleman']);
    expect(gas.getTargetAdvice('Rifleman').ok).toBe(true);
    expect(gas.getTargetAdvice('Griffin')).toEqual({
      ok: false,
      problems: [{ code: 'sheet/bad_hex', message, mech: 'Griffin', cell: 'Mechs!O2' }],
    });
    const tns = tnColumn(fake, gas);
    expect(tns.slice(0, 3)).toEqual([`Fix ${message}`, `Fix ${message}`, `Fix ${message}`]);
    expect(tns[3]).not.toMatch(/^Fix|^Mechs!/);
    refusesWithNothingWritten(fake, gas, message);
  });
});

describe('cascades come as one message, the cells still reachable', () => {
  it('the Griffin renamed on the Mechs tab only: one problem for its 16 Equipment rows, one for its 3 Attacks rows', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, 'A2', 'Griffin II');
    const equipment =
      'Equipment!A2:A17: 16 Equipment rows (2–17) name Griffin, which is not on the Mechs tab — did you mean Griffin II? Correct them, or add Griffin to the Mechs tab';
    const attacks =
      'Attacks!A2: 3 Attacks rows (2–4) name Griffin, which is not on the Mechs tab — did you mean Griffin II? Correct them, or add Griffin to the Mechs tab';
    const state = gas.getSidebarState();
    expect(state.status.problems).toEqual([
      { code: 'sheet/unknown_mech', message: equipment, cell: 'Equipment!A2:A17' },
      { code: 'sheet/unknown_mech', message: attacks, cell: 'Attacks!A2' },
    ]);
    // The button selects the whole block.
    expect(gas.selectCell(state.status.problems[0].cell)).toBe(true);
    expect(fake.book.activeRange?.getA1Notation()).toBe('A2:A17');
    // The TN column still marks each row with its own cell.
    expect(tnColumn(fake, gas)).toEqual([
      'Attacks!A2: Attacker "Griffin" is not a mech on the Mechs tab — did you mean Griffin II?',
      'Attacks!B3: Target "Griffin" is not a mech on the Mechs tab — did you mean Griffin II?',
      'Attacks!B4: Target "Griffin" is not a mech on the Mechs tab — did you mean Griffin II?',
    ]);
    refusesWithNothingWritten(fake, gas, equipment);
  });

  it('an emptied Mechs tab: one message for every Equipment and Attacks row, at the first Name cell', () => {
    const { fake, gas } = campaign();
    const mechs = fake.book.sheet('Mechs');
    mechs.getRange(2, 1, mechs.getLastRow() - 1, mechs.getLastColumn()).clearContent();
    const message =
      'Mechs!A2: the Mechs tab has no mech, yet 47 Equipment rows and 3 Attacks rows name Griffin, Rifleman, Blackjack and Locust — fill in the Mechs tab, one row per mech';
    const state = gas.getSidebarState();
    expect(state.status.problems).toEqual([{ code: 'sheet/no_mechs', message, cell: 'Mechs!A2' }]);
    refusesWithNothingWritten(fake, gas, message);
  });

  it("one item misspelt on several of a mech's Equipment rows: one message naming the rows", () => {
    const { fake, gas } = campaign();
    for (const row of [3, 4]) type(fake, EQUIPMENT, `B${row}`, 'Large Lazer');
    const state = gas.getSidebarState();
    expect(state.status.problems.map((p: { message: string }) => p.message)).toEqual([
      'Equipment!B3:B4: 2 Equipment rows (3 and 4): Item must be a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description, got "Large Lazer" (not a weapon of the Catalog) — did you mean Large Laser?',
    ]);
  });
});

describe('a deleted header says why in the TN column', () => {
  it('Attacks!C1 cleared: every filled TN cell, the status and Resolve name the missing Weapons header', () => {
    const { fake, gas } = campaign();
    fake.book.sheet('Attacks').getRange('C1').clearContent();
    const message =
      'Attacks!C1: the Weapons header is missing (C1 is blank); type Weapons back in row 1 (headers are matched by name, in any order)';
    expect(tnColumn(fake, gas)).toEqual([message, message, message]);
    expect(gas.getSidebarState().status.problems[0]).toMatchObject({ message, cell: 'Attacks!C1' });
    refusesWithNothingWritten(fake, gas, message);
  });
});
