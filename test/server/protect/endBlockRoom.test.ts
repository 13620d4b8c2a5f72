// Protect the campaign (docs/fair-play.md "Who may edit what") adds a block at the end of a tab for a player's mech
// with no rows there. The grid it grows keeps the room Set up gives it, no more: each row below the data is a
// cell more that every card and TN formula is handed on each edit (docs/sheet-layout.md, the tabs' room).
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { ROOM } from '../../../src/sheet/setup/room';
import { campaign, cell } from '../harness';
import { ANNA, BEN, benPlaysRifleman } from './players';

const GM = 'gm@example.com';

describe("Protect's blocks at the end of a tab grow its grid to the data and the tab's room", () => {
  it("Attacks with only the Blackjack's line, its grid fitted: the Griffin's and the Rifleman's blocks end 10 rows above the grid's end", () => {
    const c = campaign({ editors: [ANNA, BEN] });
    benPlaysRifleman(c);
    const attacks = c.fake.book.sheet(TAB.attacks);
    // Only the Blackjack's line is left, on row 2; the grid holds it and its room.
    attacks.getRange('A2:I3').clearContent();
    attacks.getRange('A2:I2').setValues(attacks.getRange('A4:I4').getValues());
    attacks.getRange('A4:I4').clearContent();
    attacks.deleteRows(3 + ROOM[TAB.attacks], attacks.getMaxRows() - (2 + ROOM[TAB.attacks]));
    expect(attacks.getMaxRows()).toBe(2 + ROOM[TAB.attacks]);

    c.fake.setUser(GM);
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();

    const attacker = ATTACKS.columns.findIndex((x) => x.key === 'attacker');
    const owners = attacks
      .peekValues()
      .slice(1)
      .map((r) => r[attacker])
      .filter((v) => v !== '');
    expect(owners).toEqual(['Blackjack', 'Griffin', 'Griffin', 'Griffin', 'Rifleman', 'Rifleman', 'Rifleman']);
    expect(attacks.getRange(cell(ATTACKS, 'attacker', 8)).getValue()).toBe('Rifleman');
    expect(attacks.getMaxRows()).toBe(8 + ROOM[TAB.attacks]);
  });
});
