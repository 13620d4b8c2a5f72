// a melee attack at a target whose pilot is unconscious (src/table/preview.ts): the target that wakes moves as
// declared, the one that stays out stands still in its hex. When that decides whether the target is adjacent at all,
// the TN cell gives both: why it cannot be made if the pilot wakes, and its TN if the pilot stays out.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { sheetIndex } from '../../src/table/locate';
import { attackPreviews } from '../../src/table/preview';
import { lineCell } from '../../src/table/tnCell';
import { setCell } from '../sidebar/fixtures';

describe('R-11.2, R-12.1: the Griffin stands beside an unconscious Rifleman that declared a walk one hex away', () => {
  const tabs = demoTabs();
  setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
  setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
  setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === 'Rifleman', 'Unconscious');
  setCell(tabs, 'Mechs', 'Wounds', (r) => r[0] === 'Rifleman', 2);
  setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Rifleman', 'Walk');
  setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Rifleman', '0416');
  setCell(tabs, 'Attacks', 'Weapons', (r) => r[0] === 'Griffin', '');
  setCell(tabs, 'Attacks', 'Freebie', (r) => r[0] === 'Griffin', '');
  setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', 'Fast');
  setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Griffin', 'High');

  it('a Fast attack: not adjacent if it wakes (2 hexes); if it stays out, 4 piloting − 1 stood still − 1 Fast = 2', () => {
    const read = readCampaign(tabs);
    if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
    const [griffin] = attackPreviews(read.value, sheetIndex(tabs));
    expect(lineCell(griffin)).toBe(
      'Griffin cannot make a Fast attack on Rifleman: melee needs an adjacent target and it is 2 hexes away. — ' +
        "If Rifleman's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0415 (TMM 0): 2",
    );
  });
});
