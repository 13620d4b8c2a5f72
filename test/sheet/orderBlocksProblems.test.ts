// Protect the campaign: an orders tab without its owner column cannot be given out, and the GM is told which header
// to add; without a Mechs tab there are no order columns to name.
import { describe, expect, it } from 'vitest';
import { campaignGrants, mechsOrderColumns } from '../../src/sheet/play/orderBlocks';
import { colOf, demo, type Sheets } from './fixtures';

const without = (tabs: Sheets, tab: string, header: string): Sheets => {
  const col = colOf(tabs, tab, header);
  return { ...tabs, [tab]: tabs[tab].map((row) => row.filter((_, i) => i !== col)) };
};

describe('an orders tab without the column saying whose rows are whose', () => {
  it('Rolls without its Mech column: the GM is told to add it, and the Attacks blocks are still given out', () => {
    const got = campaignGrants(without(demo(), 'Rolls', 'Mech'), {});
    expect(got.problems).toEqual([
      'Rolls: no column headed "Mech" to say whose rows are whose; run Set up campaign to add it',
    ]);
    expect(got.grants.some((g) => g.cells.tab === 'Attacks')).toBe(true);
    expect(got.grants.some((g) => g.cells.tab === 'Rolls')).toBe(false);
  });

  it('Attacks without its Attacker column: the GM is told to add it', () => {
    const got = campaignGrants(without(demo(), 'Attacks', 'Attacker'), {});
    expect(got.problems).toEqual([
      'Attacks: no column headed "Attacker" to say whose rows are whose; run Set up campaign to add it',
    ]);
  });
});

describe('the Mechs columns a player types in', () => {
  it('no Mechs tab: nothing to name', () => {
    const tabs = demo();
    delete tabs.Mechs;
    expect(mechsOrderColumns(tabs)).toBe('');
  });
});
