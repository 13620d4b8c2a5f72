import { LOCATIONS, type Location } from '../model/location';
import type { UnitEquipment } from '../charts/units';
import { artemisFor, ARTEMIS_IV } from '../charts/equipmentList';
import { AMMO_SLOTS } from './critSlots';
import { equipmentSlots } from './equipmentSlots';
import { readSlot, type Catalog, type SlotContent, type SlotItem } from './mtfNames';
import { joinSplits, type SlotRun } from './mtfSplit';
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
  /** The slots it fills: its size, or a run of one name when its size is unknown (both locations' when split). */
  readonly slots: number;
}

interface SlotsRead {
  readonly equipment: ImportedEquipment[];
  readonly unknown: UnknownEquipment[];
  readonly warnings: string[];
}

/** A mounting being read: the item, and how many of the slots it takes have been seen. */
interface Mounting extends SlotRun {
  readonly content: Exclude<SlotContent, { kind: 'none' }>;
}

function keyOf(content: Exclude<SlotContent, { kind: 'none' }>): string {
  const name = content.kind === 'item' ? content.item.name : `?${content.name.toLowerCase()}`;
  return content.rear ? `${name} (R)` : name;
}

/**
 * Slots one mounting of an item the catalog does not know fills: one for an ammunition bin
 * (`AMMO_SLOTS`), the size MegaMek gives the item (`equipmentSlots.ts`), or undefined.
 */
function unknownSlots(name: string, clanTech: boolean): number | undefined {
  if (/\b(ammo|pods)\b/i.test(name)) return AMMO_SLOTS;
  return equipmentSlots(name, clanTech);
}

/**
 * A block's slots as runs of one item: consecutive slots of one name, as many as one mounting
 * fills (so `Medium Laser` twice is two runs, `Large Laser` twice one); a run of an item of
 * unknown size is one mounting however long. Parts of the 'Mech end a run.
 */
function runsOf(block: MtfBlock, catalog: Catalog, clanTech: boolean): Mounting[] {
  const runs: Mounting[] = [];
  let open: Mounting | undefined;
  for (const slot of block.slots) {
    const content = readSlot(slot.name, catalog, clanTech);
    if (content.kind === 'none') {
      open = undefined;
      continue;
    }
    const key = keyOf(content);
    if (open && open.key === key && (open.size === undefined || open.filled < open.size)) {
      open.filled++;
      continue;
    }
    const size = content.kind === 'item' ? content.slots : unknownSlots(content.name, clanTech);
    open = { content, key, location: block.location, line: slot.line, filled: 1, size };
    runs.push(open);
  }
  return runs;
}

/** Equipment list order (R-9.3 reads "first" in it): weapons, ammunition, then heat sinks and jump jets. */
function kindRank(item: SlotItem): number {
  if (item.kind === 'weapon') return 0;
  if (item.kind === 'ammo') return 1;
  return 2;
}

/**
 * Names each Artemis IV for the launcher it serves: MegaMekLab writes the fire control
 * right after its launcher's slots, so it serves the nearest missile rack before it in its
 * location that no other Artemis serves — `Artemis IV (LRM-20)`. One with no rack before it stays
 * `Artemis IV`, carried with no effect.
 */
function linkArtemis(found: { item: ImportedEquipment; line: number }[], catalog: Catalog): void {
  const served = new Set<number>();
  found.forEach((e, i) => {
    if (e.item.kind !== 'other' || e.item.name !== ARTEMIS_IV) return;
    let best = -1;
    found.forEach((w, j) => {
      const spec = w.item.kind === 'weapon' ? catalog[w.item.name] : undefined;
      if (!spec || !spec.cluster || served.has(j) || w.item.location !== e.item.location || w.line > e.line) return;
      if (best < 0 || w.line > found[best].line) best = j;
    });
    if (best < 0) return;
    served.add(best);
    found[i] = { ...e, item: { ...e.item, name: artemisFor(found[best].item.name) } };
  });
}

/**
 * Turns the slot blocks into Equipment rows. A mounting fills consecutive slots of one name:
 * as many as the slot table gives (reference §4 "Crit slots"), so `Large Laser` twice is one
 * laser and `Medium Laser` twice is two. Equipment the catalog does not know is cut the same
 * way by the size MegaMek gives it (`equipmentSlots.ts`; an ammunition bin is one slot), so two
 * `CLERMediumLaser` slots are two unknown lasers. A house weapon of the Catalog tab, or an
 * unknown item of unknown size, counts a run of one name as one mounting. A weapon split
 * across two locations is one weapon, where MegaMek places it (`mtfSplit.ts`); a mounting cut
 * short otherwise (a typo) still counts once, with a warning.
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

  for (const m of joinSplits(blocks.flatMap((b) => runsOf(b, catalog, clanTech)))) {
    const c = m.content;
    const name = c.kind === 'unknown' ? c.name : c.item.name;
    if (m.size !== undefined && m.filled < m.size) {
      const where = m.split ? `${m.split[0]} and ${m.split[1]}` : m.location;
      warnings.push(
        `line ${m.line}: ${name} in ${where} fills ${m.filled} of the ${m.size} slots one takes: counted once${m.split ? '' : ' (split across locations?)'}`,
      );
    }
    if (c.kind === 'unknown') {
      unknown.push({ name: c.name, location: m.location, line: m.line, slots: m.filled });
      continue;
    }
    if (m.size === undefined && m.filled > 1) {
      warnings.push(
        `line ${m.line}: ${name} in ${m.location} fills ${m.filled} slots and Gator does not know its size: counted once`,
      );
    }
    const item: ImportedEquipment =
      c.rear && c.item.kind === 'weapon'
        ? { ...c.item, location: m.location, rear: true }
        : { ...c.item, location: m.location };
    if (c.rear && c.item.kind === 'weapon') {
      warnings.push(
        `line ${m.line}: ${name} in ${m.location} is rear-mounted; the campaign has no facing, so it fires like the others`,
      );
    }
    found.push({ item, line: m.line });
  }

  const rank = (e: { item: ImportedEquipment; line: number }) => [
    kindRank(e.item),
    LOCATIONS.indexOf(e.item.location),
    e.line,
  ];
  found.sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
    return 0;
  });
  unknown.sort((a, b) => a.line - b.line);
  linkArtemis(found, catalog);
  return { equipment: found.map((e) => e.item), unknown, warnings };
}
