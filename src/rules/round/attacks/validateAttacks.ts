import type { Battle } from '../../model/battle';
import type { AttackDeclaration } from '../../model/declarations';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import { attackerProblem, targetProblem } from './attackProblems';
import { overheatingAttackProblem, planCoolDownAttacks } from '../heat/coolDownPlan';
import { MELEE_NAME, meleeTargetNumber } from '../melee/meleeTargetNumber';
import type { Movements } from '../movement/movements';
import type { PlannedAttack, PlannedMove } from '../sequence/plan';
import { staysShutDown } from '../movement/validateMoves';
import type { ClaimLine, LineClaim } from './weaponClaims';
import { claimWeapons } from './weaponClaims';
import { heatModelOf } from '../../model/heatModel';
import { firedInMode, type WeaponMode } from '../../model/weaponMode';
import type { MountedWeapon } from '../../mech/weapons';

/**
 * Checks every attack line against the planned movements (R-2.3, R-3.2, R-5.1, R-12.x, R-V.1) and
 * plans the weapons each line fires; cool-down lines (R-V.2) are checked by `planCoolDownAttacks`.
 * A pilot who is unconscious now may wake at the start of the round, so that is not a
 * problem here; the round skips the mech if it stays out.
 */
export function validateAttacks(
  battle: Battle,
  attacks: readonly AttackDeclaration[],
  moves: Readonly<Record<string, PlannedMove>>,
  movements: Movements,
  rules: RulesOptions,
): { attacks: PlannedAttack[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const byId: Record<string, MechState> = {};
  for (const m of battle.mechs) byId[m.id] = m;
  const linesOf: Record<string, ClaimLine[]> = {};
  const order: string[] = [];
  const valid: { line: number; decl: AttackDeclaration; attacker: MechState; target: MechState }[] = [];
  const coolDownLines: number[] = [];

  attacks.forEach((decl, line) => {
    if (decl.coolDown && heatModelOf(rules).coolsDown) {
      coolDownLines.push(line);
      return;
    }
    const attacker = byId[decl.attacker];
    const target = byId[decl.target];
    if (!attacker || !target) {
      const message = attacker
        ? `${attacker.id}'s attack on line ${line + 1} targets "${decl.target}", but there is no such mech on the Mechs tab.`
        : `Attack line ${line + 1} names "${decl.attacker}" as the attacker, but there is no such mech on the Mechs tab.`;
      problems.push({ code: 'attack/unknown_mech', ...(attacker ? { mech: attacker.id } : {}), message });
      return;
    }
    const lineProblems = checkLine(decl, attacker, target, movements, rules);
    const overheating = overheatingAttackProblem(attacker, rules, moves[attacker.id]);
    if (overheating) lineProblems.push(overheating);
    if (lineProblems.length > 0) {
      problems.push(...lineProblems);
      return;
    }
    const freebieAllowed = decl.freebie !== undefined && attacker.side === 'PC' && rules.playersAdvantage;
    if (!linesOf[attacker.id]) {
      linesOf[attacker.id] = [];
      order.push(attacker.id);
    }
    linesOf[attacker.id].push({ line, decl, target, freebieAllowed });
    valid.push({ line, decl, attacker, target });
  });

  const claims: Record<number, LineClaim> = {};
  for (const id of order) {
    const result = claimWeapons(battle, byId[id], linesOf[id], (m) => movements[m.id]?.position ?? m.position);
    problems.push(...result.problems);
    Object.assign(claims, result.claims);
    if (linesOf[id].filter((l) => l.freebieAllowed).length > 1) {
      problems.push({
        code: 'freebie/twice',
        mech: id,
        message: `${id} names a freebie on more than one attack line; a PC gets one freebie a round (R-5.1).`,
      });
    }
  }

  // Melee already declared by each attacker on earlier lines: Fast attacks counted, anything else.
  const meleeBy: Record<string, { fast: number; other: boolean }> = {};
  const planned: PlannedAttack[] = [];
  for (const { line, decl, attacker, target } of valid) {
    const claim = claims[line] ?? { weapons: [], unreachable: [] };
    if (decl.melee) {
      const firesWeapons = linesOf[attacker.id].some((l) => (claims[l.line]?.weapons.length ?? 0) > 0);
      const before = meleeBy[attacker.id];
      problems.push(...checkMelee(decl, attacker, target, movements, moves, rules, before, firesWeapons));
      const count = decl.melee.kind === 'fast' ? (decl.melee.count ?? 1) : 0;
      meleeBy[attacker.id] = {
        fast: (before?.fast ?? 0) + count,
        other: (before?.other ?? false) || decl.melee.kind !== 'fast',
      };
    }
    planned.push({
      line,
      attacker: attacker.id,
      target: target.id,
      weapons: decl.modes ? claim.weapons.map((w) => inMode(w, decl.modes?.[w.spec.name])) : claim.weapons,
      unreachable: claim.unreachable,
      ...(claim.freebieIndex !== undefined ? { freebieIndex: claim.freebieIndex } : {}),
      ...(decl.weapons === 'all' ? { all: true } : {}),
      ...(decl.melee ? { melee: decl.melee } : {}),
      other: decl.other ?? 0,
    });
  }
  if (coolDownLines.length > 0) {
    const cooling = planCoolDownAttacks(attacks, coolDownLines, byId);
    problems.push(...cooling.problems);
    planned.push(...cooling.attacks);
    planned.sort((a, b) => a.line - b.line);
  }
  return { attacks: planned, problems };
}

/** The line-level checks: who attacks whom, and whether this attacker may fire or fight now. */
function checkLine(
  decl: AttackDeclaration,
  attacker: MechState,
  target: MechState,
  movements: Movements,
  rules: RulesOptions,
): Problem[] {
  const id = attacker.id;
  const out: Problem[] = [];
  if (decl.coolDown && !heatModelOf(rules).coolsDown) {
    out.push({
      code: 'attack/cool_down_variant',
      mech: id,
      message: `${id} declares a cool-down check, which only the cool-down heat variant has (R-V.2).`,
    });
  }
  const names = decl.weapons === 'all' ? null : decl.weapons;
  if (names !== null && names.length === 0 && !decl.melee && decl.freebie === undefined && !decl.coolDown) {
    out.push({
      code: 'attack/empty',
      mech: id,
      message: `${id}'s attack on ${target.id} names no weapon and no melee attack.`,
    });
  }
  if (decl.freebie !== undefined && attacker.side !== 'PC') {
    out.push({ code: 'freebie/not_pc', mech: id, message: `${id} is an NPC: only PCs get the freebie (R-5.1).` });
  } else if (decl.freebie !== undefined && !rules.playersAdvantage) {
    out.push({
      code: 'freebie/off',
      mech: id,
      message: `${id} names a freebie, but Players' Advantage is off on the Rules tab.`,
    });
  }
  const checks = { allowUnconscious: true, allowShutdown: !staysShutDown(attacker, rules) };
  const firesWeapons = names === null || names.length > 0 || decl.freebie !== undefined;
  const kinds: ('weapons' | 'melee')[] = [];
  if (firesWeapons) kinds.push('weapons');
  if (decl.melee) kinds.push('melee');
  for (const kind of kinds) {
    const p = attackerProblem(attacker, movements[id], kind, checks);
    if (p) {
      out.push(p);
      break;
    }
  }
  const t = targetProblem(attacker, target, rules);
  if (t) out.push(t);
  return out;
}

/**
 * Melee checks: a round's melee is one Strong attack, or one Death from Above, or up
 * to two Fast attacks — on one line or on two, so each Fast attack may choose its own angle (R-12.2:
 * "choose High or Low for each"); not prone, DFA rules, adjacency.
 */
function checkMelee(
  decl: AttackDeclaration,
  attacker: MechState,
  target: MechState,
  movements: Movements,
  moves: Readonly<Record<string, PlannedMove>>,
  rules: RulesOptions,
  earlier: { readonly fast: number; readonly other: boolean } | undefined,
  firesWeapons: boolean,
): Problem[] {
  const melee = decl.melee;
  if (!melee) return [];
  const id = attacker.id;
  const out: Problem[] = [];
  const name = MELEE_NAME[melee.kind];
  const count = melee.count ?? 1;
  const fastOnly = earlier !== undefined && !earlier.other && melee.kind === 'fast';
  if (earlier && !(fastOnly && earlier.fast + count <= 2)) {
    out.push({
      code: 'melee/twice',
      mech: id,
      message: `${id} declares more melee than a round allows: up to two Fast attacks (on one line or two), or one Strong, or one Death from Above (R-12.2).`,
    });
  }
  if (melee.kind === 'fast' && (count < 1 || count > 2 || !Number.isInteger(count))) {
    out.push({
      code: 'melee/bad_count',
      mech: id,
      message: `${id} can make 1 or 2 Fast attacks a round, not ${count} (R-12.2).`,
    });
  } else if (melee.kind !== 'fast' && count !== 1) {
    out.push({ code: 'melee/bad_count', mech: id, message: `${id} can make only one ${name} a round (R-12.2).` });
  }
  if (attacker.prone && !moves[id]?.standUp) {
    out.push({
      code: 'melee/prone',
      mech: id,
      message: `${id} is prone and cannot fight hand to hand until it stands up (R-10.2).`,
    });
  }
  if (melee.kind === 'dfa' && firesWeapons) {
    out.push({
      code: 'melee/dfa_with_weapons',
      mech: id,
      message: `${id} cannot make a Death from Above attack and fire weapons in the same round (R-12.3).`,
    });
  }
  const tn = meleeTargetNumber(movements, attacker, target, melee.kind, { rules });
  if (!tn.ok) out.push(tn.problem);
  return out;
}

/** A weapon as its line's mode fires it: its mode, and its spec as fired in that mode. */
function inMode(w: MountedWeapon, mode: WeaponMode | undefined): MountedWeapon {
  return mode ? { ...w, mode, spec: firedInMode(w.spec, mode) } : w;
}
