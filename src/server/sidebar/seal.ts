/**
 * The seal the sidebar shows (docs/fair-play.md): with Dice seed Sealed, the seal of the round the
 * sheet is at — drawn here when nobody drew it yet (Sealed just chosen, or a campaign from
 * before sealed dice), so the first seal appears as soon as the sidebar is open, before the
 * players declare. Null for every other Dice seed. The caller holds the document lock
 * (`getSidebarState` reads under it), so no resolve draws the same seal meanwhile.
 */
import { battleLabel } from '../../sheet/battleName';
import { readRules } from '../../sheet/readRules';
import { SheetProblems, type Tabs } from '../../sheet/table';
import { sealFor } from '../../gas/seals';
import type { Services } from '../../gas/services';

export interface SealView {
  readonly round: number;
  /** SHA-256 of the round's seed, hex. */
  readonly seal: string;
}

export function currentSeal(services: Services, tabs: Tabs): SealView | null {
  const rules = readRules(tabs, new SheetProblems());
  if (rules.seed.kind !== 'sealed') return null;
  const battle = battleLabel(rules.battle);
  const seal = sealFor(services, battle, rules.round);
  return { round: seal.round, seal: seal.seal };
}
