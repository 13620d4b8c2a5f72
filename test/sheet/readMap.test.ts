import { describe, expect, it } from 'vitest';
import { errorValueText } from '../../src/sheet/tab/cells';
import { demo, messages, codes } from './fixtures';

// The demo Map: B1…Q1 hold the column numbers 1–16, A2…A18 the row numbers 1–17.

const REF = errorValueText('#REF!');

describe('R-1.1: the Map is numbered along row 1 and down column A', () => {
  it('a column label showing a formula error is reported as that error, once, and the map is not read further', () => {
    const tabs = demo();
    tabs.Map[0][3] = '#REF!';
    expect(messages(tabs)).toEqual([`Map!D1: ${REF}`]);
    expect(codes(tabs)).toEqual(['sheet/error_value']);
  });

  it('a row label showing a formula error is reported on its cell in column A', () => {
    const tabs = demo();
    tabs.Map[4][0] = '#REF!';
    expect(messages(tabs)).toEqual([`Map!A5: ${REF}`]);
    expect(codes(tabs)).toEqual(['sheet/error_value']);
  });

  it('a wrong row label is reported on its cell in column A', () => {
    const tabs = demo();
    tabs.Map[4][0] = 7;
    expect(messages(tabs)).toEqual([
      "Map!A5: row label must be 4 (the map's rows are numbered 1, 2, 3 … with no gaps), got 7",
    ]);
    expect(codes(tabs)).toEqual(['sheet/map_label']);
  });

  it('a map with terrain but no column numbers asks for them from B1', () => {
    const tabs = demo();
    tabs.Map[0] = tabs.Map[0].map((v, i) => (i === 0 ? v : ''));
    expect(messages(tabs)).toEqual(['Map!B1: the map needs its column numbers 1, 2, 3 … along row 1 from B1']);
    expect(codes(tabs)).toEqual(['sheet/map_label']);
  });

  it('a map with terrain but no row numbers asks for them from A2', () => {
    const tabs = demo();
    tabs.Map = tabs.Map.map((row, r) => (r === 0 ? row : ['', ...row.slice(1)]));
    expect(messages(tabs)).toEqual(['Map!A2: the map needs its row numbers 1, 2, 3 … down column A from A2']);
    expect(codes(tabs)).toEqual(['sheet/map_label']);
  });
});

describe('R-3.1: terrain cells', () => {
  it('a hex showing a formula error is reported as that error, and the rest of the map is still read', () => {
    const tabs = demo();
    tabs.Map[4][2] = '#REF!';
    tabs.Map[10][7] = 'XW';
    const got = messages(tabs);
    expect(got[0]).toBe(`Map!C5: ${REF}`);
    expect(got[1]).toMatch(/^Map!H11: \(hex 0710\) /);
    expect(got).toHaveLength(2);
    expect(codes(tabs)[0]).toBe('sheet/error_value');
  });
});
