// A round resolved again after an Undo says so (docs/fair-play.md): the GM's reason as typed, and an Undo the Record
// has lost still told as undone.
import { describe, expect, it } from 'vitest';
import { RECORD_EVENT, RECORD_HEADERS, resolvedAgainText, roundHistory } from '../../src/sheet/play/recordTab';

describe('a round resolved again', () => {
  it("the GM's reason is quoted without the spaces around it", () => {
    const record = [
      [...RECORD_HEADERS],
      ['2026-12-01 10:00:00', 'gm@example.com', RECORD_EVENT.resolved, '1', 3, 1, '', '', '', ''],
      [
        '2026-12-01 10:05:00',
        'gm@example.com',
        RECORD_EVENT.roundUndone,
        '1',
        3,
        1,
        '',
        '',
        '',
        '  wrong target typed ',
      ],
    ];
    const history = roundHistory(record, '1', 3);
    expect(history).toEqual({ resolution: 2, undone: [{ resolution: 1, reason: 'wrong target typed' }] });
    expect(resolvedAgainText(history)).toBe('resolved again; the first resolution was undone: "wrong target typed"');
  });

  it('a second resolution whose Undo the Record does not hold: the first was undone, no reason given', () => {
    expect(resolvedAgainText({ resolution: 2, undone: [] })).toBe(
      'resolved again; the first resolution was undone: no reason given',
    );
  });
});
