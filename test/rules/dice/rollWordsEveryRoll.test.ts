// the words of every roll a round can make are taken as typed in the For column, whatever mech is the target
// and whatever the numbers; words a mech cannot roll are answered with the words meant, its numbers kept.
import { describe, expect, it } from 'vitest';
import { rollWordsProblem } from '../../../src/rules/dice/rollWords';

const mechs = [
  {
    id: 'Griffin',
    equipment: [
      { name: 'LRM-5', kind: 'weapon' },
      { name: 'Heat Sink', kind: 'equipment' },
    ],
  },
  { id: 'Rifleman', equipment: [{ name: 'Large Laser', kind: 'weapon' }] },
  // Named after the Griffin and holding its name: its own name must be read whole.
  { id: 'Griffin II', equipment: [{ name: 'PPC', kind: 'weapon' }] },
];

describe('R-0.5 every roll a round can make is taken as typed', () => {
  const rolls = [
    // A weapon's to-hit, cluster, heat and hit location rolls, at any mech, any shot, any group.
    'Griffin: LRM-5 #1 at Rifleman — to-hit',
    'Griffin: LRM-5 #3 at Griffin II — cluster hits',
    'Griffin: LRM-5 #1 at Rifleman — heat',
    'Griffin: LRM-5 #2 at Rifleman — hit location',
    'Griffin: LRM-5 #2 at Rifleman — hit location, group 4',
    'Griffin: LRM-5 #12 at Rifleman — hit location, group 12',
    // Melee, with and without its count.
    'Griffin: Fast attack at Rifleman — to-hit',
    'Griffin: Fast attack #2 at Rifleman — to-hit',
    'Griffin: Strong attack at Rifleman — hit location',
    'Griffin: Death from Above at Rifleman — hit location, group 3',
    'Griffin: Fast attack #1 at Rifleman — hit location, group 2',
    // Damage with no attacker's weapon (R-12.3, R-10, R-V.2, R-9.6).
    'Griffin: Death from Above (own legs) — hit location',
    'Griffin: Death from Above (own legs) — hit location, group 2',
    'Griffin: fall — hit location',
    'Griffin: cool-down critical — hit location',
    'Griffin: Rifleman engine detonation — hit location',
    'Griffin: Griffin II engine detonation — hit location, group 2',
    'Griffin: fire — heat',
    'Griffin: lava — heat',
    // and the checks a mech makes on its own (R-9 to R-13, R-V), the same again in the round with a number.
    'Griffin: outflank check on Rifleman',
    'Griffin: outflank check on Griffin II',
    'Griffin: piloting check',
    'Griffin: consciousness check #2',
    'Griffin: wake-up check',
    'Griffin: life support check',
    'Griffin: ammo explosion survival check',
    'Griffin: engine detonation roll',
    'Griffin: shutdown check',
    'Griffin: restart check',
    'Griffin: heat ammo explosion check',
    'Griffin: cool-down check',
    'Griffin: wreck roll',
    // Criticals, by location.
    'Griffin: critical check, Left Torso',
    'Griffin: critical effect, Head',
    'Griffin: critical check, Right Leg',
    // Any case, spacing and dash; the asking form.
    'griffin:LRM-5 #1 at rifleman - to-hit',
    'Griffin: roll 2d6 for LRM-5 #1 at Rifleman — to-hit, TN 8',
    'Griffin II: PPC #1 at Griffin — to-hit',
  ];
  for (const words of rolls)
    it(`"${words}"`, () => {
      expect(rollWordsProblem(words, mechs)).toBeUndefined();
    });
});

describe('R-0.5 words no round can make are answered with the words meant, with the numbers typed', () => {
  it('a misspelt mech name keeps the shot number typed', () => {
    expect(rollWordsProblem('Grifin: LRM-5 #3 at Rifleman — cluster hits', mechs)).toBe(
      'Griffin: LRM-5 #3 at Rifleman — cluster hits',
    );
  });

  it('a misspelt mech name with spaces around it is still read as the name', () => {
    expect(rollWordsProblem('   Grifin    : piloting check', mechs)).toBe('Griffin: piloting check');
  });

  it("a weapon's roll without its shot number is no roll: every weapon roll is numbered", () => {
    expect(rollWordsProblem('Griffin: LRM-5 at Rifleman — to-hit', mechs)).toBe(
      'Griffin: LRM-5 #1 at Rifleman — to-hit',
    );
  });

  it('a misspelt weapon keeps the shot and the group typed', () => {
    expect(rollWordsProblem('Griffin: LRM-6 #2 at Rifleman — hit location, GROUP 4', mechs)).toBe(
      'Griffin: LRM-5 #2 at Rifleman — hit location, group 4',
    );
  });

  it('a misspelt engine detonation names the mech that blew', () => {
    expect(rollWordsProblem('Grifin: Rifleman engine detonaton — hit location', mechs)).toBe(
      'Griffin: Rifleman engine detonation — hit location',
    );
  });

  it("a weapon the mech does not mount, or equipment that is not a weapon, is no roll of the mech's", () => {
    expect(rollWordsProblem('Griffin: Large Laser #1 at Rifleman — to-hit', mechs)).toBe(
      'Griffin: LRM-5 #1 at Rifleman — to-hit',
    );
    expect(rollWordsProblem('Griffin: PPC #1 at Rifleman — to-hit', mechs)).toBe(
      'Griffin: LRM-5 #1 at Rifleman — to-hit',
    );
    // Nothing the Griffin fires is called anything like a Heat Sink: the nearest words are a melee attack's.
    expect(rollWordsProblem('Griffin: Heat Sink #1 at Rifleman — to-hit', mechs)).toBe(
      'Griffin: Fast attack #1 at Rifleman — to-hit',
    );
  });

  it('a target that is no mech of the battle is no roll: the words meant name one that is', () => {
    expect(rollWordsProblem('Griffin: LRM-5 #1 at Nobody — to-hit', mechs)).toBe(
      'Griffin: LRM-5 #1 at Rifleman — to-hit',
    );
  });
});
