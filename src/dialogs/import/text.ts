/**
 * The import dialog's words, as plain strings (shown with textContent; tested word for word):
 * what an import added, the equipment Gator does not know, a library unit's numbers
 * (docs/importing-mechs.md).
 */
import type { ImportSuccess } from '../../server/import/mechs';
import type { LibraryUnitView } from '../../server/import/library';

type AddedMech = ImportSuccess['mechs'][number];

/** Where a mech was put: `PC in 0609`, `NPC, not on the map`. */
function placement(m: Pick<AddedMech, 'side' | 'position'>): string {
  return m.position ? `${m.side} in ${m.position}` : `${m.side}, not on the map`;
}

/** `Griffin added as PC in 0609` for one mech; `Added 3 mechs to the Mechs tab` for more. */
export function addedTitle(r: Pick<ImportSuccess, 'mechs'>): string {
  const n = r.mechs.length;
  if (n === 1) return `${r.mechs[0].name} added as ${placement(r.mechs[0])}`;
  return `Added ${n} mechs to the Mechs tab`;
}

/**
 * `Griffin GRF-1S (Pasted text): row 6, NPC, not on the map, 55 t, Walk 5 Jump 5, 16 heat sinks, 15 equipment rows`,
 * one a mech.
 */
export function addedLines(r: ImportSuccess): string[] {
  return r.mechs.map(
    (m) =>
      `${m.name} (${m.source}): row ${m.row}, ${placement(m)}, ${m.tons} t, Walk ${m.walk} Jump ${m.jump}, ` +
      `${m.heatSinks} heat sinks, ${m.items}${m.items === 1 ? ' equipment row' : ' equipment rows'}`,
  );
}

/**
 * What is left for the GM to set on the Mechs tab, said only when it is so: a hex for the mechs
 * not on the map, the Side of mechs read from files (always NPC), and the pilot.
 */
export function nextSteps(r: ImportSuccess): string[] {
  const steps: string[] = [];
  const offMap = r.mechs.filter((m) => !m.position).map((m) => m.name);
  if (offMap.length > 0)
    steps.push(
      `Not on the map yet: ${offMap.join(', ')}. Type a hex (0609) in Position on the Mechs tab to place ${offMap.length === 1 ? 'it' : 'them'}.`,
    );
  if (r.mechs.some((m) => m.source !== 'Library'))
    steps.push("Mechs read from files are NPCs: set Side to PC on the Mechs tab for a player's mech.");
  steps.push("Pilot is blank and Gunnery and Piloting are the Rules tab's defaults: set them on the Mechs tab.");
  return steps;
}

/**
 * `Testbed: Blazer Cannon in RA (Testbed.mtf line 52) — added as Other: Blazer Cannon`, one a
 * kind of item with its count: `Kit Fox: CLERMediumLaser ×2 in LA, RA (Kit Fox.mtf lines 30, 41) — not added`.
 */
export function unknownLines(r: ImportSuccess): string[] {
  return r.unknown.map((u) => {
    const count = u.count > 1 ? ` ×${u.count}` : '';
    const added = u.added ? ` — added as Other: ${u.name}${u.count > 1 ? ` (${u.count} rows)` : ''}` : ' — not added';
    return `${u.mech}: ${u.name}${count} in ${u.locations.join(', ')} (${u.where})${added}`;
  });
}

/** `55 t · Walk 5 / Run 8 / Jump 5 · 16 heat sinks · Large Laser, Medium Laser ×2, LRM-5`. */
export function unitDetails(u: LibraryUnitView): string {
  return `${u.tons} t · Walk ${u.walk} / Run ${u.run} / Jump ${u.jump} · ${u.heatSinks} heat sinks · ${u.weapons}`;
}

/** The library list's entry: `Griffin GRF-1S (55 t)`. */
export function unitOption(u: LibraryUnitView): string {
  return `${u.label} (${u.tons} t)`;
}
