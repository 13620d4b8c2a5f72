// How the sidebar's status rows and the mech cards word a mech's move and status (src/table/mechs.ts): a move that
// ends where it began is a move "in place", an evasive move says so, and each mech's status is
// destroyed, shut down, prone or active — on the demo campaign of the seed.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { mechViews } from '../../src/table/mechs';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

/** The demo's tabs changed by `change`, each mech's view, by name, with no typed orders known. */
function viewsOf(change: (tabs: Tabs) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return new Map(mechViews(read.value, () => undefined).map((v) => [v.name, v] as const));
}

const mechRow = (name: string) => (r: unknown[]) => r[0] === name;

describe('R-2.7: a Walk, Run or Sprint that ends in the hex it began is a move in place', () => {
  it('the Griffin in 0609 told to run to 0609 runs in place; to 0610, it runs to 0610', () => {
    const views = viewsOf((tabs) => {
      setCell(tabs, 'Mechs', 'Move to', mechRow('Griffin'), '0609');
      setCell(tabs, 'Mechs', 'Move to', mechRow('Rifleman'), '0414');
    });
    expect(views.get('Griffin')?.move).toBe('Run in place');
    expect(views.get('Rifleman')?.move).toBe('Run to 0414');
  });

  it('a Sprint with no hex to go to is a "Sprint in place"', () => {
    const views = viewsOf((tabs) => setCell(tabs, 'Mechs', 'Move', mechRow('Locust'), 'Sprint'));
    expect(views.get('Locust')?.move).toBe('Sprint in place');
  });

  it('a mech not on the map told to run to a hex runs to it: it cannot be where it began', () => {
    const views = viewsOf((tabs) => {
      setCell(tabs, 'Mechs', 'Position', mechRow('Locust'), '');
      setCell(tabs, 'Mechs', 'Move to', mechRow('Locust'), '1510');
    });
    expect(views.get('Locust')?.move).toBe('Run to 1510');
  });
});

describe('R-4.1: an evasive move says so after the move', () => {
  it('"Run in place, evasive"', () => {
    const views = viewsOf((tabs) => setCell(tabs, 'Mechs', 'Evasive', mechRow('Blackjack'), 'Yes'));
    expect(views.get('Blackjack')?.move).toBe('Run in place, evasive');
  });
});

describe("a mech's status: destroyed, else shut down, else prone, else active", () => {
  it('one of each', () => {
    const views = viewsOf((tabs) => {
      setCell(tabs, 'Mechs', 'Status', mechRow('Griffin'), 'Destroyed');
      setCell(tabs, 'Mechs', 'Status', mechRow('Rifleman'), 'Shutdown');
      setCell(tabs, 'Mechs', 'Prone', mechRow('Blackjack'), 'Yes');
    });
    expect([...views.values()].map((v) => [v.name, v.status])).toEqual([
      ['Griffin', 'destroyed'],
      ['Rifleman', 'shutdown'],
      ['Blackjack', 'prone'],
      ['Locust', 'active'],
    ]);
  });
});
