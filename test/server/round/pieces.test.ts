// The server's small pure pieces: Log cells, the forum post split, seeds, problem cells.
import { describe, expect, it } from 'vitest';
import { sheetText } from '../../../src/log/rows';
import { seedFromText } from '../../../src/rules/dice/seeded';
import { bbcodeRows, logCell, roundLogRows } from '../../../src/server/round/logTab';
import { cellInput } from '../../../src/sheet/write/cellValue';
import { problemView } from '../../../src/table/problems';
import { roundSeed } from '../../../src/server/round/seed';

describe('Log cells keep the text as typed', () => {
  it.each(['=SUM(A1)', '-Locust', '+1', '@Raven', '007', 'TRUE', "'Tis", 'Griffin'])(
    '%s survives src/log escaping and the gateway',
    (name) => {
      const cell = cellInput(logCell(sheetText(name)));
      // What Sheets stores for a written string: an apostrophe prefix is dropped.
      const stored = typeof cell === 'string' && cell.startsWith("'") ? cell.slice(1) : cell;
      expect(stored).toBe(name);
    },
  );
});

describe('The forum post in the Log (R-0.4)', () => {
  it('a post longer than a cell holds is split at line ends and pastes back whole', () => {
    const post = [
      '[hider=Round 3]',
      ...Array.from({ length: 4000 }, (_, i) => `line ${i} ${'x'.repeat(20)}`),
      '[/hider]',
    ].join('\n');
    const rows = bbcodeRows(3, post);
    expect(rows.length).toBe(3);
    expect(rows.map((r) => r[4])).toEqual(['BBCode 1/3', 'BBCode 2/3', 'BBCode 3/3']);
    expect(rows.every((r) => String(r[8]).length <= 45000)).toBe(true);
    expect(rows.map((r) => r[8]).join('\n')).toBe(post);
  });

  it('a short post is one row', () => {
    expect(bbcodeRows(1, '[hider=Round 1]\n[/hider]')).toEqual([
      [1, 'End', '', '', 'BBCode', '', '', '', '[hider=Round 1]\n[/hider]'],
    ]);
  });

  it("Undo finds a round's rows by the Round column, wherever it is", () => {
    const log = [
      ['Step', 'Round'],
      ['Start', 1],
      ['End', 2],
      ['End', 2],
      ['x', '2'],
    ];
    expect(roundLogRows(log, 2)).toEqual([3, 4]);
  });
});

describe('Dice seeds (R-0.4)', () => {
  it('a fixed Dice seed gives the same seed for the same round, another for the next', () => {
    const policy = { kind: 'fixed', text: 'Tukayyid' } as const;
    expect(roundSeed(policy, 3)).toBe(seedFromText('Tukayyid round 3'));
    expect(roundSeed(policy, 4)).not.toBe(roundSeed(policy, 3));
  });
  it('Random draws a fresh 32-bit seed', () => {
    expect(roundSeed({ kind: 'random' }, 1, () => 0.5)).toBe(2 ** 31);
    expect(roundSeed({ kind: 'random' }, 1, () => 0.999999999999)).toBeLessThan(2 ** 32);
  });
});

describe('Problems for the sidebar', () => {
  it('carry the cell their message starts with', () => {
    expect(problemView({ code: 'sheet/x', message: 'Mechs!F7: Gunnery must be …' }).cell).toBe('Mechs!F7');
    expect(problemView({ code: 'sheet/x', message: 'Mechs!1:1: no column headed "Gunnery"' }).cell).toBe('Mechs!1:1');
    expect(problemView({ code: 'move/too_far', message: 'Locust cannot walk to 0101: …', mech: 'Locust' })).toEqual({
      code: 'move/too_far',
      message: 'Locust cannot walk to 0101: …',
      mech: 'Locust',
    });
  });
});
