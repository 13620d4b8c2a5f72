// The undo stack as the hidden undo tab's column A shows it: a round's number, or an import's mark.

/** Column A of an import's undo row starts with this; a round's holds its number. */
export const IMPORT_MARK = 'Import: ';

/**
 * The latest write Undo would take back: a resolved round, or an import of mechs (issue 7).
 * Rounds and imports share one undo stack, and Undo always takes back the latest.
 */
export type UndoableWrite =
  | { readonly kind: 'round'; readonly round: number }
  /** `label` as the import's Undo names it: `Griffin GRF-1S, Locust LCT-1V`. */
  | { readonly kind: 'import'; readonly label: string };

/**
 * The undo stack read from the undo tab's column A alone (the snapshots are not parsed):
 * the newest resolved round still undoable, and the newest write of any kind.
 */
export function undoStackOf(columnA: readonly (readonly unknown[])[]): { lastResolved: number | null; lastUndo: UndoableWrite | null } {
  let lastUndo: UndoableWrite | null = null;
  for (let r = columnA.length - 1; r >= 0; r--) {
    const a = columnA[r][0];
    if (typeof a === 'number') return { lastResolved: a, lastUndo: lastUndo ?? { kind: 'round', round: a } };
    if (lastUndo === null && typeof a === 'string' && a.indexOf(IMPORT_MARK) === 0) lastUndo = { kind: 'import', label: a.slice(IMPORT_MARK.length) };
  }
  return { lastResolved: null, lastUndo };
}
