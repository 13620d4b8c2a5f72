/**
 * The seal the sidebar shows (issue 19 §3): with Dice seed Sealed, the seal of the round the
 * sheet is at — drawn here, under the document lock, when nobody drew it yet (Sealed just
 * chosen, or a campaign from before sealed dice), so the first seal appears as soon as the
 * sidebar is open, before the players declare. Null for every other Dice seed.
 */
import { battleLabel } from '../../sheet/battleName';
import { readRules } from '../../sheet/readRules';
import { SheetProblems, type Tabs } from '../../sheet/table';
import { withDocumentLock } from '../../gas/lock';
import { sealFor, storedSeal } from '../../gas/seals';
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
  const stored = storedSeal(services, battle, rules.round);
  // Another execution (a resolve) holding the lock: no seal drawn now; the next read draws it.
  const seal = stored ?? withDocumentLock(services, () => sealFor(services, battle, rules.round), () => undefined);
  return seal ? { round: seal.round, seal: seal.seal } : null;
}
