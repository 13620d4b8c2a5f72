/**
 * Who owns a roll (R-0.5a): whose player may type it. An attack's to-hit, cluster, hit-location
 * and critical rolls are the attacker's; a mech's checks (piloting, consciousness, waking,
 * cool-down, life support, shutdown and the like) are its own; engine detonation and wreck rolls
 * are the GM's. A typed roll counts only where its owner's player (or the GM) can type it: on
 * its owner's rows, or on a row of no mech.
 */
import type { Problem } from '../model/problem';
import type { RollRequest } from './requests';

type RollOwner =
  | { readonly kind: 'mech'; readonly mech: string; readonly as: 'attacker' | 'own' }
  | { readonly kind: 'gm' };

/** The owner of the roll a request describes. */
export function rollOwner(r: RollRequest): RollOwner {
  switch (r.purpose) {
    case 'engineDetonation':
    case 'wreck':
      return { kind: 'gm' };
    case 'critConfirm':
    case 'critEffect': {
      const by = r.owner ?? r.mech;
      return { kind: 'mech', mech: by, as: by === r.mech ? 'own' : 'attacker' };
    }
    default:
      // To-hit, cluster and hit location name the attacker as `mech` (a fall's hit location,
      // or terrain heat, names the mech itself): one rule for both.
      return {
        kind: 'mech',
        mech: r.mech,
        as: r.target !== undefined && r.target !== r.mech && r.purpose !== 'outflank' ? 'attacker' : 'own',
      };
  }
}

function sameMech(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** In words: `Griffin's (the attacker's)`, `Rifleman's own`, `the GM's`. */
function ownerWords(o: RollOwner): string {
  if (o.kind === 'gm') return "the GM's";
  return o.as === 'attacker' ? `${o.mech}'s (the attacker's)` : `${o.mech}'s own`;
}

/**
 * Why a roll typed on `rowOf`'s rows (the Rolls tab's Mech column) cannot count for `request`,
 * or undefined when it may: rows of no mech take anyone's roll.
 */
export function ownerRefusal(
  rowOf: string | undefined,
  cell: string,
  request: RollRequest,
  key: string,
): Problem | undefined {
  if (rowOf === undefined || rowOf.trim() === '') return undefined;
  const owner = rollOwner(request);
  if (owner.kind === 'mech' && sameMech(owner.mech, rowOf)) return undefined;
  const where =
    owner.kind === 'gm' ? 'the GM types it on a row of no mech' : `type it on ${owner.mech}'s rows, or the GM types it`;
  return {
    code: 'dice/not_their_roll',
    mech: request.mech,
    message: `${cell}: ${key} is ${ownerWords(owner)} roll (R-0.5a), typed on ${rowOf}'s rows: ${where}`,
  };
}
