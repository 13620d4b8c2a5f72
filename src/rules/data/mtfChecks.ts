import { LOCATIONS, isTorso, type Location } from '../model/location';
import type { ImportedEquipment } from './mtfEquipment';

/**
 * What the checks read of an imported unit (kept structural so `mtf.ts` and this file do not import each other's
 * types).
 */
interface CheckedUnit {
  readonly tonnage: number;
  readonly jumpMP: number;
  readonly heatSinkType: 'single' | 'double';
  readonly heatSinkCount: number;
  readonly armor: Readonly<Record<Location, number>>;
  readonly rearArmor: Readonly<Record<'CT' | 'LT' | 'RT', number>>;
  readonly structure: Readonly<Record<Location, number>>;
  readonly equipment: readonly ImportedEquipment[];
}

/** The most armor a location can carry: 9 on the head, 2 × structure elsewhere (front and rear together on a torso). */
function maxArmor(location: Location, structure: Readonly<Record<Location, number>>): number {
  return location === 'HD' ? 9 : 2 * structure[location];
}

/**
 * Oddities of a unit that still imports (the GM decides): more slotted heat sinks than the
 * unit has, slotted sinks of the other type, jump jets that do not match the Jump MP (one MP
 * per standard jet), armor above a location's maximum.
 */
export function unitWarnings(unit: CheckedUnit, armorLine: (location: Location) => number): string[] {
  const out: string[] = [];
  const sinks = unit.equipment.filter((e) => e.kind === 'heatSink');
  if (sinks.length > unit.heatSinkCount) {
    out.push(
      `${sinks.length} heat sinks sit in the slots but the file declares ${unit.heatSinkCount}: the declared number is used`,
    );
  }
  const otherType = unit.heatSinkType === 'double' ? 'Heat Sink' : 'Double Heat Sink';
  if (sinks.some((e) => e.name === otherType)) {
    out.push(
      `the file declares ${unit.heatSinkType} heat sinks but its slots hold a ${otherType}: check the Heat sinks column`,
    );
  }
  const jets = unit.equipment.filter((e) => e.kind === 'jumpJet').length;
  if (jets !== unit.jumpMP) out.push(`Jump MP ${unit.jumpMP} but ${jets} jump jets in the slots`);
  for (const location of LOCATIONS) {
    const carried = unit.armor[location] + (isTorso(location) ? unit.rearArmor[location] : 0);
    const most = maxArmor(location, unit.structure);
    if (carried > most) {
      const what = isTorso(location) ? `${location} armor front and rear (${carried})` : `${location} armor ${carried}`;
      out.push(
        `line ${armorLine(location)}: ${what} is more than the ${most} a ${unit.tonnage}-ton 'Mech can carry there`,
      );
    }
  }
  return out;
}
