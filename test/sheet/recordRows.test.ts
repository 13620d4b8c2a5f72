// The fair-play Record tab (docs/fair-play.md): the row each write appends, its UTC time, the resolution an Undo names,
// the words of a round resolved after several Undos, and a Record whose header row the GM edited.
import { describe, expect, it } from 'vitest';
import {
  RECORD_EVENT,
  RECORD_HEADERS,
  lastResolution,
  recordRow,
  recordTime,
  resolvedAgainText,
  roundHistory,
} from '../../src/sheet/play/recordTab';

describe('the row a write appends to the Record', () => {
  it('every field in its column, in the headers’ order', () => {
    const row = recordRow({
      when: '2026-12-01 10:05:03',
      who: 'gm@example.com',
      what: RECORD_EVENT.resolved,
      battle: 'Battle 1',
      round: 3,
      resolution: 2,
      dice: '1234567',
      seal: 'a1b2c3',
      details: '4 attacks',
      reason: 'wrong target typed',
    });
    expect(row).toEqual([
      '2026-12-01 10:05:03',
      'gm@example.com',
      'Round resolved',
      'Battle 1',
      3,
      2,
      '1234567',
      'a1b2c3',
      '4 attacks',
      'wrong target typed',
    ]);
    expect(row).toHaveLength(RECORD_HEADERS.length);
  });

  it('a field an event does not have is a blank cell', () => {
    expect(
      recordRow({
        when: '2026-12-01 10:05:03',
        who: '(unknown)',
        what: RECORD_EVENT.import,
        battle: 'Battle 1',
        round: 1,
      }),
    ).toEqual(['2026-12-01 10:05:03', '(unknown)', 'Import', 'Battle 1', 1, '', '', '', '', '']);
  });

  it('its time is UTC, to the second: one clock for players in every time zone', () => {
    expect(recordTime(new Date(Date.UTC(2026, 11, 1, 10, 5, 3, 987)))).toBe('2026-12-01 10:05:03');
  });
});

const HEADER = [...RECORD_HEADERS];
const row = (what: string, round: number, resolution: number | '', reason = ''): unknown[] => [
  '2026-12-01 10:05:03',
  'gm@example.com',
  what,
  'Battle 1',
  round,
  resolution,
  '',
  '',
  '',
  reason,
];

describe('the resolution an Undo of a round names', () => {
  it('a round the Record does not hold yet: the first', () => {
    expect(lastResolution([HEADER], 'Battle 1', 2)).toBe(1);
    expect(lastResolution([], 'Battle 1', 2)).toBe(1);
  });

  it('a round resolved, undone and resolved again: the second', () => {
    const record = [
      HEADER,
      row(RECORD_EVENT.resolved, 2, 1),
      row(RECORD_EVENT.roundUndone, 2, 1, 'typo'),
      row(RECORD_EVENT.resolved, 2, 2),
    ];
    expect(lastResolution(record, 'Battle 1', 2)).toBe(2);
  });
});

describe('what a round resolved again says', () => {
  it('a first resolution says nothing', () => {
    expect(resolvedAgainText({ resolution: 1, undone: [] })).toBe('');
  });

  it('the third, fourth and fifth resolutions undone are named in words', () => {
    const undone = [1, 2, 3, 4, 5].map((resolution) => ({ resolution, reason: '' }));
    expect(resolvedAgainText({ resolution: 6, undone })).toBe(
      'resolved again (resolution 6); the first resolution was undone: no reason given; the second resolution was undone: no reason given; the third resolution was undone: no reason given; the fourth resolution was undone: no reason given; the fifth resolution was undone: no reason given',
    );
  });
});

describe('a Record whose header row the GM edited', () => {
  it('What moved to column A is still found there', () => {
    const header = ['What', 'When (UTC)', 'Who', 'Battle', 'Round', 'Resolution', 'Dice', 'Seal', 'Details', 'Reason'];
    const record = [
      header,
      [RECORD_EVENT.resolved, '2026-12-01 10:05:03', 'gm@example.com', 'Battle 1', 2, 1, '', '', '', ''],
    ];
    expect(roundHistory(record, 'Battle 1', 2)).toEqual({ resolution: 2, undone: [] });
  });

  it('Resolution and Round swapped: each read under its own header', () => {
    const header = ['When (UTC)', 'Who', 'What', 'Battle', 'Resolution', 'Round', 'Dice', 'Seal', 'Details', 'Reason'];
    const at = (what: string, resolution: number, reason = '') => [
      '2026-12-01 10:05:03',
      'gm@example.com',
      what,
      'Battle 1',
      resolution,
      3,
      '',
      '',
      '',
      reason,
    ];
    const record = [header, at(RECORD_EVENT.resolved, 1), at(RECORD_EVENT.roundUndone, 1, 'typo')];
    expect(roundHistory(record, 'Battle 1', 3)).toEqual({ resolution: 2, undone: [{ resolution: 1, reason: 'typo' }] });
  });

  it('a header cell cleared: Gator’s own column is read under it', () => {
    const header = HEADER.map((h) => (h === 'Reason' ? '' : h));
    const record = [header, row(RECORD_EVENT.resolved, 2, 1), row(RECORD_EVENT.roundUndone, 2, 1, 'wrong target')];
    expect(roundHistory(record, 'Battle 1', 2).undone).toEqual([{ resolution: 1, reason: 'wrong target' }]);
  });

  it('a row shorter than the header, its Battle cell missing, is no row of the battle', () => {
    const record = [HEADER, ['2026-12-01 10:05:03', 'gm@example.com', RECORD_EVENT.resolved]];
    expect(roundHistory(record, 'Battle 1', 2)).toEqual({ resolution: 1, undone: [] });
  });
});
