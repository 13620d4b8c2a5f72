import { describe, expect, it } from 'vitest';
import { roundBBCode } from '../../src/log/bbcode';
import { neutralizeBBCode } from '../../src/log/style';
import type { RoundEvent } from '../../src/rules/model/events';
import { mod } from '../../src/rules/model/targetNumber';
import { ScriptedDice } from '../../src/rules/dice/scripted';
import { resolveRound } from '../../src/rules/round/sequence/resolveRound';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import { dice, ROUND_3 } from './round3';

describe('R-0.4 the forum post', () => {
  it("R-0.4: round 3 in the seed's style, word for word: the steps with every die once, then the recaps", () => {
    expect(roundBBCode(3, ROUND_3)).toBe(
      [
        '[hider=Round 3]',
        '[b]Movement[/b]',
        '[i]Griffin[/i] ran 4 hexes from 0613 to 0609',
        '[i]Rifleman[/i] ran 3 hexes from 0418 to 0415',
        '[i]Blackjack[/i] walked 2 hexes from 0113 to 0111',
        '• [i]Blackjack[/i] piloting check (gyro damaged): 4 (1+3) vs TN 5 — falls',
        '• [i]Blackjack[/i] falls (failed gyro check) and takes 4 damage',
        '• Hit location (fall): 8 (3+5) → [i]Blackjack[/i] Left Torso takes 4: armor 15 → 11',
        '• Pilot of [i]Blackjack[/i] takes a wound (1 wound): fall',
        '• [i]Blackjack[/i] consciousness check: 7 (3+4) vs TN 3 — stays conscious',
        '• [i]Blackjack[/i] is prone: failed gyro check',
        '[i]Locust[/i] ran 6 hexes from 1510 to 1516',
        '',
        '[b]Attacks[/b]',
        '[i]Griffin[/i]',
        'Large Laser at [i]Locust[/i]: rolls 12 (6+6) vs TN 11 (3 gunnery + 1 ran + 3 target TMM + 4 long range) — hit (12: critical chance)',
        '• Hit location: 7 (3+4) → [i]Locust[/i] Center Torso takes 8: armor 2 → 0, structure 6 → 0 — Center Torso destroyed',
        '• [i]Locust[/i] is destroyed: Center Torso destroyed',
        'LRM-5 at [i]Blackjack[/i]: rolls 10 (4+6) vs TN 6 (3 gunnery + 1 ran + 1 target TMM + 1 minimum range) — hit',
        '• Cluster: LRM-5 rolls 8 (3+5) → 3 missiles',
        '• Hit location: 12 (6+6) → [i]Blackjack[/i] Head takes 3: armor 1 → 0, structure 3 → 1',
        '• Pilot of [i]Blackjack[/i] takes a wound (2 wounds): head hit',
        '• [i]Blackjack[/i] consciousness check: 6 (3+3) vs TN 5 (3 base + 2 for 2 wounds) — stays conscious',
        '• Critical not confirmed on 5 (2+3) ([i]Blackjack[/i] Head)',
        'LRM-5 at [i]Blackjack[/i]: rolls 5 (1+4) vs TN 6 — miss',
        'Medium Laser at [i]Locust[/i]: impossible, out of range (11 hexes, long range 9)',
        "Medium Laser at [i]Rifleman[/i]: hits automatically (Players' Advantage freebie)",
        '• Hit location: 10 (4+6) → [i]Rifleman[/i] Left Arm takes 4: armor 2 → 0, structure 2 → 0 — Left Arm destroyed',
        '• [i]Rifleman[/i] Left Torso takes 1 (carried from Left Arm): armor 10 → 9',
        '• Critical not confirmed on 6 (2+4) ([i]Rifleman[/i] Left Arm)',
        '',
        '[i]Blackjack[/i]',
        'Medium Laser at [i]Griffin[/i]: rolls 10 (5+5) vs TN 10 (4 gunnery + 2 target TMM + 2 wounds + 2 medium range) — hit',
        '• Hit location: 2 (1+1) → [i]Griffin[/i] Center Torso takes 5: armor 3 → 0, structure 18 → 16 (snake eyes: critical chance)',
        '• Critical confirmed on 9 (4+5) ([i]Griffin[/i] Center Torso)',
        '• Critical effect ([i]Griffin[/i] Center Torso): 1 → Gyro Damaged (gyro hits 1)',
        '',
        '[b]Damage[/b]',
        '[i]Griffin[/i]: 5 damage, 1 hit',
        '• Center Torso: 5 damage, armor 0, structure 16 left',
        '[i]Rifleman[/i]: 5 damage, 1 hit',
        '• Left Torso: 1 damage, armor 9 left',
        '• Left Arm: 4 damage, destroyed',
        '[i]Blackjack[/i]: 7 damage, 1 hit',
        '• Head: 3 damage, armor 0, structure 1 left',
        '• Left Torso: 4 damage, armor 11 left',
        '[i]Locust[/i]: 8 damage, 1 hit',
        '• Center Torso: 8 damage, destroyed',
        '',
        '[b]Criticals[/b]',
        '[i]Griffin[/i] Center Torso: Gyro Damaged (gyro hits 1)',
        '',
        '[b]Pilots[/b]',
        '[i]Blackjack[/i] falls (failed gyro check) and takes 4 damage: Left Torso 4',
        'Pilot of [i]Blackjack[/i] takes a wound (1 wound): fall',
        '[i]Blackjack[/i] is prone: failed gyro check',
        'Pilot of [i]Blackjack[/i] takes a wound (2 wounds): head hit',
        '',
        '[b]Heat[/b]',
        '[i]Griffin[/i] heat: 0 + 17 generated (ran 2, Large Laser 8, LRM-5 2 ×2, Medium Laser 3) − 12 sunk = 5',
        '[i]Blackjack[/i] heat: 4 + 4 generated (walked 1, Medium Laser 3) − 11 sunk = 0',
        '',
        '[b]Destroyed[/b]',
        '[i]Locust[/i] is destroyed: Center Torso destroyed',
        '[/hider]',
      ].join('\n'),
    );
  });

  it('R-0.4: every roll of the round is on one line of the post, with its faces; the recaps repeat none', () => {
    const post = roundBBCode(3, ROUND_3);
    for (const e of ROUND_3) {
      if (e.type !== 'roll') continue;
      const faces = e.roll.faces.length === 1 ? `: ${e.roll.total}` : `${e.roll.total} (${e.roll.faces.join('+')})`;
      const lines = post.split('\n').filter((l) => l.includes(faces));
      expect(lines.length, `${e.purpose} ${faces}`).toBeGreaterThan(0);
    }
    const recaps = post.slice(post.indexOf('[b]Damage[/b]'));
    expect(recaps).not.toMatch(/\(\d\+\d\)/);
    expect(post).not.toContain('[hider=Dice]');
  });

  it('R-10.2, R-11.2: the start and end of the round are steps of their own; a line says a thing once; a fall names where its damage went', () => {
    const events: RoundEvent[] = [
      {
        type: 'roll',
        step: 'start',
        purpose: 'wake',
        mech: 'Griffin',
        roll: dice(4, 2),
        tn: { modifiers: [mod('base', 3, 'consciousness')] },
        success: true,
        reason: '1 wound',
      },
      { type: 'pilot', mech: 'Griffin', status: 'awake', reason: 'woke up' },
      { type: 'status', mech: 'Griffin', status: 'stood', reason: 'spent its movement standing up' },
      {
        type: 'move',
        mech: 'Griffin',
        mode: 'stand',
        from: { col: 6, row: 9 },
        to: { col: 6, row: 9 },
        hexes: 0,
        evasive: false,
        standUp: true,
      },
      {
        type: 'roll',
        step: 'end',
        purpose: 'piloting',
        mech: 'Rifleman',
        roll: dice(1, 2),
        reason: 'knockdown: 27 damage this round',
        tn: { modifiers: [mod('piloting', 4, 'piloting')] },
        success: false,
      },
      { type: 'fall', mech: 'Rifleman', reason: 'knockdown: 27 damage this round', damage: 6 },
      {
        type: 'roll',
        step: 'end',
        purpose: 'hitLocation',
        mech: 'Rifleman',
        target: 'Rifleman',
        weapon: 'fall',
        roll: dice(3, 5),
        result: 'Left Torso',
      },
      {
        type: 'damage',
        mech: 'Rifleman',
        source: 'fall',
        hit: { location: 'LT', rear: false },
        amount: 5,
        armorBefore: 15,
        armorAfter: 10,
        structureBefore: 16,
        structureAfter: 16,
        locationDestroyed: false,
      },
      {
        type: 'roll',
        step: 'end',
        purpose: 'hitLocation',
        mech: 'Rifleman',
        target: 'Rifleman',
        weapon: 'fall',
        roll: dice(1, 3),
        result: 'Right Arm',
      },
      {
        type: 'damage',
        mech: 'Rifleman',
        source: 'fall',
        hit: { location: 'RA', rear: false },
        amount: 1,
        armorBefore: 9,
        armorAfter: 8,
        structureBefore: 10,
        structureAfter: 10,
        locationDestroyed: false,
      },
      { type: 'wound', mech: 'Rifleman', cause: 'fall', wounds: 1 },
      { type: 'status', mech: 'Rifleman', status: 'prone', reason: 'fell' },
      { type: 'heat', mech: 'Rifleman', before: 0, generated: [], sunk: 10, floor: 0, external: 0, after: 0 },
    ];
    expect(roundBBCode(4, events)).toBe(
      [
        '[hider=Round 4]',
        '[b]Start of round[/b]',
        '[i]Griffin[/i] wake-up check (1 wound): 6 (4+2) vs TN 3 — wakes up',
        '• Pilot of [i]Griffin[/i] wakes up',
        '',
        '[b]Movement[/b]',
        '[i]Griffin[/i] stands up in 0609 (counts as standing still)',
        '',
        '[b]End of round[/b]',
        '[i]Rifleman[/i] piloting check (knockdown: 27 damage this round): 3 (1+2) vs TN 4 — falls',
        '• [i]Rifleman[/i] falls (knockdown: 27 damage this round) and takes 6 damage',
        '• Hit location (fall): 8 (3+5) → [i]Rifleman[/i] Left Torso takes 5: armor 15 → 10',
        '• Hit location (fall): 4 (1+3) → [i]Rifleman[/i] Right Arm takes 1: armor 9 → 8',
        '• Pilot of [i]Rifleman[/i] takes a wound (1 wound): fall',
        '• [i]Rifleman[/i] is prone: fell',
        '',
        '[b]Damage[/b]',
        '[i]Rifleman[/i]: 6 damage, 0 hits',
        '• Left Torso: 5 damage, armor 10 left',
        '• Right Arm: 1 damage, armor 8 left',
        '',
        '[b]Pilots[/b]',
        'Pilot of [i]Griffin[/i] wakes up',
        '[i]Rifleman[/i] falls (knockdown: 27 damage this round) and takes 6 damage: Left Torso 5, Right Arm 1',
        'Pilot of [i]Rifleman[/i] takes a wound (1 wound): fall',
        '[i]Rifleman[/i] is prone: fell',
        '',
        '[b]Heat[/b]',
        '[i]Rifleman[/i] heat: 0 + 0 generated − 10 sunk = 0',
        '[/hider]',
      ].join('\n'),
    );
  });

  it('R-3.4: under one attacker a breakdown already shown is given by its total; another attacker shows it again', () => {
    const tn = { modifiers: [mod('gunnery', 3, 'gunnery'), mod('range', 2, 'medium range')] };
    const shot = (mech: string, faces: [number, number]): RoundEvent => ({
      type: 'roll',
      step: 'attacks',
      purpose: 'attack',
      mech,
      target: 'Locust',
      weapon: 'Medium Laser',
      roll: dice(...faces),
      tn,
      success: faces[0] + faces[1] >= 5,
    });
    const post = roundBBCode(2, [shot('Griffin', [1, 2]), shot('Griffin', [3, 1]), shot('Rifleman', [6, 6])]);
    expect(post.split('\n').slice(2, 7)).toEqual([
      '[i]Griffin[/i]',
      'Medium Laser at [i]Locust[/i]: rolls 3 (1+2) vs TN 5 (3 gunnery + 2 medium range) — miss',
      'Medium Laser at [i]Locust[/i]: rolls 4 (3+1) vs TN 5 — miss',
      '',
      '[i]Rifleman[/i]',
    ]);
    expect(post).toContain(
      'Medium Laser at [i]Locust[/i]: rolls 12 (6+6) vs TN 5 (3 gunnery + 2 medium range) — hit (12: critical chance)',
    );
  });

  it('R-0.4: a title replaces "Round N"; a round with nothing but a move has only its section', () => {
    const move: RoundEvent = {
      type: 'move',
      mech: 'Locust',
      mode: 'stand',
      from: null,
      to: null,
      hexes: 0,
      evasive: false,
      standUp: false,
    };
    expect(roundBBCode(7, [move], { title: 'Round 7: the ridge' })).toBe(
      '[hider=Round 7: the ridge]\n[b]Movement[/b]\n[i]Locust[/i] stood still\n[/hider]',
    );
    expect(roundBBCode(1, [])).toBe('[hider=Round 1]\n[/hider]');
  });

  it('R-14: refused declarations are listed first under Problems', () => {
    const problem: RoundEvent = {
      type: 'problem',
      problem: { code: 'move/too_far', message: 'Locust cannot run 14 hexes (Run MP 12)', mech: 'Locust' },
    };
    expect(roundBBCode(2, [problem])).toBe(
      '[hider=Round 2]\n[b]Problems[/b]\nProblem: Locust cannot run 14 hexes (Run MP 12) (move/too_far)\n[/hider]',
    );
  });
});

describe('R-0.4 user text cannot break the post', () => {
  it('R-0.4: brackets become fullwidth brackets', () => {
    expect(neutralizeBBCode('[b]X')).toBe('［b］X');
    expect(neutralizeBBCode('Atlas[/hider]')).toBe('Atlas［/hider］');
  });

  it('R-0.4: a mech named [b]X, a weapon named [url=…] and a title with [/hider] open no tag', () => {
    const events: RoundEvent[] = [
      {
        type: 'roll',
        step: 'attacks',
        purpose: 'attack',
        mech: '[b]X',
        target: 'Atlas[/hider]',
        weapon: '[url=http://x]Gun[/url]',
        roll: dice(4, 5),
        tn: { modifiers: [mod('gunnery', 3, 'gunnery'), mod('other', 1, '[GM] fog')] },
        success: true,
      },
      {
        type: 'roll',
        step: 'attacks',
        purpose: 'hitLocation',
        mech: '[b]X',
        target: 'Atlas[/hider]',
        roll: dice(3, 4),
        result: 'Center Torso',
      },
      {
        type: 'damage',
        mech: 'Atlas[/hider]',
        source: '[url=http://x]Gun[/url]',
        hit: { location: 'CT', rear: false },
        amount: 5,
        armorBefore: 47,
        armorAfter: 42,
        structureBefore: 31,
        structureAfter: 31,
        locationDestroyed: false,
      },
    ];
    const post = roundBBCode(5, events, { title: 'Round 5 [/hider][b]' });
    expect(post).toBe(
      [
        '[hider=Round 5 ［/hider］［b］]',
        '[b]Attacks[/b]',
        '[i]［b］X[/i]',
        '［url=http://x］Gun［/url］ at [i]Atlas［/hider］[/i]: rolls 9 (4+5) vs TN 4 (3 gunnery + 1 ［GM］ fog) — hit',
        '• Hit location: 7 (3+4) → [i]Atlas［/hider］[/i] Center Torso takes 5: armor 47 → 42',
        '',
        '[b]Damage[/b]',
        '[i]Atlas［/hider］[/i]: 5 damage, 1 hit',
        '• Center Torso: 5 damage, armor 42 left',
        '[/hider]',
      ].join('\n'),
    );
    // The only tags left are the add-on's own.
    const tags = post.match(/\[[^\]]*\]/g) ?? [];
    expect(Array.from(new Set(tags)).sort()).toEqual([
      '[/b]',
      '[/hider]',
      '[/i]',
      '[b]',
      '[hider=Round 5 ［/hider］［b］]',
      '[i]',
    ]);
  });
});

describe('R-14.1 the start of the round comes first in the post', () => {
  it('R-14.1: a wake-up check, a shutdown check and a heat ammo explosion are listed under Start of round, in the order made, before Movement', () => {
    // Hunter's pilot is out (wake-up check 2 < 3: stays out); the Prey at heat 14 fails its shutdown
    // check (3 < 4); the Third at heat 19 keeps running (6 ≥ 6) but its ammunition goes up (3 < 4,
    // ) and its pilot survives (8 ≥ 7). Then the Mover walks.
    const battle = makeBattle([
      makeMech({ id: 'Hunter', side: 'PC', position: '0505', pilotStatus: 'unconscious' }),
      makeMech({ id: 'Prey', position: '0508', heat: 14 }),
      makeMech({
        id: 'Third',
        position: '0808',
        heat: 19,
        equipment: [
          { name: 'AC/5', location: 'RA' },
          { name: 'Ammo (AC/5)', location: 'LT', ammoFor: 'AC/5' },
        ],
      }),
      makeMech({ id: 'Mover', position: '1010' }),
    ]);
    const moves = [{ mech: 'Mover', mode: 'walk' as const, to: { col: 10, row: 11 } }];
    const result = resolveRound(
      battle,
      { moves, attacks: [] },
      defaultRules(),
      new ScriptedDice([1, 1, 1, 2, 3, 3, 1, 2, 4, 4]),
    );
    if (!result.ok) throw new Error(result.problems[0].message);
    const lines = roundBBCode(1, result.events).split('\n');
    const start = lines.indexOf('[b]Start of round[/b]');
    const movement = lines.indexOf('[b]Movement[/b]');
    expect(start).toBe(1);
    expect(lines.slice(start + 1, movement)).toEqual([
      '[i]Hunter[/i] wake-up check (0 wounds): 2 (1+1) vs TN 3 — stays unconscious',
      '[i]Prey[/i] shutdown check (heat 14): 3 (1+2) vs TN 4 — shuts down',
      '• [i]Prey[/i] shuts down: heat 14: failed the shutdown roll',
      '[i]Third[/i] shutdown check (heat 19): 6 (3+3) vs TN 6 — stays powered',
      '• [i]Third[/i] heat ammo explosion check (heat 19): 3 (1+2) vs TN 4 — ammo explodes',
      '• [i]Third[/i] explodes: heat ammo explosion in the Left Torso',
      '• [i]Third[/i] is destroyed: heat ammo explosion in the Left Torso',
      '• [i]Third[/i] ammo explosion survival check (heat ammo explosion in the Left Torso): 8 (4+4) vs TN 7 — survives',
      '',
    ]);
    expect(lines[movement + 1]).toBe('[i]Mover[/i] walked 1 hex from 1010 to 1011');
    // Every die once: the start's checks are not rolled again further down; the recaps repeat outcomes, not dice.
    expect(lines.slice(movement).filter((l) => /wake-up check|shutdown check|survival check/.test(l))).toEqual([]);
  });
});
