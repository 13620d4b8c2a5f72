// A shut-down mech's card says whether it restarts at the start of the next round (src/table/cardStatus.ts,
// it restarts when its heat is below the lowest shutdown level — 14 on the standard scale — and stays off
// at that level or above, saying where it would restart.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { heatRows } from '../../src/table/cardStatus';
import { setCell } from '../sidebar/fixtures';

/** The Shutdown roll cell of the Griffin's heat rows, shut down at `heat`. */
function shutdownCell(heat: number): unknown {
  const tabs = demoTabs();
  setCell(tabs, 'Mechs', 'Status', (r) => r[0] === 'Griffin', 'Shutdown');
  setCell(tabs, 'Mechs', 'Heat', (r) => r[0] === 'Griffin', heat);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const griffin = read.value.battle.mechs.find((m) => m.id === 'Griffin');
  if (!griffin) throw new Error('no Griffin');
  const [header, values] = heatRows(griffin, read.value.rules);
  expect(header[3]).toBe('Shutdown roll');
  return values[3];
}

describe('R-13.4: a shut-down mech restarts below the lowest shutdown level (14)', () => {
  it('at heat 13 it restarts', () => {
    expect(shutdownCell(13)).toBe('Restarts');
  });

  it('at heat 14 it stays off, and says below which heat it restarts', () => {
    expect(shutdownCell(14)).toBe('Stays off (restarts below 14)');
  });

  it('at heat 20 it stays off too', () => {
    expect(shutdownCell(20)).toBe('Stays off (restarts below 14)');
  });
});
