/**
 * What the fair-play record and sealed dice add to a round's forum post and Log
 * (docs/fair-play.md): the header of a round resolved again after an Undo, and a last section, Dice, that
 * reveals the round's sealed seed and gives the next round's seal — so the players have the
 * seal before they declare, and can check the seed with DICESEAL once the round is posted.
 */
import type { LogRow } from './rows';
import { neutralizeBBCode } from './style';

/** A sealed round's seed as revealed, with the seal it was shown as. */
export interface RevealedSeed {
  readonly round: number;
  readonly seed: string;
  readonly seal: string;
  /** No seal of this seed was shown before Resolve (Sealed chosen, no sidebar opened): the post says so. */
  readonly drawnNow: boolean;
  /**
   * Drawn at Resolve although a seal was shown: by the account named here ('' when Google did
   * not say), whose own store keeps that seal's seed — the account resolving could not read it.
   */
  readonly shownBy?: string;
}

/** Why a round's seed was drawn only at Resolve, for the post, the Log and the seed's words. */
export function drawnAtResolveWhy(shownBy: string | undefined): string {
  if (shownBy === undefined) return 'no seal was shown before the orders';
  return `the seal shown before the orders was drawn by ${shownBy || 'another account'}, and only that account can read its seed`;
}

/** The next round's seal, for the end of the post. */
export interface NextSeal {
  readonly round: number;
  readonly seal: string;
}

/** `Round 3 — resolved again; the first resolution was undone: "wrong target typed"`. */
export function againTitle(title: string, again: string): string {
  return again === '' ? title : `${title} — ${again}`;
}

/** `Round 4's dice are sealed: 5d1f…` (the whole seal: anyone can compare it with DICESEAL). */
function nextSealLine(next: NextSeal): string {
  return `Round ${next.round}'s dice are sealed: ${next.seal}`;
}

/** The revealed seed, its seal and how to check it. */
export function revealLine(r: RevealedSeed): string {
  const when = r.drawnNow ? `drawn only at Resolve: ${drawnAtResolveWhy(r.shownBy)}` : 'posted before the orders';
  return `Round ${r.round}'s seed, revealed: ${r.seed} — its seal (${when}): ${r.seal}. Check: =DICESEAL("${r.seed}") gives the seal.`;
}

/**
 * The post with a last section, Dice, before the closing `[/hider]`: the revealed seed and
 * the next seal. The post as it was when there is nothing to say.
 */
export function withDiceSection(
  bbcode: string,
  revealed: RevealedSeed | undefined,
  next: NextSeal | undefined,
): string {
  const lines = [revealed ? revealLine(revealed) : '', next ? nextSealLine(next) : '']
    .filter((l) => l !== '')
    .map(neutralizeBBCode);
  if (lines.length === 0) return bbcode;
  const close = bbcode.lastIndexOf('[/hider]');
  if (close < 0) return `${bbcode}\n\n[b]Dice[/b]\n${lines.join('\n')}`;
  return `${bbcode.slice(0, close)}\n[b]Dice[/b]\n${lines.join('\n')}\n${bbcode.slice(close)}`;
}

/** The Log rows a round resolved again, or sealed, adds at its start. */
export function fairPlayRows(round: number, again: string, revealed: RevealedSeed | undefined): LogRow[] {
  const rows: LogRow[] = [];
  if (again !== '') rows.push([round, 'Start', '', '', 'Resolved again', '', '', '', `Round ${round} ${again}.`]);
  if (revealed) rows.push([round, 'Start', '', '', 'Sealed seed', '', '', revealed.seed, revealLine(revealed)]);
  return rows;
}
