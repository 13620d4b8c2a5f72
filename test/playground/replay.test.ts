// The playground can replay a round from a seed and a Log (docs/playground.md) — `npm run replay`, on a
// campaign saved as .xlsx after the round, undoes back to it, resolves it again with the seed its
// Log recorded and compares the Log rows die for die.
import { describe, expect, it } from 'vitest';
import { readDist } from '../../playground/bundle';
import { replayRound } from '../../playground/replay';
import { Session } from '../../playground/session';
import { fromXlsx, toXlsx } from '../../playground/xlsx';

/** The demo with Dice seed `seed`, `rounds` rounds resolved, saved as .xlsx and opened again. */
async function saved(seed: string, rounds: number, tamper?: (s: Session) => void): Promise<Session> {
  const s = Session.demo(readDist());
  const rules = s.fake.book.sheet('Rules');
  const row = rules
    .getDataRange()
    .getValues()
    .findIndex((r) => r[0] === 'Dice seed');
  rules.getRange(row + 1, 2).setValue(seed);
  if (seed === 'Sealed') s.call('getSidebarState', []);
  for (let n = 1; n <= rounds; n++) expect((s.call('resolveRound', [n]) as { ok: boolean }).ok).toBe(true);
  tamper?.(s);
  return Session.fromSheets(readDist(), await fromXlsx(await toXlsx(s.fake.book, s.formulas)));
}

describe('npm run replay: a round replayed from its seed and its Log', () => {
  it.each(['Random', 'Sealed', 'Tukayyid'])(
    'Dice seed %s: round 1 of a campaign at round 3 replays die for die',
    async (seed) => {
      const r = replayRound(await saved(seed, 2), 1);
      expect(r.message).toMatch(/^Round 1 replayed with .*: the \d+ Log rows match, die for die\.$/);
      expect(r.ok).toBe(true);
      expect(r.compared).toBeGreaterThan(5);
    },
  );

  it('a die changed on the Log is found, with its row', async () => {
    const s = await saved('Random', 1, (c) => {
      const log = c.fake.book.sheet('Log');
      const values = log.peekValues();
      // The first die of the round: a row with faces.
      const i = values.findIndex((row, r) => r > 0 && row[5] !== '' && row[4] !== 'Dice seed');
      const faces = String(values[i][5]);
      log.getRange(i + 1, 6).setValue(faces === '6+6' ? '1+1' : '6+6');
    });
    const r = replayRound(s, 1);
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/^Round 1 replayed with seed \d+ differs at its Log row \d+: the file has /);
  });

  it('a Log written when each attack took two rows (the roll, then its hit or miss without dice) still replays die for die', async () => {
    const s = await saved('Random', 1, (c) => {
      const log = c.fake.book.sheet('Log');
      const values = log.peekValues();
      const widened: unknown[][] = [];
      for (const row of values) {
        widened.push(row);
        const rolled = (row[4] === 'Attack' || row[4] === 'Melee') && row[5] !== '';
        if (rolled)
          widened.push([
            row[0],
            row[1],
            row[2],
            row[3],
            'Attack',
            '',
            '',
            row[7],
            `${String(row[2])}'s attack: ${String(row[7])}`,
          ]);
      }
      expect(widened.length).toBeGreaterThan(values.length);
      log.getRange(1, 1, widened.length, widened[0].length).setValues(widened);
    });
    const r = replayRound(s, 1);
    expect(r.message).toMatch(/the \d+ Log rows match, die for die\.$/);
    expect(r.ok).toBe(true);
  });

  it('a round the Log does not hold is refused in words', async () => {
    const r = replayRound(await saved('Random', 1), 5);
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/^The Log has no rows of round 5/) });
  });
});
