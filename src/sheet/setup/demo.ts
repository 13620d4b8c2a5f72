import type { Side } from '../../rules/model/mech';
import { DEMO_MAP } from '../../rules/map/demoMap';
import { STANDARD_HEAT_SCALE } from '../../rules/charts/heatScale';
import { CANONICAL_UNITS, type UnitEquipment, type UnitSpec } from '../../rules/charts/units';
import { STANDARD_CATALOG, STANDARD_WEAPONS } from '../../rules/charts/weapons';
import { ATTACKS, LOG, ROLLS } from '../schema/playTabs';
import { CATALOG, EQUIPMENT } from '../schema/gearTabs';
import { MECHS } from '../schema/mechsTab';
import { TAB } from '../schema/columns';
import { catalogRowCells, mapValues, rulesValues, tabValues, type RowCells } from '../write/tabValues';
import { equipmentRowCells, mechRowCells } from './unitRows';
import { PILOTS } from '../schema/pilotsTab';
import { rosterRowsFromMechs } from './pilotRoster';

/** Who is where in the seed's example battle, and how each is flown. */
interface DemoMech {
  readonly unit: UnitSpec;
  readonly side: Side;
  readonly player: string;
  /** Its orders are marked Ready (the Mechs tab's checkbox). */
  readonly ready?: boolean;
  /** The player's Google account (an example address): Protect the campaign gives it the mech's orders. */
  readonly account?: string;
  readonly pilot: string;
  readonly position: string;
}

function unit(name: string): UnitSpec {
  const found = CANONICAL_UNITS.filter((u) => u.name === name)[0];
  if (!found) throw new Error(`no canonical ${name}`);
  return found;
}

/**
 * The seed's Griffin carries two LRM-5 launchers (reference §6 note): the canonical record
 * plus a second rack beside the first, in the left torso.
 */
function seedGriffin(): UnitSpec {
  const g = unit('Griffin');
  const equipment: UnitEquipment[] = [];
  for (const e of g.equipment) {
    equipment.push(e);
    if (e.name === 'LRM-5' && e.kind === 'weapon') equipment.push({ ...e });
  }
  return { ...g, equipment };
}

/**
 * The seed's Blackjack has "a Running Speed of 8 generating a TMM of 2" (example 1); the
 * canonical BJ-1 walks 4 and runs 6 (TMM 1). The demo follows the seed: Walk 5, so Run is
 * ceil(1.5 × 5) = 8 and the Griffin's TNs read 6 / 7 / 8 as the seed's do. The
 * library keeps the canonical record (src/rules/data/library.ts).
 */
function seedBlackjack(): UnitSpec {
  return { ...unit('Blackjack'), walkMP: 5 };
}

/** The seed's example: the Griffin in 0609 facing a Rifleman in 0415, a Blackjack in 0111 and a Locust in 1516. */
const DEMO_MECHS: readonly DemoMech[] = [
  {
    unit: seedGriffin(),
    side: 'PC',
    player: 'Player 1',
    account: 'player1@example.com',
    pilot: 'Sir Percival',
    position: '0609',
  },
  { unit: unit('Rifleman'), side: 'NPC', player: '', pilot: 'Raider Lead', position: '0415' },
  { unit: seedBlackjack(), side: 'NPC', player: '', pilot: 'Raider Two', position: '0111' },
  // The Locust fires at nobody: its orders are marked Ready as they are.
  { unit: unit('Locust'), side: 'NPC', player: '', pilot: 'Raider Scout', position: '1516', ready: true },
];

/** The shared Mechs row (unitRows.ts), with the demo's players and pilots, everyone having run. */
function demoMechCells(d: DemoMech): RowCells {
  const u = d.unit;
  const rec = mechRowCells({ unit: u, name: u.name, side: d.side, position: d.position }, { gunnery: 3, piloting: 4 });
  // Everyone ran, as in the seed's examples; staying put keeps the seed's distances.
  return {
    ...rec,
    model: u.model,
    player: d.player,
    playerAccount: d.account ?? '',
    pilot: d.pilot,
    size: '',
    move: 'Run',
    ready: d.ready === true,
  };
}

function demoEquipmentCells(d: DemoMech): RowCells[] {
  return equipmentRowCells({ unit: d.unit, name: d.unit.name, side: d.side, position: d.position }, STANDARD_CATALOG);
}

/** The Griffin fires at the Rifleman (seed example 2), the Rifleman and Blackjack at the Griffin. */
const DEMO_ATTACKS: readonly RowCells[] = [
  { attacker: 'Griffin', target: 'Rifleman', weapons: 'All', freebie: 'Large Laser' },
  { attacker: 'Rifleman', target: 'Griffin', weapons: 'Large Laser x2, AC/5 x2' },
  { attacker: 'Blackjack', target: 'Griffin', weapons: 'All' },
];

/**
 * The seed's example battle as the campaign's tabs, fresh arrays on every call: the four
 * mechs with their reference §6 records (the Griffin with two LRM-5s and the Blackjack
 * running 8, as the seed says)
 * and §5 structure, gunnery 3 and piloting 4, all declared to Run; their equipment in
 * record order, heat sinks and jump jets by location (§6d); the standard Catalog; three
 * attacks; the demo map; the Rules at their defaults with the standard heat scale; an
 * empty Log and an empty Rolls tab; the four pilots on the Pilots tab.
 */
export function demoTabs(): Record<string, unknown[][]> {
  const mechs = tabValues(MECHS, DEMO_MECHS.map(demoMechCells));
  return {
    [TAB.mechs]: mechs,
    [TAB.equipment]: tabValues(
      EQUIPMENT,
      DEMO_MECHS.reduce<RowCells[]>((rows, d) => rows.concat(demoEquipmentCells(d)), []),
    ),
    [TAB.catalog]: tabValues(CATALOG, STANDARD_WEAPONS.map(catalogRowCells)),
    [TAB.attacks]: tabValues(ATTACKS, DEMO_ATTACKS),
    [TAB.map]: mapValues(DEMO_MAP),
    [TAB.log]: tabValues(LOG, []),
    [TAB.rules]: rulesValues(STANDARD_HEAT_SCALE),
    [TAB.rolls]: tabValues(ROLLS, []),
    // The roster: the four pilots, as Set up makes it from the Mechs tab.
    [TAB.pilots]: tabValues(PILOTS, rosterRowsFromMechs(mechs)),
  };
}
