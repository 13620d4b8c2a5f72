import { LOCATIONS, type Location } from '../model/location';
import type { UnitEquipment } from '../charts/units';
import { readSlot, type Catalog, type SlotContent, type SlotItem } from './mtfNames';
import type { MtfBlock } from './mtfText';

/** An Equipment row of an imported unit. */
export interface ImportedEquipment extends UnitEquipment {
  /** Mounted facing backwards (`(R)` in the file). The campaign has no facing (seed), so it only informs. */
  readonly rear?: boolean;
}

/** Equipment the catalog does not know, as the file names it: the GM may add it to the Catalog tab. */
export interface UnknownEquipment {
  readonly name: string;
  readonly location: Location;
  /** The line of its first slot. */
  readonly line: number;
  /** Consecutive slots of that name: one mounting of unknown size, or several of one slot each. */
  readonly slots: number;
}

interface SlotsRead {
  readonly equipment: ImportedEquipment[];
  readonly unknown: UnknownEquipment[];
  readonly warnings: string[];
}

/** A mounting being read: the item, and how many of the slots it takes have been seen. */
interface Mounting {
  readonly content: Exclude<SlotContent, { kind: 'none' }>;
  readonly key: string;
  readonly location: Location;
  readonly line: number;
  filled: number;
}

function keyOf(content: Exclude<SlotContent, { kind: 'none' }>): string {
  const name = content.kind === 'item' ? content.item.name : `?${content.name.toLowerCase()}`;
  return content.rear ? `${name} (R)` : name;
}

/** Equipment list order (R-9.3 reads "first" in it): weapons, ammunition, then heat sinks and jump jets. */
function kindRank(item: SlotItem): number {
  if (item.kind === 'weapon') return 0;
  if (item.kind === 'ammo') return 1;
  return 2;
}

/**
 * Turns the slot blocks into Equipment rows. A mounting fills consecutive slots of one name:
 * as many as the slot table gives (reference §4 "Crit slots"), so `Large Laser` twice is one
 * laser and `Medium Laser` twice is two. A catalog weapon the slot table lacks (a house
 * weapon) and unknown equipment count a run of one name as one mounting. A mounting cut
 * short (a weapon split across locations, or a typo) still counts once, with a warning.
 *
 * Rows come in the equipment order of the canonical records: weapons, ammunition, then heat
 * sinks and jump jets; within each, locations in record-sheet order (HD, CT, LT, RT, LA, RA,
 * LL, RL) and slots in file order, so "the first weapon of a location" is its first
 * weapon slot.
 */
export function readSlots(blocks: readonly MtfBlock[], catalog: Catalog, clanTech: boolean): SlotsRead {
  const found: { item: ImportedEquipment; line: number }[] = [];
  const unknown: UnknownEquipment[] = [];
  const warnings: string[] = [];

  const close = (m: Mounting | undefined) => {
    if (!m) return;
    const c = m.content;
    if (c.kind === 'unknown') {
      unknown.push({ name: c.name, location: m.location, line: m.line, slots: m.filled });
      return;
    }
    if (c.slots !== undefined && m.filled < c.slots) {
      warnings.push(`line ${m.line}: ${c.item.name} in ${m.location} fills ${m.filled} of the ${c.slots} slots one takes: counted once (split across locations?)`);
    }
    if (c.slots === undefined && m.filled > 1) {
      warnings.push(`line ${m.line}: ${c.item.name} in ${m.location} fills ${m.filled} slots and Gator does not know its size: counted once`);
    }
    const item: ImportedEquipment = c.rear && c.item.kind === 'weapon' ? { ...c.item, location: m.location, rear: true } : { ...c.item, location: m.location };
    if (c.rear && c.item.kind === 'weapon') {
      warnings.push(`line ${m.line}: ${c.item.name} in ${m.location} is rear-mounted; the campaign has no facing, so it fires like the others`);
    }
    found.push({ item, line: m.line });
  };

  for (const block of blocks) {
    let open: Mounting | undefined;
    for (const slot of block.slots) {
      const content = readSlot(slot.name, catalog, clanTech);
      if (content.kind === 'none') {
        close(open);
        open = undefined;
        continue;
      }
      const key = keyOf(content);
      const size = content.kind === 'item' ? content.slots : undefined;
      if (open && open.key === key && (size === undefined || open.filled < size)) {
        open.filled++;
        continue;
      }
      close(open);
      open = { content, key, location: block.location, line: slot.line, filled: 1 };
    }
    close(open);
  }

  const rank = (e: { item: ImportedEquipment; line: number }) => [kindRank(e.item), LOCATIONS.indexOf(e.item.location), e.line];
  found.sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
    return 0;
  });
  unknown.sort((a, b) => a.line - b.line);
  return { equipment: found.map((e) => e.item), unknown, warnings };
}
