import type { Problem } from '../../rules/model/problem';
import { a1, errorValueText, type ErrorValue } from './cells';
import { localeTyping, type LocaleTyping } from './localeTyping';
import { findTab } from './tabs';

/**
 * A problem with the place it was found: its tab and, for a cell, the 0-based row and column
 * of the tab's values. A problem of a whole tab (a missing tab or header) has no row.
 */
export interface LocatedProblem {
  readonly problem: Problem;
  readonly tab: string;
  readonly row?: number;
  readonly col?: number;
  /** The message after its cell (`Gunnery must be …`), so repeats of one mistake can be told. */
  readonly text?: string;
  /** The name a reference problem names (`Griffin` for an unknown mech), so a cascade can be told. */
  readonly refers?: string;
}

/** The formulas of tabs, aligned with their values ('' where a cell holds a value), by tab name. */
export type TabFormulas = Readonly<Record<string, readonly (readonly string[])[]>>;

/**
 * What a read may be told beside the values, to word its problems: the formulas of tabs whose
 * cells show error values, the spreadsheet's locale (how what was typed is quoted) and its time
 * zone, where Sheets puts a date's midnight.
 */
export interface CellAids {
  readonly formulas?: TabFormulas;
  readonly locale?: string;
  readonly timeZone?: string;
}

/**
 * Collects every problem of a read: codes `sheet/…`, messages that start with
 * the cell (`Mechs!F7: …`) so the GM can go straight to it. `formulas`, when the reader has
 * them, let a cell showing an error value say what was typed there; `typing`, the spreadsheet's
 * locale when the reader knows it, lets a cell Sheets read as a date or a decimal quote what was
 * typed as that locale writes it (`4.5` in de_DE); `timeZone`, the day a date cell holds.
 */
export class SheetProblems {
  readonly list: Problem[] = [];
  readonly located: LocatedProblem[] = [];
  readonly formulas: TabFormulas;
  readonly typing: LocaleTyping;
  readonly timeZone: string | undefined;

  constructor(aids: CellAids = {}) {
    this.formulas = aids.formulas ?? {};
    this.typing = localeTyping(aids.locale);
    this.timeZone = aids.timeZone;
  }

  /** A problem about one cell, given by 0-based row and column of the tab's values. */
  cell(tab: string, row: number, col: number, code: string, text: string, mech?: string, refers?: string): void {
    const problem = this.problem(code, `${a1(tab, row, col)}: ${text}`, mech);
    this.located.push(
      refers === undefined ? { problem, tab, row, col, text } : { problem, tab, row, col, text, refers },
    );
  }

  /** A problem about a whole tab or its header row. */
  tab(tab: string, code: string, message: string): void {
    this.located.push({ problem: this.problem(code, message), tab });
  }

  /** A cell showing an error value (`#NAME?`): what it shows and the likely cause. */
  errorValue(tab: string, row: number, col: number, error: ErrorValue, mech?: string): void {
    const formula = (findTab(this.formulas, tab)?.[row] ?? [])[col];
    this.cell(
      tab,
      row,
      col,
      'error_value',
      errorValueText(error, typeof formula === 'string' && formula !== '' ? formula : undefined),
      mech,
    );
  }

  private problem(code: string, message: string, mech?: string): Problem {
    const problem: Problem =
      mech === undefined ? { code: `sheet/${code}`, message } : { code: `sheet/${code}`, message, mech };
    this.list.push(problem);
    return problem;
  }
}
