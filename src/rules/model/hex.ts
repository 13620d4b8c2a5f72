/**
 * A hex on the battle map, by its printed label's column and row (both from 1).
 * `0609` is `{ col: 6, row: 9 }`.
 */
export interface Hex {
  readonly col: number;
  readonly row: number;
}
