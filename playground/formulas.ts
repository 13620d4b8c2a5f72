/**
 * What the playground's cells show of their formulas: the fake spreadsheet's own evaluation
 * (src/fakes/formula/), the very one the tests run on and hold to Google's contracts
 * (docs/platform-contracts.md) — so what a GM sees in the playground is what the tests prove.
 *
 * The session hands the fake the loaded bundle's custom functions (FakeServices.useBundle, as
 * the tests' harness does), each run as Sheets runs one: read-only, without the Ui. From then on
 * every change to a cell — typed in the grid or written by the add-on — makes the fake evaluate
 * its formulas afresh at the next read; nothing here keeps a copy of the sheet.
 */
import type { CellValue, FakeSheet, FakeSpreadsheet } from '../src/fakes';

/** An evaluated cell for the page: its value, and the error's message when it is one. */
export interface EvaluatedCell {
  readonly value: CellValue;
  /** Sheets' message on hover (`Array result was not expanded because it would overwrite data in H3.`). */
  readonly error?: string;
}

/** The cells of one fake spreadsheet as Sheets would show them, formulas evaluated. */
export class ShownCells {
  constructor(private readonly book: FakeSpreadsheet) {}

  /** The evaluated value of a cell (1-based), as the page and `getValues` show it. */
  value(sheet: FakeSheet, row: number, col: number): EvaluatedCell {
    const value = this.book.valueAt(sheet, row, col);
    const error = this.book.errorAt(sheet, row, col);
    return error ? { value, error: error.message } : { value };
  }

  /**
   * Every cell of a tab up to its last row and column — which reach as far as a spilled answer
   * shows something (Sheet.getLastRow) — evaluated; 0-based rows.
   */
  values(sheet: FakeSheet): EvaluatedCell[][] {
    const width = sheet.getLastColumn();
    return Array.from({ length: sheet.getLastRow() }, (_, r) =>
      Array.from({ length: width }, (_, c) => this.value(sheet, r + 1, c + 1)),
    );
  }
}
