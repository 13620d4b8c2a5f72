import { describe, expect, it } from 'vitest';
import { roundBBCode } from '../../src/log/bbcode';
import { describeEvent } from '../../src/log/describe';
import { logRows } from '../../src/log/rows';
import { ScriptedDice } from '../../src/rules/dice/scripted';
import type { RoundEvent } from '../../src/rules/model/events';
import { mod } from '../../src/rules/model/targetNumber';
import { resolveRound } from '../../src/rules/round/sequence/resolveRound';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import { coolRules, seedCoolDownRound, variantRound } from './variantRound';
import { dice } from './round3';

describe('R-V.2 cool-down checks in the log', () => {
  // The seed's example: size 3, Piloting 4, heat 4; a 5 in movement fails (crit: Right Arm, Weapon
  // Destroyed); Prey's laser misses; a 9 in the attack step drops heat by 2.
  const events = seedCoolDownRound();

  it('R-V.2, R-0.4: the forum post shows both checks with their TN, the critical of the failure, the drop of the success', () => {
    const post = roundBBCode(1, events);
    expect(post).toContain(
      [
        '[b]Movement[/b]',
        '[i]Hunter[/i] cool-down check (overheating: heat 4 over size 3): 5 (2+3) vs TN 8 (4 piloting + 4 heat) — failure',
        '• Hit location (failed cool-down check): 4 (1+3) → [i]Hunter[/i] Right Arm',
        '• Critical effect ([i]Hunter[/i] Right Arm): 4 → Weapon Destroyed (Medium Laser destroyed)',
      ].join('\n'),
    );
    // In the attack step the check is its own line under its mech, not a follow-up of Prey's miss.
    expect(post).toContain(
      [
        '[i]Hunter[/i]',
        '[i]Hunter[/i] cool-down check (overheating: heat 4 over size 3): 9 (4+5) vs TN 8 (4 piloting + 4 heat) — success by 1: heat drops 2',
        '• [i]Hunter[/i] is no longer overheating: heat 2, size 3',
      ].join('\n'),
    );
    expect(post).toContain('[i]Hunter[/i] heat: 4 + 0 generated − 2 cool-down check − 1 no heat built up = 1');
  });

  it('R-V.2, R-0.4: the Log tab rows: purpose, dice, TN and result', () => {
    const rows = logRows(1, events).filter((r) => r[4] === 'Cool-down check');
    expect(rows.map((r) => [r[1], r[2], r[5], r[6], r[7]])).toEqual([
      ['Movement', 'Hunter', '2+3', 8, 'failure'],
      ['Attacks', 'Hunter', '4+5', 8, 'success'],
    ]);
  });

  it('R-V.2, R-0.1: a check at TN 13+ says it was not rolled, instead of showing no dice', () => {
    const e: RoundEvent = {
      type: 'roll',
      step: 'movement',
      purpose: 'coolDown',
      mech: 'Griffin',
      roll: dice(),
      tn: { modifiers: [mod('piloting', 4, 'piloting'), mod('heat', 11, 'heat')] },
      success: false,
      result: 'cannot succeed (TN 13+)',
      reason: 'overheating: heat 11 over size 2',
    };
    expect(describeEvent(e)).toBe(
      'Griffin cool-down check (overheating: heat 11 over size 2): not rolled: TN 15 (4 piloting + 11 heat) cannot succeed — failure',
    );
  });

  it('R-V.1: overheating is a status line with the heat and the Size', () => {
    const events2 = variantRound(
      { size: 2, heat: 2 },
      {},
      { moves: [{ mech: 'Hunter', mode: 'walk', to: { col: 5, row: 4 } }] },
      [],
      coolRules,
    );
    expect(events2.filter((e) => e.type === 'status' || e.type === 'heat').map(describeEvent)).toEqual([
      'Hunter heat: 2 + 1 generated (walked 1) = 3',
      'Hunter is overheating: heat 3 over size 2: cannot move or attack until a cool-down check brings its heat to 2 or less',
      'Prey heat: 0 + 0 generated = 0',
    ]);
    expect(roundBBCode(1, events2)).toContain(
      '[b]Heat[/b]\n[i]Hunter[/i] heat: 2 + 1 generated (walked 1) = 3\n[i]Hunter[/i] is overheating',
    );
  });

  it('R-13.3: the standard heat line is unchanged', () => {
    const e: RoundEvent = {
      type: 'heat',
      mech: 'Griffin',
      before: 0,
      generated: [{ label: 'ran', value: 2 }],
      sunk: 2,
      floor: 0,
      external: 0,
      after: 0,
    };
    expect(describeEvent(e)).toBe('Griffin heat: 0 + 2 generated (ran 2) − 2 sunk = 0');
  });
});

describe('R-V.3 wrecks and explosions in the log', () => {
  const wreckRules = defaultRules({ wrecks: true, playersAdvantage: false });

  it('R-V.3: a hit on a wreck: damage lost, a critical with no confirmation; the wreck roll at the end of the round, the explosion in Destroyed', () => {
    const battle = makeBattle([
      makeMech({ id: 'Hunter', position: '0505', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
      makeMech({ id: 'Prey', position: '0508', destroyed: true }),
    ]);
    battle.mechs[1].wreck = true;
    battle.mechs[1].crits.count = 1;
    const result = resolveRound(
      battle,
      { moves: [], attacks: [{ attacker: 'Hunter', target: 'Prey', weapons: ['Medium Laser'] }] },
      wreckRules,
      new ScriptedDice([3, 4, 3, 4, 3, 2]),
    );
    if (!result.ok) throw new Error('refused');
    const post = roundBBCode(1, result.events);
    expect(post).toContain(
      [
        '• Hit location: 7 (3+4) → [i]Prey[/i] Center Torso: 5 damage lost (already destroyed)',
        '• Critical effect ([i]Prey[/i] Center Torso): 3 → Minor Engine Hit (engine hits 1: +5 heat every round, cannot sink below 5)',
      ].join('\n'),
    );
    // The wreck roll is on its step's line, once; the Destroyed recap names what it did.
    expect(post).toContain(
      [
        '[b]End of round[/b]',
        '[i]Prey[/i] wreck roll (standing wreck): 2 → explodes (2 ≤ 2 critical hits)',
        '• [i]Prey[/i] explodes: rolled 2, at or under its 2 critical hits: removed from the battlefield',
      ].join('\n'),
    );
    expect(post).toContain(
      [
        '[b]Destroyed[/b]',
        '[i]Prey[/i] explodes: rolled 2, at or under its 2 critical hits: removed from the battlefield',
      ].join('\n'),
    );
  });

  it('R-V.3: a new wreck', () => {
    const events: RoundEvent[] = [
      {
        type: 'roll',
        step: 'end',
        purpose: 'wreck',
        mech: 'Locust',
        roll: dice(5),
        result: 'stays a wreck (5 > 3 critical hits)',
        reason: 'all armor and structure gone',
      },
      {
        type: 'status',
        mech: 'Locust',
        status: 'wreck',
        reason: 'impassable terrain in its hex; every further hit on it is a critical hit',
      },
    ];
    expect(events.map(describeEvent)).toEqual([
      'Locust wreck roll (all armor and structure gone): 5 → stays a wreck (5 > 3 critical hits)',
      'Locust is left as a wreck: impassable terrain in its hex; every further hit on it is a critical hit',
    ]);
  });
});
