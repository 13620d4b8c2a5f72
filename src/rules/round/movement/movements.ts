import type { Battle } from '../../model/battle';
import type { MoveDeclaration } from '../../model/declarations';
import type { Hex } from '../../model/hex';
import type { MechState, MoveMode } from '../../model/mech';
import type { RulesOptions } from '../../model/rules';
import type { Modifier } from '../../model/targetNumber';
import { mod } from '../../model/targetNumber';
import { targetMovementModifier } from '../../movement/modifiers';
import { isImmobile } from '../../mech/condition';
import { currentRunMP } from '../../mech/speed';
import { wakeOutlook } from '../../pilot/wake';

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
 * The TMM a mech gives attackers (R-3, docs/rules.md §2): floor(current Run MP / 4) adjusted for its
 * mode — current Run MP follows heat and legs. A mech that cannot be moving gives 0:
 * immobile, pilot unconscious or out ("counts as standing still", R-11.2), shut down
 * or prone — a fallen mech lies still, and one standing up counts as standing
 * still. The label says which. `awake`: an unconscious pilot counted as awake — one
 * seen before the round who wakes at its start and moves as declared.
 * @example Griffin (Walk 5, Run 8) running → `2 target TMM`
 */
export function targetMovementTerm(target: MechState, mode: MoveMode, rules: RulesOptions, awake = false): Modifier {
  const still = stillReason(target, awake);
  if (still) return mod('tmm', 0, `target TMM (${still})`);
  return mod('tmm', targetMovementModifier(currentRunMP(target, rules), mode), 'target TMM');
}

function stillReason(mech: MechState, awake: boolean): string | undefined {
  if (mech.destroyed) return 'destroyed';
  if (mech.shutdown) return 'shut down';
  const status = awake && mech.pilot.status === 'unconscious' ? 'active' : mech.pilot.status;
  if (status === 'unconscious') return 'pilot unconscious';
  if (status !== 'active') return 'no pilot';
  if (isImmobile(mech)) return 'immobile';
  if (mech.prone) return 'prone';
  return undefined;
}

/** One mech's movement from its declaration (none = stood still in its hex); `awake` as for targetMovementTerm. */
function movementOf(
  mech: MechState,
  move: MoveDeclaration | undefined,
  rules: RulesOptions,
  awake = false,
): MechMovement {
  const mode = move?.mode ?? 'stand';
  return {
    mode,
    evasive: move?.evasive === true,
    position: move?.to ?? mech.position,
    tmm: targetMovementTerm(mech, mode, rules, awake),
  };
}

/**
 * The movements the declarations describe, before anything is rolled: each mech at its
 * declared destination, with its declared mode. What the sheet's TN function and the
 * sidebar preview see; a later declaration for the same mech wins. An unconscious pilot who
 * wakes at the start of the round — by the wake roll or because its life-support
 * knock-out is over — moves as declared (see {@link ifStaysUnconscious} for the other
 * outcome of the roll); one knocked out until after this round does not move (TMM 0).
 */
export function movementsFromDeclarations(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  rules: RulesOptions,
): Movements {
  const byMech: Record<string, MoveDeclaration> = {};
  for (const m of moves) byMech[m.mech] = m;
  const out: Record<string, MechMovement> = {};
  for (const mech of battle.mechs) {
    const wake = wakeOutlook(mech, battle.round).kind;
    out[mech.id] =
      wake === 'stays'
        ? movementOf(mech, undefined, rules)
        : movementOf(mech, byMech[mech.id], rules, wake === 'roll' || wake === 'wakes');
  }
  return out;
}

/**
 * `movements` with `mech` as it is if its unconscious pilot fails the wake roll at the start of
 * the round: it does nothing, standing still in its hex (TMM 0, pilot unconscious).
 */
export function ifStaysUnconscious(movements: Movements, mech: MechState, rules: RulesOptions): Movements {
  return { ...movements, [mech.id]: movementOf(mech, undefined, rules) };
}
