// The demo's players as the protection tests cast them: Anna plays the Griffin (the demo's
// Player account), Ben the Rifleman once it is made a PC and given his address.
import { TAB } from '../../../src/sheet/schema/columns';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, mechRow, type Campaign } from '../harness';

export const ANNA = 'player1@example.com';
export const BEN = 'ben@example.com';

/** The Rifleman becomes a player's mech, Ben's. */
export function benPlaysRifleman(c: Campaign): void {
  const rifleman = mechRow(c.fake, 'Rifleman');
  const mechs = c.fake.book.sheet(TAB.mechs);
  mechs.getRange(cell(MECHS, 'side', rifleman)).setValue('PC');
  mechs.getRange(cell(MECHS, 'playerAccount', rifleman)).setValue(BEN);
}
