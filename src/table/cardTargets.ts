/**
 * A mech card's weapons: each kind of weapon it carries, working or not, and its
 * TN at each enemy in range — the best TN of the kind, worded as the TN column words it (a
 * number, `Out of range`, or why it cannot fire), with the chance to hit — from where every mech
 * ends its declared move (R-3). Enemies are columns, nearest first; the rules core's target
 * advisor computes every TN (the same numbers the sidebar shows).
 */
import { adviseTargets, type TargetAdvice, type WeaponAdvice } from '../rules/advisor/adviseTargets';
import { isArmDisabled } from '../rules/criticals/limbs';
import { hexDistance } from '../rules/hex/distance';
import { locationLost } from '../rules/mech/condition';
import { fireableWeapons } from '../rules/mech/weapons';
import { shotsLeft } from '../rules/mech/ammo';
import { findWeapon } from '../rules/charts/weapons';
import type { Hex } from '../rules/model/hex';
import { isArm } from '../rules/model/location';
import type { MechState } from '../rules/model/mech';
import { tnTotal } from '../rules/model/targetNumber';
import type { Campaign } from '../sheet/read/campaign';
import { cardRow, counted, percent, TARGET_COLUMNS, WEAPON_ROWS, type CardCell, type CardRow } from './cardWords';
import { wakeCondition } from './preview';
import { OUT_OF_RANGE } from './tnCell';

/** One row of the weapons table: a kind of weapon, all working, or all out of action for one reason. */
interface WeaponKind {
  readonly name: string;
  readonly indices: number[];
  /** Why these cannot fire (`Destroyed`, `Arm disabled`, `No shots left`); undefined when they work. */
  readonly out?: string;
  /** The shots left in the bins that feed them (R-19.1); undefined when they use none, or none are counted. */
  readonly shots?: number;
}

/** Why the weapon on equipment line `index` cannot fire, or undefined when it can (R-9.3, R-9.5). */
function outOfAction(mech: MechState, index: number): string | undefined {
  const item = mech.equipment[index];
  if (item.destroyed || locationLost(mech, item.location)) return 'Destroyed';
  if (isArm(item.location) && isArmDisabled(mech, item.location)) return 'Arm disabled';
  return undefined;
}

/**
 * The mech's weapons by kind, in equipment order: working kinds first, then those out of action. A
 * kind fed by counted bins says the shots left in its name (`AC/5 ×2 (40 shots)`, R-19.1); with none
 * left it is out of action (R-19.2).
 */
function weaponKinds(mech: MechState, catalog: Campaign['battle']['catalog']): WeaponKind[] {
  const kinds: WeaponKind[] = [];
  mech.equipment.forEach((item, index) => {
    if (item.kind !== 'weapon') return;
    const spec = findWeapon(catalog, item.name);
    const shots = spec ? shotsLeft(mech, spec) : Infinity;
    const out = outOfAction(mech, index) ?? (shots === 0 ? NO_SHOTS : undefined);
    const left = shots === Infinity || shots === 0 ? undefined : shots;
    const same = kinds.find((k) => k.name === item.name && k.out === out && k.shots === left);
    if (same) same.indices.push(index);
    else
      kinds.push({
        name: item.name,
        indices: [index],
        ...(out ? { out } : {}),
        ...(left !== undefined ? { shots: left } : {}),
      });
  });
  return [...kinds.filter((k) => !k.out), ...kinds.filter((k) => k.out)];
}

/** A weapon kind whose bins are empty (R-19.2), as its row says it. */
const NO_SHOTS = 'No shots left';

/** A TN as the TN column words it, with its chance: `7 (58%)`; `Out of range`; or why it cannot fire. */
function tnWords(w: WeaponAdvice): string {
  const a = w.attack;
  if (!a.ok) return a.problem.code === 'attack/out_of_range' ? OUT_OF_RANGE : a.problem.message;
  return `${tnTotal(a.tn)} (${percent(a.chance)})`;
}

/** The best TN of a kind of weapon at one target: the lowest a weapon of the kind has, else the first one's reason. */
function bestOfKind(kind: WeaponKind, target: TargetAdvice): CardCell {
  const mine = target.weapons.filter((w) => kind.indices.indexOf(w.index) >= 0);
  let best: WeaponAdvice | undefined;
  for (const w of mine) {
    if (!w.attack.ok) continue;
    if (!best || !best.attack.ok || total(w) < total(best)) best = w;
  }
  const shown = best ?? mine[0];
  return shown ? tnWords(shown) : '';
}

function total(w: WeaponAdvice): number {
  return w.attack.ok ? tnTotal(w.attack.tn) : Infinity;
}

/** Whether a target is in range: some weapon has a TN at it, or some melee attack does (R-12). */
function inRange(t: TargetAdvice): boolean {
  return t.weapons.some((w) => w.attack.ok) || t.melee.length > 0;
}

/** The lowest-TN melee attack at a target (R-12.1): `Fast 6 (72%)`; '' when it is not adjacent. */
function meleeCell(t: TargetAdvice): CardCell {
  let best: TargetAdvice['melee'][number] | undefined;
  for (const m of t.melee) if (!best || tnTotal(m.attack.tn) < tnTotal(best.attack.tn)) best = m;
  if (!best) return '';
  const name = best.kind === 'dfa' ? 'DFA' : best.kind === 'fast' ? 'Fast' : 'Strong';
  return `${name} ${tnTotal(best.attack.tn)} (${percent(best.attack.chance)})`;
}

/** The weapon rows, at most WEAPON_ROWS: past that the last row names the kinds left out. */
function weaponRows(kinds: readonly WeaponKind[], cells: (kind: WeaponKind) => CardCell[]): CardRow[] {
  const shown = kinds.length > WEAPON_ROWS ? kinds.slice(0, WEAPON_ROWS - 1) : kinds;
  const rows = shown.map((k) => cardRow([kindLabel(k), ...(k.out ? [k.out] : cells(k))]));
  if (shown.length < kinds.length) {
    const rest = kinds.slice(shown.length);
    rows.push(
      cardRow([
        `+ ${rest.length} more`,
        rest.map((k) => kindLabel(k) + (k.out ? ` (${k.out.toLowerCase()})` : '')).join(', '),
      ]),
    );
  }
  if (kinds.length === 0) rows.push(cardRow(['No weapons']));
  return rows;
}

/** `Medium Laser ×2`, `AC/5 ×2 (40 shots)`: a kind with its count and the shots its bins hold. */
function kindLabel(k: WeaponKind): string {
  const shots = k.shots === undefined ? '' : ` (${k.shots} ${k.shots === 1 ? 'shot' : 'shots'})`;
  return counted(k.name, k.indices.length) + shots;
}

/** Where a mech may be when the attacks are made: where it stands, and where its move ends. */
function places(c: Campaign, mech: MechState): Hex[] {
  const to = c.declarations.moves.find((m) => m.mech === mech.id)?.to;
  return [mech.position, to].filter((h): h is Hex => !!h);
}

/**
 * Whether `target` could be in range at all: within the longest long range of the attacker's
 * working weapons, or adjacent for melee (R-3.2, R-12.1), from any of their places. Enemies
 * farther off are out of range for every weapon, so the advisor need not weigh them — on a
 * 72-mech campaign, most of them.
 */
function mayReach(c: Campaign, mech: MechState): (target: MechState) => boolean {
  const reach = Math.max(1, ...fireableWeapons(mech, c.battle.catalog).map((w) => w.spec.long));
  const from = places(c, mech);
  return (target) => {
    const to = places(c, target);
    return from.some((a) => to.some((b) => hexDistance(a, b) <= reach));
  };
}

/**
 * The weapons table: a header naming the enemies in range (nearest first, at most five), their
 * distance in hexes, one row per kind of weapon with its best TN at each, a Melee row when one is
 * adjacent, and a last row of notes (a wake roll the attacks depend on, enemies beyond the fifth).
 * A mech that cannot attack this round says why in place of the enemies (R-2.3, R-13.4, R-11.2).
 */
export function targetRows(c: Campaign, mech: MechState): CardRow[] {
  const kinds = weaponKinds(mech, c.battle.catalog);
  const advice = adviseTargets(c.battle, c.declarations.moves, mech.id, c.rules, mayReach(c, mech));
  if (!advice.ok) {
    return [
      cardRow(['TN at', advice.problem.message]),
      cardRow(['']),
      ...weaponRows(kinds, () => ['Working']),
      cardRow(['']),
    ];
  }
  const order = new Map(c.battle.mechs.map((m, i) => [m.id, i] as const));
  const reach = advice.targets
    .filter(inRange)
    .sort(
      (a, b) =>
        (a.distance ?? Infinity) - (b.distance ?? Infinity) || (order.get(a.target) ?? 0) - (order.get(b.target) ?? 0),
    );
  const shown = reach.slice(0, TARGET_COLUMNS);
  const notes: string[] = [];
  if (advice.onlyIfWakes) notes.push(wakeCondition(mech.id, advice.onlyIfWakes.tn, advice.onlyIfWakes.chance).text);
  if (reach.length > shown.length)
    notes.push(
      `Also in range: ${reach
        .slice(shown.length)
        .map((t) => `${t.target} (${t.distance} hexes)`)
        .join(', ')}`,
    );
  if (shown.length === 0) {
    return [
      cardRow(['TN at', 'No enemy in range']),
      cardRow(['']),
      ...weaponRows(kinds, () => ['Working']),
      cardRow([notes.join(' · ')]),
    ];
  }
  const rows = [
    cardRow(['TN at', ...shown.map((t) => t.target)]),
    cardRow(['Hexes', ...shown.map((t) => t.distance ?? '')]),
  ];
  rows.push(...weaponRows(kinds, (k) => shown.map((t) => bestOfKind(k, t))));
  if (shown.some((t) => t.melee.length > 0)) rows.push(cardRow(['Melee', ...shown.map(meleeCell)]));
  rows.push(cardRow([notes.join(' · ')]));
  return rows;
}
