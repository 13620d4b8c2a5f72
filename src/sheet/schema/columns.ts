/**
 * What the schema is made of: the tabs' names, and for each column what it holds, who writes
 * it (its role), how Set up validates it and how wide it starts.
 */

/** Tab names, exactly as Set up creates them. */
export const TAB = {
  mechs: 'Mechs',
  equipment: 'Equipment',
  catalog: 'Catalog',
  attacks: 'Attacks',
  map: 'Map',
  log: 'Log',
  rules: 'Rules',
  /** Rolls players made themselves and typed in, one row a roll. */
  rolls: 'Rolls',
  /** Hidden: one row per resolved round, the values to restore on Undo. */
  undo: 'Gator undo',
  /**
   * The fair-play record (docs/fair-play.md): every resolution, new battle and import, and their Undo; rows are only
   * ever appended.
   */
  record: 'Record',
  /** The campaign's pilots: skills, wounds, status and service record, one row a pilot. */
  pilots: 'Pilots',
  /** The campaign's figures, one row per mech per battle, appended at Start a new battle (docs/campaign.md). */
  stats: 'Stats',
  /** Each damaged mech's repair list, ticked by the GM before Start a new battle, and its price table. */
  repairs: 'Repairs',
} as const;
export type TabName = (typeof TAB)[keyof typeof TAB];

/**
 * Who fills a column, which decides whether Gator reads and writes it:
 * - `fixed`: the unit as the GM (or an import) typed it; read, never written by a round.
 * - `state`: the mech's condition; read, and rewritten after each round.
 * - `declaration`: this round's orders; read, and cleared after the round is resolved.
 * - `derived`: a value Gator can compute (Run MP); read only to check it agrees.
 * - `info`: for people (model, player, TN formulas); never read, never written.
 */
export type ColumnRole = 'fixed' | 'state' | 'declaration' | 'derived' | 'info';

/** How Set up validates a column (data-validation dropdowns and number rules). */
export type Validation =
  | { readonly kind: 'list'; readonly values: readonly string[] }
  /** A dropdown of the names in Mechs' Name column. */
  | { readonly kind: 'mechName' }
  /** A dropdown of the names in Catalog's Weapon column. */
  | { readonly kind: 'weaponName' }
  | { readonly kind: 'whole'; readonly min?: number; readonly max?: number }
  /** A four-digit hex label, `0609`: the column should be formatted as plain text. */
  | { readonly kind: 'hex' }
  /** A checkbox: TRUE when ticked, FALSE (or blank) when not. */
  | { readonly kind: 'checkbox' }
  | { readonly kind: 'text' };

export interface ColumnSpec {
  /** Stable id the code uses (`gunnery`, `armor.HD`). */
  readonly key: string;
  /** The header Set up writes in row 1. Matched case-insensitively, in any order. */
  readonly header: string;
  /** Other headers accepted for the same column (`Tonnage` for `Tons`). */
  readonly aliases?: readonly string[];
  readonly role: ColumnRole;
  /** A missing header is a problem; optional columns fall back to a default. */
  readonly required: boolean;
  /** What the column holds, for docs/sheet-layout.md and the header's note (`headerNote`). */
  readonly holds: string;
  /** The values accepted, in words; blank handling included. */
  readonly valid: string;
  readonly validation: Validation;
  /** Starting width in pixels, one of `WIDTH`'s classes so neighbours share it. */
  readonly width: number;
}

export interface TabSpec {
  readonly name: TabName;
  readonly holds: string;
  readonly columns: readonly ColumnSpec[];
}

/**
 * What a phone held upright can spare for a tab's frozen columns, in pixels: its screen is some 360–430 px wide and
 * Sheets' row numbers take about 40, so frozen columns of 200 px at most leave the cell a player types in beside them
 * in view (docs/players.md). Set up freezes no more than this of a player's tab (src/gas/freeze.ts).
 */
export const PHONE_FROZEN_WIDTH = 200;

/**
 * Starting column widths in pixels: a few classes, so that neighbouring columns share one and
 * Set up sets a run of them with one call. Each fits its columns' bold header and
 * their usual values, a dropdown's arrow included.
 */
export const WIDTH = {
  /** Small numbers and short choices under a header of up to nine letters (`HD Armor`, `Piloting`). */
  narrow: 68,
  /** Names, choices and headers of up to sixteen letters (`LA actuator hits`, `Unconscious`). */
  standard: 100,
  /** Weapon and item names, setting names, `Missiles per group`. */
  wide: 130,
  /** The Rolls tab's For, a roll's words: frozen on a phone, so as wide as a phone can spare. */
  rollWords: PHONE_FROZEN_WIDTH,
  /** Free text: weapon lists, the Log's target numbers and details. */
  text: 220,
  /** The Rules tab's notes. */
  notes: 300,
  /** The Attacks tab's TN column: every weapon of a line with its TN, wrapped. */
  tn: 360,
} as const;

/** The spec of a column by key; an unknown key is a bug. */
export function columnSpec(tab: TabSpec, key: string): ColumnSpec {
  for (const c of tab.columns) if (c.key === key) return c;
  throw new Error(`no column "${key}" in the ${tab.name} schema`);
}

/** The header row Set up writes for a tab. */
export function headerRow(tab: TabSpec): string[] {
  return tab.columns.map((c) => c.header);
}

/**
 * The note Set up puts on a column's header: what it holds and the values it takes. The GM
 * hovers the header to read it; a cell that breaks the column's rule gets Sheets' warning.
 */
export function headerNote(c: ColumnSpec): string {
  return `${c.holds}.\nValues: ${c.valid}.`;
}
