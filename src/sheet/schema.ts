/**
 * The campaign spreadsheet as typed data: every tab, every column, what it holds, who
 * writes it, how Set up validates it and how wide it starts. The reader, the writer, the
 * demo and docs/sheet-layout.md all follow this one description (a test checks the doc).
 *
 * In parts: what a column spec is (`schema/columns`), the values the dropdowns offer
 * (`schema/choices`), each table tab's columns (`schema/tabs`) and the Rules tab's settings
 * (`schema/settings`); this module names them all in one import.
 */
export { TAB, WIDTH, columnSpec, headerNote, headerRow, type ColumnRole, type ColumnSpec, type TabName, type TabSpec, type Validation } from './schema/columns';
export { ANGLE_CHOICES, DICE_CHOICES, EQUIPMENT_STATUSES, HEAT_MODELS, HOLD_FIRE, MISSING_ORDERS_CHOICES, LIFE_SUPPORT, MECH_STATUSES, MELEE_CHOICES, MOVE_CHOICES, PILOT_STATUSES, SIDES, YES_NO } from './schema/choices';
export { ATTACKS, CATALOG, EQUIPMENT, LOG, MECHS, ROLLS, RULES, TABLE_TABS } from './schema/tabs';
export { SETTINGS, type SettingSpec } from './schema/settings';
