/**
 * A rule the declarations or the records break. Returned, never thrown:
 * `code` is namespaced (`attack/out_of_range`, `move/too_far`), `message` is for the GM
 * and names the mech.
 */
export interface Problem {
  readonly code: string;
  readonly message: string;
  /** The mech the problem is about, when there is one. */
  readonly mech?: string;
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(...problems: Problem[]): Result<T> {
  return { ok: false, problems };
}
