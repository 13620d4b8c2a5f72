// A duel between Hunter (PC) and Prey, each with a Medium Laser, resolved on scripted dice:
// the log tests of the heat-phase variant (R-V) read its events.
import { ScriptedDice } from '../../src/rules/dice/scripted';
import type { Declarations } from '../../src/rules/model/declarations';
import type { RoundEvent } from '../../src/rules/model/events';
import type { RulesOptions } from '../../src/rules/model/rules';
import { resolveRound } from '../../src/rules/round/sequence/resolveRound';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import type { MechOptions } from '../support/mechs';

export const coolRules = defaultRules({ heatModel: 'cooldown', playersAdvantage: false });

export function variantRound(
  hunter: MechOptions,
  prey: MechOptions,
  decl: Partial<Declarations>,
  faces: number[],
  rules: RulesOptions,
  preyWreck = false,
): readonly RoundEvent[] {
  const battle = makeBattle([
    makeMech({
      id: 'Hunter',
      side: 'PC',
      position: '0505',
      equipment: [{ name: 'Medium Laser', location: 'RA' }],
      ...hunter,
    }),
    makeMech({ id: 'Prey', position: '0508', equipment: [{ name: 'Medium Laser', location: 'RA' }], ...prey }),
  ]);
  if (preyWreck) {
    battle.mechs[1].wreck = true;
    battle.mechs[1].crits.count = 1;
  }
  const result = resolveRound(
    battle,
    { moves: decl.moves ?? [], attacks: decl.attacks ?? [] },
    rules,
    new ScriptedDice(faces),
  );
  if (!result.ok) throw new Error(result.problems.map((p) => p.code).join(', '));
  return result.events;
}

/**
 * R-V.2, the seed's example: size 3, Piloting 4, heat 4; a 5 in movement fails (crit: Right Arm,
 * Weapon Destroyed); Prey's laser misses; a 9 in the attack step drops heat by 2.
 */
export function seedCoolDownRound(): readonly RoundEvent[] {
  return variantRound(
    { size: 3, heat: 4 },
    {},
    {
      moves: [{ mech: 'Hunter', mode: 'stand', coolDown: true }],
      attacks: [
        { attacker: 'Prey', target: 'Hunter', weapons: ['Medium Laser'], other: 6 },
        { attacker: 'Hunter', target: '', weapons: [], coolDown: true },
      ],
    },
    [2, 3, 1, 3, 4, 1, 1, 4, 5],
    coolRules,
  );
}
