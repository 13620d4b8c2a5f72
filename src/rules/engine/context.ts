import type { Dice } from '../dice/dice';
import type { Battle } from '../model/battle';
import type { RoundEvent, RoundStep } from '../model/events';
import type { MechState } from '../model/mech';
import type { RulesOptions } from '../model/rules';
import type { Modifier } from '../model/targetNumber';

/** A piloting check owed at the end of the round. */
interface OwedPilotingCheck {
  readonly mech: string;
  readonly reason: string;
  /** Extra modifiers beyond skill and wounds, e.g. `+2 Death from Above`. */
  readonly modifiers: readonly Modifier[];
}

/**
 * The working state of one round's resolution. `resolveRound` makes it over a deep copy of
 * the battle, so the caller's battle is never touched; the rules mutate this copy and
 * append to `events`.
 */
export interface RoundContext {
  readonly battle: Battle;
  readonly rules: RulesOptions;
  readonly dice: Dice;
  readonly events: RoundEvent[];
  step: RoundStep;
  /** Damage each mech took this round. */
  readonly damageTaken: Record<string, number>;
  /** Mechs that fell this round (no knockdown check after a fall, R-10.1). */
  readonly fellThisRound: Record<string, boolean>;
  readonly owedPilotingChecks: OwedPilotingCheck[];
  /** External heat to add after sinking. */
  readonly externalHeat: Record<string, number>;
  /** Heat generated this round, by source. */
  readonly heatGenerated: Record<string, { label: string; value: number }[]>;
}

export function newRoundContext(battle: Battle, rules: RulesOptions, dice: Dice): RoundContext {
  return {
    battle,
    rules,
    dice,
    events: [],
    step: 'start',
    damageTaken: {},
    fellThisRound: {},
    owedPilotingChecks: [],
    externalHeat: {},
    heatGenerated: {},
  };
}

/** The mech with this id; an unknown id here is a bug (declarations are validated first). */
export function mechById(ctx: RoundContext, id: string): MechState {
  for (const m of ctx.battle.mechs) if (m.id === id) return m;
  throw new Error(`no mech "${id}" in the battle`);
}
