import { hexDistance } from '../../hex/distance';
import type { Hex } from '../../model/hex';
import type { MountedWeapon } from '../../mech/weapons';
import type { Movements } from './movements';
import type { PlannedAttack } from '../sequence/plan';

/**
 * The attack lines as they stand when the attack step resolves them: an `All` line fires
 * the weapons that reach its target from where the two mechs stand now — after movement, and
 * after a shut-down or unconscious mech failed to make its planned move — not from where they
 * were planned to stand. Each attacker's weapons not named on another line are shared again
 * among its `All` lines in sheet order; what reaches none of their targets is listed on the first
 * one as unreachable (reported, never fired). A freebie named on an `All` line stays on the
 * weapon of that name if one still reaches; otherwise it is dropped here, and the attack step
 * picks the freebie automatically. Named weapons stay on their lines: one out of range
 * now is reported as such when fired.
 */
export function measuredAtResolve(attacks: readonly PlannedAttack[], movements: Movements): PlannedAttack[] {
  const pools = new Map<string, MountedWeapon[]>();
  for (const a of attacks) {
    if (!a.all) continue;
    const pool = pools.get(a.attacker) ?? [];
    pool.push(...a.weapons, ...a.unreachable);
    pools.set(a.attacker, pool);
  }
  if (pools.size === 0) return attacks.slice();
  pools.forEach((pool) => pool.sort((x, y) => x.index - y.index));
  const taken = new Set<string>();
  const firstAll = new Map<string, number>();
  const out = attacks.map((a) => {
    if (!a.all) return a;
    if (!firstAll.has(a.attacker)) firstAll.set(a.attacker, a.line);
    const distance = between(movements[a.attacker]?.position, movements[a.target]?.position);
    const weapons: MountedWeapon[] = [];
    for (const w of pools.get(a.attacker) ?? []) {
      const key = `${a.attacker}\u0000${w.index}`;
      if (taken.has(key) || distance === undefined || distance > w.spec.long) continue;
      taken.add(key);
      weapons.push(w);
    }
    const named =
      a.freebieIndex !== undefined
        ? [...a.weapons, ...a.unreachable].find((w) => w.index === a.freebieIndex)
        : undefined;
    const freebie = named ? weapons.find((w) => w.spec.name === named.spec.name) : undefined;
    const { freebieIndex: _planned, ...rest } = a;
    return {
      ...rest,
      weapons,
      unreachable: [] as MountedWeapon[],
      ...(freebie ? { freebieIndex: freebie.index } : {}),
    };
  });
  return out.map((a) => {
    if (!a.all || firstAll.get(a.attacker) !== a.line) return a;
    const unreachable = (pools.get(a.attacker) ?? []).filter((w) => !taken.has(`${a.attacker}\u0000${w.index}`));
    return { ...a, unreachable };
  });
}

function between(from: Hex | null | undefined, to: Hex | null | undefined): number | undefined {
  return from && to ? hexDistance(from, to) : undefined;
}
