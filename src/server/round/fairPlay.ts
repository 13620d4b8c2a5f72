/**
 * What Resolve asks of the fair-play record and of sealed dice (docs/fair-play.md), in one call
 * before anything is written and one after: the round's resolution number and the resolutions
 * of it undone before (the record), the seed of a sealed round and the next round's seal; then
 * the record's row once the round is written.
 */
import { drawnAtResolveWhy, type RevealedSeed, type NextSeal } from '../../log/fairPlay';
import { sealedDiceSeed } from '../../rules/dice/seal';
import type { DiceSetting } from '../../rules/dice/typed';
import type { DiceSeedPolicy } from '../../sheet/read/campaign';
import { RECORD_EVENT, resolvedAgainText, roundHistory } from '../../sheet/play/recordTab';
import { appendRecord, readRecord, stamp } from '../../gas/recordTab';
import { sealFor, shownSeal } from '../../gas/seals';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';
import { describeSeed, roundSeed } from './seed';

interface RoundFairPlay {
  readonly battle: string;
  readonly round: number;
  /** 1 for a first resolution; 2 for a round resolved again after an Undo … */
  readonly resolution: number;
  /** `resolved again; the first resolution was undone: "…"`, or ''. */
  readonly again: string;
  /** The PRNG seed of the round's dice. */
  readonly seed: number;
  /** `Dice seeded with …`, as the Log's first row says. */
  readonly seedText: string;
  /** A sealed round's seed, revealed now. */
  readonly revealed?: RevealedSeed;
  /** The next round's seal (Dice seed Sealed). */
  readonly next?: NextSeal;
}

/** Before the write: the record's history of the round and its seed (a sealed one drawn, when none was yet). */
export function roundFairPlay(
  services: Services,
  wb: Workbook,
  battle: string,
  round: number,
  policy: DiceSeedPolicy,
): RoundFairPlay {
  const history = roundHistory(readRecord(wb), battle, round);
  const base = { battle, round, resolution: history.resolution, again: resolvedAgainText(history) };
  if (policy.kind !== 'sealed') {
    const seed = roundSeed(policy, round);
    return { ...base, seed, seedText: describeSeed(policy, round, seed) };
  }
  // Read before drawing: a seal another account drew (its seed in that account's own store) was shown.
  const before = shownSeal(services, battle, round);
  const sealed = sealFor(services, battle, round);
  const next = sealFor(services, battle, round + 1);
  const seed = sealedDiceSeed(sealed.seed);
  const shownBy = sealed.drawnNow && before && before.seal !== sealed.seal ? before.by : undefined;
  const shown = sealed.drawnNow
    ? `drawn at Resolve: ${drawnAtResolveWhy(shownBy)}`
    : `sealed before the orders as ${sealed.seal}`;
  return {
    ...base,
    seed,
    seedText: `Dice seeded with ${seed} from the sealed seed "${sealed.seed}" (Dice seed Sealed, ${shown}); =DICESEAL("${sealed.seed}") gives its seal, and the same seed replays this round exactly.`,
    revealed: {
      round,
      seed: sealed.seed,
      seal: sealed.seal,
      drawnNow: sealed.drawnNow,
      ...(shownBy === undefined ? {} : { shownBy }),
    },
    next: { round: next.round, seal: next.seal },
  };
}

/** The record's Dice cell: the seed, or `typed` when the players typed every die. */
function diceCell(fair: RoundFairPlay, dice: DiceSetting, typedUsed: number): string {
  if (dice === 'typedOnly') return 'typed';
  const seed = fair.revealed ? `sealed seed ${fair.revealed.seed}` : `seed ${fair.seed}`;
  return typedUsed > 0 ? `${seed}; ${typedUsed} typed roll${typedUsed > 1 ? 's' : ''}` : seed;
}

/** After the write: the round's row on the record. */
export function recordResolution(
  services: Services,
  wb: Workbook,
  fair: RoundFairPlay,
  dice: DiceSetting,
  typedUsed: number,
): void {
  appendRecord(services, wb, [
    {
      ...stamp(services),
      what: RECORD_EVENT.resolved,
      battle: fair.battle,
      round: fair.round,
      resolution: fair.resolution,
      dice: diceCell(fair, dice, typedUsed),
      seal: fair.revealed && !fair.revealed.drawnNow ? fair.revealed.seal : '',
      details: [fair.again, fair.next ? `next seal ${fair.next.seal}` : ''].filter((t) => t !== '').join('; '),
    },
  ]);
}
