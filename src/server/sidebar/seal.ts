/**
 * The seal the sidebar shows with Dice seed Sealed: the seal of the round the sheet is at, before
 * the players declare. The GM's sidebar shows the seal whose seed the GM's own account keeps
 * (src/gas/seals.ts); anyone else's, the seal shown to the table. A sidebar that may resolve draws
 * the seal when nobody drew it yet (Sealed just chosen, or a campaign from before sealed dice), so
 * the first seal appears as soon as the GM opens it; a player's never draws one — its seed would be
 * the player's to read, and the round resolved by the GM would not use it. Null for every other
 * Dice seed, and while no seal was drawn. The caller holds the document lock (`getSidebarState`
 * reads under it), so no resolve draws the same seal meanwhile.
 */
import { battleLabel } from '../../sheet/play/battleName';
import { readRules } from '../../sheet/read/rules';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { sealFor, shownSeal, storedSeal } from '../../gas/seals';
import type { Services } from '../../gas/services';

export interface SealView {
  readonly round: number;
  /** SHA-256 of the round's seed, hex. */
  readonly seal: string;
}

/** `mayResolve`: the user may write the record tabs (the status's canResolve). */
export function currentSeal(services: Services, tabs: Tabs, mayResolve: boolean): SealView | null {
  const rules = readRules(tabs, new SheetProblems());
  if (rules.seed.kind !== 'sealed') return null;
  const battle = battleLabel(rules.battle);
  const seal =
    storedSeal(services, battle, rules.round) ??
    shownSeal(services, battle, rules.round) ??
    (mayResolve ? sealFor(services, battle, rules.round) : undefined);
  return seal ? { round: seal.round, seal: seal.seal } : null;
}
