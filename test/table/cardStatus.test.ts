// A mech card's movement, heat and pilot rows read directly (src/table/cardStatus.ts), for the states the demo does
// not reach: an immobile mech, a shut-down mech cool enough to restart, the cool-down heat model's
// rows (R-V.1, R-V.2), and a pilot knocked out by a life support hit.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { heatRows, movementRow, pilotRows } from '../../src/table/cardStatus';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

/** The Griffin and the campaign, on the demo's tabs changed by `change`; trailing blank cells dropped from rows. */
function griffin(change: (tabs: Tabs) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const c = read.value;
  const mech = c.battle.mechs.find((m) => m.id === 'Griffin');
  if (!mech) throw new Error('no Griffin');
  const trim = (row: unknown[]) => {
    const cells = [...row];
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  };
  return {
    movement: trim(movementRow(mech, c.rules)),
    heat: heatRows(mech, c.rules).map(trim),
    pilot: pilotRows(mech, c.battle.round).map(trim),
  };
}

const setGriffin = (tabs: Tabs, header: string, value: unknown) =>
  setCell(tabs, 'Mechs', header, (r) => r[0] === 'Griffin', value);
const setRule = (tabs: Tabs, setting: string, value: unknown) =>
  setCell(tabs, 'Rules', 'Value', (r) => r[0] === setting, value);

describe('the MP row', () => {
  it('R-9.5: two gyro hits leave the mech immobile: "Immobile: stands still" in place of its MP', () => {
    expect(griffin((t) => setGriffin(t, 'Gyro hits', 2)).movement).toEqual(['MP', 'Immobile: stands still']);
  });
});

describe('the heat rows', () => {
  it('R-13.4: a shut-down mech below the lowest shutdown heat restarts', () => {
    const { heat } = griffin((t) => {
      setGriffin(t, 'Status', 'Shutdown');
      setGriffin(t, 'Heat', 0);
    });
    expect(heat[1][3]).toBe('Restarts');
  });

  it('R-V.1, R-V.2: under the cool-down model, a cool mech is not overheating and shows its cool-down check', () => {
    const { heat } = griffin((t) => setRule(t, 'Heat model', 'Cool-down'));
    expect(heat[0]).toEqual(['Heat', 'Size', 'Overheating', 'Cool-down check']);
    expect(heat[1][2]).toBe('No');
  });
});

describe('R-9.8: a pilot knocked out by a life support hit', () => {
  it('out until after the round the Mechs row gives, then "Wakes next round" once it is past', () => {
    const out = griffin((t) => {
      setRule(t, 'Round', 3);
      setGriffin(t, 'Pilot status', 'Unconscious');
      setGriffin(t, 'Wakes after', 3);
    });
    expect(out.pilot[1].slice(4)).toEqual(['Unconscious', 'Out until after round 3']);
    const waking = griffin((t) => {
      setRule(t, 'Round', 4);
      setGriffin(t, 'Pilot status', 'Unconscious');
      setGriffin(t, 'Wakes after', 3);
    });
    expect(waking.pilot[1].slice(4)).toEqual(['Unconscious', 'Wakes next round']);
  });
});
