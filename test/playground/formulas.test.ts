// The playground's cells show what the tests prove: its formulas are evaluated by the fakes' own
// evaluator (src/fakes/formula/), held to Google's contracts in docs/platform-contracts.md, and
// not by an engine of its own. What a GM types into its grid meets the same rules as in Sheets.
import { beforeEach, describe, expect, it } from 'vitest';
import { readDist } from '../../playground/bundle';
import { Session } from '../../playground/session';
import type { CellView } from '../../playground/view';
import { TN_COLUMN } from '../../src/sheet/setup/tnFormula';

let s: Session;
beforeEach(() => {
  s = Session.demo(readDist());
});

const TN = TN_COLUMN + 1;

/** A cell of the Attacks tab as the page draws it (1-based). */
function attacksCell(row: number, col: number): CellView | undefined {
  return s.view().sheets.find((sheet) => sheet.name === 'Attacks')?.rows[row - 1]?.[col - 1];
}

describe('the TN column stops while a cell under it holds anything (an array result fills only empty cells)', () => {
  it("typing the TN it shows into H3 makes H2 #REF!, with Sheets' message naming H3; clearing H3 brings the column back", () => {
    const shown = attacksCell(3, TN)?.text;
    expect(shown).toMatch(/\d/);
    s.edit('Attacks', 3, TN, String(shown));
    const stopped = attacksCell(2, TN);
    expect(stopped?.text).toBe('#REF!');
    expect(stopped?.error).toBe('Array result was not expanded because it would overwrite data in H3.');
    s.edit('Attacks', 3, TN, '');
    expect(attacksCell(2, TN)?.text).toContain('LRM-5 ×2 8');
    expect(attacksCell(3, TN)?.text).toBe(shown);
  });
});

describe("a range past its tab's grid answers #REF!, and the custom function is not called", () => {
  it('the TN formula of old typed into the grid: Mechs!A1:BZ on a Mechs tab narrower than BZ', () => {
    s.edit('Attacks', 2, TN, '=ATTACKTN(A1:G, Mechs!A1:BZ, Equipment!A1:E, Catalog!A1:K, Map!A1:Q18, Rules!A1:H)');
    const cell = attacksCell(2, TN);
    expect(cell?.text).toBe('#REF!');
    expect(cell?.error).toMatch(/^Mechs!A1:BZ reaches column BZ, past its last column /);
    expect(attacksCell(3, TN)?.text ?? '').toBe('');
  });
});
