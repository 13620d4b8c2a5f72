/**
 * The battle a campaign is fighting, battle after battle: the Rules tab's Battle
 * setting, a number (1 unless set, advanced by Start a new battle) or a name the GM gave it.
 * How the sidebar, the forum post and the Log's archive tab name it.
 */

/** The Battle setting as read: its number, or the GM's name for it. */
export type BattleName = number | string;

/** What the GM calls the battle: `Battle 2`, `Ambush at Fort Hope`. */
export function battleLabel(battle: BattleName): string {
  return typeof battle === 'number' ? `Battle ${battle}` : battle;
}

/**
 * Whether views name the battle beside the round: from the second battle on, or as soon as the
 * first has a name. A campaign still in its first, unnamed battle reads as it always did.
 */
export function namesBattle(battle: BattleName): boolean {
  return battle !== 1;
}

/**
 * The title of a round's forum post (its outer hider): `Round 3`, or with the battle named,
 * `Battle 2 — Round 3`, `Ambush at Fort Hope — Round 3`.
 */
export function roundTitle(battle: BattleName, round: number): string {
  return namesBattle(battle) ? `${battleLabel(battle)} — Round ${round}` : `Round ${round}`;
}

/** Sheets refuses a sheet name longer than this. */
const SHEET_NAME_LIMIT = 100;

/**
 * The tab a finished battle's Log is kept in: `Log — battle 1`, `Log — Ambush at Fort Hope`,
 * with ` (2)`, ` (3)` … when `taken` (names in use, any case) already holds it.
 */
export function archiveTabName(battle: BattleName, taken: readonly string[]): string {
  const base = typeof battle === 'number' ? `Log — battle ${battle}` : `Log — ${battle.replace(/\s+/g, ' ').trim()}`;
  const used = new Set(taken.map((t) => t.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, SHEET_NAME_LIMIT - suffix.length).trim()}${suffix}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}

/**
 * The battle that follows `battle` when the GM gives no name: the next number, or — after a
 * named battle — one more than the battles fought so far (`fought`, the finished one included).
 */
export function nextBattle(battle: BattleName, fought: number): number {
  return typeof battle === 'number' ? battle + 1 : Math.max(2, fought + 1);
}

/**
 * The name the GM typed for the new battle, as the Battle setting holds it: blank gives
 * `fallback`; a whole number 1 or more, or `Battle 4`, is that number; anything else is the
 * name, spaces collapsed.
 */
export function battleFromInput(text: unknown, fallback: number): BattleName {
  const t = typeof text === 'number' ? String(text) : typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  if (t === '') return fallback;
  const numbered = /^(?:battle\s*)?(\d{1,6})$/i.exec(t);
  if (numbered && Number(numbered[1]) >= 1) return Number(numbered[1]);
  return t;
}
