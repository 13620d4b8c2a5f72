// a Fast attack declared without a count strikes once; with typed rolls only its
// to-hit roll is asked for with the weapons' to-hit rolls of the step, all at once.
import { describe, expect, it } from 'vitest';
import { TypedDice } from '../../../src/rules/dice/typed';
import type { Declarations } from '../../../src/rules/model/declarations';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { hex, seedBattle } from './seedBattle';

const rules = defaultRules({ playersAdvantage: false });

describe("R-12.2, R-0.5: a Fast attack without a count is one attack, its roll asked for with the step's other to-hit rolls", () => {
  it('the Medium Laser and the Fast attack of one line are asked for together', () => {
    const decl: Declarations = {
      moves: [
        { mech: 'Griffin', mode: 'walk', to: hex('0210') },
        { mech: 'Blackjack', mode: 'run' },
      ],
      attacks: [
        { attacker: 'Griffin', target: 'Blackjack', weapons: ['Medium Laser'], melee: { kind: 'fast', angle: 'high' } },
      ],
    };
    const result = resolveRound(seedBattle(), decl, rules, new TypedDice([]));
    // Without Players' Advantage the laser is rolled too. Each hit's damage rolls follow its own roll,
    // so only the two to-hit rolls are certain.
    expect(!result.ok && result.needed?.map((n) => n.key)).toEqual([
      'Griffin: Medium Laser #1 at Blackjack — to-hit',
      'Griffin: Fast attack #1 at Blackjack — to-hit',
    ]);
  });
});
