/**
 * Lists of weapons as every view words them, the way the TN cell counts them (tnCell.ts,
 * `tnCellGroups`): identical weapons once, with their count, in the order each first appears —
 * `Large Laser ×2, AC/5 ×2`, never `Large Laser, Large Laser, AC/5, AC/5`. The sidebar's orders,
 * its attack preview and its target advisor all take their lists from here (the pages get them
 * as words from the server), so a player reads one list one way everywhere.
 */
import { tnCellGroups } from './tnCell';
import type { AttackPreview, TnResult, WeaponPreview } from './views';

/** `Large Laser ×2`: a name with its count when there are several. */
export function countedName(name: string, count: number): string {
  return count > 1 ? `${name} ×${count}` : name;
}

/** Weapons with their TNs, grouped as the TN cell groups them (the same name, TN and freebie together). */
function weaponList(weapons: readonly WeaponPreview[]): string {
  return tnCellGroups(weapons)
    .map((g) => countedName(g.name, g.weapons.length))
    .join(', ');
}

/** No TN yet: what a list of names alone is grouped by. */
const NO_TN: TnResult = { ok: false, code: '', reason: '' };

/** Names with no TN (declared orders, an advised set): the TN cell's grouping, by name alone. */
export function namedWeaponList(names: readonly string[]): string {
  return weaponList(names.map((name, index) => ({ index, name, location: '', heat: 0, tn: NO_TN, freebie: false })));
}

/** An attack line's lists as the sidebar's preview says them. */
export interface AttackLists {
  /** What the line fires, its melee attack last: `Large Laser ×2, AC/5 ×2, Strong attack`. */
  readonly declared: string;
  /** What an `All` line cannot bring to bear on any target: `Medium Laser ×2`; '' for none. */
  readonly unreachable: string;
}

export function attackLists(p: AttackPreview): AttackLists {
  // Declared by name: a freebie among twins, or twins with different TNs, are still one name here.
  const declared = [namedWeaponList(p.weapons.map((w) => w.name)), p.melee ? p.melee.name : '']
    .filter((s) => s !== '')
    .join(', ');
  return { declared, unreachable: namedWeaponList(p.unreachable) };
}
