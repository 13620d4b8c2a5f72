/**
 * The forum post of a resolved round, read back from the Log (issue 5, "Copy for the
 * forum"): Resolve writes it as rows with Purpose `BBCode` (or `BBCode 1/3` … when it is
 * longer than a cell holds, src/server/logTab.ts); pasted one after the other they give the
 * whole `[hider=Round N]…` post. Reading it back lets a sidebar opened later still copy it.
 */
import { normalize } from '../../sheet/cells';
import type { ForumPost } from './views';

type Grid = readonly (readonly unknown[])[];

function column(header: readonly unknown[], name: string, fallback: number): number {
  const at = header.findIndex((h) => typeof h === 'string' && normalize(h) === name);
  return at >= 0 ? at : fallback;
}

/** The BBCode of `round` on the Log (header row first), or null when the Log has none. */
export function forumPostOf(log: Grid | undefined, round: number | null): ForumPost | null {
  if (!log || log.length < 2 || round === null) return null;
  const header = log[0];
  const roundCol = column(header, 'round', 0);
  const purposeCol = column(header, 'purpose', 4);
  const detailCol = column(header, 'detail', 8);
  const pieces: { n: number; text: string }[] = [];
  for (let r = 1; r < log.length; r++) {
    const row = log[r];
    if (Number(row[roundCol]) !== round) continue;
    const purpose = /^BBCode(?: (\d+)\/\d+)?$/.exec(String(row[purposeCol] ?? '').trim());
    if (!purpose) continue;
    pieces.push({ n: purpose[1] ? Number(purpose[1]) : pieces.length + 1, text: String(row[detailCol] ?? '') });
  }
  if (pieces.length === 0) return null;
  pieces.sort((a, b) => a.n - b.n);
  return { round, text: pieces.map((p) => p.text).join('\n') };
}
