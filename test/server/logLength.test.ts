// Cost independent of the campaign's length: the sidebar state and Undo read
// the last round's Log rows and the one undo row, never the Log whole — the same calls and the
// same cells read with a Log of 20,000 rows as with a Log that held nothing before the round.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { LOG_HEADERS } from '../../src/log/rows';
import { RULES } from '../../src/sheet/schema/playTabs';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, cellsRead, reset, type, type Campaign } from './harness';
import { longLog } from './scaled';

/** The round the campaign is at when the history is there. */
const ROUND = 60;

/** The demo at round ROUND, its Log holding `rows` rows of earlier rounds, round ROUND resolved. */
function resolvedAfter(rows: number): Campaign {
  const c = campaign();
  type(c.fake, RULES, 'B2', ROUND);
  type(c.fake, RULES, 'B8', 'Tukayyid');
  longLog(c.fake, rows, ROUND);
  expect(c.gas.resolveRound(ROUND).ok).toBe(true);
  return c;
}

/** The calls and the cells read of one call of the bundle. */
function cost(fake: FakeServices, run: () => unknown): { calls: Record<string, number>; cells: number } {
  reset(fake);
  run();
  return { calls: { ...fake.log.calls }, cells: cellsRead(fake) };
}

describe("the sidebar state and Undo cost the same whatever the Log's length", () => {
  const short = resolvedAfter(0);
  const long = resolvedAfter(20000);

  it('the sidebar state: the same calls and cells read with 20,000 earlier Log rows; the forum post still found', () => {
    const a = cost(short.fake, () => short.gas.getSidebarState());
    const b = cost(long.fake, () => long.gas.getSidebarState());
    expect(b).toEqual(a);
    expect(short.fake.book.sheet(TAB.log).cellsRead).toBeLessThan(400);
    expect(long.gas.getSidebarState().forumPost.text).toMatch(new RegExp(`^\\[hider=Round ${ROUND}\\]`));
  });

  it("Undo: the same calls and cells read; the round's rows removed and every earlier row kept", () => {
    const before = long.fake.book.sheet(TAB.log).getLastRow();
    const a = cost(short.fake, () =>
      expect(short.gas.undoLast({ kind: 'round', expected: ROUND })).toMatchObject({ ok: true }),
    );
    let removed = 0;
    const b = cost(long.fake, () => {
      const u = long.gas.undoLast({ kind: 'round', expected: ROUND });
      expect(u).toMatchObject({ ok: true });
      removed = u.logRowsRemoved;
    });
    expect(b).toEqual(a);
    expect(long.fake.book.sheet(TAB.log).getLastRow()).toBe(20001);
    expect(before - removed).toBe(20001);
    expect(long.fake.book.sheet(TAB.log).getRange(20001, 1).getValue()).toBe(ROUND - 1);
  });
});

describe("Undo finds a round's Log rows when rows moved since", () => {
  it("a note row inserted into the round's rows: every row of the round is still removed, the note kept", () => {
    const c = campaign();
    const log = c.fake.book.sheet(TAB.log);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const rows = log.getLastRow();
    log.insertRows(5);
    log.getRange('I5').setValues([['GM: remember the river']]);
    const u = c.gas.undoLast({ kind: 'round', expected: 1 });
    expect(u).toMatchObject({ ok: true, logRowsRemoved: rows - 1 });
    expect(log.peekValues()).toEqual([[...LOG_HEADERS], ['', '', '', '', '', '', '', '', 'GM: remember the river']]);
  });

  it("rows of an earlier round deleted above it: the round's rows are found where they went", () => {
    const c = campaign();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const first = c.fake.book.sheet(TAB.log).getLastRow();
    expect(c.gas.resolveRound(2).ok).toBe(true);
    const log = c.fake.book.sheet(TAB.log);
    log.deleteRows(2, 3);
    expect(c.gas.undoLast({ kind: 'round', expected: 2 })).toMatchObject({ ok: true });
    expect(log.getLastRow()).toBe(first - 3);
    expect(
      log
        .peekValues()
        .slice(1)
        .every((row) => row[0] === 1),
    ).toBe(true);
  });
});
