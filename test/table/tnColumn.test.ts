// The Attacks tab's TN column computed from the tabs (src/table/tnColumn.ts), called directly: when the Attacks
// tab's own header cannot be read, its problem is shown on every filled row — or, with no line typed yet, on the
// first row, so the GM sees it at all.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { attackTnColumn } from '../../src/table/tnColumn';

describe('an Attacks tab whose header cannot be read', () => {
  const NO_TARGET = /^Attacks!1:1: no column headed "Target"/;

  it('with no line typed yet, its problem stands on the first row and the column stops there', () => {
    const tabs = demoTabs();
    tabs.Attacks = [
      ['Attacker', 'Weapons'],
      ['', ''],
      ['', ''],
    ];
    const column = attackTnColumn(tabs);
    expect(column).toHaveLength(1);
    expect(String(column[0][0])).toMatch(NO_TARGET);
  });

  it('with lines typed, on each filled row', () => {
    const tabs = demoTabs();
    tabs.Attacks = [
      ['Attacker', 'Weapons'],
      ['Griffin', 'All'],
      ['', ''],
      ['Rifleman', 'All'],
    ];
    const column = attackTnColumn(tabs);
    expect(column).toHaveLength(3);
    expect(String(column[0][0])).toMatch(NO_TARGET);
    expect(column[1]).toEqual(['']);
    expect(String(column[2][0])).toMatch(NO_TARGET);
  });
});
