/**
 * The forum post of a resolved round, read back from the Log (issue 5, "Copy for the
 * forum"): Resolve writes it as rows with Purpose `BBCode` (or `BBCode 1/3` … when it is
 * longer than a cell holds, src/server/logTab.ts); pasted one after the other they give the
 * whole `[hider=Round N]…` post. Reading it back lets a sidebar opened later still copy it.
 * A post longer than the Rules tab's Forum post limit is offered in numbered parts, each
 * within the limit and cut between mechs' blocks (issue 13, src/log/postParts.ts).
 */
import { postParts } from '../../log/postParts';
import { normalize } from '../../sheet/cells';
import type { ForumPost } from './views';

type Grid = readonly (readonly unknown[])[];

function column(header: readonly unknown[], name: string, fallback: number): number {
  const at = header.findIndex((h) => typeof h === 'string' && normalize(h) === name);
  return at >= 0 ? at : fallback;
}

/** The BBCode of `round` on the Log (header row first) and its parts of at most `limit` characters, or null when the Log has none. */
export function forumPostOf(log: Grid | undefined, round: number | null, limit: number): ForumPost | null {
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
  return forumPostView(round, pieces.map((p) => p.text).join('\n'), limit);
}

/** A round's post as the sidebar offers it: whole, and in the parts Copy gives one by one. */
export function forumPostView(round: number, text: string, limit: number): ForumPost {
  const parts = postParts(text, limit).map((p) => ({ text: p.text, length: p.text.length, over: p.over }));
  return { round, text, limit, parts };
}
