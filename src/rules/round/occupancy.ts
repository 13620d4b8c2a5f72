import { sameHex } from '../hex/distance';
import type { Battle } from '../model/battle';
import type { Hex } from '../model/hex';
import type { MechState } from '../model/mech';

/**
 * Who stands where while the movement step runs: every mech on the field — a destroyed
 * one is gone unless it stands as a wreck (R-V.3) — in its hex, updated as each move ends, so a
 * question is answered "at that moment" of the sheet-order movement.
 */
export interface Occupancy {
  /** The mech other than `mover` standing in `hex` now, if any (a wreck included). */
  standing(hex: Hex, mover: string): MechState | undefined;
  /** Hexes `mover` cannot pass through now: enemies and wrecks; friendly mechs let it by. */
  impassable(mover: MechState): (hex: Hex) => boolean;
  /** `mech` now stands in `to`. */
  moveTo(mech: string, to: Hex | null): void;
}

/** A mech still on the field: not destroyed, or left standing as a wreck (R-V.3). */
export function onField(m: MechState): boolean {
  return m.position !== null && (!m.destroyed || m.wreck === true);
}

export function occupancy(battle: Battle): Occupancy {
  const where = new Map<string, Hex>();
  const byId = new Map<string, MechState>();
  for (const m of battle.mechs) {
    byId.set(m.id, m);
    if (onField(m)) where.set(m.id, m.position as Hex);
  }
  const standing = (hex: Hex, mover: string): MechState | undefined => {
    let found: MechState | undefined;
    where.forEach((at, id) => {
      if (!found && id !== mover && sameHex(at, hex)) found = byId.get(id);
    });
    return found;
  };
  return {
    standing,
    impassable: (mover) => (hex) => {
      const there = standing(hex, mover.id);
      return there !== undefined && (there.wreck === true || there.side !== mover.side);
    },
    moveTo: (mech, to) => {
      if (to) where.set(mech, to);
      else where.delete(mech);
    },
  };
}
