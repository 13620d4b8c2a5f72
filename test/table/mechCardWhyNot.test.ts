// Why a mech card cannot be made, read directly (src/table/mechCard.ts): the Mechs tab's own problem before one
// elsewhere, the name as the formula typed it, a row no mech was read from; and the title row of a mech not yet on
// the map.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { cardNames, cardSource, mechCard } from '../../src/table/mechCard';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

function tabsWith(change: (tabs: Tabs) => void): Tabs {
  const tabs = demoTabs();
  change(tabs);
  return tabs;
}

const NO_NAME = 'Mechs!1:1: no column headed "Name" (headers are matched by name, in any order)';

describe('a Mechs range with no Name column', () => {
  it("says the Mechs tab's own problem, even when the Rules tab has one too (it comes first on the sheet)", () => {
    const tabs = tabsWith((t) => {
      t.Mechs[0] = t.Mechs[0].map((h) => (h === 'Name' ? 'Nom' : h));
      setCell(t, 'Rules', 'Value', (r) => r[0] === 'Round', 'soon');
    });
    expect(mechCard(tabs, 'Griffin')).toEqual({ kind: 'unknown', message: NO_NAME });
  });

  it('names no mech to make a card for', () => {
    const tabs = tabsWith((t) => {
      delete (t as Record<string, unknown>).Mechs;
    });
    expect(cardNames(cardSource(tabs))).toEqual([]);
  });
});

describe('a name that is no mech', () => {
  it('is quoted without the spaces around it, with the name most likely meant', () => {
    expect(mechCard(demoTabs(), '  Grifin  ')).toEqual({
      kind: 'unknown',
      message: '"Grifin" is not a mech on the Mechs tab — did you mean Griffin?',
    });
  });
});

describe('a named Mechs row no mech could be read from', () => {
  it('a Name showing an error value: the card waits for its row to be fixed', () => {
    // The error cell's problem names no mech, so no mech is held back by it: the card still waits, and says where.
    const tabs = tabsWith((t) => setCell(t, 'Mechs', 'Name', (r) => r[0] === 'Griffin', '#REF!'));
    expect(mechCard(tabs, '#REF!')).toEqual({ kind: 'waits', message: '#REF!: fix its row on the Mechs tab' });
  });
});

describe('the title row', () => {
  it('a mech with no Position is "Off the map" where its hex would be', () => {
    const card = mechCard(
      tabsWith((t) => setCell(t, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '')),
      'Griffin',
    );
    if (card.kind !== 'card') throw new Error(card.message);
    expect(card.rows[0]).toEqual(['Griffin', 'GRF-1S', 'Player 1', 'Off the map', 'Active', 'Round 1']);
  });
});
