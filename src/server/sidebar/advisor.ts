/**
 * The target advisor as the sidebar shows it (docs/sidebar.md): for the chosen mech, every enemy
 * ranked by the damage it can expect to deal, with the weapons to fire and the heat they
 * cost, and the melee attacks it could make on an adjacent one. The ranking is the
 * rules core's `adviseTargets`; this file only turns it into plain
 * data with each TN's breakdown.
 */
import { adviseTargets, type TargetAdvice, type WeaponSetAdvice } from '../../rules/advisor/adviseTargets';
import type { MeleeAdvice } from '../../rules/advisor/meleeAdvice';
import type { MeleeKind } from '../../rules/model/declarations';
import { hexLabel } from '../../rules/hex/label';
import type { Campaign } from '../../sheet/read/campaign';
import { targetStaysOutCondition, tnResult, tnView, wakeCondition } from '../../table/preview';
import { beforeTheRound } from '../../table/tense';
import { namedWeaponList } from '../../table/weaponList';
import { problemView } from '../../table/problems';
import type { Failure } from '../reply/responses';
import type { AdvisedMelee, AdvisedTarget, TargetAdviceView, WeaponSetView } from './views';

function setView(s: WeaponSetAdvice): WeaponSetView {
  return {
    names: [...s.names],
    // the modes written as the Weapons cell takes them, so the list can be copied there.
    list: namedWeaponList(s.fired),
    jamChance: s.jamChance,
    expectedDamage: s.expectedDamage,
    weaponHeat: s.weaponHeat,
    endHeat: s.endHeat,
    ...(s.freebie ? { freebie: s.freebie.name } : {}),
  };
}

/** How the advisor names each melee attack, counted apart (`Fast ×2`). */
const MELEE_SHORT_NAME: Readonly<Record<MeleeKind, string>> = {
  fast: 'Fast',
  strong: 'Strong',
  dfa: 'Death from Above',
};

function meleeView(m: MeleeAdvice): AdvisedMelee {
  const a = m.attack;
  return {
    kind: m.kind,
    name: MELEE_SHORT_NAME[m.kind],
    count: m.count,
    tn: tnView(a.tn, a.mode, a.rollable, a.chance),
    chance: m.chance,
    damage: m.damage,
    expectedDamage: m.expectedDamage,
    heat: m.heat,
  };
}

function targetView(t: TargetAdvice, hexOf: (mech: string) => string | null): AdvisedTarget {
  return {
    target: t.target,
    distance: t.distance,
    best: setView(t.best),
    all: setView(t.all),
    weapons: t.weapons.map((w) => ({
      name: w.name,
      location: w.location,
      heat: w.heat,
      tn: tnResult(w.attack),
      ...(w.ifTargetStaysOut ? { ifTargetStaysOut: tnResult(w.ifTargetStaysOut) } : {}),
      chance: w.chance,
      expectedDamage: w.expectedDamage,
      inBestSet: w.inBestSet,
      modes: w.modes.map((m) => ({
        name: m.name,
        heat: m.heat,
        tn: tnResult(m.attack),
        chance: m.chance,
        expectedDamage: m.expectedDamage,
        jamChance: m.jamChance,
        inBestSet: m.inBestSet,
      })),
    })),
    ...(t.outflankChance !== undefined ? { outflankChance: t.outflankChance } : {}),
    melee: t.melee.map(meleeView),
    ...(t.targetStaysOut
      ? { staysOut: targetStaysOutCondition(t.target, hexOf(t.target), t.targetStaysOut.tn, t.targetStaysOut.chance) }
      : {}),
  };
}

/**
 * Advice for `mech` on the campaign as declared: enemies best first. A mech that cannot
 * attack (sprinted, evasive, shut down, unknown) gets the rules' reason as a failure.
 * @example the demo's running Griffin ranks the Blackjack first (TN 6/7/8 in the open, as the seed's example 1).
 */
export function targetAdvice(c: Campaign, mech: string): TargetAdviceView | Failure {
  const r = adviseTargets(c.battle, c.declarations.moves, mech, c.rules);
  if (!r.ok)
    return { ok: false, problems: [problemView({ ...r.problem, message: beforeTheRound(r.problem.message) })] };
  const hexOf = (id: string): string | null => {
    const at = c.battle.mechs.find((m) => m.id === id)?.position;
    return at ? hexLabel(at) : null;
  };
  return {
    ok: true,
    attacker: r.attacker,
    heatWithoutWeapons: r.heatWithoutWeapons,
    heatLimit: r.heatLimit,
    targets: r.targets.map((t) => targetView(t, hexOf)),
    ...(r.onlyIfWakes ? { onlyIf: wakeCondition(r.attacker, r.onlyIfWakes.tn, r.onlyIfWakes.chance) } : {}),
  };
}
