// Did you mean: every "is not a …" suggests the nearest valid value when one is close.
import { describe, expect, it } from 'vitest';
import { hexLabelMeant } from '../../../src/rules/hex/label';
import { moveModeMeant } from '../../../src/rules/movement/modes';
import { rollWordsMeant } from '../../../src/rules/dice/requests';
import { STANDARD_CATALOG, weaponNames } from '../../../src/rules/charts/weapons';
import { didYouMean, editDistance, nearest } from '../../../src/rules/text/nearest';

const WEAPONS = weaponNames(STANDARD_CATALOG);
const MECHS = ['Griffin', 'Rifleman', 'Blackjack', 'Locust'];

describe('edits between two spellings', () => {
  it.each([
    ['lazer', 'laser', 1],
    ['lsaer', 'laser', 1],
    ['laser', 'laser', 0],
    ['locus', 'locust', 1],
    ['griffn', 'griffin', 1],
    ['', 'run', 3],
    // Only two neighbours swapped count as one edit: `xb` → `by` shares a letter in the wrong place, two edits.
    ['xb', 'by', 2],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('did you mean: the edge cases of a suggestion', () => {
  it('a name listed twice (a Catalog row repeated) is one valid value, not a tie', () => {
    expect(nearest('Large Lazer', ['Large Laser', 'Large Laser', 'Small Laser'])).toBe('Large Laser');
  });

  it('two letters too many on a long spelling are still a typo: a third of the longer spelling may differ', () => {
    expect(nearest('AC/20xx', ['AC/2', 'AC/5', 'AC/10', 'AC/20'])).toBe('AC/20');
  });

  it('a one-letter value typed in the other case is still the value it names', () => {
    expect(nearest('c', ['C', 'PC', 'NPC'])).toBe('C');
  });

  it('no words after the refusal when the suggestion is empty, or is what was typed with spaces around it', () => {
    expect(didYouMean('')).toBe('');
    expect(didYouMean('Large Laser', '  Large Laser ')).toBe('');
    expect(didYouMean('Large Laser', 'Large Laser')).toBe('');
    expect(didYouMean('Large Laser', 'Large Lazer')).toBe(' — did you mean Large Laser?');
  });
});

describe('did you mean: the nearest valid value, when one is close', () => {
  it.each([
    ['weapon', 'Large Lazer', 'Large Laser', WEAPONS],
    ['weapon', 'medium lazer', 'Medium Laser', WEAPONS],
    ['weapon', 'Machine Gnu', 'Machine Gun', WEAPONS],
    ['weapon', 'PCC', 'PPC', WEAPONS],
    ['weapon', 'LMR-15', 'LRM-15', WEAPONS],
    ['mech', 'Grifin', 'Griffin', MECHS],
    ['mech', 'locus', 'Locust', MECHS],
    ['mech', 'Rifleman2', 'Rifleman', MECHS],
    ['mech', 'Black Jack', 'Blackjack', MECHS],
    ['melee', 'Strnog', 'Strong', ['Fast', 'Fast x2', 'Strong', 'DFA', 'Death from Above']],
    ['melee', 'Fast x3', 'Fast x2', ['Fast', 'Fast x2', 'Strong', 'DFA', 'Death from Above']],
    ['melee', 'Death from Abvoe', 'Death from Above', ['Fast', 'Fast x2', 'Strong', 'DFA', 'Death from Above']],
    ['angle', 'Hgih', 'High', ['High', 'Low']],
    ['angle', 'Lo', 'Low', ['High', 'Low']],
    ['side', 'PX', 'PC', ['PC', 'NPC']],
    ['pilot status', 'Unconcious', 'Unconscious', ['Active', 'Unconscious', 'Dead', 'Out']],
    ['yes/no', 'Yse', 'Yes', ['Yes', 'No']],
    ['terrain', 'HWW', 'HW', ['LW', 'HW', 'LJ', 'HJ', 'R', 'F', 'L', 'W1', 'W2', 'W3', 'E1', 'E2', 'E3']],
    ['setting', 'Rounds', 'Round', ['Round', "Players' advantage", 'Default gunnery', 'Dice seed', 'Dice']],
    ['HITLOC arc', 'Raer', 'Rear', ['Front', 'Rear', 'Left', 'Right', 'High', 'Low']],
    ['HITCHANCE mode', 'Advantge', 'Advantage', ['Advantage', 'Disadvantage', 'Normal']],
  ])('%s: "%s" → %s', (_kind, typed, meant, valid) => {
    expect(nearest(typed, valid)).toBe(meant);
  });

  it.each([
    ['Rn', 'Run'],
    ['Sprnt', 'Sprint'],
    ['walkd', 'Walk'],
    ['Jmup', 'Jump'],
    ['stnad still', 'Stand'],
  ])('move: "%s" → %s', (typed, meant) => {
    expect(moveModeMeant(typed)).toBe(meant);
  });

  it('move: Cool down where the Mechs tab takes it', () => {
    expect(moveModeMeant('Cool dwn', ['Cool down'])).toBe('Cool down');
    expect(moveModeMeant('Cool dwn')).toBeUndefined();
  });

  it.each([
    ['06-09', '0609'],
    ['6-9', '0609'],
    ['6,9', '0609'],
    ['06 09', '0609'],
    ['6/9', '0609'],
    ['C6 R9', '0609'],
    ['O6O9', '0609'],
    ['15.16', '1516'],
  ])('hex: "%s" → %s', (typed, meant) => {
    expect(hexLabelMeant(typed)).toBe(meant);
  });

  it('roll words: a misspelt mech in the For column → the roll the round asked for', () => {
    const asked = [
      'Griffin: LRM-5 #1 at Rifleman — cluster hits',
      'Griffin: LRM-5 #1 at Rifleman — hit location, group 1',
      'Rifleman: piloting check',
    ];
    expect(rollWordsMeant('Grifin: LRM-5 #1 at Rifleman - cluster hits', asked)).toBe(asked[0]);
    expect(rollWordsMeant('Rifleman: pilotting check', asked)).toBe(asked[2]);
  });
});

describe('no suggestion when nothing is close, or two are as close', () => {
  it.each([
    ['weapon', 'Death Ray', WEAPONS],
    ['weapon', 'Laser Cannon', WEAPONS],
    ['weapon (tie: AC/2 or AC/5)', 'AC/3', WEAPONS],
    ['weapon (tie: LRM-15 or LRM-5)', 'LRM-51', WEAPONS],
    ['mech', 'Atlas', MECHS],
    ['mech', 'Warhammer', MECHS],
    ['side (one letter is no typo of another)', 'X', ['PC', 'NPC']],
    ['terrain (one letter)', 'Q', ['LW', 'HW', 'R', 'F', 'L']],
    ['terrain (tie: HW or HJ)', 'HV', ['LW', 'HW', 'LJ', 'HJ']],
    ['location (tie: RA, RT or RL)', 'RX', ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL']],
    ['yes/no', 'Maybe', ['Yes', 'No']],
    ['anything', '', ['Yes', 'No']],
  ])('%s: "%s"', (_kind, typed, valid) => {
    expect(nearest(typed, valid)).toBeUndefined();
  });

  it.each(['fly', 'banana', 'teleport'])('move: "%s"', (typed) => {
    expect(moveModeMeant(typed)).toBeUndefined();
  });

  it.each(['banana', '12345', 'A1', '00-09'])('hex: "%s"', (typed) => {
    expect(hexLabelMeant(typed)).toBeUndefined();
  });

  it('a message adds nothing without a suggestion', () => {
    expect(didYouMean(undefined)).toBe('');
    expect(didYouMean('Large Laser')).toBe(' — did you mean Large Laser?');
  });
});
