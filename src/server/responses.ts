/**
 * What the server hands the sidebar (issue 5: "errors from the server are shown in plain
 * words, never a silent failure"). Every response is JSON-safe plain data — what
 * `google.script.run` can carry — and a failure is a value, `{ ok: false, problems }`,
 * never an exception: the server throws only for bugs.
 */
import type { Problem } from '../rules/model/problem';
import { jsonCopy } from './jsonCopy';

/** A problem as the sidebar shows it, with the cell to select when the message names one. */
export interface ProblemView {
  readonly code: string;
  readonly message: string;
  readonly mech?: string;
  /** `Mechs!F7`, `Mechs!1:1`: the cell or range the message starts with. */
  readonly cell?: string;
}

export interface Failure {
  readonly ok: false;
  readonly problems: readonly ProblemView[];
}

/** The cell reference a sheet problem's message starts with (`Mechs!F7: …`). */
const CELL_PREFIX = /^([^!:]+![A-Z]{0,3}\d{0,7}(?::[A-Z]{0,3}\d{0,7})?):\s/;

export function problemView(p: Problem): ProblemView {
  const cell = CELL_PREFIX.exec(p.message)?.[1];
  return { code: p.code, message: p.message, ...(p.mech !== undefined ? { mech: p.mech } : {}), ...(cell ? { cell } : {}) };
}

/** A failure of one or more problems (the rules' own, or one the server words). */
export function failure(...problems: readonly Problem[]): Failure {
  return { ok: false, problems: problems.map(problemView) };
}

/** A failure from one code and message. */
export function refuse(code: string, message: string): Failure {
  return failure({ code, message });
}

/**
 * Plain data only: what survives `google.script.run` (no Dates, functions, undefined or
 * class instances). Applied at every sidebar endpoint so nothing else can slip through.
 * Exactly `JSON.parse(JSON.stringify(value))`, without printing the JSON (`jsonCopy`).
 */
export function jsonSafe<T>(value: T): T {
  return jsonCopy(value);
}
