/**
 * The freebie each PC's attack lines show before the round: the round's own decision
 * (`pickFreebies`, the function its attack step calls) made from the TNs the preview shows — the
 * weapon named in a Freebie cell, or, with the cell blank, the one Gator picks. So the TN column,
 * the card and the sidebar name the weapon that will hit without a roll, and the rolls typed in
 * a Roll cell go to the other weapons.
 */
import type { MountedWeapon } from '../rules/mech/weapons';
import type { Battle } from '../rules/model/battle';
import type { RulesOptions } from '../rules/model/rules';
import { pickFreebies, type FreebieCandidate, type FreebieLine } from '../rules/round/attacks/freebie';
import type { AttackPreview, FreebieMark } from './views';

/**
 * A previewed line as the freebie weighs it: its weapons with a TN (in range, any TN) and the one its Freebie cell
 * names.
 */
function freebieLine(
  p: AttackPreview,
  mounted: readonly MountedWeapon[],
  eligible: boolean,
): FreebieLine<FreebieCandidate> {
  const candidates: FreebieCandidate[] = [];
  let named: FreebieCandidate | undefined;
  for (const w of p.weapons) {
    const spec = mounted.find((m) => m.index === w.index)?.spec;
    if (!w.tn.ok || !spec) continue;
    const c: FreebieCandidate = { line: p.line, index: w.index, spec, chance: w.tn.chance };
    candidates.push(c);
    if (w.freebie === 'named') named = c;
  }
  return { attacker: p.attacker, eligible, candidates, ...(named ? { named } : {}) };
}

/**
 * The previews with each PC's freebie marked where the round will make it: the weapon its
 * Freebie cell names (already marked `named`) when that one can hit, else Gator's pick over all
 * its lines (`picked`). `mounted` gives each line's weapons by line index. A line with an illegal
 * move has no TN to weigh and keeps its marks; it holds no pick.
 *
 * @example the Griffin at the Blackjack with its Freebie cell blank, Large Laser at TN 7, Medium
 *          Lasers at 9, LRM-5s at 8: the first Medium Laser is `picked` (5 × 26/36 ≈ 3.6 gained,
 *          the Large Laser's 8 × 15/36 ≈ 3.3).
 */
export function markFreebies(
  previews: readonly AttackPreview[],
  mounted: ReadonlyMap<number, readonly MountedWeapon[]>,
  battle: Battle,
  rules: RulesOptions,
): AttackPreview[] {
  const pc = new Set(battle.mechs.filter((m) => m.side === 'PC').map((m) => m.id));
  const eligible = (p: AttackPreview): boolean =>
    rules.playersAdvantage && pc.has(p.attacker) && !p.coolDown && !p.illegal;
  const picks = pickFreebies(previews.map((p) => freebieLine(p, mounted.get(p.line) ?? [], eligible(p))));
  return previews.map((p) => {
    if (p.illegal) return p;
    const chosen = picks.get(p.attacker);
    const mark = (index: number): FreebieMark =>
      chosen && chosen.pick.line === p.line && chosen.pick.index === index
        ? chosen.named
          ? 'named'
          : 'picked'
        : false;
    return { ...p, weapons: p.weapons.map((w) => ({ ...w, freebie: mark(w.index) })) };
  });
}
