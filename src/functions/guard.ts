import { cellError, CustomFunctionError } from './broadcast';
import type { CustomFunctionSpec, ParamSpec } from './spec';

const ORDINALS = ['1st', '2nd', '3rd'];

function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

/** `range`, `other and range`: the names in a message. */
function names(params: readonly ParamSpec[]): string {
  const list = params.map((p) => p.name);
  return list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/**
 * The required arguments a formula left out, or undefined when it gave them all. Sheets hands a
 * custom function an empty cell as '' and an argument left out as undefined, so "left out" is
 * what comes after the last argument given: `=GATOR(3, "Run", 2, 0)` leaves out range.
 *
 * @example missingArguments(GATOR, [3, 'Run', 2, 0, undefined]) // 'range missing (5th argument, e.g. RANGEMOD("Large
 * Laser", 5))'
 */
function missingArguments(spec: CustomFunctionSpec, args: readonly unknown[]): string | undefined {
  let given = args.length;
  while (given > 0 && args[given - 1] === undefined) given--;
  const missing = spec.params.slice(given).filter((p) => !p.optional);
  if (missing.length === 0) return undefined;
  const where = missing.map((p) => ordinal(spec.params.indexOf(p) + 1));
  const which =
    missing.length === 1
      ? `${where[0]} argument, e.g. ${missing[0].example}`
      : `${where.slice(0, -1).join(', ')} and ${where[where.length - 1]} arguments`;
  return `${names(missing)} missing (${which})`;
}

/**
 * A custom function as the sheet calls it: a formula that leaves out a required argument, and
 * any bad input the function refuses as a whole (ranges of different sizes, a tab range that is
 * not one), answer with their message in the cell, `⚠ GATOR: range missing (…)`, as bad values
 * of single cells already do (`broadcast`).
 */
export function guarded(spec: CustomFunctionSpec): CustomFunctionSpec {
  const impl = (...args: unknown[]): unknown => {
    const missing = missingArguments(spec, args);
    if (missing !== undefined) return cellError(`${spec.name}: ${missing}`);
    try {
      return spec.impl(...args);
    } catch (e) {
      if (e instanceof CustomFunctionError) return cellError(e.message);
      throw e;
    }
  };
  return { ...spec, impl };
}
