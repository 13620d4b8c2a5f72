// The hidden undo tab's row is read back only when it holds a snapshot Gator wrote (version 1, with its ranges):
// anything else there — an older or newer format, a cell of other JSON — is no snapshot, so Undo offers nothing
// rather than writing a half-understood one back over the sheet.
import { describe, expect, it } from 'vitest';
import { snapshotFromRow } from '../../src/sheet/undo/row';

const rowOf = (json: string): unknown[] => [3, json];

describe('an undo row that is not a version-1 snapshot reads as none', () => {
  it('another version, even with its ranges', () => {
    expect(snapshotFromRow(rowOf('{"version":2,"round":3,"ranges":[]}'))).toBeUndefined();
  });

  it('version 1 without a list of ranges', () => {
    expect(snapshotFromRow(rowOf('{"version":1,"round":3,"ranges":{}}'))).toBeUndefined();
    expect(snapshotFromRow(rowOf('{"version":1,"round":3}'))).toBeUndefined();
  });

  it('JSON that is no object at all', () => {
    expect(snapshotFromRow(rowOf('null'))).toBeUndefined();
    expect(snapshotFromRow(rowOf('[1,2]'))).toBeUndefined();
  });

  it('a version-1 snapshot with its ranges reads back', () => {
    expect(snapshotFromRow(rowOf('{"version":1,"round":3,"ranges":[]}'))).toEqual({ version: 1, round: 3, ranges: [] });
  });
});
