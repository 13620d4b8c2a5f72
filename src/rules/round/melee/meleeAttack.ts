import { throwRoll } from '../../dice/dice';
import { checkDice, type RollRequest } from '../../dice/requests';
import type { RoundContext } from '../../engine/context';
import { mechById } from '../../engine/context';
import { applyHit } from '../../damage/apply';
import { splitIntoGroups } from '../../damage/groups';
import type { MeleeDeclaration } from '../../model/declarations';
import { mod, tnTotal } from '../../model/targetNumber';
import type { MeleeTargetNumberResult } from './meleeTargetNumber';
import { MELEE_NAME } from './meleeTargetNumber';
import { addHeat, impossibleAttack, type AttackShot } from '../attacks/rangedAttack';

/** Fast attack damage: 10% of tonnage, rounded down. Griffin 55 t → 5. */
export function fastDamage(tonnage: number): number {
  return Math.floor(tonnage / 10);
}

/** Strong attack damage: 20% of tonnage, rounded down. Griffin 55 t → 11. */
export function strongDamage(tonnage: number): number {
  return Math.floor(tonnage / 5);
}

/** Heat of each melee attack: Fast 1 each, Strong 3; Death from Above adds none beyond the jump. */
export const MELEE_HEAT = { fast: 1, strong: 3, dfa: 0 } as const;

/** The +2 on both piloting checks of a Death from Above. */
const DFA_CHECK = mod('dfa', 2, 'Death from Above');

/**
 * The to-hit roll of a melee attack with `tn` (which must be rollable); `at.shot` counts the
 * attacker's melee attacks of this kind at this target this round, so only a Fast attack (made
 * twice) carries its number in its words.
 */
export function meleeToHitRequest(
  attacker: string,
  target: string,
  melee: MeleeDeclaration,
  tn: Extract<MeleeTargetNumberResult, { ok: true }>,
  at: AttackShot,
): RollRequest {
  const shot = melee.kind === 'fast' ? { shot: at.shot } : {};
  return {
    purpose: 'melee',
    mech: attacker,
    target,
    weapon: MELEE_NAME[melee.kind],
    ...shot,
    line: at.line,
    dice: checkDice(tn.mode),
    mode: tn.mode,
    tn: tnTotal(tn.tn),
  };
}

/**
 * A melee attack. Fast: 1 or 2 rolls, each 1 heat, floor(10% t) damage.
 * Strong: 3 heat, floor(20% t); on a hit the target owes a piloting check, on a miss the
 * attacker does. Death from Above: hit or miss the attacker takes Fast damage on its own Low
 * table; a hit deals 2 × Strong damage on the target's High table and both owe a check at +2,
 * a miss leaves only the attacker's. Damage goes in groups of 5 on the seed's 1d6 High/Low
 * tables — front armor, or rear armor on torso hits when `opts.rear` (an outflank won by 3 or more,
 * "any successful attacks hit the enemy's Rear armor"); the attacker's own DFA damage is
 * always front. A natural 12 gives the first group a critical chance. The owed checks are
 * made at the end of the round.
 */
export function meleeAttack(
  ctx: RoundContext,
  attacker: string,
  target: string,
  melee: MeleeDeclaration,
  tn: MeleeTargetNumberResult,
  opts: { readonly rear?: boolean; readonly at?: AttackShot } = {},
): void {
  const rearArmor = opts.rear === true;
  const name = MELEE_NAME[melee.kind];
  const count = melee.kind === 'fast' ? (melee.count ?? 1) : 1;
  for (let i = 0; i < count; i++) {
    if (!tn.ok) {
      impossibleAttack(ctx, attacker, target, name, tn.problem.message);
      continue;
    }
    if (!tn.rollable) {
      impossibleAttack(ctx, attacker, target, name, `TN ${tn.total}: 13 or more cannot hit (R-0.1)`);
      continue;
    }
    addHeat(ctx, attacker, name, MELEE_HEAT[melee.kind]);
    const at: AttackShot = { line: opts.at?.line ?? 0, shot: (opts.at?.shot ?? 1) + i };
    const shot = melee.kind === 'fast' ? at.shot : undefined;
    const roll = throwRoll(ctx.dice, meleeToHitRequest(attacker, target, melee, tn, at));
    const hit = roll.total >= tnTotal(tn.tn);
    const critical = hit && roll.total === 12;
    ctx.events.push({
      type: 'roll',
      step: ctx.step,
      purpose: 'melee',
      mech: attacker,
      target,
      weapon: name,
      roll,
      mode: tn.mode,
      tn: tn.tn,
      success: hit,
      result: hit ? (critical ? 'hit (12: critical chance)' : 'hit') : 'miss',
    });
    ctx.events.push({ type: 'attack', attacker, target, weapon: name, outcome: hit ? 'hit' : 'miss', tn: tn.tn });
    const tons = mechById(ctx, attacker).tonnage;
    if (melee.kind === 'dfa') {
      // Seed melee example 3: the attacker's own Fast/Low damage is rolled first.
      applyHit(ctx, attacker, splitIntoGroups(fastDamage(tons), 5), {
        source: `${name} (own legs)`,
        table: 'low',
        attacker,
      });
      ctx.owedPilotingChecks.push({ mech: attacker, reason: `made a ${name}`, modifiers: [DFA_CHECK] });
      if (hit) {
        applyHit(ctx, target, splitIntoGroups(2 * strongDamage(tons), 5), {
          source: name,
          table: 'high',
          attackRollCritical: critical,
          attacker,
          rearArmor,
        });
        ctx.owedPilotingChecks.push({ mech: target, reason: `hit by ${attacker}'s ${name}`, modifiers: [DFA_CHECK] });
      }
      continue;
    }
    const damage = melee.kind === 'fast' ? fastDamage(tons) : strongDamage(tons);
    if (hit)
      applyHit(ctx, target, splitIntoGroups(damage, 5), {
        source: name,
        table: melee.angle,
        attackRollCritical: critical,
        attacker,
        rearArmor,
        ...(shot !== undefined ? { shot } : {}),
      });
    if (melee.kind === 'strong') {
      if (hit)
        ctx.owedPilotingChecks.push({ mech: target, reason: `hit by ${attacker}'s Strong attack`, modifiers: [] });
      else ctx.owedPilotingChecks.push({ mech: attacker, reason: 'missed a Strong attack', modifiers: [] });
    }
  }
}
