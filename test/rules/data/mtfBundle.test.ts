import { describe, expect, it } from 'vitest';
import { parseMtf, parseMtfBundle, parseMtfFiles } from '../../../src/rules/data/mtf';
import { crlf, fixture } from './fixtures';

const lineCount = (text: string) => text.split('\n').length;

describe('several .mtf files pasted at once', () => {
  const griffin = fixture('griffin-grf-1s.mtf');
  const rifleman = fixture('rifleman-rfl-3n.mtf');
  const locust = fixture('locust-lct-1v.mtf');

  it('come apart at each header (chassis: or Version:), each read as parseMtf reads its file', () => {
    const entries = parseMtfBundle(`${griffin}\n${rifleman}\n${locust}`);
    expect(entries.map((e) => e.result)).toEqual([parseMtf(griffin), parseMtf(rifleman), parseMtf(locust)]);
  });

  it('each entry says where its unit starts in the whole text', () => {
    const entries = parseMtfBundle(`${griffin}\n${rifleman}`);
    expect(entries.map((e) => e.startLine)).toEqual([1, lineCount(griffin) + 1]);
  });

  it('a file whose fields come before its chassis line (model: first) still comes apart', () => {
    const commented = fixture('griffin-grf-1s-commented.mtf');
    const entries = parseMtfBundle(`${rifleman}\n${commented}`);
    expect(entries.map((e) => e.result)).toEqual([parseMtf(rifleman), parseMtf(griffin)]);
  });

  it('Windows line endings in a bundle read the same', () => {
    const text = `${griffin}\n${locust}`;
    expect(parseMtfBundle(crlf(text))).toEqual(parseMtfBundle(text));
  });

  it('a broken file in the bundle fails alone, its lines counted from the top of the whole text', () => {
    const bad = fixture('bad-armor.mtf');
    const entries = parseMtfBundle(`${griffin}\n${bad}\n${locust}`);
    expect(entries.map((e) => e.result.ok)).toEqual([true, false, true]);
    const failed = entries[1].result;
    expect(!failed.ok && failed.problems).toEqual([
      { line: lineCount(griffin) + 14, message: 'LA armor must be a whole number, got "abc"' },
    ]);
  });

  it('one file is a bundle of one; an empty paste is one "not an .mtf" entry', () => {
    expect(parseMtfBundle(griffin).map((e) => e.result)).toEqual([parseMtf(griffin)]);
    expect(parseMtfBundle('').map((e) => e.result.ok)).toEqual([false]);
  });

  it('separate texts (a file picker) are read one by one', () => {
    expect(parseMtfFiles([griffin, locust])).toEqual([parseMtf(griffin), parseMtf(locust)]);
  });
});
