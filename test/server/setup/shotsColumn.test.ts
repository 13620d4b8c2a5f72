// A campaign set up before the Shots column existed (docs/sheet-layout.md, Equipment; ): Set up adds the
// column at the right of row 1 without moving or changing a cell, and the round then counts shots in it.
import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { campaign, read, type } from '../harness';

describe('R-19.1 Set up gives an old Equipment tab its Shots column', () => {
  it("R-19.1: an Equipment tab of four columns and the GM's own Notes: Shots added after Notes, every cell kept, then counted by a round", () => {
    const { fake, gas } = campaign();
    const sheet = fake.book.sheet('Equipment');
    const rows = sheet.peekValues().length;
    // The old layout: Mech, Item, Location, Status, and the GM's Notes where Shots is now.
    type(fake, EQUIPMENT, 'E1', 'Notes');
    for (let r = 2; r <= rows; r++) type(fake, EQUIPMENT, `E${r}`, r === 2 ? 'from the 3025 TRO' : '');
    const before = sheet.getRange(1, 1, rows, 5).getValues();

    fake.ui.answers.push('NO');
    gas.setupCampaign();
    expect(sheet.getRange(1, 1, rows, 5).getValues()).toEqual(before);
    expect(read(fake, EQUIPMENT, 'F1')).toBe('Shots');
    expect(fake.ui.alerts[0].prompt).toContain('Equipment: added Shots');

    // Blank Shots are full bins; the round writes what it spent into the new column.
    const bin = before.findIndex((row) => row[0] === 'Griffin' && row[1] === 'Ammo (LRM-5)') + 1;
    expect(read(fake, EQUIPMENT, `F${bin}`)).toBe('');
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(read(fake, EQUIPMENT, `F${bin}`)).toBeLessThan(24);
    expect(read(fake, EQUIPMENT, 'E2')).toBe('from the 3025 TRO');
  });
});
