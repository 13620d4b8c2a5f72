/**
 * The exact previous contents of one rectangle a round wrote: the same block `planWrites`
 * writes (0-based here), with each cell's value and, where it had one, its formula. Snapshots
 * saved before writes were split at the GM's columns hold one rectangle per tab.
 */
export interface SavedRange {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly values: unknown[][];
  /** Same shape as `values`; '' where the cell held a plain value. Absent when none had a formula. */
  readonly formulas?: string[][];
  /** How many rows the tab's values had before the write: rows past it were added by the round. */
  readonly rowsBefore: number;
  /**
   * How the write left the rectangle, for Undo to check before it writes. Absent in
   * snapshots saved by versions before this check: those undo by position, as they always did.
   */
  readonly guard?: RangeGuard;
}

/**
 * What Undo compares with the sheet before restoring a rectangle by position ("nothing the
 * GM typed is ever lost"): if rows or columns moved since, the old values would land on
 * other mechs' rows. All 0-based, as the tab's values.
 */
export interface RangeGuard {
  /** The tab's header row as the write left it; compared over the rectangle's columns and `keyCols`. */
  readonly header: unknown[];
  /**
   * The columns that name a row: Mechs Name; Equipment Mech, Item, Location; Rules Setting.
   * None on Attacks: a round leaves the cells it wrote there blank, so its rows carry no name.
   */
  readonly keyCols: number[];
  /** For each row of the rectangle, its `keyCols` cells as the write left them. */
  readonly keys: unknown[][];
  /**
   * For each row of the rectangle, which row with those same keys it was, counting from the
   * top (1 = the first): two Medium Lasers in one arm have the same keys, and a row inserted
   * above them shifts the first onto the second's place.
   */
  readonly nth: number[];
  /**
   * The cells the write changed, `[row, col, value]` offsets inside the rectangle with the
   * value written; every other cell of the rectangle was written back as it was.
   */
  readonly wrote: [number, number, unknown][];
}

/** Cells that must still hold what a write put there for its Undo to be safe (0-based, as SavedRange). */
export interface CheckedCells {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly values: unknown[][];
}

/**
 * What Undo restores for one write: every range it wrote, as it was. A resolved round
 * (`kind` absent or `round`), mechs added by an import (`kind: 'import'`), or the
 * start of a new battle (`kind: 'battle'`), or the skill steps the GM approved (`kind: 'steps'`), which share the one undo stack so Undo
 * always takes back the latest write, whatever it was.
 */
export interface UndoSnapshot {
  readonly version: 1;
  /**
   * The round that was resolved (the Rules tab's Round before the write); for an import, the
   * round the sheet was at; for a new battle, the round the finished battle had reached.
   */
  readonly round: number;
  readonly ranges: readonly SavedRange[];
  readonly kind?: 'round' | 'import' | 'battle' | 'steps';
  /**
   * An import's mechs as the Undo confirmation names them: `Griffin GRF-1S, Locust LCT-1V`;
   * a new battle's name: `Battle 2`, `Ambush at Fort Hope`; the skill steps granted: `Sir Percival: Gunnery 3 → 2`.
   */
  readonly label?: string;
  /** A new battle's Log archive: what Undo renames back to the Log. */
  readonly battle?: BattleArchive;
  /**
   * An import's Name and Mech cells: if the rows were moved or renamed since, Undo refuses rather than clear other
   * rows.
   */
  readonly check?: readonly CheckedCells[];
  /**
   * Where a round's Log rows were appended, so Undo finds them without reading the Log
   * whole. Absent in snapshots saved before Resolve recorded it, and for an import.
   */
  readonly log?: LogRows;
}

/**
 * How a new battle moved the finished battle's Log: the Log tab was renamed, rows
 * and formats untouched, and a fresh Log put right after it. Undo deletes the fresh Log (it
 * must hold nothing but its header row) and renames the archive back.
 */
export interface BattleArchive {
  /** The finished battle's Log as it is named now: `Log — battle 1`. */
  readonly archive: string;
  /** The finished battle's name, as the Rules tab's Battle setting held it: `Battle 1`. */
  readonly finished: string;
  /** The new battle made the Stats tab for the finished battle's rows: its Undo deletes the tab. */
  readonly statsMade?: boolean;
  /** The Stats tab's charts the new battle made or redrew (docs/campaign.md): Undo removes them or puts their ranges back. */
  readonly charts?: readonly SavedChart[];
}

/** One of Gator's Stats charts before a new battle: its ranges (`N1:O4`), or null when the new battle makes it. */
export interface SavedChart {
  readonly title: string;
  readonly ranges: readonly string[] | null;
}

/** A run of Log rows: the first (1-based) and how many. */
export interface LogRows {
  readonly row: number;
  readonly count: number;
}
