import type { Dice } from '../../dice/dice';
import type { RollRequest } from '../../dice/requests';
import type { RoundContext } from '../../engine/context';
import { lineOfFire } from '../../map/lineOfFire';
import type { MechState } from '../../model/mech';
import type { RulesOptions } from '../../model/rules';
import { canAct } from '../../pilot/status';
import type { AttackTargetNumberResult } from './attackTargetNumber';
import { weaponTargetNumber } from './attackTargetNumber';
import { pickFreebies, type FreebieCandidate, type FreebieLine } from './freebie';
import { ARTEMIS_BONUS, hasArtemis } from '../../mech/fireControl';
import { coolDownCheck } from '../heat/coolDown';
import { hitDamageRequests, type LineBeforeFire } from './damageWave';
import { meleeAttack, meleeToHitRequest } from '../melee/meleeAttack';
import type { MeleeTargetNumberResult } from '../melee/meleeTargetNumber';
import { MELEE_NAME, meleeTargetNumber } from '../melee/meleeTargetNumber';
import type { Movements } from '../movement/movements';
import type { Outflanks } from '../movement/outflank';
import { heatOverSize, isOverheating } from '../heat/overheating';
import { measuredAtResolve } from '../movement/measuredAtResolve';
import type { PlannedAttack, RoundPlan } from '../sequence/plan';
import { fireWeapon, impossibleAttack, weaponToHitRequest, type AttackShot } from './rangedAttack';
import { rationAmmo, type Rationed } from './ammoRation';
import { modeShots } from '../../model/weaponMode';
import { hasWorkingAms } from './antiMissile';

/**
 * Why a mech cannot attack at the start of the attack step, or undefined when it can. An
 * overheating mech (R-V.1) gets here only when it tried a cool-down check in the movement step:
 * still overheating, its attacks are not made.
 */
function unableReason(mech: MechState, rules: RulesOptions): string | undefined {
  if (canAct(mech))
    return isOverheating(mech, rules) ? `${mech.id} is still overheating (${heatOverSize(mech)})` : undefined;
  if (mech.destroyed) return `${mech.id} is destroyed`;
  if (mech.shutdown) return `${mech.id} is shut down`;
  return mech.pilot.status === 'unconscious' ? `${mech.id}'s pilot is unconscious` : `${mech.id} has no pilot`;
}

interface LineNumbers {
  readonly weapons: readonly AttackTargetNumberResult[];
  readonly melee?: MeleeTargetNumberResult;
}

/**
 * The attack step (R-14.4). Fire is simultaneous: who may attack, and every TN, are fixed at
 * the start of the step, so a mech destroyed, wounded or crippled by an earlier line still makes
 * its declared attacks as they stood (damage lands as it is rolled). Range, `All` and adjacency
 * are measured from where the mechs stand then (R-5.3). The PCs' freebies are chosen then too
 * (R-5.1, R-5.3). Lines resolve in sheet order; each fires its weapons in equipment
 * order, then makes its melee attack; a cool-down line makes its check (R-V.2).
 * Every to-hit roll of the step is therefore known before the first is thrown: the dice are
 * told them all at once (typed dice ask for them together, R-0.5).
 */
export function attackPhase(ctx: RoundContext, plan: RoundPlan, movements: Movements, outflanks: Outflanks): void {
  ctx.step = 'attacks';
  const byId: Record<string, MechState> = {};
  for (const m of ctx.battle.mechs) byId[m.id] = m;
  const unable: Record<string, string | undefined> = {};
  const goneAtStart: Record<string, boolean> = {};
  for (const m of ctx.battle.mechs) {
    unable[m.id] = unableReason(m, ctx.rules);
    goneAtStart[m.id] = m.destroyed && !(ctx.rules.wrecks && m.wreck === true);
  }

  // `All`, range and the freebie are measured where the mechs stand now.
  const attacks = measuredAtResolve(plan.attacks, movements);
  const blockedReason = (attack: PlannedAttack) =>
    unable[attack.attacker] ?? (goneAtStart[attack.target] ? `${attack.target} is already destroyed` : undefined);
  const measured: LineNumbers[] = attacks.map((a) =>
    a.coolDown ? { weapons: [] } : lineNumbers(ctx, a, byId, movements, outflanks),
  );
  // the shots shared out in fire order before anything is fired.
  const rationed = rationAmmo(
    attacks,
    measured.map((n) => n.weapons),
    byId,
    (attack) => blockedReason(attack) !== undefined,
  );
  const numbers: LineNumbers[] = measured.map((n, i) => ({ ...n, weapons: rationed.lines[i] }));
  const freebies = chooseFreebies(ctx, plan.attacks, attacks, numbers, byId, unable, goneAtStart, rationed.spare);
  const shots = attackShots(attacks);
  const isFreebie = (attack: PlannedAttack, index: number) =>
    freebies[attack.attacker]?.line === attack.line && freebies[attack.attacker]?.index === index;
  // with: fire is simultaneous, so an Artemis IV working when the step starts serves
  // its launcher through the step, whatever the step's damage does to it meanwhile.
  const artemisAtStart = new Set<string>();
  for (const a of attacks)
    for (const w of a.weapons)
      if (w.spec.cluster && hasArtemis(byId[a.attacker], w.index)) artemisAtStart.add(`${a.attacker}\u0000${w.index}`);
  const artemis = (attack: PlannedAttack, k: number): number => {
    const w = attack.weapons[k];
    return w && artemisAtStart.has(`${attack.attacker}\u0000${w.index}`) ? ARTEMIS_BONUS : 0;
  };
  if (ctx.dice.expect) {
    const toHit = toHitRequests(attacks, numbers, shots, (attack) => blockedReason(attack) !== undefined, isFreebie);
    // The damage rolls of the hits known so far (the freebies', and those of typed to-hit rolls
    // that hit) are asked for with the to-hit rolls: none waits for another.
    if (canPeek(ctx.dice)) {
      const lines = attacks.map(
        (attack, i): LineBeforeFire => ({
          attack,
          weapons: numbers[i].weapons,
          shots: shots[i].weapons,
          blocked: blockedReason(attack) !== undefined,
          isFreebie: (index) => isFreebie(attack, index),
          bonus: (k) => artemis(attack, k),
        }),
      );
      ctx.dice.expect([...toHit, ...hitDamageRequests(lines, ctx.dice, (id) => hasWorkingAms(byId[id]))]);
    } else ctx.dice.expect(toHit);
  }

  attacks.forEach((attack, i) => {
    const { attacker, target } = attack;
    if (attack.coolDown) {
      // R-V.2: the check instead of attacking, in sheet order among the attack lines.
      coolDownCheck(ctx, attacker);
      return;
    }
    const blocked = blockedReason(attack);
    const meleeCount = attack.melee ? (attack.melee.kind === 'fast' ? (attack.melee.count ?? 1) : 1) : 0;
    if (blocked) {
      for (const w of attack.weapons) impossibleAttack(ctx, attacker, target, w.spec.name, blocked);
      if (attack.melee)
        for (let k = 0; k < meleeCount; k++)
          impossibleAttack(ctx, attacker, target, MELEE_NAME[attack.melee.kind], blocked);
      return;
    }
    const rear = outflanks[attacker]?.target === target && outflanks[attacker].rear;
    attack.weapons.forEach((w, k) => {
      const chosen = freebies[attacker];
      const freebie = isFreebie(attack, w.index);
      fireWeapon(ctx, attacker, target, w, numbers[i].weapons[k], {
        freebie,
        rear,
        at: shots[i].weapons[k],
        clusterBonus: artemis(attack, k),
        ...(freebie && chosen?.instead ? { freebieInstead: chosen.instead } : {}),
      });
    });
    for (const w of attack.unreachable) {
      impossibleAttack(ctx, attacker, target, w.spec.name, `${w.spec.name} reaches none of ${attacker}'s targets`);
    }
    const melee = numbers[i].melee;
    if (attack.melee && melee) meleeAttack(ctx, attacker, target, attack.melee, melee, { rear, at: shots[i].melee });
  });
}

function canPeek(dice: Dice): dice is Dice & Required<Pick<Dice, 'peek'>> {
  return dice.peek !== undefined;
}

interface LineShots {
  readonly weapons: readonly AttackShot[];
  /** The line's first melee attack. */
  readonly melee: AttackShot;
}

/**
 * Numbers each attack of the round for typed dice: the n-th weapon of a name an attacker
 * fires at a target, counted over every line in sheet order (the freebie and out-of-range weapons
 * too, so a number never moves), and likewise its melee attacks of each kind.
 */
function attackShots(attacks: readonly PlannedAttack[]): LineShots[] {
  const count = new Map<string, number>();
  const next = (attack: PlannedAttack, name: string, n = 1): number => {
    const key = `${attack.attacker}\u0000${attack.target}\u0000${name}`;
    const first = (count.get(key) ?? 0) + 1;
    count.set(key, first + n - 1);
    return first;
  };
  return attacks.map((attack) => ({
    weapons: attack.weapons.map((w) => ({ line: attack.line, shot: next(attack, w.spec.name) })),
    melee: {
      line: attack.line,
      shot: attack.melee
        ? next(attack, MELEE_NAME[attack.melee.kind], attack.melee.kind === 'fast' ? (attack.melee.count ?? 1) : 1)
        : 1,
    },
  }));
}

/** Every to-hit roll the step will throw, in the order thrown: lines in sheet order, weapons, then melee. */
function toHitRequests(
  attacks: readonly PlannedAttack[],
  numbers: readonly LineNumbers[],
  shots: readonly LineShots[],
  blocked: (attack: PlannedAttack) => boolean,
  isFreebie: (attack: PlannedAttack, index: number) => boolean,
): RollRequest[] {
  const out: RollRequest[] = [];
  attacks.forEach((attack, i) => {
    if (attack.coolDown || blocked(attack)) return;
    attack.weapons.forEach((w, k) => {
      const tn = numbers[i].weapons[k];
      if (tn.ok && tn.rollable && !isFreebie(attack, w.index))
        out.push(weaponToHitRequest(attack.attacker, attack.target, w, tn, shots[i].weapons[k]));
    });
    const melee = numbers[i].melee;
    if (!attack.melee || !melee || !melee.ok || !melee.rollable) return;
    const count = attack.melee.kind === 'fast' ? (attack.melee.count ?? 1) : 1;
    for (let n = 0; n < count; n++) {
      out.push(
        meleeToHitRequest(attack.attacker, attack.target, attack.melee, melee, {
          line: attack.line,
          shot: shots[i].melee.shot + n,
        }),
      );
    }
  });
  return out;
}

function lineNumbers(
  ctx: RoundContext,
  attack: PlannedAttack,
  byId: Record<string, MechState>,
  movements: Movements,
  outflanks: Outflanks,
): LineNumbers {
  const attacker = byId[attack.attacker];
  const target = byId[attack.target];
  const advantage = outflanks[attack.attacker]?.target === attack.target;
  const from = movements[attacker.id]?.position;
  const to = movements[target.id]?.position;
  // One line of fire serves every weapon of the line.
  const lof = from && to ? { lineOfFire: lineOfFire(ctx.battle.map, from, to) } : {};
  const common = { rules: ctx.rules, gmOther: attack.other, advantage, ...lof };
  const weapons = attack.weapons.map((w) =>
    weaponTargetNumber(ctx.battle, movements, attacker, target, w.spec, { ...common, equipmentLocation: w.location }),
  );
  if (!attack.melee) return { weapons };
  return { weapons, melee: meleeTargetNumber(movements, attacker, target, attack.melee.kind, common) };
}

/** The freebie a PC gets this round; `instead` names the weapon it named, when that one could not take it. */
type ChosenFreebie = FreebieCandidate & { readonly instead?: string };

/**
 * Each PC's freebie this round: the one named, or the best gain over all its lines.
 * A named freebie that cannot hit now — out of range from where the mechs stand — falls back to
 * the automatic pick: a PC never loses its freebie to a move that did not happen.
 */
function chooseFreebies(
  ctx: RoundContext,
  planned: readonly PlannedAttack[],
  attacks: readonly PlannedAttack[],
  numbers: readonly LineNumbers[],
  byId: Record<string, MechState>,
  unable: Record<string, string | undefined>,
  goneAtStart: Record<string, boolean>,
  spare: Rationed['spare'],
): Record<string, ChosenFreebie> {
  const chosen: Record<string, ChosenFreebie> = {};
  if (!ctx.rules.playersAdvantage) return chosen;
  const wanted: Record<string, string> = {};
  planned.forEach((p) => {
    if (p.freebieIndex === undefined) return;
    const w = p.weapons.find((x) => x.index === p.freebieIndex);
    if (w) wanted[p.attacker] = w.spec.name;
  });
  const lines: FreebieLine<FreebieCandidate>[] = attacks.map((attack, i) => {
    const id = attack.attacker;
    const candidates: FreebieCandidate[] = [];
    let named: FreebieCandidate | undefined;
    attack.weapons.forEach((w, k) => {
      const tn = numbers[i].weapons[k];
      if (!tn.ok) return;
      // A weapon that rolls or is named took its shot in the rationing; one Gator would pick at a TN it cannot roll
      // must find a shot still left, or the freebie is lost to an empty bin.
      const unrationed = w.spec.usesAmmo && !tn.rollable && attack.freebieIndex !== w.index;
      if (unrationed && spare(byId[id], w.spec) < modeShots(w.mode)) return;
      const c: FreebieCandidate = { line: attack.line, index: w.index, spec: w.spec, chance: tn.chance };
      candidates.push(c);
      if (attack.freebieIndex === w.index) named = c;
    });
    const eligible = !attack.coolDown && byId[id].side === 'PC' && !unable[id] && !goneAtStart[attack.target];
    return { attacker: id, eligible, candidates, ...(named ? { named } : {}) };
  });
  pickFreebies(lines).forEach(({ pick, named }, id) => {
    chosen[id] = !named && wanted[id] !== undefined ? { ...pick, instead: wanted[id] } : pick;
  });
  return chosen;
}
