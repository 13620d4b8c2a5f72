import { rearmed, type Rearming } from './rearm';

/**
 * `Battle 2 started: Battle 1's Log is kept in the tab "Log — battle 1"; round 1, orders cleared; … Undo start of
 * Battle 2 takes it back.` — the Undo button's own words.
 */
export function battleStarted(
  battle: string,
  finished: string,
  archive: string,
  choices: { repair: boolean; heal: boolean; repaired?: string },
  rearm: Rearming,
): string {
  const kept = choices.repaired
    ? `damage and heat kept but for the repairs (${choices.repaired})`
    : 'damage and heat kept';
  const fully = choices.repaired ? `every mech repaired fully (${choices.repaired})` : 'every mech repaired fully';
  const mechs = choices.repair ? fully : kept;
  const pilots = choices.heal ? 'every pilot healed' : 'wounds kept';
  return `${battle} started: ${finished}'s Log is kept in the tab "${archive}"; the sheet is at round 1 with every order cleared, ${mechs}, ${pilots}, ${rearmed(rearm)}. Undo start of ${battle} takes it back.`;
}
