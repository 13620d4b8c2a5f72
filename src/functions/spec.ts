/** Argument help Sheets shows while a formula is typed. */
export interface ParamSpec {
  readonly name: string;
  /** JSDoc type: `number`, `string`, `number|string`, with ranges allowed. */
  readonly type: string;
  readonly description: string;
  readonly example: string;
  readonly optional?: boolean;
}

/**
 * One custom function: its name, its documentation (rendered into the JSDoc of the
 * generated top-level function) and its implementation over whole cell values
 * (already broadcast over ranges by the caller).
 */
export interface CustomFunctionSpec {
  readonly name: string;
  readonly description: string;
  readonly params: readonly ParamSpec[];
  readonly returns: { readonly type: string; readonly description: string };
  /** The implementation as Apps Script calls it: raw arguments, each a value or a 2-D range. */
  readonly impl: (...args: unknown[]) => unknown;
}

/** A global Apps Script calls by name: a trigger (onOpen) or a sidebar endpoint. */
export interface EndpointSpec {
  readonly name: string;
  readonly description: string;
  readonly params: readonly string[];
  readonly impl: (...args: never[]) => unknown;
}
