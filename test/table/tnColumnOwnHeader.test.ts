// The TN column when the Attacks tab's header cannot be read (src/table/tnColumn.ts): what stands on its rows is
// the Attacks tab's own problem, the one the GM can fix from there, even when another tab has a problem read first.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { attackTnColumn } from '../../src/table/tnColumn';
import { setCell } from '../sidebar/fixtures';

describe('an Attacks tab with no Target column, and a Round on the Rules tab that is not a number', () => {
  it("each filled row shows the Attacks header's problem, not the Rules tab's", () => {
    const tabs = demoTabs();
    setCell(tabs, 'Rules', 'Value', (r) => r[0] === 'Round', 'soon');
    tabs.Attacks = [
      ['Attacker', 'Weapons'],
      ['Griffin', 'All'],
    ];
    expect(attackTnColumn(tabs)).toEqual([
      ['Attacks!1:1: no column headed "Target" (headers are matched by name, in any order)'],
    ]);
  });
});
