// The undo stack as the hidden undo tab's column A shows it: a round's number, or an import's or a new battle's mark.

/** Column A of an import's undo row starts with this; a round's holds its number. */
export const IMPORT_MARK = 'Import: ';
/** Column A of a new battle's undo row starts with this, then the new battle's name. */
export const BATTLE_MARK = 'New battle: ';
/** Column A of Approve skill steps' undo row starts with this, then the steps granted. */
export const STEPS_MARK = 'Skill steps: ';

/**
 * The latest write Undo would take back: a resolved round, an import of mechs, the
 * start of a new battle, or the skill steps the GM approved. They share one undo stack, and Undo always takes back
 * the latest.
 */
export type UndoableWrite =
  | { readonly kind: 'round'; readonly round: number }
  /** `label` as the import's Undo names it: `Griffin GRF-1S, Locust LCT-1V`. */
  | { readonly kind: 'import'; readonly label: string }
  /** `label`: the battle that was started, `Battle 2` or the name the GM gave it. */
  | { readonly kind: 'battle'; readonly label: string }
  /** `label`: the steps Approve skill steps granted, `Sir Percival: Gunnery 3 → 2`. */
  | { readonly kind: 'steps'; readonly label: string };

/**
 * The undo stack read from the undo tab's column A alone (the snapshots are not parsed):
 * the newest resolved round still undoable and still on the Log, and the newest write of any
 * kind. A new battle ends the search for a round: the rounds under it are on the archived Log.
 */
export function undoStackOf(columnA: readonly (readonly unknown[])[]): {
  lastResolved: number | null;
  lastUndo: UndoableWrite | null;
} {
  let lastUndo: UndoableWrite | null = null;
  for (let r = columnA.length - 1; r >= 0; r--) {
    const a = columnA[r][0];
    if (typeof a === 'number') return { lastResolved: a, lastUndo: lastUndo ?? { kind: 'round', round: a } };
    if (typeof a !== 'string') continue;
    if (a.indexOf(BATTLE_MARK) === 0)
      return { lastResolved: null, lastUndo: lastUndo ?? { kind: 'battle', label: a.slice(BATTLE_MARK.length) } };
    if (lastUndo === null && a.indexOf(IMPORT_MARK) === 0)
      lastUndo = { kind: 'import', label: a.slice(IMPORT_MARK.length) };
    // Skill steps are granted between rounds, as an import is made: the rounds under them stay undoable after them.
    if (lastUndo === null && a.indexOf(STEPS_MARK) === 0)
      lastUndo = { kind: 'steps', label: a.slice(STEPS_MARK.length) };
  }
  return { lastResolved: null, lastUndo };
}
