// A mech card's weapons table when the mech cannot attack this round (src/table/cardTargets.ts): why, in place of the
// enemies; a blank row where their distances would be; each weapon "Working"; and a blank notes row.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { targetRows } from '../../src/table/cardTargets';
import { setCell } from '../sidebar/fixtures';

describe('R-2: a mech that sprints may fire no weapon — the demo Griffin sprinting to 0612, its attack line cleared', () => {
  it('says it cannot attack where the enemies would be, with its weapons working and nothing else', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Sprint');
    setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '0612');
    for (const header of ['Target', 'Weapons', 'Freebie'])
      setCell(tabs, 'Attacks', header, (r) => r[0] === 'Griffin', '');
    const read = readCampaign(tabs);
    if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
    const griffin = read.value.battle.mechs.find((m) => m.id === 'Griffin');
    if (!griffin) throw new Error('no Griffin');
    expect(targetRows(read.value, griffin)).toEqual([
      ['TN at', 'Griffin sprinted this round and cannot attack.', '', '', '', ''],
      ['', '', '', '', '', ''],
      ['Large Laser', 'Working', '', '', '', ''],
      ['Medium Laser ×2', 'Working', '', '', '', ''],
      ['LRM-5 ×2 (24 shots)', 'Working', '', '', '', ''],
      ['', '', '', '', '', ''],
    ]);
  });
});
