/**
 * The import dialog's words, as plain strings (shown with textContent; tested word for word):
 * what an import added, the equipment Gator does not know, a library unit's numbers
 * (docs/importing-mechs.md).
 */
import type { ImportSuccess } from '../../server/importMechs';
import type { LibraryUnitView } from '../../server/libraryView';

/** `Added 2 mechs to the Mechs tab`. */
export function addedTitle(n: number): string {
  return `Added ${n}${n === 1 ? ' mech' : ' mechs'} to the Mechs tab`;
}

/** `Griffin GRF-1S (Pasted text): row 6, 55 t, Walk 5 Jump 5, 16 heat sinks, 15 equipment rows`, one a mech. */
export function addedLines(r: ImportSuccess): string[] {
  return r.mechs.map(
    (m) => `${m.name} (${m.source}): row ${m.row}, ${m.tons} t, Walk ${m.walk} Jump ${m.jump}, ${m.heatSinks} heat sinks, ${m.items}${m.items === 1 ? ' equipment row' : ' equipment rows'}`,
  );
}

/** `Testbed: Blazer Cannon in RA (Testbed.mtf line 52) — added as Other: Blazer Cannon`, one an item. */
export function unknownLines(r: ImportSuccess): string[] {
  return r.unknown.map((u) => `${u.mech}: ${u.name} in ${u.location} (${u.where})${u.added ? ` — added as Other: ${u.name}` : ' — not added'}`);
}

/** `55 t · Walk 5 / Run 8 / Jump 5 · 16 heat sinks · Large Laser, Medium Laser ×2, LRM-5`. */
export function unitDetails(u: LibraryUnitView): string {
  return `${u.tons} t · Walk ${u.walk} / Run ${u.run} / Jump ${u.jump} · ${u.heatSinks} heat sinks · ${u.weapons}`;
}

/** The library list's entry: `Griffin GRF-1S (55 t)`. */
export function unitOption(u: LibraryUnitView): string {
  return `${u.label} (${u.tons} t)`;
}
