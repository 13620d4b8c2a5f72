// With no Mechs tab at all, that is the one problem: the Equipment and Attacks rows naming mechs are not each said to
// name a mech that is missing (src/sheet/read/mechs.ts: a read without the tab is not complete).
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo } from './fixtures';

describe('a spreadsheet without its Mechs tab', () => {
  it('the missing tab is the only problem', () => {
    const tabs = demo();
    delete tabs.Mechs;
    const read = readCampaignParts(tabs);
    expect(read.located.map((p) => [p.tab, p.problem.code])).toEqual([['Mechs', 'sheet/missing_tab']]);
  });
});
