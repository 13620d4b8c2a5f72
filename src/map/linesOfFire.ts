/**
 * The lines of fire the map draws from a mech: every enemy on the field it could
 * shoot, with the woods in the way and, for each working weapon, the range band and its words.
 */
import { hexDistance } from '../rules/hex/distance';
import { hexLabel } from '../rules/hex/label';
import { lineOfFire } from '../rules/map/lineOfFire';
import type { Battle } from '../rules/model/battle';
import type { Hex } from '../rules/model/hex';
import type { MechState } from '../rules/model/mech';
import { equipmentWorks } from '../rules/mech/condition';
import { findWeapon } from '../rules/charts/weapons';
import { rangeModifiers } from '../rules/targeting/range';
import type { LineOfFireView, WeaponBand } from './mapView';

/** Working weapons by catalog name, in equipment order, counted (R-9.3: a destroyed or lost weapon cannot fire). */
function weaponsOf(battle: Battle, mech: MechState): { name: string; count: number }[] {
  const out: { name: string; count: number }[] = [];
  mech.equipment.forEach((item, i) => {
    if (item.kind !== 'weapon' || !equipmentWorks(mech, i)) return;
    const spec = findWeapon(battle.catalog, item.name);
    // An unknown weapon is the sheet reader's problem to report; the picture leaves it out.
    if (!spec) return;
    const same = out.find((w) => w.name === spec.name);
    if (same) same.count++;
    else out.push({ name: spec.name, count: 1 });
  });
  return out;
}

function bandsAt(battle: Battle, weapons: readonly { name: string; count: number }[], distance: number): WeaponBand[] {
  return weapons.map((w) => {
    const spec = battle.catalog[w.name];
    const range = rangeModifiers(spec, distance);
    return {
      weapon: w.name,
      count: w.count,
      band: range.inRange ? range.band : 'out',
      modifier: range.inRange ? range.modifiers.reduce((sum, m) => sum + m.value, 0) : null,
      // The sidebar's and the TN cell's words for the same terms: one vocabulary.
      terms: range.inRange
        ? range.modifiers.map((m) => `${m.value < 0 ? '−' : '+'}${Math.abs(m.value)} ${m.label}`)
        : [],
    };
  });
}

/** A destroyed mech is gone from the field unless it stands as a wreck, which can still be shot (R-V.3). */
export function onField(mech: MechState): boolean {
  return !mech.destroyed || mech.wreck === true;
}

export function linesOfFireFrom(
  battle: Battle,
  attacker: MechState,
  at: (m: MechState) => Hex | null,
): LineOfFireView[] {
  const from = at(attacker);
  if (!from) return [];
  const weapons = weaponsOf(battle, attacker);
  const out: LineOfFireView[] = [];
  for (const enemy of battle.mechs) {
    if (enemy.side === attacker.side || !onField(enemy)) continue;
    const to = at(enemy);
    if (!to) continue;
    const lof = lineOfFire(battle.map, from, to);
    const distance = hexDistance(from, to);
    out.push({
      target: enemy.id,
      from: hexLabel(from),
      to: hexLabel(to),
      distance,
      hexes: lof.hexes.map((h) => ({ hex: hexLabel(h.hex), modifier: h.modifier })),
      total: lof.total,
      weapons: bandsAt(battle, weapons, distance),
    });
  }
  return out;
}
