/**
 * The Mechs tab's Full armor column (docs/sheet-layout.md, Start a new battle): the record sheet's armor of a mech,
 * which the
 * sheet's armor columns no longer show once the mech has been hit. Start a new battle reads it
 * to repair mechs fully; import and the demo battle fill it. One cell, as the GM reads a record
 * sheet: `HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20` (a torso's rear after +).
 */
import { LOCATIONS, TORSOS, type Location, type Torso } from '../../rules/model/location';
import { didYouMean, nearest } from '../../rules/text/nearest';

export interface FullArmor {
  readonly armor: Readonly<Record<Location, number>>;
  readonly rear: Readonly<Record<Torso, number>>;
}

/** The cell's text for a record: every location in the sheet's order, a torso's rear after `+`. */
export function fullArmorText(
  armor: Readonly<Record<Location, number>>,
  rear: Readonly<Record<Torso, number>>,
): string {
  return LOCATIONS.map((loc) => {
    const back = (TORSOS as readonly string[]).indexOf(loc) >= 0 ? rear[loc as Torso] : undefined;
    return back !== undefined ? `${loc} ${armor[loc]}+${back}` : `${loc} ${armor[loc]}`;
  }).join(', ');
}

const PART = /^([A-Za-z]{2})\s*:?\s*(\d{1,4})(?:\s*\+\s*(\d{1,4}))?$/;

/**
 * The armor a Full armor cell holds, or why it cannot be read (the message after the cell's
 * address). Every location exactly once; a rear value only on a torso, 0 when left out.
 */
export function parseFullArmor(
  text: string,
): { readonly ok: true; readonly value: FullArmor } | { readonly ok: false; readonly reason: string } {
  const example = 'HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20';
  const armor: Partial<Record<Location, number>> = {};
  const rear: Record<Torso, number> = { CT: 0, LT: 0, RT: 0 };
  for (const raw of text.split(/[,;]/)) {
    const part = raw.trim();
    if (part === '') continue;
    const m = PART.exec(part);
    const loc = m ? (m[1].toUpperCase() as Location) : undefined;
    if (!m || !loc || LOCATIONS.indexOf(loc) < 0) {
      const meant = m ? nearest(m[1], LOCATIONS) : undefined;
      const hint =
        meant === undefined || !m ? '' : didYouMean(`${meant} ${m[2]}${m[3] === undefined ? '' : `+${m[3]}`}`);
      return {
        ok: false,
        reason: `Full armor must list each location with its armor, as ${example}; "${part}" is not a location and a number${hint}`,
      };
    }
    if (armor[loc] !== undefined) return { ok: false, reason: `Full armor names ${loc} twice` };
    armor[loc] = Number(m[2]);
    if (m[3] === undefined) continue;
    if ((TORSOS as readonly string[]).indexOf(loc) < 0)
      return {
        ok: false,
        reason: `Full armor gives ${loc} a rear value (+${m[3]}); only CT, LT and RT have rear armor`,
      };
    rear[loc as Torso] = Number(m[3]);
  }
  const missing = LOCATIONS.filter((loc) => armor[loc] === undefined);
  if (missing.length > 0)
    return {
      ok: false,
      reason: `Full armor must give every location its armor, as ${example}; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    };
  return { ok: true, value: { armor: armor as Record<Location, number>, rear } };
}
