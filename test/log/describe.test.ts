import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/log/describe';
import { tnClause } from '../../src/log/describeRoll';
import { PLAIN } from '../../src/log/style';
import type { RoundEvent } from '../../src/rules/model/events';
import { mod } from '../../src/rules/model/targetNumber';
import { dice, ROUND_3 } from './round3';

describe('R-0.4 one line per event: a whole round', () => {
  it('R-0.4, R-3.4: every die, TN term and armor change of round 3 is on its line', () => {
    expect(ROUND_3.map(describeEvent)).toEqual([
      'Griffin ran 4 hexes from 0613 to 0609',
      'Rifleman ran 3 hexes from 0418 to 0415',
      'Blackjack walked 2 hexes from 0113 to 0111',
      'Blackjack piloting check (gyro damaged): 4 (1+3) vs TN 5 — falls',
      'Blackjack falls (failed gyro check) and takes 4 damage',
      'Hit location (fall): 8 (3+5) → Blackjack Left Torso',
      'Blackjack Left Torso takes 4: armor 15 → 11',
      'Pilot of Blackjack takes a wound (1 wound): fall',
      'Blackjack consciousness check: 7 (3+4) vs TN 3 — stays conscious',
      'Blackjack is prone: failed gyro check',
      'Locust ran 6 hexes from 1510 to 1516',
      'Griffin fires Large Laser at Locust: rolls 12 (6+6) vs TN 11 (3 gunnery + 1 ran + 3 target TMM + 4 long range) — hit (12: critical chance)',
      "Griffin's Large Laser hits Locust",
      'Hit location: 7 (3+4) → Locust Center Torso',
      'Locust Center Torso takes 8: armor 2 → 0, structure 6 → 0 — Center Torso destroyed',
      'Locust is destroyed: Center Torso destroyed',
      'Griffin fires LRM-5 at Blackjack: rolls 10 (4+6) vs TN 6 (3 gunnery + 1 ran + 1 target TMM + 1 minimum range) — hit',
      "Griffin's LRM-5 hits Blackjack",
      'Cluster: LRM-5 rolls 8 (3+5) → 3 missiles',
      'Hit location: 12 (6+6) → Blackjack Head',
      'Blackjack Head takes 3: armor 1 → 0, structure 3 → 1',
      'Pilot of Blackjack takes a wound (2 wounds): head hit',
      'Blackjack consciousness check: 6 (3+3) vs TN 5 (3 base + 2 for 2 wounds) — stays conscious',
      'Critical not confirmed on 5 (2+3) (Blackjack Head)',
      'Griffin fires LRM-5 at Blackjack: rolls 5 (1+4) vs TN 6 (3 gunnery + 1 ran + 1 target TMM + 1 minimum range) — miss',
      "Griffin's LRM-5 misses Blackjack",
      'Griffin cannot attack Locust with Medium Laser: out of range (11 hexes, long range 9)',
      "Griffin's freebie: Medium Laser hits Rifleman automatically (Players' Advantage)",
      'Hit location: 10 (4+6) → Rifleman Left Arm',
      'Rifleman Left Arm takes 4: armor 2 → 0, structure 2 → 0 — Left Arm destroyed',
      'Rifleman Left Torso takes 1 (carried from Left Arm): armor 10 → 9',
      'Critical not confirmed on 6 (2+4) (Rifleman Left Arm)',
      'Blackjack fires Medium Laser at Griffin: rolls 10 (5+5) vs TN 10 (4 gunnery + 2 target TMM + 2 wounds + 2 medium range) — hit',
      "Blackjack's Medium Laser hits Griffin",
      'Hit location: 2 (1+1) → Griffin Center Torso (snake eyes: critical chance)',
      'Griffin Center Torso takes 5: armor 3 → 0, structure 18 → 16',
      'Critical confirmed on 9 (4+5) (Griffin Center Torso)',
      'Critical effect (Griffin Center Torso): 1 → Gyro Damaged',
      'Critical: Gyro Damaged in Center Torso (gyro hits 1)',
      'Griffin heat: 0 + 17 generated (ran 2, Large Laser 8, LRM-5 2 ×2, Medium Laser 3) − 12 sunk = 5',
      'Blackjack heat: 4 + 4 generated (walked 1, Medium Laser 3) − 11 sunk = 0',
    ]);
  });
});

describe('R-3.4 target numbers carry their breakdown', () => {
  it("R-3.4: the seed's Example 2, Large Laser at the Rifleman: TN 10 with every term, a miss on 9", () => {
    const event: RoundEvent = {
      type: 'roll',
      step: 'attacks',
      purpose: 'attack',
      mech: 'Griffin',
      target: 'Rifleman',
      weapon: 'Large Laser',
      roll: dice(4, 5),
      mode: 'normal',
      success: false,
      tn: {
        modifiers: [
          mod('gunnery', 3, 'gunnery'),
          mod('amm', 1, 'ran'),
          mod('tmm', 1, 'target TMM'),
          mod('terrain', 3, 'woods'),
          mod('range', 2, 'medium range'),
        ],
      },
    };
    expect(describeEvent(event)).toBe(
      'Griffin fires Large Laser at Rifleman: rolls 9 (4+5) vs TN 10 (3 gunnery + 1 ran + 1 target TMM + 3 woods + 2 medium range) — miss',
    );
  });

  it('R-3.4: zero terms are left out, negative ones shown with a minus; one term needs no breakdown', () => {
    const standing = {
      modifiers: [
        mod('gunnery', 4, 'gunnery'),
        mod('amm', -1, 'stood still'),
        mod('tmm', 0, 'target TMM'),
        mod('range', 0, 'short range'),
      ],
    };
    expect(tnClause(standing, PLAIN)).toBe('TN 3 (4 gunnery - 1 stood still)');
    expect(tnClause({ modifiers: [mod('base', 8, 'critical')] }, PLAIN)).toBe('TN 8');
    expect(tnClause({ modifiers: [mod('piloting', 5, 'piloting'), mod('wounds', 0, 'wounds')] }, PLAIN)).toBe('TN 5');
  });

  it('R-0.1: an impossible attack gives its reason and, when known, the TN that cannot be rolled', () => {
    const event: RoundEvent = {
      type: 'attack',
      attacker: 'Griffin',
      target: 'Locust',
      weapon: 'Medium Laser',
      outcome: 'impossible',
      reason: 'TN 13 or more cannot succeed',
      tn: {
        modifiers: [
          mod('gunnery', 3, 'gunnery'),
          mod('amm', 2, 'jumped'),
          mod('tmm', 4, 'target TMM'),
          mod('range', 4, 'long range'),
        ],
      },
    };
    expect(describeEvent(event)).toBe(
      'Griffin cannot attack Locust with Medium Laser: TN 13 or more cannot succeed — TN 13 (3 gunnery + 2 jumped + 4 target TMM + 4 long range)',
    );
  });
});

describe('R-4.1 advantage shows all three dice', () => {
  const attack = (mode: 'advantage' | 'disadvantage', faces: number[], kept: number[]): RoundEvent => ({
    type: 'roll',
    step: 'attacks',
    purpose: 'attack',
    mech: 'Griffin',
    target: 'Blackjack',
    weapon: 'Medium Laser',
    roll: { faces, kept, total: kept[0] + kept[1] },
    mode,
    tn: { modifiers: [mod('gunnery', 3, 'gunnery'), mod('tmm', 2, 'target TMM'), mod('range', 2, 'medium range')] },
  });

  it('R-4.1, R-4.2: an outflanker with Advantage rolled 6, 5, 2 and kept 6+5 = 11', () => {
    expect(describeEvent(attack('advantage', [6, 5, 2], [6, 5]))).toBe(
      'Griffin fires Medium Laser at Blackjack with Advantage: rolled 6, 5, 2, kept 6+5 = 11 vs TN 7 (3 gunnery + 2 target TMM + 2 medium range) — hit',
    );
  });

  it('R-2.3, R-4.1: against an evasive target, Disadvantage keeps the low pair', () => {
    expect(describeEvent(attack('disadvantage', [6, 2, 3], [2, 3]))).toBe(
      'Griffin fires Medium Laser at Blackjack with Disadvantage: rolled 6, 2, 3, kept 2+3 = 5 vs TN 7 (3 gunnery + 2 target TMM + 2 medium range) — miss',
    );
  });
});

describe('R-2 movement lines', () => {
  const move = (over: Partial<Extract<RoundEvent, { type: 'move' }>>): RoundEvent => ({
    type: 'move',
    mech: 'Locust',
    mode: 'run',
    from: { col: 15, row: 16 },
    to: { col: 15, row: 16 },
    hexes: 0,
    evasive: false,
    standUp: false,
    ...over,
  });

  it('R-2: standing still, one hex, a jump, evasive, standing up, and a mech with no map position', () => {
    expect(describeEvent(move({ mode: 'stand' }))).toBe('Locust stood still in 1516');
    expect(describeEvent(move({ mode: 'walk', to: { col: 15, row: 15 }, hexes: 1 }))).toBe(
      'Locust walked 1 hex from 1516 to 1515',
    );
    expect(describeEvent(move({ mode: 'jump', to: { col: 12, row: 16 }, hexes: 3 }))).toBe(
      'Locust jumped 3 hexes from 1516 to 1216',
    );
    expect(describeEvent(move({ mode: 'sprint', to: { col: 15, row: 4 }, hexes: 12, evasive: true }))).toBe(
      'Locust sprinted 12 hexes from 1516 to 1504, evasive',
    );
    expect(describeEvent(move({ mode: 'stand', standUp: true }))).toBe(
      'Locust stands up in 1516 (counts as standing still)',
    );
    expect(describeEvent(move({ from: null, to: null, hexes: 5 }))).toBe('Locust ran 5 hexes');
  });

  it('R-2.7: a Walk, Run or Sprint with no new hex is said to be in place, never "stood still"', () => {
    expect(describeEvent(move({}))).toBe('Locust ran in place in 1516');
    expect(describeEvent(move({ mode: 'walk', evasive: true }))).toBe('Locust walked in place in 1516, evasive');
    expect(describeEvent(move({ mode: 'sprint' }))).toBe('Locust sprinted in place in 1516');
  });

  it('R-2.8: a move that could not end where another mech still stands: the mech stood still, and the line says why', () => {
    expect(describeEvent(move({ blocked: { by: 'Rifleman', at: { col: 4, row: 15 } } }))).toBe(
      'Locust stood still in 1516: it was to run to 0415, where Rifleman still stands (R-2.8)',
    );
  });

  it('R-2.8a: a move round an enemy still on its path says around whom; one with no way round says through which hex, and by whom', () => {
    expect(
      describeEvent(move({ to: { col: 15, row: 12 }, hexes: 5, detour: { by: 'Rifleman', at: { col: 15, row: 14 } } })),
    ).toBe('Locust ran 5 hexes from 1516 to 1512, around Rifleman in 1514 (R-2.8a)');
    expect(
      describeEvent(
        move({
          evasive: true,
          blocked: { by: 'Rifleman', at: { col: 15, row: 14 }, destination: { col: 15, row: 12 } },
        }),
      ),
    ).toBe(
      'Locust stood still in 1516: it was to run to 1512 through 1514, where Rifleman still stands, and no other way fits its MP (R-2.8a), evasive',
    );
  });
});

describe('R-4.2 outflank and R-12 melee rolls', () => {
  it('R-4.2: beating the outflank TN by 3 or more is said to send hits to the rear', () => {
    const roll: RoundEvent = {
      type: 'roll',
      step: 'outflank',
      purpose: 'outflank',
      mech: 'Griffin',
      target: 'Blackjack',
      roll: dice(5, 6),
      tn: { modifiers: [mod('base', 4, 'base'), mod('tmm', 2, 'target TMM')] },
      success: true,
    };
    expect(describeEvent(roll)).toBe(
      'Griffin tries to outflank Blackjack: 11 (5+6) vs TN 6 (4 base + 2 target TMM) — success by 5: hits strike the rear',
    );
  });

  it('R-12.2: a Strong attack reads as a melee attack, not a weapon fired', () => {
    const roll: RoundEvent = {
      type: 'roll',
      step: 'attacks',
      purpose: 'melee',
      mech: 'Griffin',
      target: 'Blackjack',
      weapon: 'Strong attack',
      roll: dice(4, 5),
      tn: { modifiers: [mod('piloting', 4, 'piloting'), mod('amm', 1, 'ran'), mod('tmm', 2, 'target TMM')] },
      success: true,
    };
    expect(describeEvent(roll)).toBe(
      'Griffin tries a Strong attack on Blackjack: rolls 9 (4+5) vs TN 7 (4 piloting + 1 ran + 2 target TMM) — hit',
    );
    expect(describeEvent({ ...roll, weapon: 'Death from Above', roll: dice(1, 2), success: false })).toBe(
      'Griffin tries Death from Above on Blackjack: rolls 3 (1+2) vs TN 7 (4 piloting + 1 ran + 2 target TMM) — miss',
    );
  });
});

describe('R-8.4 damage lines', () => {
  it('R-8.2, R-8.4: a rear torso hit with no armor left shows only the structure', () => {
    const event: RoundEvent = {
      type: 'damage',
      mech: 'Rifleman',
      source: 'LRM-5',
      hit: { location: 'CT', rear: true },
      amount: 5,
      armorBefore: 0,
      armorAfter: 0,
      structureBefore: 14,
      structureAfter: 9,
      locationDestroyed: false,
    };
    expect(describeEvent(event)).toBe('Rifleman Center Torso (rear) takes 5: structure 14 → 9');
  });

  it("R-8.4: the brief's armor-stripping hit: armor 2 → 0, structure 14 → 11", () => {
    const event: RoundEvent = {
      type: 'damage',
      mech: 'Rifleman',
      source: 'Large Laser',
      hit: { location: 'LT', rear: false },
      amount: 5,
      armorBefore: 2,
      armorAfter: 0,
      structureBefore: 14,
      structureAfter: 11,
      locationDestroyed: false,
    };
    expect(describeEvent(event)).toBe('Rifleman Left Torso takes 5: armor 2 → 0, structure 14 → 11');
  });
});

describe('R-8.2, R-9.1 hit locations', () => {
  const location = (over: Partial<Extract<RoundEvent, { type: 'roll' }>>): RoundEvent => ({
    type: 'roll',
    step: 'attacks',
    purpose: 'hitLocation',
    mech: 'Blackjack',
    target: 'Griffin',
    weapon: 'Medium Laser',
    roll: dice(3, 4),
    result: 'Center Torso',
    ...over,
  });

  it('R-9.1: snake eyes is said once, though the engine marks the critical chance on its Result too', () => {
    expect(describeEvent(location({ roll: dice(1, 1), result: 'Center Torso (critical chance)' }))).toBe(
      'Hit location: 2 (1+1) → Griffin Center Torso (snake eyes: critical chance)',
    );
  });

  it('R-8.2: the line names the mech hit; outside the attacks it says what hit (a fall names itself)', () => {
    expect(describeEvent(location({}))).toBe('Hit location: 7 (3+4) → Griffin Center Torso');
    expect(
      describeEvent(location({ step: 'end', mech: 'Griffin', weapon: 'fall', roll: dice(3, 5), result: 'Left Torso' })),
    ).toBe('Hit location (fall): 8 (3+5) → Griffin Left Torso');
  });
});

describe('R-11 pilots, R-10 falls, statuses', () => {
  it('R-11.2, R-11.3, R-9.9: pilot status lines', () => {
    expect(
      describeEvent({ type: 'pilot', mech: 'Blackjack', status: 'unconscious', reason: 'failed consciousness check' }),
    ).toBe('Pilot of Blackjack is knocked unconscious: failed consciousness check');
    expect(describeEvent({ type: 'pilot', mech: 'Blackjack', status: 'dead', reason: '5 wounds' })).toBe(
      'Pilot of Blackjack is killed: 5 wounds',
    );
    expect(describeEvent({ type: 'pilot', mech: 'Griffin', status: 'ejected', reason: '' })).toBe(
      'Pilot of Griffin ejects',
    );
  });

  it('R-11.2: a failed consciousness check knocks the pilot out', () => {
    const roll: RoundEvent = {
      type: 'roll',
      step: 'attacks',
      purpose: 'consciousness',
      mech: 'Blackjack',
      roll: dice(2, 2),
      tn: { modifiers: [mod('base', 3, 'base'), mod('wounds', 4, 'for 3 wounds')] },
      success: false,
    };
    expect(describeEvent(roll)).toBe(
      'Blackjack consciousness check: 4 (2+2) vs TN 7 (3 base + 4 for 3 wounds) — knocked unconscious',
    );
  });

  it('R-10.1: a knockdown check names the mech and why it is made', () => {
    const roll: RoundEvent = {
      type: 'roll',
      step: 'end',
      purpose: 'piloting',
      mech: 'Rifleman',
      roll: dice(5, 4),
      reason: 'knockdown: 27 damage',
      tn: { modifiers: [mod('piloting', 5, 'piloting'), mod('wounds', 1, 'wounds')] },
    };
    expect(describeEvent(roll)).toBe(
      'Rifleman piloting check (knockdown: 27 damage): 9 (5+4) vs TN 6 (5 piloting + 1 wounds) — stays standing',
    );
  });

  it('R-9.4, R-13.4, R-V.3: mech status lines', () => {
    expect(describeEvent({ type: 'status', mech: 'Atlas', status: 'shutdown', reason: 'heat 30' })).toBe(
      'Atlas shuts down: heat 30',
    );
    expect(describeEvent({ type: 'status', mech: 'Atlas', status: 'immobile', reason: 'second gyro hit' })).toBe(
      'Atlas is immobile: second gyro hit',
    );
    expect(describeEvent({ type: 'status', mech: 'Atlas', status: 'wreck', reason: '' })).toBe(
      'Atlas is left as a wreck',
    );
  });

  it('R-0.4: a line says a thing once: a pilot waking up, a mech standing up', () => {
    expect(describeEvent({ type: 'pilot', mech: 'Griffin', status: 'awake', reason: 'woke up' })).toBe(
      'Pilot of Griffin wakes up',
    );
    expect(
      describeEvent({ type: 'pilot', mech: 'Griffin', status: 'awake', reason: 'life support knock-out over' }),
    ).toBe('Pilot of Griffin wakes up: life support knock-out over');
    expect(
      describeEvent({ type: 'status', mech: 'Griffin', status: 'stood', reason: 'spent its movement standing up' }),
    ).toBe('Griffin spent its movement standing up');
  });

  it('R-14: a refused declaration is shown with its code', () => {
    expect(
      describeEvent({
        type: 'problem',
        problem: { code: 'move/too_far', message: 'Locust cannot run 14 hexes (Run MP 12)', mech: 'Locust' },
      }),
    ).toBe('Problem: Locust cannot run 14 hexes (Run MP 12) (move/too_far)');
  });
});

describe('R-13 heat lines', () => {
  it('R-9.4, R-13.2, R-13.3: the engine floor and external heat appear when they count', () => {
    const event: RoundEvent = {
      type: 'heat',
      mech: 'Griffin',
      before: 3,
      sunk: 12,
      floor: 5,
      external: 4,
      after: 9,
      generated: [
        { label: 'walked', value: 1 },
        { label: 'engine hits', value: 5 },
      ],
    };
    expect(describeEvent(event)).toBe(
      'Griffin heat: 3 + 6 generated (walked 1, engine hits 5) − 12 sunk (floor 5) + 4 external = 9',
    );
  });

  it('R-13.1: equal sources merge with ×N even when not next to each other; nothing generated is still a line', () => {
    const event: RoundEvent = {
      type: 'heat',
      mech: 'Griffin',
      before: 0,
      sunk: 16,
      floor: 0,
      external: 0,
      after: 4,
      generated: [
        { label: 'Large Laser', value: 8 },
        { label: 'Medium Laser', value: 3 },
        { label: 'LRM-5', value: 2 },
        { label: 'Medium Laser', value: 3 },
        { label: 'LRM-5', value: 2 },
        { label: 'ran', value: 2 },
      ],
    };
    expect(describeEvent(event)).toBe(
      'Griffin heat: 0 + 20 generated (Large Laser 8, Medium Laser 3 ×2, LRM-5 2 ×2, ran 2) − 16 sunk = 4',
    );
    expect(describeEvent({ ...event, generated: [], before: 4, after: 0 })).toBe(
      'Griffin heat: 4 + 0 generated − 16 sunk = 0',
    );
  });

  it('R-13.2: an external heat roll shows its die and what it added', () => {
    const roll: RoundEvent = {
      type: 'roll',
      step: 'attacks',
      purpose: 'externalHeat',
      mech: 'Rifleman',
      roll: dice(4),
      result: '+4 heat',
      reason: 'Flamer hit',
    };
    expect(describeEvent(roll)).toBe('Rifleman external heat (Flamer hit): 4 → +4 heat');
    // A Flamer's roll is the attacker's, the heat the target's: the line names the mech that takes it.
    expect(describeEvent({ ...roll, mech: 'Griffin', target: 'Rifleman' })).toBe(
      'Rifleman external heat (Flamer hit): 4 → +4 heat',
    );
  });
});
