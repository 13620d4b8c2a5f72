import type { MoveMode } from '../rules/model/mech';
import type { RollMode } from '../rules/dice/dice';
import { MOVE_MODE_WORDS, moveModeMeant, parseMoveMode } from '../rules/movement/modes';
import { didYouMean, nearest } from '../rules/text/nearest';
import { OUT_OF_RANGE } from '../table/tnCell';
import { fail } from './broadcast';

/** How a cell's value reads in an error message: `"banana"`, `3.5`, `TRUE`. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  return String(value);
}

/**
 * What follows a refused word: the word a typo most likely meant (` — did you mean Run?`), or,
 * when none is close, the words expected (` (expected Stand, Walk, Run, Jump or Sprint)`). A cell
 * has little room: one or the other.
 */
export function orExpected(meant: string | undefined, expected: string): string {
  return meant === undefined ? ` (expected ${expected})` : didYouMean(meant);
}

/** A number from a cell: a number, or text holding one (`" 3 "`). */
export function toNumber(fn: string, what: string, value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim())))
    return Number(value.trim());
  return fail(fn, `${shown(value)} is not a number (${what})`);
}

/** A whole number from min to max. */
export function toWhole(fn: string, what: string, value: unknown, min: number, max = Infinity): number {
  const n = toNumber(fn, what, value);
  if (!Number.isInteger(n) || n < min || n > max) {
    const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
    return fail(fn, `${shown(value)} is not a whole number ${range} (${what})`);
  }
  return n;
}

/** A movement word (R-2 table): Stand / Stand still / Walk / Run / Jump / Sprint, any case. */
export function toMoveMode(fn: string, value: unknown): MoveMode {
  const mode = typeof value === 'string' ? parseMoveMode(value) : undefined;
  if (!mode)
    return fail(
      fn,
      `${shown(value)} is not a movement${orExpected(typeof value === 'string' ? moveModeMeant(value) : undefined, MOVE_MODE_WORDS)}`,
    );
  return mode;
}

/** `Advantage`, `Disadvantage`, `Normal` or empty. */
export function toRollMode(fn: string, value: unknown): RollMode {
  if (value === '' || value === null || value === undefined) return 'normal';
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'advantage' || text === 'adv') return 'advantage';
  if (text === 'disadvantage' || text === 'dis' || text === 'disadv') return 'disadvantage';
  if (text === 'normal' || text === 'none') return 'normal';
  const meant = typeof value === 'string' ? nearest(value, ['Advantage', 'Disadvantage', 'Normal']) : undefined;
  return fail(fn, `${shown(value)} is not a roll mode${orExpected(meant, 'Advantage, Disadvantage or Normal')}`);
}

/** GATOR and RANGEMOD say a target beyond long range in the TN column's words. */
export { OUT_OF_RANGE };

export function isOutOfRange(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === OUT_OF_RANGE.toLowerCase();
}
