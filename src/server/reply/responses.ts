/**
 * What the server hands the sidebar: errors from the server are shown in plain
 * words, never a silent failure. Every response is JSON-safe plain data — what
 * `google.script.run` can carry — and a failure is a value, `{ ok: false, problems }`,
 * never an exception: the server throws only for bugs.
 */
import type { Problem } from '../../rules/model/problem';
import { problemView, type ProblemView } from '../../table/problems';
import { jsonCopy } from './jsonCopy';

export interface Failure {
  readonly ok: false;
  readonly problems: readonly ProblemView[];
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
