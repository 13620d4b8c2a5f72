// a roll in words (src/rules/dice/requests.ts): the For column's words for every purpose, the line the GM
// posts to ask for it with its dice and TN, and the ways of typing the same roll that all name it.
import { describe, expect, it } from 'vitest';
import {
  checkDice,
  normalizeRollKey,
  type RollRequest,
  rollAsked,
  rollKey,
  rollWordsMeant,
  sameRoll,
} from '../../../src/rules/dice/requests';
import type { RollPurpose } from '../../../src/rules/model/roll';

describe('R-4.1 a check thrown with advantage or disadvantage throws 3d6 and keeps two', () => {
  it('normal: 2d6; advantage and disadvantage: 3d6', () => {
    expect([checkDice('normal'), checkDice('advantage'), checkDice('disadvantage')]).toEqual(['2d6', '3d6', '3d6']);
  });
});

describe("R-0.5 each roll's purpose in the Log's words", () => {
  const words: [RollPurpose, string][] = [
    ['attack', 'to-hit'],
    ['melee', 'to-hit'],
    ['outflank', 'outflank check'],
    ['cluster', 'cluster hits'],
    ['hitLocation', 'hit location'],
    ['critConfirm', 'critical check'],
    ['critEffect', 'critical effect'],
    ['piloting', 'piloting check'],
    ['consciousness', 'consciousness check'],
    ['wake', 'wake-up check'],
    ['lifeSupport', 'life support check'],
    ['ammoExplosionSurvival', 'ammo explosion survival check'],
    ['engineDetonation', 'engine detonation roll'],
    ['shutdown', 'shutdown check'],
    ['restart', 'restart check'],
    ['heatAmmoExplosion', 'heat ammo explosion check'],
    ['externalHeat', 'heat'],
    ['coolDown', 'cool-down check'],
    ['wreck', 'wreck roll'],
  ];
  for (const [purpose, said] of words)
    it(`${purpose}: "Blackjack: ${said}"`, () => {
      expect(rollKey({ purpose, mech: 'Blackjack', dice: '2d6' })).toBe(`Blackjack: ${said}`);
    });
});

describe('R-0.5 a roll is named well enough to tell it from every other of the round', () => {
  const key = (r: Omit<RollRequest, 'dice'>, occurrence?: number) => rollKey({ dice: '2d6', ...r }, occurrence);

  it('a weapon, its shot and its target come before the purpose', () => {
    expect(key({ purpose: 'cluster', mech: 'Griffin', weapon: 'LRM-5', shot: 1, target: 'Rifleman' })).toBe(
      'Griffin: LRM-5 #1 at Rifleman — cluster hits',
    );
  });

  it('a weapon without a shot number is named alone; a target alone is "at" it', () => {
    expect(key({ purpose: 'melee', mech: 'Griffin', weapon: 'Fast attack', target: 'Blackjack' })).toBe(
      'Griffin: Fast attack at Blackjack — to-hit',
    );
    expect(key({ purpose: 'piloting', mech: 'Griffin', target: 'Blackjack' })).toBe(
      'Griffin: at Blackjack — piloting check',
    );
  });

  it('damage a mech does to itself is not "at" itself', () => {
    expect(key({ purpose: 'hitLocation', mech: 'Blackjack', weapon: 'fall', target: 'Blackjack' })).toBe(
      'Blackjack: fall — hit location',
    );
  });

  it('R-4.2 an outflank check names its target after the words, with "on"', () => {
    expect(key({ purpose: 'outflank', mech: 'Locust', target: 'Rifleman' })).toBe('Locust: outflank check on Rifleman');
    expect(key({ purpose: 'outflank', mech: 'Locust' })).toBe('Locust: outflank check');
  });

  it('R-8.1 the damage group, then what it is about, follow the purpose', () => {
    expect(
      key({
        purpose: 'hitLocation',
        mech: 'Griffin',
        weapon: 'Death from Above',
        target: 'Blackjack',
        group: 3,
        about: 'High',
      }),
    ).toBe('Griffin: Death from Above at Blackjack — hit location, group 3, High');
  });

  it('the same words again in the round are told apart by "#2"; the first has no number', () => {
    expect(key({ purpose: 'consciousness', mech: 'Blackjack' }, 2)).toBe('Blackjack: consciousness check #2');
    expect(key({ purpose: 'consciousness', mech: 'Blackjack' }, 1)).toBe('Blackjack: consciousness check');
  });
});

describe('R-0.5 the line the GM posts to ask for a roll', () => {
  const toHit: RollRequest = {
    purpose: 'attack',
    mech: 'Griffin',
    weapon: 'Medium Laser',
    shot: 1,
    target: 'Rifleman',
    dice: '2d6',
    tn: 8,
  };
  const ask = (r: RollRequest) => rollAsked(r, rollKey(r));

  it('names the dice after the mech and the TN to reach at the end', () => {
    expect(ask(toHit)).toBe('Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 8');
  });

  it('R-4.1 3d6 says which two count: the highest with advantage (the default), the lowest with disadvantage', () => {
    expect(ask({ ...toHit, dice: '3d6', mode: 'advantage' })).toBe(
      'Griffin: roll 3d6 (Advantage: the highest two count) for Medium Laser #1 at Rifleman — to-hit, TN 8',
    );
    expect(ask({ ...toHit, dice: '3d6', mode: undefined })).toBe(
      'Griffin: roll 3d6 (Advantage: the highest two count) for Medium Laser #1 at Rifleman — to-hit, TN 8',
    );
    expect(ask({ ...toHit, dice: '3d6', mode: 'disadvantage' })).toBe(
      'Griffin: roll 3d6 (Disadvantage: the lowest two count) for Medium Laser #1 at Rifleman — to-hit, TN 8',
    );
  });

  it('2d6 says nothing of a mode; a roll with no TN ends with its words', () => {
    expect(ask({ ...toHit, mode: 'disadvantage' })).toBe(
      'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 8',
    );
    expect(ask({ purpose: 'piloting', mech: 'Blackjack', dice: '2d6' })).toBe('Blackjack: roll 2d6 for piloting check');
  });

  it('typed into the For column as asked, it names the same roll as its words', () => {
    expect(sameRoll(ask(toHit), rollKey(toHit))).toBe(true);
    const d = { ...toHit, dice: '3d6' as const, mode: 'disadvantage' as const };
    expect(sameRoll(ask(d), rollKey(d))).toBe(true);
  });
});

describe('R-0.5 the ways of typing the same roll', () => {
  it('any case and spacing, the colon spaced any way, a full stop at the end', () => {
    expect(normalizeRollKey('  GRIFFIN :piloting   Check. ')).toBe('griffin: piloting check');
    expect(normalizeRollKey('Griffin:piloting check')).toBe('griffin: piloting check');
  });

  it('any dash between the parts, but the hyphen inside a name kept', () => {
    const said = 'griffin: lrm-5 #1 at rifleman — cluster hits';
    for (const typed of [
      'Griffin: LRM-5 #1 at Rifleman — cluster hits',
      'Griffin: LRM-5 #1 at Rifleman–cluster hits',
      'Griffin: LRM-5 #1 at Rifleman - cluster hits',
      'Griffin: LRM-5 #1 at Rifleman -- cluster hits',
      'Griffin: LRM-5 #1 at Rifleman \u2212 cluster hits',
      'Griffin: LRM-5 #1 at Rifleman \u2012\u2013 cluster hits',
    ])
      expect(normalizeRollKey(typed)).toBe(said);
  });

  it('the asking form, with its dice, mode note and TN, is the roll it asks for', () => {
    const said = 'griffin: medium laser #1 at rifleman — to-hit';
    for (const typed of [
      'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 8',
      'Griffin: roll 3d6 (Advantage: the highest two count) for Medium Laser #1 at Rifleman — to-hit, TN 8',
      'griffin:roll 1d6 for medium laser #1 at rifleman - to-hit tn 8+',
      'Griffin: Medium Laser #1 at Rifleman — to-hit, TN 12',
    ])
      expect(normalizeRollKey(typed)).toBe(said);
  });

  it('words that only look like the asking form keep what they say', () => {
    expect(normalizeRollKey('Griffin: roll 4d6 for piloting check')).toBe('griffin: roll 4d6 for piloting check');
    expect(normalizeRollKey('Griffin: piloting check, TN 8')).toBe('griffin: piloting check, tn 8');
  });

  it('another mech, weapon or purpose is another roll', () => {
    expect(sameRoll('Griffin: piloting check', 'Blackjack: piloting check')).toBe(false);
    expect(
      sameRoll('Griffin: LRM-5 #1 at Rifleman — cluster hits', 'Griffin: LRM-5 #2 at Rifleman — cluster hits'),
    ).toBe(false);
  });
});

describe('R-0.5 did you mean: the roll typed words most likely meant', () => {
  const asked = [
    'Griffin: LRM-5 #1 at Rifleman — cluster hits',
    'Griffin: LRM-5 #2 at Rifleman — cluster hits',
    'Blackjack: piloting check',
  ];

  it('a misspelt mech name: the roll asked in those words', () => {
    expect(rollWordsMeant('Grifin: LRM-5 #1 at Rifleman - Cluster hits', asked)).toBe(asked[0]);
    expect(rollWordsMeant('blackjak:piloting check.', asked)).toBe(asked[2]);
  });

  it('words close to none of them: none', () => {
    expect(rollWordsMeant('Locust: wreck roll', asked)).toBeUndefined();
  });
});
