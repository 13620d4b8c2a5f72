// Strings that look like formulas, numbers or booleans stay text: strings written
// to cells that begin with =, +, - or @ are written as text, never as formulas.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, dump, typeGrid } from '../harness';

const RENAMES: Record<string, string> = {
  Griffin: '=HYPERLINK("http://evil.example","Griffin")',
  Rifleman: '+Rifleman',
  Blackjack: '-1',
  Locust: '007',
};

/** Renames every mech wherever the demo names it, typed as text the way a GM would ('=…). */
function rename(fake: FakeServices): void {
  for (const tab of [TAB.mechs, TAB.equipment, TAB.attacks]) {
    const sheet = fake.book.sheet(tab);
    const values = sheet.peekValues();
    values.forEach((row, r) =>
      row.forEach((v, c) => {
        if (r > 0 && typeof v === 'string' && RENAMES[v]) typeGrid(fake, tab, r + 1, c + 1, [[RENAMES[v]]]);
      }),
    );
  }
}

describe('Formula-looking names stay text', () => {
  it('the Log names the mechs as text, with no formula anywhere', () => {
    const { fake, gas } = campaign();
    rename(fake);
    expect(gas.getRoundStatus().problems).toEqual([]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const log = fake.book.sheet(TAB.log);
    const formulas = log.getDataRange().getFormulas();
    expect(formulas.flat().filter((f) => f !== '')).toEqual([]);
    const actors = new Set(
      log
        .peekValues()
        .slice(1)
        .map((row) => row[2]),
    );
    for (const name of Object.values(RENAMES)) expect(actors).toContain(name);
  });

  it('undo writes the names back as the same text (not a formula, not the number 7)', () => {
    const { fake, gas } = campaign();
    rename(fake);
    const before = dump(fake);
    gas.resolveRound(1);
    gas.undoLast({ kind: 'round', expected: 1 });
    expect(dump(fake)).toEqual(before);
    const attacks = fake.book.sheet(TAB.attacks);
    expect(attacks.getRange('A2:B2').getValues()).toEqual([[RENAMES.Griffin, RENAMES.Rifleman]]);
    expect(
      attacks
        .getRange('A2:B4')
        .getFormulas()
        .flat()
        .every((f) => f === ''),
    ).toBe(true);
  });
});
