// "Did you mean …?" through the built bundle: a one-letter value that names nothing gets no
// suggestion (`C` for Side), a long near-miss still gets one (`LRM-152` → LRM-15, `AC/200` →
// AC/20), in the words the sidebar's status shows on the cell.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../src/sheet/schema/gearTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { campaign, cell, mechRow, type } from './harness';

function statusMessages(c: ReturnType<typeof campaign>): string[] {
  return c.gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);
}

describe('a one-letter value that names nothing gets no suggestion', () => {
  it('"C" typed for the Rifleman\'s Side: must be PC or NPC, and no "did you mean"', () => {
    const c = campaign();
    const at = cell(MECHS, 'side', mechRow(c.fake, 'Rifleman'));
    type(c.fake, MECHS, at, 'C');
    expect(statusMessages(c)).toEqual([`Mechs!${at}: Side must be PC or NPC, got "C"`]);
  });
});

describe('a long near-miss still gets its suggestion', () => {
  it('"LRM-152" in a Weapons cell: did you mean LRM-15?', () => {
    const c = campaign();
    type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', 3), 'LRM-152');
    expect(statusMessages(c)).toEqual([
      'Attacks!C3: Weapons: "LRM-152" is not a weapon of the Catalog — did you mean LRM-15?',
    ]);
  });

  it('"AC/200" as the Locust\'s Equipment Item: did you mean AC/20?', () => {
    const c = campaign();
    const row =
      c.fake.book
        .sheet(EQUIPMENT.name)
        .peekValues()
        .findIndex((r) => r[0] === 'Locust') + 1;
    type(c.fake, EQUIPMENT, cell(EQUIPMENT, 'item', row), 'AC/200');
    expect(statusMessages(c)).toEqual([
      `Equipment!B${row}: Item must be a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description, got "AC/200" (not a weapon of the Catalog) — did you mean AC/20?`,
    ]);
  });
});
