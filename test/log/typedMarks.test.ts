import { describe, expect, it } from 'vitest';
import type { Roll } from '../../src/rules/dice/dice';
import type { RollEvent } from '../../src/rules/model/events';
import { roundBBCode } from '../../src/log/bbcode';
import { describeEvent } from '../../src/log/describe';
import { describeDice, diceFaces } from '../../src/log/faces';
import { logRows } from '../../src/log/rows';
import { mod } from '../../src/rules/model/targetNumber';

const attack = (roll: Roll, mode: RollEvent['mode'] = 'normal'): RollEvent => ({
  type: 'roll',
  step: 'attacks',
  purpose: 'attack',
  mech: 'Griffin',
  target: 'Rifleman',
  weapon: 'LRM-5',
  roll,
  mode,
  tn: { modifiers: [mod('gunnery', 3, 'gunnery'), mod('range', 5, 'other')] },
  success: roll.total >= 8,
  result: roll.total >= 8 ? 'hit' : 'miss',
});

describe('R-0.5: the Log and the forum post mark each typed roll and who rolled it', () => {
  it('faces typed by a player: `9 (4+5, typed by Anna)`; the Dice column `4+5 (typed by Anna)`', () => {
    const roll: Roll = { faces: [4, 5], kept: [4, 5], total: 9, typed: { by: 'Anna' } };
    expect(describeDice(roll)).toBe('9 (4+5, typed by Anna)');
    expect(diceFaces(roll)).toBe('4+5 (typed by Anna)');
    expect(describeEvent(attack(roll))).toBe(
      'Griffin fires LRM-5 at Rifleman: rolls 9 (4+5, typed by Anna) vs TN 8 (3 gunnery + 5 other) — hit',
    );
  });

  it('a typed total shows only its total, never invented faces: `9 (typed)`', () => {
    const roll: Roll = { faces: [6, 3], kept: [6, 3], total: 9, typed: { totalOnly: true } };
    expect(describeDice(roll)).toBe('9 (typed)');
    expect(diceFaces(roll)).toBe('9 (typed)');
  });

  it('three typed faces with Advantage keep the highest two and say who rolled them', () => {
    const roll: Roll = { faces: [6, 3, 2], kept: [6, 3], total: 9, typed: { by: 'Anna' } };
    expect(describeEvent(attack(roll, 'advantage'))).toBe(
      'Griffin fires LRM-5 at Rifleman with Advantage: rolled 6, 3, 2, kept 6+3 = 9 (typed by Anna) vs TN 8 (3 gunnery + 5 other) — hit',
    );
    expect(diceFaces(roll)).toBe('6,3,[2] (typed by Anna)');
  });

  it("Gator's own rolls are not marked", () => {
    expect(describeDice({ faces: [4, 5], kept: [4, 5], total: 9 })).toBe('9 (4+5)');
  });

  it('the forum post marks the typed roll, and a player name cannot open a BBCode tag', () => {
    const roll: Roll = { faces: [4, 5], kept: [4, 5], total: 9, typed: { by: '[b]Anna' } };
    const post = roundBBCode(3, [
      attack(roll),
      { type: 'attack', attacker: 'Griffin', target: 'Rifleman', weapon: 'LRM-5', outcome: 'hit' },
    ]);
    expect(post).toContain('rolls 9 (4+5, typed by ［b］Anna)');
    expect(post).not.toContain('[b]Anna');
    expect(logRows(3, [attack(roll)])[0][5]).toBe('4+5 (typed by [b]Anna)');
  });
});
