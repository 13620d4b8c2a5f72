import type { Battle } from '../model/battle';
import type { MoveDeclaration } from '../model/declarations';
import type { Hex } from '../model/hex';
import type { MechState, MoveMode } from '../model/mech';
import type { RulesOptions } from '../model/rules';
import type { Modifier } from '../model/targetNumber';
import { mod } from '../model/targetNumber';
import { targetMovementModifier } from '../movement/modifiers';
import { isImmobile } from '../mech/condition';
import { currentRunMP } from '../mech/speed';

/**
 * How one mech moved this round, as attackers see it: its mode (AMM, R-3), whether it is
 * evasive, where it stands, and the TMM it gives attackers.
 */
export interface MechMovement {
  readonly mode: MoveMode;
  readonly evasive: boolean;
  readonly position: Hex | null;
  /** The T of G.A.T.O.R. against this mech, with its reason in the label. */
  readonly tmm: Modifier;
}

/** Every mech's movement by id. Mechs with no declaration stood still. */
export type Movements = Readonly<Record<string, MechMovement>>;

/**
 * The TMM a mech gives attackers (R-3, RULINGS §2): floor(current Run MP / 4) adjusted for its
 * mode — current Run MP follows heat and legs. A mech that cannot be moving gives 0:
 * immobile, pilot unconscious or out ("counts as standing still", R-11.2), shut down
 * or prone — a fallen mech lies still, and one standing up counts as standing
 * still. The label says which.
 * @example Griffin (Walk 5, Run 8) running → `2 target TMM`
 */
export function targetMovementTerm(target: MechState, mode: MoveMode, rules: RulesOptions): Modifier {
  const still = stillReason(target);
  if (still) return mod('tmm', 0, `target TMM (${still})`);
  return mod('tmm', targetMovementModifier(currentRunMP(target, rules), mode), 'target TMM');
}

function stillReason(mech: MechState): string | undefined {
  if (mech.destroyed) return 'destroyed';
  if (mech.shutdown) return 'shut down';
  if (mech.pilot.status === 'unconscious') return 'pilot unconscious';
  if (mech.pilot.status !== 'active') return 'no pilot';
  if (isImmobile(mech)) return 'immobile';
  if (mech.prone) return 'prone';
  return undefined;
}

/** One mech's movement from its declaration (none = stood still in its hex). */
export function movementOf(mech: MechState, move: MoveDeclaration | undefined, rules: RulesOptions): MechMovement {
  const mode = move?.mode ?? 'stand';
  return {
    mode,
    evasive: move?.evasive === true,
    position: move?.to ?? mech.position,
    tmm: targetMovementTerm(mech, mode, rules),
  };
}

/**
 * The movements the declarations describe, before anything is rolled: each mech at its
 * declared destination, with its declared mode. What the sheet's TN function and the
 * sidebar preview see; a later declaration for the same mech wins.
 */
export function movementsFromDeclarations(battle: Battle, moves: readonly MoveDeclaration[], rules: RulesOptions): Movements {
  const byMech: Record<string, MoveDeclaration> = {};
  for (const m of moves) byMech[m.mech] = m;
  const out: Record<string, MechMovement> = {};
  for (const mech of battle.mechs) out[mech.id] = movementOf(mech, byMech[mech.id], rules);
  return out;
}
