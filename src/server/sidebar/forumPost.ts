/**
 * The forum post of a resolved round, read back from the Log (issue 5, "Copy for the
 * forum"): Resolve writes it as rows with Purpose `BBCode` (or `BBCode 1/3` … when it is
 * longer than a cell holds); pasted one after the other they give the whole
 * `[hider=Round N]…` post. Reading it back lets a sidebar opened later still copy it. The
 * Log is read in src/server/logTab.ts, from the bottom up, never whole.
 */
export { forumPostOf, forumPostOnLog } from '../logTab';
