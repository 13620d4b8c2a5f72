// The forum post fits the forum (docs/sidebar.md, Copy for the forum) — every die once, and
// parts within the Forum post limit, cut between mechs' blocks, each a whole BBCode post.
import { describe, expect, it } from 'vitest';
import { roundBBCode } from '../../src/log/bbcode';
import { postParts } from '../../src/log/postParts';
import { logRows } from '../../src/log/rows';
import { SeededDice } from '../../src/rules/dice/seeded';
import { resolveRound } from '../../src/rules/round/sequence/resolveRound';
import { randomBattle, randomDeclarations } from '../rules/round/randomBattle';
import type { Declarations } from '../../src/rules/model/declarations';
import type { RulesOptions } from '../../src/rules/model/rules';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import { auditPost, carried, logDice, postDice, tagsBalanced } from './postAudit';
import { ROUND_3 } from './round3';

/** A post in `roundBBCode`'s shape: sections of `[i]M[/i]`-headed attacker groups and one-line blocks. */
function post(attackers: number, attacksEach: number, width = 60): string {
  const lines = ['[hider=Round 4]', '[b]Movement[/b]'];
  for (let m = 1; m <= attackers; m++)
    lines.push(
      `[i]M${m}[/i] walked 1 hex from 0101 to 0102`,
      `• [i]M${m}[/i] piloting check: 7 (3+4) vs TN 5 — stays standing`,
    );
  lines.push('', '[b]Attacks[/b]');
  for (let m = 1; m <= attackers; m++) {
    if (m > 1) lines.push('');
    lines.push(`[i]M${m}[/i]`);
    for (let a = 1; a <= attacksEach; a++)
      lines.push(`Gun ${a} at [i]T${m}[/i]: rolls 8 (4+4) vs TN 6 — hit`, `• ${'x'.repeat(width)}`);
  }
  lines.push('', '[b]Heat[/b]');
  for (let m = 1; m <= attackers; m++) lines.push(`[i]M${m}[/i] heat: 0 + 3 generated (Gun 3) − 10 sunk = 0`);
  lines.push('[/hider]');
  return lines.join('\n');
}

describe('a post longer than the Forum post limit comes in numbered parts', () => {
  it('a post within the limit is one part, unchanged', () => {
    const text = roundBBCode(3, ROUND_3);
    expect(postParts(text, text.length)).toEqual([{ text, over: false }]);
  });

  it('each part is within the limit, titled "Round 4 (part i of n)", its tags balanced; together they carry every line once, in order', () => {
    const text = post(12, 4);
    const parts = postParts(text, 1500);
    expect(parts.length).toBeGreaterThan(3);
    parts.forEach((p, i) => {
      expect(p.text.length).toBeLessThanOrEqual(1500);
      expect(p.over).toBe(false);
      expect(p.text.split('\n')[0]).toBe(`[hider=Round 4 (part ${i + 1} of ${parts.length})]`);
      expect(tagsBalanced(p.text)).toBe(true);
    });
    expect(parts.flatMap((p) => carried(p.text)).filter((l) => l !== '')).toEqual(
      text
        .split('\n')
        .slice(1, -1)
        .filter((l) => l !== ''),
    );
  });

  it('parts are cut between mechs\' blocks, never inside one; a section carried on says "(continued)"', () => {
    const text = post(12, 4);
    const parts = postParts(text, 1500);
    const attacks = text.slice(text.indexOf('[b]Attacks[/b]\n') + 15, text.indexOf('\n\n[b]Heat[/b]')).split('\n\n');
    const moves = text
      .split('\n')
      .filter((l) => l.includes(' walked '))
      .map((l, i) => `${l}\n• [i]M${i + 1}[/i] piloting check: 7 (3+4) vs TN 5 — stays standing`);
    for (const block of [...attacks, ...moves])
      expect(
        parts.filter((p) => p.text.includes(block)),
        block.split('\n')[0],
      ).toHaveLength(1);
    expect(parts.slice(1).some((p) => p.text.split('\n')[1] === '[b]Attacks (continued)[/b]')).toBe(true);
    for (const p of parts)
      expect(p.text.split('\n')[1]).toMatch(/^\[b\](Movement|Attacks|Heat)( \(continued\))?\[\/b\]$/);
    // As few parts as the limit allows: the next part's first block did not fit in the one before.
    for (let i = 1; i < parts.length; i++) {
      const [header, first] = parts[i].text.split('\n').slice(1);
      const block = [...attacks, ...moves].find((b) => b.startsWith(first)) ?? first;
      // In the part before, the block would have needed a blank line, and its section's header if it opens one.
      const opening = header.endsWith('(continued)[/b]') ? 1 : header.length + 2;
      expect(parts[i - 1].text.length + opening + block.length + 1, `part ${i + 1}`).toBeGreaterThan(1500);
    }
  });

  it('a mech block longer than a part is cut between its attacks, its heading "(continued)"; a line over the limit is a part of its own, flagged', () => {
    const long = post(2, 30);
    const parts = postParts(long, 1200);
    expect(parts.every((p) => p.text.length <= 1200 && !p.over)).toBe(true);
    const continued = parts.filter((p) => p.text.includes('[i]M1[/i] (continued)'));
    expect(continued.length).toBeGreaterThan(0);
    for (const p of parts)
      for (const line of carried(p.text))
        if (line.startsWith('Gun ')) expect(p.text).toContain(`${line}\n• ${'x'.repeat(60)}`);

    // One line longer than the limit cannot be cut: a part of its own, flagged; its attack's head goes before it.
    const huge = post(2, 2, 1500);
    const flagged = postParts(huge, 1200);
    const over = flagged.filter((p) => p.over);
    expect(over.length).toBe(4);
    for (const p of over) {
      expect(p.text.length).toBeGreaterThan(1200);
      expect(carried(p.text).filter((l) => l.startsWith('• xxx'))).toHaveLength(1);
      expect(tagsBalanced(p.text)).toBe(true);
    }
    expect(flagged.filter((p) => !p.over).every((p) => p.text.length <= 1200)).toBe(true);
    expect(flagged.flatMap((p) => carried(p.text)).filter((l) => l !== '')).toEqual(
      huge
        .split('\n')
        .slice(1, -1)
        .filter((l) => l !== ''),
    );
  });

  it('ten parts or more: every title counted the same way, still within the limit', () => {
    const parts = postParts(post(40, 3), 1000);
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(parts[9].text.split('\n')[0]).toBe(`[hider=Round 4 (part 10 of ${parts.length})]`);
    expect(parts.every((p) => p.text.length <= 1000)).toBe(true);
  });

  it('a post written before posts came in parts (with its Dice hider) is cut too; the Dice hider is closed and reopened in each part', () => {
    const dice = Array.from(
      { length: 60 },
      (_, i) => `[i]M${i}[/i] fires Gun at [i]T[/i]: rolls 8 (4+4) vs TN 6 — hit`,
    );
    const old = [
      '[hider=Round 2]',
      '[b]Movement[/b]',
      '[i]M1[/i] stood still in 0101',
      '',
      '[hider=Dice]',
      ...dice,
      '[/hider]',
      '[/hider]',
    ].join('\n');
    const parts = postParts(old, 1500);
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) {
      expect(tagsBalanced(p.text)).toBe(true);
      expect(p.text.length).toBeLessThanOrEqual(1500);
    }
    expect(parts[1].text.split('\n')[1]).toBe('[hider=Dice (continued)]');
    expect(parts.flatMap((p) => p.text.split('\n')).filter((l) => l.includes('fires Gun'))).toEqual(dice);
  });
});

describe('R-0.4: every die of the Log is in the post exactly once', () => {
  it("R-0.4: round 3 by hand: each die on its step's line, named by its mech", () => {
    expect(postDice(roundBBCode(3, ROUND_3))).toHaveLength(ROUND_3.filter((e) => e.type === 'roll').length);
    expect(auditPost(roundBBCode(3, ROUND_3), logRows(3, ROUND_3))).toEqual([]);
  });

  it('the audit fails a post that drops a die, shows one twice or hides whose it is', () => {
    const post3 = roundBBCode(3, ROUND_3);
    const rows = logRows(3, ROUND_3);
    expect(auditPost(post3.replace('• Critical not confirmed on 5 (2+3) ([i]Blackjack[/i] Head)\n', ''), rows)).toEqual(
      ['Attacks | Critical check | 2,3: 1 in the Log, 0 in the post'],
    );
    expect(
      auditPost(
        post3.replace('[b]Damage[/b]', '[b]Damage[/b]\n[i]Locust[/i] piloting check: 4 (1+3) vs TN 5 — falls'),
        rows,
      ),
    ).toEqual(['Damage | Piloting check | 1,3: 0 in the Log, 1 in the post']);
    expect(
      auditPost(
        post3.replace('[b]Movement[/b]', '[b]Movement[/b]\n[i]Locust[/i] piloting check: 4 (1+3) vs TN 5 — falls'),
        rows,
      ),
    ).toEqual(['Movement | Piloting check | 1,3: 1 in the Log, 2 in the post']);
    expect(
      auditPost(
        post3
          .replace('• [i]Blackjack[/i] piloting check', '• piloting check')
          .replace('[i]Blackjack[/i] walked', 'Blackjack walked'),
        rows,
      ),
    ).toEqual(["Movement | Piloting check | 1,3: its mechs (Blackjack) are not named by the post's lines"]);
  });

  /**
   * Resolves a round and audits its post, whole and in parts of 10,000 characters; returns the Log's dice (`section |
   * purpose | faces`).
   */
  function audited(
    battle: Parameters<typeof resolveRound>[0],
    decl: Declarations,
    rules: RulesOptions,
    seed: number,
  ): string[] {
    const round = resolveRound(battle, decl, rules, new SeededDice(seed));
    if (!round.ok) throw new Error(round.problems.map((p) => p.message).join('\n'));
    const rows = logRows(1, round.events);
    const text = roundBBCode(1, round.events);
    expect(auditPost(text, rows)).toEqual([]);
    expect(postDice(text).length).toBe(logDice(rows).length);
    const parts = postParts(text, 10000);
    for (const p of parts) {
      expect(p.text.length).toBeLessThanOrEqual(10000);
      expect(tagsBalanced(p.text)).toBe(true);
    }
    expect(auditPost(parts.map((p) => p.text).join('\n'), rows)).toEqual([]);
    return logDice(rows).map((d) => d.key);
  }

  it('R-4.1, R-4.2: an outflank, and the three dice of an attack with advantage, each once', () => {
    const rolled = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const battle = makeBattle([
        makeMech({
          id: 'Hunter',
          side: 'PC',
          position: '0506',
          equipment: [
            { name: 'Medium Laser', location: 'RA' },
            { name: 'Medium Laser', location: 'LA' },
          ],
        }),
        makeMech({ id: 'Prey', side: 'NPC', position: '0508', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
      ]);
      const decl: Declarations = {
        moves: [{ mech: 'Hunter', mode: 'walk', to: { col: 5, row: 7 }, outflank: 'Prey' }],
        attacks: [
          { attacker: 'Hunter', target: 'Prey', weapons: 'all' },
          { attacker: 'Prey', target: 'Hunter', weapons: 'all' },
        ],
      };
      for (const key of audited(battle, decl, defaultRules({ playersAdvantage: false }), seed)) rolled.add(key);
    }
    const rolls = Array.from(rolled);
    expect(rolls.some((k) => k.startsWith('Movement | Outflank | '))).toBe(true);
    expect(rolls.some((k) => /^Attacks \| Attack \| \d,\d,\d$/.test(k))).toBe(true);
  });

  it('R-V.1–R-V.3: under the cool-down heat model with wrecks, battered battles: cool-down checks and wreck rolls each once', () => {
    const rules = defaultRules({ heatModel: 'cooldown', wrecks: true });
    const rolled = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const battle = randomBattle(700 + seed, { mechs: 24, size: 9, battered: true });
      let decl = randomDeclarations(battle, seed, rules, { size: 9 });
      // An overheating mech may only cool down (R-V.1): it checks instead of moving, and does not attack.
      for (
        let refused = resolveRound(battle, decl, rules, new SeededDice(seed));
        !refused.ok;
        refused = resolveRound(battle, decl, rules, new SeededDice(seed))
      ) {
        const hot = new Set(refused.problems.map((p) => p.mech));
        decl = {
          moves: decl.moves.map((m) =>
            hot.has(m.mech) ? { mech: m.mech, mode: 'stand' as const, coolDown: true } : m,
          ),
          attacks: decl.attacks.filter((a) => !hot.has(a.attacker) && !hot.has(a.target)),
        };
      }
      for (const key of audited(battle, decl, rules, seed)) rolled.add(key.split(' | ')[1]);
    }
    expect(rolled).toContain('Cool-down check');
    expect(rolled).toContain('Wreck roll');
  });

  // Battered battles (damage, heat, wounds, crits from the start) give every kind of roll:
  // wake-up, shutdown and ammo checks, falls, criticals, ammo explosions, melee.
  const rules = defaultRules();
  const sizes = [
    { mechs: 4, board: 5 },
    { mechs: 8, board: 7 },
    { mechs: 24, board: 10 },
    { mechs: 72, board: 16 },
  ];
  it.each(sizes)(
    '$mechs mechs, battered: every die once, every part within 10,000 characters with balanced tags',
    ({ mechs, board }) => {
      for (const seed of [1, 2]) {
        const battle = randomBattle(900 + mechs * 10 + seed, { mechs, size: board, battered: true });
        const decl = randomDeclarations(battle, seed, rules, { size: board });
        const round = resolveRound(battle, decl, rules, new SeededDice(seed * 31 + mechs));
        if (!round.ok) throw new Error(round.problems.map((p) => p.message).join('\n'));
        const rows = logRows(1, round.events);
        const text = roundBBCode(1, round.events);
        expect(auditPost(text, rows)).toEqual([]);
        expect(postDice(text).length).toBe(logDice(rows).length);
        expect(logDice(rows).length).toBeGreaterThan(mechs * 3);
        const parts = postParts(text, 10000);
        for (const p of parts) {
          expect(p.text.length).toBeLessThanOrEqual(10000);
          expect(tagsBalanced(p.text)).toBe(true);
        }
        expect(auditPost(parts.map((p) => p.text).join('\n'), rows)).toEqual([]);
      }
    },
  );
});
