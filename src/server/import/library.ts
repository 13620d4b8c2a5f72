/**
 * The built-in library as the import dialog lists it: each unit's label and the
 * numbers a GM picks by — tons, MP, heat sinks, weapons. Pure data, no sheet access.
 */
import { MECH_LIBRARY } from '../../rules/data/library';
import { runMP } from '../../rules/movement/modifiers';
import { unitLabel, type UnitSpec } from '../../rules/charts/units';

export interface LibraryUnitView {
  /** `Griffin GRF-1S`: what `insertLibraryMech` takes. */
  readonly label: string;
  readonly tons: number;
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
  readonly heatSinks: number;
  /** `Large Laser, Medium Laser ×2, LRM-5`. */
  readonly weapons: string;
}

interface MechLibrary {
  readonly ok: true;
  readonly units: readonly LibraryUnitView[];
}

/** Identical weapons once, counted, in record order. */
function weaponsText(unit: UnitSpec): string {
  const counts = new Map<string, number>();
  for (const e of unit.equipment) if (e.kind === 'weapon') counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  return Array.from(counts, ([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}

/** The library in list order: the seed's four, then the common 3025 'Mechs, light to heavy. */
export function mechLibrary(): MechLibrary {
  return {
    ok: true,
    units: MECH_LIBRARY.map((u) => ({
      label: unitLabel(u),
      tons: u.tonnage,
      walk: u.walkMP,
      run: runMP(u.walkMP),
      jump: u.jumpMP,
      heatSinks: u.heatSinks,
      weapons: weaponsText(u),
    })),
  };
}
