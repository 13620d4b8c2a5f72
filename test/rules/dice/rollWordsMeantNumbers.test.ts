// the words suggested for a mistyped roll keep what the player typed that varies from round to
// round — the shot number, the group — and name as target every other mech, never the roller itself.
import { describe, expect, it } from 'vitest';
import { rollWordsProblem } from '../../../src/rules/dice/rollWords';

const mechs = [
  { id: 'Griffin', equipment: [{ name: 'LRM-5', kind: 'weapon' }] },
  { id: 'Rifleman', equipment: [{ name: 'Large Laser', kind: 'weapon' }] },
];

describe('R-0.5: a suggestion keeps the numbers typed', () => {
  it('R-0.5: a shot number of two digits is kept', () => {
    expect(rollWordsProblem('Griffin: LRM-5 #12 at Rifleman — to-hti', mechs)).toBe(
      'Griffin: LRM-5 #12 at Rifleman — to-hit',
    );
  });

  it('R-0.5: a group number of two digits is kept, spaced or not', () => {
    expect(rollWordsProblem('Griffin: Fast attack #1 at Rifleman — hit locaton, group 12', mechs)).toBe(
      'Griffin: Fast attack #1 at Rifleman — hit location, group 12',
    );
    expect(rollWordsProblem('Griffin: Fast attack #1 at Rifleman — hit locaton, group12', mechs)).toBe(
      'Griffin: Fast attack #1 at Rifleman — hit location, group 12',
    );
  });

  it('R-0.5: a melee attack typed with no number is suggested with none', () => {
    expect(rollWordsProblem('Griffin: Fast atack at Rifleman — to-hit', mechs)).toBe(
      'Griffin: Fast attack at Rifleman — to-hit',
    );
  });
});

describe('R-0.5: a suggestion names the mechs of the battle', () => {
  it('R-0.5: an engine detonation hit names the mech whose engine blew', () => {
    expect(rollWordsProblem('Griffin: Rifleman engine detonaton — hit location', mechs)).toBe(
      'Griffin: Rifleman engine detonation — hit location',
    );
  });

  it('R-0.5: a mech is never suggested as its own target', () => {
    expect(rollWordsProblem('Griffin: LRM-5 #1 at Griffn — to-hit', mechs)).toBe(
      'Griffin: LRM-5 #1 at Rifleman — to-hit',
    );
    // A shot with no target reads like the Griffin firing at itself: no roll is that close.
    expect(rollWordsProblem('Griffin: LRM-5 #1 — to-hti', mechs)).toBe('');
  });

  it('R-0.5: a mech alone in the battle still has its checks suggested', () => {
    expect(rollWordsProblem('Grifin: piloting check', [mechs[0]])).toBe('Griffin: piloting check');
  });
});
