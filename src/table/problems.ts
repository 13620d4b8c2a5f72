/**
 * A problem as every view shows it — what is missing or illegal, named, with a button that
 * selects the offending cell: its code, its message and the cell the message starts with.
 */
import type { Problem } from '../rules/model/problem';

/** A problem as the sidebar shows it, with the cell to select when the message names one. */
export interface ProblemView {
  readonly code: string;
  readonly message: string;
  readonly mech?: string;
  /** `Mechs!F7`, `Mechs!1:1`: the cell or range the message starts with. */
  readonly cell?: string;
}

/** The cell reference a sheet problem's message starts with (`Mechs!F7: …`). */
const CELL_PREFIX = /^([^!:]+![A-Z]{0,3}\d{0,7}(?::[A-Z]{0,3}\d{0,7})?):\s/;

/** A message naming several cells (`Mechs!O2 and Mechs!O5: …`, two mechs in one hex): the first of them. */
const CELLS_PREFIX = /^([^!:,]+![A-Z]{1,3}\d{1,7})(?:(?:, | and )[^!:,]+![A-Z]{1,3}\d{1,7})+:\s/;

export function problemView(p: Problem): ProblemView {
  const cell = CELL_PREFIX.exec(p.message)?.[1] ?? CELLS_PREFIX.exec(p.message)?.[1];
  return {
    code: p.code,
    message: p.message,
    ...(p.mech !== undefined ? { mech: p.mech } : {}),
    ...(cell ? { cell } : {}),
  };
}
