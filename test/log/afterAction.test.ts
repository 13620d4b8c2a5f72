// The after-action report (docs/campaign.md, The after-action report): what a battle's Log says of it — outcome,
// losses, kills and assists with how they were made, damage per mech, the mech of the battle,
// pilots hurt, luck — as a forum post cut into parts like the round post.
import { describe, expect, it } from 'vitest';
import { afterAction, type FieldedMech } from '../../src/log/afterAction';
import { afterActionBBCode, signed } from '../../src/log/afterActionPost';
import type { CitedRow } from '../../src/log/credits';
import { postParts } from '../../src/log/postParts';
import type { LogRow } from '../../src/log/rows';

const MECHS: FieldedMech[] = [
  { name: 'Griffin', side: 'PC', pilot: 'Jake Kang' },
  { name: 'Wolfhound', side: 'PC', pilot: 'Mia' },
  { name: 'Rifleman', side: 'NPC', pilot: 'Vic' },
];

const hit = (round: number, a: string, t: string, dice: string, tn: number, result: 'hit' | 'miss'): LogRow => [
  round,
  'Attacks',
  a,
  t,
  'Attack',
  dice,
  tn,
  result,
  `${a} fires PPC at ${t}: rolls … vs TN ${tn} — ${result}`,
];
const damage = (round: number, m: string, n: number): LogRow => [
  round,
  'Attacks',
  m,
  '',
  'Damage',
  '',
  '',
  `${n} to Center Torso`,
  `${m} Center Torso takes ${n}`,
];

/** Round 1: the Wolfhound hits the Rifleman for 10, the Rifleman wounds the Griffin's pilot; round 2: the Griffin's PPC takes the Rifleman's head. */
const BATTLE: LogRow[] = [
  hit(1, 'Wolfhound', 'Rifleman', '6+3', 8, 'hit'),
  damage(1, 'Rifleman', 10),
  hit(1, 'Rifleman', 'Griffin', '5+5', 7, 'hit'),
  damage(1, 'Griffin', 5),
  [1, 'Attacks', 'Griffin', '', 'Wound', '', '', '1 wound', 'Pilot of Griffin takes a wound (1 wound)'],
  hit(2, 'Griffin', 'Rifleman', '2+3', 7, 'miss'),
  hit(2, 'Griffin', 'Rifleman', '6+6', 8, 'hit'),
  damage(2, 'Rifleman', 10),
  [2, 'Attacks', 'Rifleman', '', 'Status', '', '', 'destroyed', 'Rifleman is destroyed: Head destroyed (PPC)'],
];

/** The Rules tab's XP at their defaults. */
const XP = { xpBattle: 1, xpKill: 2, xpAssist: 1 };

function cited(rows: readonly LogRow[]): CitedRow[] {
  return rows.map((log, i) => ({ row: i + 2, log }));
}

const report = () => afterAction(cited(BATTLE), { battle: 'Battle 1', mechs: MECHS, assistDamage: 10, xp: XP });

describe('the after-action report: what the Log says of the battle', () => {
  it('the outcome: PC won after 2 rounds, every NPC mech destroyed', () => {
    expect(report().outcome).toBe('PC won after 2 rounds: every NPC mech destroyed or out of the fight');
  });

  it('R-16.2, R-16.3: the Griffin kills the Rifleman with its PPC, the Wolfhound assists with its 10 damage', () => {
    const r = report();
    const griffin = r.mechs.find((m) => m.mech === 'Griffin')!;
    const wolfhound = r.mechs.find((m) => m.mech === 'Wolfhound')!;
    expect(griffin.kills.map((k) => [k.victim, k.how, k.row])).toEqual([['Rifleman', 'Head destroyed (PPC)', 10]]);
    expect(wolfhound.assists.map((a) => [a.victim, a.why, a.row])).toEqual([['Rifleman', 'damage', 3]]);
  });

  it('the mech of the battle has the most kills, before damage dealt: the Griffin, not the Wolfhound (10 dealt each)', () => {
    expect(report().best?.mech).toBe('Griffin');
  });

  it('R-16.7: the luck table of the battle: the Griffin 1 hit of 2 rolls, 36/36 expected, luck 0.00', () => {
    const griffin = report().mechs.find((m) => m.mech === 'Griffin')!;
    expect(griffin.luck.expected).toBeCloseTo(21 / 36 + 15 / 36, 12);
    expect(signed(griffin.luck.luck)).toBe('0.00');
  });

  it('the post, section by section, as the forum shows it', () => {
    expect(afterActionBBCode(report())).toBe(
      [
        '[hider=After-action report: Battle 1]',
        '[b]Outcome[/b]',
        'PC won after 2 rounds: every NPC mech destroyed or out of the fight',
        '',
        '[b]Losses[/b]',
        'PC: none',
        'NPC: [i]Rifleman[/i] (Head destroyed (PPC))',
        '',
        '[b]Kills and assists[/b]',
        '[i]Griffin[/i] (Jake Kang): 1 kill, 0 assists',
        '• kill: [i]Rifleman[/i], Head destroyed (PPC) (Log row 10)',
        '[i]Wolfhound[/i] (Mia): 0 kills, 1 assist',
        '• assist: [i]Rifleman[/i], damage (Log row 3)',
        '',
        '[b]Damage[/b]',
        '[i]Griffin[/i] (Jake Kang): dealt 10, took 5',
        '[i]Wolfhound[/i] (Mia): dealt 10, took 0',
        '[i]Rifleman[/i] (Vic): dealt 5, took 20',
        '',
        '[b]Mech of the battle[/b]',
        '[i]Griffin[/i] (Jake Kang): 1 kill, 10 damage dealt, 5 taken',
        '• chosen by most kills, then most damage dealt, then least damage taken',
        '',
        '[b]Pilots[/b]',
        '[i]Griffin[/i] (Jake Kang): 1 wound taken, 1 now',
        '',
        '[b]XP earned (R-16.4)[/b]',
        '[i]Griffin[/i] (Jake Kang): +3 XP (1 battle, 1 kill)',
        '[i]Wolfhound[/i] (Mia): +2 XP (1 battle, 1 assist)',
        '[i]Rifleman[/i] (Vic): +1 XP (1 battle)',
        '',
        '[b]Luck (R-16.7)[/b]',
        '[i]Wolfhound[/i] (Mia): 1 hit of 1 roll, 0.42 expected, luck +0.58',
        '[i]Rifleman[/i] (Vic): 1 hit of 1 roll, 0.58 expected, luck +0.42',
        '[i]Griffin[/i] (Jake Kang): 1 hit of 2 rolls, 1.00 expected, luck 0.00',
        '[/hider]',
      ].join('\n'),
    );
  });

  it('a long report is cut into parts like the round post, between mechs, each within the limit', () => {
    const post = afterActionBBCode(report());
    const parts = postParts(post, 400);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.text.length).toBeLessThanOrEqual(400);
    expect(parts[0].text.split('\n')[0]).toBe(`[hider=After-action report: Battle 1 (part 1 of ${parts.length})]`);
    // A kill line stays with its mech's line.
    const withKill = parts.find((p) => p.text.indexOf('• kill:') >= 0)!;
    expect(withKill.text).toContain('[i]Griffin[/i] (Jake Kang): 1 kill, 0 assists\n• kill:');
  });

  it('a battle no side has won yet says who still stands', () => {
    const r = afterAction(cited(BATTLE.slice(0, 5)), { battle: 'Battle 1', mechs: MECHS, assistDamage: 10, xp: XP });
    expect(r.outcome).toBe('Undecided after 1 round: standing PC 2 of 2, NPC 1 of 1');
  });

  it('a mech or pilot name cannot open a BBCode tag', () => {
    const r = afterAction(cited(BATTLE), {
      battle: '[b]Ambush',
      mechs: [{ name: 'Griffin', side: 'PC', pilot: '[/hider]Jake' }, ...MECHS.slice(1)],
      assistDamage: 10,
      xp: XP,
    });
    const post = afterActionBBCode(r);
    expect(post).not.toContain('[/hider]Jake');
    expect(post.split('\n')[0]).toBe('[hider=After-action report: ［b］Ambush]');
  });
});

describe('R-16.4: each pilot’s XP earned this battle', () => {
  it('R-16.4: a pilot killed in the battle earns no XP for it, only for the kills and assists made before', () => {
    const killed: LogRow = [2, 'Attacks', 'Wolfhound', '', 'Pilot', '', '', 'dead', 'Pilot of Wolfhound is killed'];
    const r = afterAction(cited([...BATTLE, killed]), { battle: 'Battle 1', mechs: MECHS, assistDamage: 10, xp: XP });
    const wolfhound = r.mechs.find((m) => m.mech === 'Wolfhound');
    expect(wolfhound?.xp).toEqual({ xp: 1, kills: 0, assists: 1, survived: false });
    expect(afterActionBBCode(r)).toContain('[i]Wolfhound[/i] (Mia): +1 XP (dead: no XP for the battle, 1 assist)');
  });

  it('R-16.4: the XP are the settings’ — at 5 XP per kill the Griffin’s pilot earns 1 + 5', () => {
    const xp = { ...XP, xpKill: 5 };
    const r = afterAction(cited(BATTLE), { battle: 'Battle 1', mechs: MECHS, assistDamage: 10, xp });
    expect(r.mechs.find((m) => m.mech === 'Griffin')?.xp?.xp).toBe(6);
  });
});
