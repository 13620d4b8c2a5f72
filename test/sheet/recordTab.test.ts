// A round resolved again after an Undo says so in the post header, the Log and the sidebar, from the Record tab's
// history of that round: how many times it was resolved, and each undone resolution with the GM's reason.
import { describe, expect, it } from 'vitest';
import { RECORD_EVENT, RECORD_HEADERS, resolvedAgainText, roundHistory } from '../../src/sheet/play/recordTab';

/** A Record row: when, who, what, battle, round, resolution, dice, seal, details, reason. */
const row = (what: string, round: number, resolution: number | '', reason?: string): unknown[] => {
  const r: unknown[] = ['2026-12-01 10:00:00', 'gm@example.com', what, '1', round, resolution, '', '', ''];
  if (reason !== undefined) r.push(reason);
  return r;
};

const resolvedTimes = (n: number): unknown[][] =>
  Array.from({ length: n }, (_, i) => row(RECORD_EVENT.resolved, 3, i + 1, ''));

describe('the history of a round on the Record tab', () => {
  it('an Undo whose row lacks its Reason cell gave no reason', () => {
    const record = [[...RECORD_HEADERS], ...resolvedTimes(1), row(RECORD_EVENT.roundUndone, 3, 1)];
    const history = roundHistory(record, '1', 3);
    expect(history).toEqual({ resolution: 2, undone: [{ resolution: 1, reason: '' }] });
    expect(resolvedAgainText(history)).toBe('resolved again; the first resolution was undone: no reason given');
  });

  it('an Undo whose Resolution is blank is counted as the next undone one', () => {
    const record = [
      [...RECORD_HEADERS],
      ...resolvedTimes(2),
      row(RECORD_EVENT.roundUndone, 3, '', 'wrong target typed'),
      row(RECORD_EVENT.roundUndone, 3, '', 'a roll typed twice'),
    ];
    expect(roundHistory(record, '1', 3).undone).toEqual([
      { resolution: 1, reason: 'wrong target typed' },
      { resolution: 2, reason: 'a roll typed twice' },
    ]);
  });
});

describe('what a round resolved again says', () => {
  it('a third resolution gives its number', () => {
    const text = resolvedAgainText({
      resolution: 3,
      undone: [
        { resolution: 1, reason: 'wrong target typed' },
        { resolution: 2, reason: '' },
      ],
    });
    expect(text).toBe(
      'resolved again (resolution 3); the first resolution was undone: "wrong target typed"; the second resolution was undone: no reason given',
    );
  });

  it('with no Undo on the record, the resolution before is the one undone, for no reason given', () => {
    expect(resolvedAgainText({ resolution: 2, undone: [] })).toBe(
      'resolved again; the first resolution was undone: no reason given',
    );
  });

  it('past the fifth: "6th"', () => {
    expect(resolvedAgainText({ resolution: 7, undone: [{ resolution: 6, reason: 'dice' }] })).toBe(
      'resolved again (resolution 7); the 6th resolution was undone: "dice"',
    );
  });
});
