import type { Battle } from '../../model/battle';
import type { Hex } from '../../model/hex';
import type { MechState } from '../../model/mech';

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
function onField(m: MechState): boolean {
  return m.position !== null && (!m.destroyed || m.wreck === true);
}

// Path searches ask about every hex they reach: a hex is looked up by key, not by scanning the mechs.
const key = (hex: Hex): number => hex.col * 10000 + hex.row;

export function occupancy(battle: Battle): Occupancy {
  const byHex = new Map<number, MechState[]>();
  const where = new Map<string, number>();
  const place = (m: MechState, at: number) => {
    where.set(m.id, at);
    const here = byHex.get(at);
    if (here) here.push(m);
    else byHex.set(at, [m]);
  };
  const byId = new Map<string, MechState>();
  for (const m of battle.mechs) {
    byId.set(m.id, m);
    if (onField(m)) place(m, key(m.position as Hex));
  }
  const standing = (hex: Hex, mover: string): MechState | undefined => {
    const here = byHex.get(key(hex));
    if (!here) return undefined;
    for (const m of here) if (m.id !== mover) return m;
    return undefined;
  };
  return {
    standing,
    impassable: (mover) => (hex) => {
      const there = standing(hex, mover.id);
      return there !== undefined && (there.wreck === true || there.side !== mover.side);
    },
    moveTo: (id, to) => {
      const mech = byId.get(id);
      const from = where.get(id);
      if (!mech) return;
      if (from !== undefined) {
        const left = (byHex.get(from) ?? []).filter((m) => m.id !== id);
        if (left.length > 0) byHex.set(from, left);
        else byHex.delete(from);
        where.delete(id);
      }
      if (to) place(mech, key(to));
    },
  };
}
