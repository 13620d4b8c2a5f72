/** The Equipment and Catalog tabs' columns, in the order Set up writes them: what the mechs carry. */
import { LOCATIONS } from '../../rules/model/location';
import { EQUIPMENT_STATUSES, YES_NO } from './choices';
import { NARROW, STANDARD, WIDE, list, whole, TEXT, column } from './columnKit';
import { TAB, type TabSpec } from './columns';

export const EQUIPMENT: TabSpec = {
  name: TAB.equipment,
  holds:
    'One row per mounted item, in record-sheet order per mech ("the first weapon" of a location is the first row, R-9.3).',
  columns: [
    column('mech', 'Mech', 'fixed', 'The mech carrying it', 'a name from Mechs', { kind: 'mechName' }, STANDARD),
    column(
      'item',
      'Item',
      'fixed',
      'What is mounted',
      'a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) such as Ammo (LRM-5) — a half ton Ammo (Machine Gun) (half) — or Other: anything',
      TEXT,
      WIDE,
    ),
    column(
      'location',
      'Location',
      'fixed',
      'Where it is mounted',
      'HD, CT, LT, RT, LA, RA, LL or RL (or the full name: Left Torso)',
      list(LOCATIONS),
      STANDARD,
    ),
    column(
      'status',
      'Status',
      'state',
      'Whether it still works',
      'OK or Destroyed; blank = OK',
      list(EQUIPMENT_STATUSES),
      STANDARD,
    ),
    column(
      'shots',
      'Shots',
      'state',
      "An ammunition bin's shots left (R-19.1); a round takes one a shot, a new battle refills it (R-19.4)",
      "whole number from 0 to a full bin (a ton: the weapon's shots per ton; half a ton: half); blank = full; blank on other rows",
      whole(0),
      NARROW,
      { required: false },
    ),
  ],
};

export const CATALOG: TabSpec = {
  name: TAB.catalog,
  holds:
    'The weapon table (the standard BattleTech weapons), prefilled; add house weapons as new rows. A standard weapon left off keeps its reference values; a row with its exact name replaces them.',
  columns: [
    column('weapon', 'Weapon', 'fixed', 'Weapon name', 'unique text, not blank', TEXT, WIDE),
    column(
      'damage',
      'Damage',
      'fixed',
      'Damage of one hit; for missiles, of one missile',
      'whole number 0 or more',
      whole(0),
      NARROW,
    ),
    column('heat', 'Heat', 'fixed', 'Heat when fired', 'whole number 0 or more', whole(0), NARROW),
    column(
      'minRange',
      'Min range',
      'fixed',
      'Minimum range (R-3.3)',
      'whole number 0 or more; blank = none',
      whole(0),
      NARROW,
    ),
    column('short', 'Short', 'fixed', 'Short bracket upper bound (hexes)', 'whole number 1 or more', whole(1), NARROW),
    column('medium', 'Medium', 'fixed', 'Medium bracket upper bound', 'whole number, at least Short', whole(1), NARROW),
    column('long', 'Long', 'fixed', 'Long bracket upper bound', 'whole number, at least Medium', whole(1), NARROW),
    column(
      'missiles',
      'Missiles',
      'fixed',
      'Missiles in a salvo, the cluster table column (R-8.3)',
      '1–30 or 40; blank = not a missile rack',
      whole(1, 40),
      NARROW,
      { required: false },
    ),
    column(
      'perGroup',
      'Missiles per group',
      'fixed',
      'Missiles in one damage group: 5 for LRMs, 1 for SRMs (R-8.1)',
      'whole number 1 or more when Missiles is set',
      whole(1),
      WIDE,
      { required: false },
    ),
    column(
      'ammo',
      'Ammo',
      'fixed',
      'Fed by ammunition bins (ammo explosions, R-9.7)',
      'Yes or No; blank = No',
      list(YES_NO),
      WIDE,
    ),
    column(
      'heatsTarget',
      'Heats target',
      'fixed',
      'A hit adds 1d6 heat to the target (Flamer)',
      'Yes or No; blank = No',
      list(YES_NO),
      WIDE,
      { required: false },
    ),
  ],
};
