/**
 * The Repairs tab (docs/campaign.md, Repairs; R-16.6): one row a repair a damaged mech needs, listed by Gator
 * from the mechs' record, ticked by the GM; Start a new battle repairs the ticked rows and lists again what is left.
 * Beside the list, the price table (columns H–J): cost and hours per armor point, structure point, equipment item,
 * critical effect and ammunition shot; a blank cell is free and instant.
 */
import { NARROW, STANDARD, TEXT, WIDE, column, whole } from './columnKit';
import { TAB, type TabSpec } from './columns';

export const REPAIRS: TabSpec = {
  name: TAB.repairs,
  holds:
    'One row a repair a damaged mech needs (R-16.6), listed by Repair list and after each new battle; tick Repair it for what Start a new battle repairs.',
  columns: [
    column('mech', 'Mech', 'info', 'The damaged mech', 'a name from Mechs', TEXT, STANDARD),
    column(
      'repair',
      'Repair',
      'info',
      'What is missing: a location’s armor or structure, an item, a critical effect, a bin’s shots',
      'text',
      TEXT,
      WIDE,
    ),
    column(
      'points',
      'Points',
      'info',
      'Armor or structure points, items, critical hits or shots to mend',
      'whole number',
      whole(0),
      NARROW,
    ),
    column(
      'tick',
      'Repair it',
      'declaration',
      'Ticked: repaired at Start a new battle',
      'a checkbox; blank = not',
      { kind: 'checkbox' },
      NARROW,
    ),
    column('cost', 'Cost', 'info', 'Points × the price table’s cost', 'number', TEXT, NARROW),
    column('hours', 'Hours', 'info', 'Points × the price table’s hours', 'number', TEXT, NARROW),
  ],
};

/** What a repair mends, one price row each; `ammo`, a bin's shots, is priced a shot. */
export const REPAIR_KINDS = ['armor', 'structure', 'equipment', 'critical', 'ammo'] as const;
export type RepairKind = (typeof REPAIR_KINDS)[number];

/** The price table's header (column H, row 1) and its rows' labels, as Repair list writes them. */
export const PRICE_HEADER = ['Price per', 'Cost each', 'Hours each'] as const;
export const PRICE_LABELS: Readonly<Record<RepairKind, string>> = {
  armor: 'Armor point',
  structure: 'Structure point',
  equipment: 'Equipment item',
  critical: 'Critical hit',
  ammo: 'Ammunition shot',
};
/** The price table's first column (H), 0-based. */
export const PRICE_COLUMN = 7;
