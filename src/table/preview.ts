/**
 * The attack preview (docs/sidebar.md): every declared attack's target number with its breakdown
 * and hit chance, computed from the declarations before a die is rolled — the same numbers
 * the round engine and the TN custom function use (R-3 G.A.T.O.R., R-4.1 advantage and
 * disadvantage, R-5.1 the freebie, R-12 melee).
 */
import { hitChance } from '../rules/dice/probability';
import { fireableWeapons, type MountedWeapon } from '../rules/mech/weapons';
import type { AttackDeclaration, MeleeKind } from '../rules/model/declarations';
import type { Problem } from '../rules/model/problem';
import { wakeOutlook } from '../rules/pilot/wake';
import { illegalMoveProblem, illegalMoves } from '../rules/round/movement/illegalMoves';
import type { MechState } from '../rules/model/mech';
import { describeTargetNumber, tnTotal, type TargetNumber } from '../rules/model/targetNumber';
import {
  attackTargetNumber,
  beforeTheRoundProblem,
  type AttackTargetNumberResult,
} from '../rules/round/attacks/attackTargetNumber';
import { MELEE_NAME, meleeTargetNumber, type MeleeTargetNumberResult } from '../rules/round/melee/meleeTargetNumber';
import { ifStaysUnconscious, movementsFromDeclarations, type Movements } from '../rules/round/movement/movements';
import { hexLabel } from '../rules/hex/label';
import { outflankTargetNumber } from '../rules/round/movement/outflank';
import type { PlannedAttack } from '../rules/round/sequence/plan';
import { planRound } from '../rules/round/sequence/planRound';
import type { Campaign } from '../sheet/read/campaign';
import type { SheetIndex } from './locate';
import { namedWithMode } from '../rules/model/weaponMode';
import type { AttackPreview, TnResult, TnView, WakeCondition, WeaponPreview } from './views';
import { beforeTheRound } from './tense';
import { markFreebies } from './freebies';

/** A TN as the sidebar shows it. */
export function tnView(tn: TargetNumber, mode: TnView['mode'], rollable: boolean, chance: number): TnView {
  return { total: tnTotal(tn), breakdown: describeTargetNumber(tn), mode, rollable, chance };
}

/**
 * The words for an attack made only if the attacker's pilot wakes, the same in the
 * TN column, the preview and the advisor.
 * @example wakeCondition('Griffin', 5, 30 / 36).text === "Only if Griffin's pilot wakes (wake roll TN 5, 83%)"
 */
export function wakeCondition(mech: string, tn: number, chance: number): WakeCondition {
  return { tn, chance, text: `Only if ${mech}'s pilot wakes (wake roll TN ${tn}, ${Math.round(chance * 100)}%)` };
}

/**
 * The words for the other outcome of an unconscious target's wake roll: every TN at it
 * is for a target that wakes and moves as declared; if the roll fails it stands still in its hex.
 * The same in the TN column, the preview and the advisor.
 * @example targetStaysOutCondition('Griffin', '0609', 5, 30 / 36).text === "If Griffin's pilot stays unconscious (wake
 * roll TN 5 fails, 17%), it stands still in 0609 (TMM 0)"
 */
export function targetStaysOutCondition(mech: string, hex: string | null, tn: number, chance: number): WakeCondition {
  const where = hex ? `stands still in ${hex}` : 'stands still';
  return {
    tn,
    chance,
    text: `If ${mech}'s pilot stays unconscious (wake roll TN ${tn} fails, ${Math.round((1 - chance) * 100)}%), it ${where} (TMM 0)`,
  };
}

/** An engine result (weapon or melee) as a TN or a reason. */
export function tnResult(r: AttackTargetNumberResult | MeleeTargetNumberResult): TnResult {
  if (!r.ok) return { ok: false, code: r.problem.code, reason: beforeTheRound(r.problem.message) };
  return { ok: true, ...tnView(r.tn, r.mode, r.rollable, r.chance) };
}

/**
 * The weapons a line fires: the round plan's when the whole round is legal (an `All` line
 * then gets exactly the weapons the engine gives it), otherwise the line read on its own —
 * every working weapon for `All`, the named ones in equipment order.
 */
function lineWeapons(
  decl: AttackDeclaration,
  attacker: MechState,
  c: Campaign,
  planned: PlannedAttack | undefined,
): { weapons: MountedWeapon[]; unreachable: MountedWeapon[] } {
  if (planned) return { weapons: [...planned.weapons], unreachable: [...planned.unreachable] };
  const fireable = fireableWeapons(attacker, c.battle.catalog);
  if (decl.weapons === 'all') return { weapons: fireable, unreachable: [] };
  const left = fireable.slice();
  const weapons: MountedWeapon[] = [];
  for (const name of decl.weapons) {
    const at = left.findIndex((w) => w.spec.name === name);
    if (at >= 0) weapons.push(left.splice(at, 1)[0]);
  }
  return { weapons: weapons.sort((a, b) => a.index - b.index), unreachable: [] };
}

/** The freebie weapon's equipment index: the plan's choice, else the first weapon of the named kind. */
function freebieIndex(
  decl: AttackDeclaration,
  weapons: readonly MountedWeapon[],
  planned: PlannedAttack | undefined,
): number | undefined {
  if (planned) return planned.freebieIndex;
  if (decl.freebie === undefined) return undefined;
  return weapons.find((w) => w.spec.name === decl.freebie)?.index;
}

/**
 * Every attack line of the round previewed, in sheet order. `index` places each line
 * on the Attacks tab. Lines the rules refuse still show each weapon's TN, or why it cannot
 * fire, so the GM sees what to fix — but a line whose attacker or target has an illegal move
 * gets no TN at all (`illegal`): where that mech ends is unknown until the move is fixed. A line
 * whose attacker's pilot is unconscious is made only if the wake roll succeeds (`onlyIf`, R-11.2);
 * one whose target's pilot is gives the TNs for a target that wakes and moves as declared, and
 * those for one that stays unconscious beside them (`targetStaysOut`, R-11.2).
 *
 * @example the demo's Griffin at the Rifleman through the woods: LRM-5 `… = 8`, Large Laser
 *          `3 gunnery + 1 ran + 1 target TMM + 3 woods (1 light, 1 heavy) + 2 medium range = 10`
 *          (the freebie), Medium Laser `… + 4 long range = 12`.
 */
export function attackPreviews(c: Campaign, index?: SheetIndex): AttackPreview[] {
  const { battle, declarations, rules } = c;
  const plan = planRound(battle, declarations, rules);
  const plannedByLine = new Map<number, PlannedAttack>();
  if (plan.ok) for (const a of plan.plan.attacks) plannedByLine.set(a.line, a);
  const illegal = illegalMoves(plan.ok ? [] : plan.problems);
  const movements = movementsFromDeclarations(battle, declarations.moves, rules);
  const byId = new Map(battle.mechs.map((m) => [m.id, m] as const));
  const outflanks = new Map<string, string>();
  for (const m of declarations.moves) if (m.outflank) outflanks.set(m.mech, m.outflank);
  // Each line's weapons, for the freebie to weigh once every line has its TNs.
  const mounted = new Map<number, readonly MountedWeapon[]>();

  const previews = declarations.attacks.map((decl, line): AttackPreview => {
    const cell = index?.attackCell(line);
    const base = {
      line,
      ...(cell ? { cell } : {}),
      attacker: decl.attacker,
      target: decl.target,
      coolDown: decl.coolDown === true,
      other: decl.other ?? 0,
    };
    const attacker = byId.get(decl.attacker);
    const target = byId.get(decl.target);
    if (decl.coolDown || !attacker || !target) return { ...base, weapons: [], unreachable: [] };

    const planned = plannedByLine.get(line);
    const { weapons, unreachable } = lineWeapons(decl, attacker, c, planned);
    mounted.set(line, weapons);
    const freebie = freebieIndex(decl, weapons, planned);
    const refused = illegalMoveProblem(attacker.id, target.id, illegal);
    if (refused) return refusedLine(base, decl, weapons, freebie, refused);

    const outflanking = outflanks.get(attacker.id) === target.id;
    const outflankChance = outflanking
      ? hitChance(tnTotal(outflankTargetNumber(attacker, movements, target.id)))
      : undefined;
    const opts = { rules, ...(decl.other ? { gmOther: decl.other } : {}) };
    const wake = wakeOutlook(attacker, battle.round);
    const targetWake = wakeOutlook(target, battle.round);

    const previews: WeaponPreview[] = weapons.map((w) => {
      const r = attackTargetNumber(battle, declarations.moves, attacker.id, target.id, w.spec, {
        ...opts,
        equipmentLocation: w.location,
      });
      let chanceIfOutflanked: number | undefined;
      if (r.ok && outflanking) {
        const adv = attackTargetNumber(battle, declarations.moves, attacker.id, target.id, w.spec, {
          ...opts,
          equipmentLocation: w.location,
          advantage: true,
        });
        if (adv.ok) chanceIfOutflanked = adv.chance;
      }
      return {
        index: w.index,
        // the mode the line fires it in, `Ultra AC/5 (ultra)`, in the TN cell, the card and the preview.
        name: namedWithMode(w.spec.name, w.mode),
        location: w.location,
        heat: w.spec.heat,
        ...(r.ok ? { distance: r.distance, band: r.band } : {}),
        tn: tnResult(r),
        // The one named, if it can fire (R-5.1: it must be in range; a sprinting mech fires nothing, R-2);
        // markFreebies then marks the freebie the round will make.
        freebie: w.index === freebie && r.ok ? 'named' : false,
        ...(chanceIfOutflanked !== undefined ? { chanceIfOutflanked } : {}),
        ...(r.ifTargetStaysOut ? { ifTargetStaysOut: tnResult(r.ifTargetStaysOut.attack) } : {}),
      };
    });
    const out = beforeTheRoundProblem(attacker, movements, battle.round, rules, 'melee');
    const meleeTn = (kind: MeleeKind, from = movements): TnResult =>
      out
        ? { ok: false, code: out.code, reason: beforeTheRound(out.message) }
        : tnResult(meleeTargetNumber(from, attacker, target, kind, opts));
    const melee = decl.melee
      ? meleePreview(
          decl.melee.kind,
          decl.melee.count,
          meleeTn,
          targetWake.kind === 'roll' ? ifStaysUnconscious(movements, target, rules) : undefined,
        )
      : undefined;
    const staysOut = previews.some((w) => w.ifTargetStaysOut) || melee?.ifTargetStaysOut !== undefined;
    return {
      ...base,
      weapons: previews,
      unreachable: unreachable.map((w) => w.spec.name),
      ...(melee ? { melee } : {}),
      ...(outflankChance !== undefined ? { outflankChance } : {}),
      ...(wake.kind === 'roll' ? { onlyIf: wakeCondition(attacker.id, wake.total, wake.chance) } : {}),
      ...(staysOut && targetWake.kind === 'roll'
        ? {
            targetStaysOut: targetStaysOutCondition(
              target.id,
              target.position ? hexLabel(target.position) : null,
              targetWake.total,
              targetWake.chance,
            ),
          }
        : {}),
    };
  });
  return markFreebies(previews, mounted, battle, rules);
}

/**
 * A line's melee attack and its TN; `staysOut`, the movements if the target's pilot stays unconscious, adds
 * the TN then when it differs.
 */
function meleePreview(
  kind: MeleeKind,
  count: number | undefined,
  tnFrom: (kind: MeleeKind, from?: Movements) => TnResult,
  staysOut: Movements | undefined,
): NonNullable<AttackPreview['melee']> {
  const tn = tnFrom(kind);
  const other = staysOut ? tnFrom(kind, staysOut) : undefined;
  const differs =
    other !== undefined &&
    !(other.ok && tn.ok
      ? other.total === tn.total && other.mode === tn.mode
      : !other.ok && !tn.ok && other.reason === tn.reason);
  return { name: meleeName(kind, count), tn, ...(differs ? { ifTargetStaysOut: other } : {}) };
}

function meleeName(kind: MeleeKind, count: number | undefined): string {
  return MELEE_NAME[kind] + (count === 2 ? ' ×2' : '');
}

/** A line whose attacker or target has an illegal move: its weapons and melee listed, none with a TN. */
function refusedLine(
  base: Pick<AttackPreview, 'line' | 'cell' | 'attacker' | 'target' | 'coolDown' | 'other'>,
  decl: AttackDeclaration,
  weapons: readonly MountedWeapon[],
  freebie: number | undefined,
  refused: Problem,
): AttackPreview {
  const tn: TnResult = { ok: false, code: refused.code, reason: refused.message };
  return {
    ...base,
    weapons: weapons.map((w) => ({
      index: w.index,
      name: w.spec.name,
      location: w.location,
      heat: w.spec.heat,
      tn,
      freebie: w.index === freebie ? 'named' : false,
    })),
    unreachable: [],
    ...(decl.melee ? { melee: { name: meleeName(decl.melee.kind, decl.melee.count), tn } } : {}),
    illegal: { code: refused.code, reason: refused.message },
  };
}
