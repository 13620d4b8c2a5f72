// A pilot outlives a mech: the Pilots tab is the campaign's roster. Set up makes it from the Mechs tab's
// pilots — the demo's four, an existing campaign's own — without losing a cell, through the built bundle.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB, headerRow } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, type } from '../harness';

/** The Pilots tab's values. */
function roster(c: ReturnType<typeof campaign>): unknown[][] {
  return c.fake.book.sheet(TAB.pilots).peekValues();
}

/** A roster row as header → value. */
function pilotRow(c: ReturnType<typeof campaign>, name: string): Record<string, unknown> {
  const values = roster(c);
  const row = values.find((r) => r[0] === name);
  if (!row) throw new Error(`no pilot ${name}`);
  return Object.fromEntries(PILOTS.columns.map((col, i) => [col.header, row[i]]));
}

describe('R-16.1 the roster: Set up makes the Pilots tab', () => {
  it("Set up with the demo: the demo's four pilots on the Pilots tab, with their skills, unhurt, Active, no record yet", () => {
    const c = campaign();
    expect(roster(c)[0]).toEqual(headerRow(PILOTS));
    expect(
      roster(c)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Sir Percival', 'Raider Lead', 'Raider Two', 'Raider Scout']);
    expect(pilotRow(c, 'Sir Percival')).toMatchObject({
      Player: 'Player 1',
      'Player account': 'player1@example.com',
      Gunnery: 3,
      Piloting: 4,
      Wounds: 0,
      Status: 'Active',
      'XP earned': 0,
      Battles: 0,
      Kills: 0,
    });
  });

  it("an existing campaign (no Pilots tab): Set up makes the roster from the Mechs tab's pilot cells, and the Mechs tab keeps every cell", () => {
    const c = campaign();
    c.fake.book.deleteSheet(c.fake.book.sheet(TAB.pilots));
    type(c.fake, MECHS, cell(MECHS, 'wounds', mechRow(c.fake, 'Rifleman')), 2);
    type(c.fake, MECHS, cell(MECHS, 'gunnery', mechRow(c.fake, 'Rifleman')), 2);
    type(c.fake, MECHS, cell(MECHS, 'pilotStatus', mechRow(c.fake, 'Locust')), 'Dead');
    const mechs = c.fake.book.sheet(TAB.mechs).peekCells();
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(c.fake.book.sheet(TAB.mechs).peekCells()).toEqual(mechs);
    expect(pilotRow(c, 'Raider Lead')).toMatchObject({ Gunnery: 2, Piloting: 4, Wounds: 2, Status: 'Active' });
    expect(pilotRow(c, 'Raider Scout')).toMatchObject({ Status: 'Dead' });
  });

  it("a pilot typed into a Mechs Pilot cell later gets a roster row at the next Set up; the GM's own column and formula on Pilots stay", () => {
    const c = campaign();
    const notesAt = PILOTS.columns.length + 1;
    const pilots = c.fake.book.sheet(TAB.pilots);
    pilots.getRange(1, notesAt).setValues([['Callsign']]);
    pilots.getRange(2, notesAt).setValues([['Percy']]);
    pilots.getRange(3, notesAt).setFormula('=1+1');
    type(c.fake, MECHS, cell(MECHS, 'pilot', mechRow(c.fake, 'Blackjack')), 'Dame Lynette');
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(
      roster(c)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Sir Percival', 'Raider Lead', 'Raider Two', 'Raider Scout', 'Dame Lynette']);
    expect(pilots.getRange(2, notesAt).getValue()).toBe('Percy');
    expect(pilots.getRange(3, notesAt).getFormula()).toBe('=1+1');
    expect(pilotRow(c, 'Dame Lynette')).toMatchObject({ Gunnery: 3, Piloting: 4, Status: 'Active' });
  });
});
