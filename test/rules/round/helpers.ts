// Shared helpers for round tests: run a round on scripted faces, pick events, list problem codes.
import { expect } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import type { Battle } from '../../../src/rules/model/battle';
import type { AttackDeclaration, Declarations, MoveDeclaration } from '../../../src/rules/model/declarations';
import type { RollEvent, RollPurpose, RoundEvent } from '../../../src/rules/model/events';
import type { RulesOptions } from '../../../src/rules/model/rules';
import { planRound } from '../../../src/rules/round/sequence/planRound';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import type { MechOptions } from '../../support/mechs';

export interface Resolved {
  readonly battle: Battle;
  readonly events: readonly RoundEvent[];
}

/** Resolves a round that must be legal; with faces, every face must be used. */
export function run(
  battle: Battle,
  decl: Partial<Declarations>,
  dice: readonly number[] | Dice,
  rules: RulesOptions = defaultRules(),
): Resolved {
  const source = Array.isArray(dice) ? new ScriptedDice(dice as number[]) : (dice as Dice);
  const result = resolveRound(battle, { moves: decl.moves ?? [], attacks: decl.attacks ?? [] }, rules, source);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.code}: ${p.message}`).join('\n'));
  if (source instanceof ScriptedDice) expect(source.remaining, 'unused scripted faces').toBe(0);
  return result;
}

/** The problem codes a round is refused with (empty when it would resolve). */
export function problemsOf(battle: Battle, decl: Partial<Declarations>, rules: RulesOptions = defaultRules()) {
  const result = planRound(battle, { moves: decl.moves ?? [], attacks: decl.attacks ?? [] }, rules);
  return result.ok ? [] : result.problems;
}

export function codesOf(battle: Battle, decl: Partial<Declarations>, rules: RulesOptions = defaultRules()): string[] {
  return problemsOf(battle, decl, rules).map((p) => p.code);
}

export function of<T extends RoundEvent['type']>(r: Resolved, type: T): Extract<RoundEvent, { type: T }>[] {
  return r.events.filter((e): e is Extract<RoundEvent, { type: T }> => e.type === type);
}

export function rolls(r: Resolved, purpose: RollPurpose): RollEvent[] {
  return of(r, 'roll').filter((e) => e.purpose === purpose);
}

export function mechOf(r: Resolved | Battle, id: string) {
  const battle = 'mechs' in r ? r : r.battle;
  const m = battle.mechs.find((x) => x.id === id);
  if (!m) throw new Error(`no mech ${id}`);
  return m;
}

/**
 * Two mechs on an open field with no map: Hunter (PC, 50 t, Walk 4 / Run 6, a Medium Laser in the
 * right arm) at 0505 and Prey (NPC, 50 t, Walk 4, a Medium Laser) at 0508, 3 hexes away.
 */
export function duel(
  hunter: MechOptions = {},
  prey: MechOptions = {},
  extra: ReturnType<typeof makeMech>[] = [],
): Battle {
  return makeBattle([
    makeMech({
      id: 'Hunter',
      side: 'PC',
      position: '0505',
      equipment: [{ name: 'Medium Laser', location: 'RA' }],
      ...hunter,
    }),
    makeMech({
      id: 'Prey',
      side: 'NPC',
      position: '0508',
      equipment: [{ name: 'Medium Laser', location: 'RA' }],
      ...prey,
    }),
    ...extra,
  ]);
}

export const fire = (
  attacker: string,
  target: string,
  weapons: AttackDeclaration['weapons'],
  more: Partial<AttackDeclaration> = {},
): AttackDeclaration => ({
  attacker,
  target,
  weapons,
  ...more,
});

export const move = (
  mech: string,
  mode: MoveDeclaration['mode'],
  more: Partial<MoveDeclaration> = {},
): MoveDeclaration => ({ mech, mode, ...more });

/** NPC rules: no freebies, so every weapon rolls. */
export const npcRules = defaultRules({ playersAdvantage: false });
