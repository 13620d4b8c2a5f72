// A big campaign as a GM makes one: Set up campaign on a new spreadsheet, then every mech inserted
// from the built-in library onto the map, then one attack line typed per mech. Shared by the
// formula-budget tests and `npm run bench` (its "Players' formulas" section).
import { ATTACKS } from '../../src/sheet/schema/playTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { campaign, cell, reset, type, type Campaign } from './harness';

/** The library's units, in turn: light to assault, so the Equipment tab has a campaign's mix. */
export const LIBRARY_UNITS = [
  'Griffin GRF-1S',
  'Rifleman RFL-3N',
  'Blackjack BJ-1',
  'Locust LCT-1V',
  'Commando COM-2D',
  'Jenner JR7-D',
  'Phoenix Hawk PXH-1',
  'Hunchback HBK-4G',
  'Wolverine WVR-6R',
  'Shadow Hawk SHD-2H',
  'Catapult CPLT-C1',
  'Warhammer WHM-6R',
  'Marauder MAD-3R',
  'Atlas AS7-D',
] as const;

/** Mech `i`'s hex (0-based): 16 along a row, every third row of the 16 × 17 map — 96 places. */
function hexOf(i: number): string {
  const col = 1 + (i % 16);
  const row = 1 + 3 * Math.floor(i / 16);
  if (row > 17) throw new Error(`the library campaign places 96 mechs, not ${i + 1}`);
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/**
 * Set up, then `mechs` library mechs inserted one by one (players' PCs and the GM's NPCs in
 * turn), then each mech's attack line (`All` at its neighbour of the other side). The call
 * tally starts empty afterwards.
 */
export function libraryCampaign(mechs: number): Campaign & { readonly names: readonly string[] } {
  const c = campaign({ demo: false });
  const names: string[] = [];
  for (let i = 0; i < mechs; i++) {
    const r = c.gas.insertLibraryMech(
      LIBRARY_UNITS[i % LIBRARY_UNITS.length],
      '',
      i % 2 === 0 ? 'PC' : 'NPC',
      hexOf(i),
    );
    if (!r.ok) throw new Error(`library mech ${i + 1}: ${JSON.stringify(r)}`);
    names.push(r.mechs[0].name);
  }
  names.forEach((name, i) => {
    const row = i + 2;
    type(c.fake, ATTACKS, cell(ATTACKS, 'attacker', row), name);
    type(c.fake, ATTACKS, cell(ATTACKS, 'target', row), names[i % 2 === 0 ? Math.min(i + 1, mechs - 1) : i - 1]);
    type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', row), 'All');
  });
  reset(c.fake);
  return { ...c, names };
}

/** A Mechs order cell: the first mech's Move. */
export const ORDER_CELL = cell(MECHS, 'move', 2);

/** The Attacks tab's Roll cell of the first line. */
export const ROLL_CELL = cell(ATTACKS, 'roll', 2);
