/**
 * A new battle on the fair-play record (docs/fair-play.md), and — with Dice seed Sealed —
 * the first round's seal drawn at once, so the players have it before they declare.
 */
import type { DiceSeedPolicy } from '../../sheet/read/campaign';
import { RECORD_EVENT } from '../../sheet/play/recordTab';
import { appendRecord, stamp } from '../../gas/recordTab';
import { sealFor } from '../../gas/seals';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';
import { rearmed, type Rearming } from './rearm';

/**
 * `battle` started after `finished` reached `round`; its round 1 sealed when the dice are; `pilots`, the finished
 * battle's service record, each credit citing its Log row (R-16.2–R-16.5), one line a pilot.
 */
export function recordNewBattle(
  services: Services,
  wb: Workbook,
  battle: string,
  finished: string,
  round: number,
  choices: { readonly repair: boolean; readonly heal: boolean; readonly repaired?: string; readonly rearm?: Rearming },
  seed: DiceSeedPolicy,
  pilots: readonly string[] = [],
): void {
  const ended = round > 1 ? `${finished} ended after round ${round - 1}` : `${finished} ended before its first round`;
  const mended = choices.repaired ? `; repaired (R-16.6): ${choices.repaired}` : '';
  // What was rearmed and what carried over (R-19.4); nothing when no bin had been spent.
  const rearm = choices.rearm ? rearmed(choices.rearm) : '';
  const bins = rearm !== '' && rearm !== rearmed({ refilled: 0, carried: [] }) ? `; ${rearm}` : '';
  const kept = `${choices.repair ? 'mechs repaired' : 'damage kept'}, ${choices.heal ? 'pilots healed' : 'wounds kept'}${mended}${bins}`;
  const sealed = seed.kind === 'sealed' ? sealFor(services, battle, 1) : undefined;
  appendRecord(services, wb, [
    {
      ...stamp(services),
      what: RECORD_EVENT.battle,
      battle,
      round: 1,
      details: `${ended}; ${kept}${sealed ? `; round 1 sealed: ${sealed.seal}` : ''}${pilots.length > 0 ? `\nPilots: ${pilots.join('\n')}` : ''}`,
    },
  ]);
}
