// A header the Attacks tab lacks is one problem, named once: the GM reads the list of what to fix, and Resolve
// without them lists its reasons, and a problem told twice reads as two things to fix (docs/sheet-layout.md).
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo } from './fixtures';

describe("the Attacks tab's header problems, each named once", () => {
  it('the Weapons header renamed: one problem naming the Weapons column', () => {
    const tabs = demo();
    tabs.Attacks[0][2] = 'Weapon list';
    const read = readCampaignParts(tabs);
    expect(read.problems.map((p) => p.message)).toEqual([
      'Attacks!1:1: no column headed "Weapons" (headers are matched by name, in any order)',
    ]);
  });

  it('two columns headed Target: one problem', () => {
    const tabs = demo();
    tabs.Attacks[0][3] = 'Target';
    const read = readCampaignParts(tabs);
    expect(read.problems.filter((p) => p.message.includes('"Target"'))).toHaveLength(1);
  });
});
