import { describe, expect, it } from 'vitest';
import { LOG_HEADERS, logRows, sheetText } from '../../src/log/rows';
import type { RoundEvent } from '../../src/rules/model/events';
import { mod } from '../../src/rules/model/targetNumber';
import { dice, ROUND_3 } from './round3';

describe('R-0.4 the Log tab: one row per event, one row per attack', () => {
  it('R-0.4: the columns', () => {
    expect(LOG_HEADERS).toEqual(['Round', 'Step', 'Actor', 'Target', 'Purpose', 'Dice', 'TN', 'Result', 'Detail']);
  });

  it('R-0.4, R-14: every event of round 3 is a row, in order, with its step (an attack and its roll one row)', () => {
    const rows = logRows(3, ROUND_3);
    const outcomesAfterTheirRoll = 4;
    expect(rows).toHaveLength(ROUND_3.length - outcomesAfterTheirRoll);
    expect(rows.map((r) => r[1])).toEqual([...Array(11).fill('Movement'), ...Array(24).fill('Attacks'), 'End', 'End']);
    expect(rows.every((r) => r[0] === 3 && r.length === LOG_HEADERS.length)).toBe(true);
  });

  it('R-0.4, R-8.3: the LRM hit, its cluster, location, damage, wound and consciousness rows', () => {
    expect(logRows(3, ROUND_3).slice(15, 22)).toEqual([
      [
        3,
        'Attacks',
        'Griffin',
        'Blackjack',
        'Attack',
        '4+6',
        6,
        'hit',
        'Griffin fires LRM-5 at Blackjack: rolls 10 (4+6) vs TN 6 (3 gunnery + 1 ran + 1 target TMM + 1 minimum range) — hit',
      ],
      [
        3,
        'Attacks',
        'Griffin',
        'Blackjack',
        'Cluster',
        '3+5',
        '',
        '3 missiles',
        'Cluster: LRM-5 rolls 8 (3+5) → 3 missiles',
      ],
      [
        3,
        'Attacks',
        'Griffin',
        'Blackjack',
        'Hit location',
        '6+6',
        '',
        'Head',
        'Hit location: 12 (6+6) → Blackjack Head',
      ],
      [
        3,
        'Attacks',
        'Blackjack',
        '',
        'Damage',
        '',
        '',
        '3 to Head',
        'Blackjack Head takes 3: armor 1 → 0, structure 3 → 1',
      ],
      [
        3,
        'Attacks',
        'Blackjack',
        '',
        'Wound',
        '',
        '',
        '2 wounds',
        'Pilot of Blackjack takes a wound (2 wounds): head hit',
      ],
      [
        3,
        'Attacks',
        'Blackjack',
        '',
        'Consciousness check',
        '3+3',
        5,
        'stays conscious',
        'Blackjack consciousness check: 6 (3+3) vs TN 5 (3 base + 2 for 2 wounds) — stays conscious',
      ],
      [
        3,
        'Attacks',
        'Blackjack',
        '',
        'Critical check',
        '2+3',
        8,
        'not confirmed',
        'Critical not confirmed on 5 (2+3) (Blackjack Head)',
      ],
    ]);
  });

  it('R-0.4, R-5.1, R-8.4: movement, the impossible attack, the freebie, the transfer, the crit, the heat', () => {
    const rows = logRows(3, ROUND_3);
    expect(rows[0]).toEqual([
      3,
      'Movement',
      'Griffin',
      '',
      'Movement',
      '',
      '',
      'to 0609',
      'Griffin ran 4 hexes from 0613 to 0609',
    ]);
    expect(rows.slice(23, 28)).toEqual([
      [
        3,
        'Attacks',
        'Griffin',
        'Locust',
        'Attack',
        '',
        '',
        'impossible',
        'Griffin cannot attack Locust with Medium Laser: out of range (11 hexes, long range 9)',
      ],
      [
        3,
        'Attacks',
        'Griffin',
        'Rifleman',
        'Attack',
        '',
        '',
        'freebie',
        "Griffin's freebie: Medium Laser hits Rifleman automatically (Players' Advantage)",
      ],
      [
        3,
        'Attacks',
        'Griffin',
        'Rifleman',
        'Hit location',
        '4+6',
        '',
        'Left Arm',
        'Hit location: 10 (4+6) → Rifleman Left Arm',
      ],
      [
        3,
        'Attacks',
        'Rifleman',
        '',
        'Damage',
        '',
        '',
        '4 to Left Arm',
        'Rifleman Left Arm takes 4: armor 2 → 0, structure 2 → 0 — Left Arm destroyed',
      ],
      [
        3,
        'Attacks',
        'Rifleman',
        '',
        'Damage',
        '',
        '',
        '1 to Left Torso',
        'Rifleman Left Torso takes 1 (carried from Left Arm): armor 10 → 9',
      ],
    ]);
    expect(rows[33]).toEqual([
      3,
      'Attacks',
      'Griffin',
      '',
      'Critical effect',
      '1',
      '',
      'Gyro Damaged',
      'Critical effect (Griffin Center Torso): 1 → Gyro Damaged',
    ]);
    expect(rows[34]).toEqual([
      3,
      'Attacks',
      'Griffin',
      '',
      'Critical',
      '',
      '',
      'Gyro Damaged',
      'Critical: Gyro Damaged in Center Torso (gyro hits 1)',
    ]);
    expect(rows[35]).toEqual([
      3,
      'End',
      'Griffin',
      '',
      'Heat',
      '',
      '',
      'heat 5',
      'Griffin heat: 0 + 17 generated (ran 2, Large Laser 8, LRM-5 2 ×2, Medium Laser 3) − 12 sunk = 5',
    ]);
  });

  it('R-4.1: a 3d6 keep-2 roll shows the dropped die in brackets', () => {
    const roll: RoundEvent = {
      type: 'roll',
      step: 'attacks',
      purpose: 'attack',
      mech: 'Griffin',
      target: 'Blackjack',
      weapon: 'Large Laser',
      roll: { faces: [6, 5, 2], kept: [6, 5], total: 11 },
      mode: 'advantage',
      tn: { modifiers: [mod('gunnery', 3, 'gunnery'), mod('tmm', 2, 'target TMM')] },
      success: true,
    };
    expect(logRows(4, [roll])[0].slice(4, 8)).toEqual(['Attack', '6,5,[2]', 5, 'hit']);
  });
});

describe('R-0.4 the Log says each attack once: its dice and its result on one row', () => {
  /** The to-hit roll of Griffin's LRM-5 at the Blackjack that came out `hit` (or `miss`), and the outcome after it. */
  const lrm = (success: boolean): RoundEvent[] => {
    const at = ROUND_3.findIndex(
      (e) => e.type === 'roll' && e.purpose === 'attack' && e.weapon === 'LRM-5' && e.success === success,
    );
    return ROUND_3.slice(at, at + 2);
  };
  const lrmHit = lrm(true);
  const lrmMiss = lrm(false);

  it('R-0.4: a hit is one Attack row with the dice, the TN and "hit", not a second row without dice', () => {
    expect(lrmHit.map((e) => e.type)).toEqual(['roll', 'attack']);
    expect(logRows(3, lrmHit)).toEqual([
      [
        3,
        'Attacks',
        'Griffin',
        'Blackjack',
        'Attack',
        '4+6',
        6,
        'hit',
        'Griffin fires LRM-5 at Blackjack: rolls 10 (4+6) vs TN 6 (3 gunnery + 1 ran + 1 target TMM + 1 minimum range) — hit',
      ],
    ]);
  });

  it('R-0.4: a miss is one Attack row too', () => {
    expect(lrmMiss.map((e) => e.type)).toEqual(['roll', 'attack']);
    expect(logRows(3, lrmMiss).map((r) => r.slice(4, 8))).toEqual([['Attack', '1+4', 6, 'miss']]);
  });

  it('R-0.4: in round 3 every Attack row has its dice, except the impossible attack and the freebie, which roll none', () => {
    const attacks = logRows(3, ROUND_3).filter((r) => r[4] === 'Attack');
    expect(attacks.map((r) => [r[5], r[7]])).toEqual([
      ['6+6', 'hit'],
      ['4+6', 'hit'],
      ['1+4', 'miss'],
      ['', 'impossible'],
      ['', 'freebie'],
      ['5+5', 'hit'],
    ]);
  });

  it('R-0.4, R-6: a melee attack is one Melee row', () => {
    const events: RoundEvent[] = [
      {
        type: 'roll',
        step: 'attacks',
        purpose: 'melee',
        mech: 'Rifleman',
        target: 'Locust',
        weapon: 'Strong attack',
        roll: dice(2, 3),
        tn: { modifiers: [mod('piloting', 5, 'piloting')] },
        success: false,
      },
      { type: 'attack', attacker: 'Rifleman', target: 'Locust', weapon: 'Strong attack', outcome: 'miss' },
    ];
    expect(logRows(2, events).map((r) => r.slice(2, 8))).toEqual([['Rifleman', 'Locust', 'Melee', '2+3', 5, 'miss']]);
  });
});

describe('R-0.4 no cell becomes a formula', () => {
  it('R-0.4: text starting with = + - @ gets an apostrophe; other text is left alone', () => {
    expect(sheetText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(sheetText('+1')).toBe("'+1");
    expect(sheetText('-Ghost')).toBe("'-Ghost");
    expect(sheetText('@home')).toBe("'@home");
    expect(sheetText('Griffin = 5')).toBe('Griffin = 5');
  });

  it('R-0.4: a mech named =HYPERLINK(…) stays text in Actor, Target and Detail', () => {
    const events: RoundEvent[] = [
      {
        type: 'roll',
        step: 'attacks',
        purpose: 'attack',
        mech: '=HYPERLINK("x")',
        target: '+Rifleman',
        weapon: 'Large Laser',
        roll: dice(4, 5),
        tn: { modifiers: [mod('gunnery', 3, 'gunnery')] },
      },
      { type: 'problem', problem: { code: 'attack/out_of_range', message: '-x', mech: '@Locust' } },
    ];
    const [roll, problem] = logRows(1, events);
    expect(roll[2]).toBe('\'=HYPERLINK("x")');
    expect(roll[3]).toBe("'+Rifleman");
    expect(roll[8]).toBe('\'=HYPERLINK("x") fires Large Laser at +Rifleman: rolls 9 (4+5) vs TN 3 — hit');
    expect(problem[2]).toBe("'@Locust");
    for (const row of logRows(3, ROUND_3).concat(logRows(1, events))) {
      for (const cell of row) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });
});
