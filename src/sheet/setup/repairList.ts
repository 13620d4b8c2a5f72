/**
 * A damaged mech's repair list (R-16.6; docs/campaign.md, Repairs), read from its record: each location's armor
 * (front and rear) and structure below full, each destroyed item on the Equipment tab, each critical effect
 * (engine, gyro, sensor and actuator hits, damaged life support), each ammunition bin below full (R-19.4). Each line
 * carries the cells that mend it, so repairing a line is writing them. Pure: tabs in, lines out.
 */
import { LOCATIONS, TORSOS, type Location } from '../../rules/model/location';
import { findLibraryUnit } from '../../rules/data/library';
import { internalStructure } from '../../rules/charts/structure';
import type { RepairKind } from '../schema/repairsTab';
import { EQUIPMENT } from '../schema/gearTabs';
import { MECHS } from '../schema/mechsTab';
import { EQUIPMENT_STATUSES, LIFE_SUPPORT } from '../schema/choices';
import { TAB } from '../schema/columns';
import { cellText, choice, isBlank, wholeNumber } from '../tab/cells';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import type { Tabs } from '../tab/tabs';
import { openTab, type TabReader } from '../tab/tabReader';
import { parseFullArmor, type FullArmor } from './fullArmor';

/** One cell a repair writes: 0-based row and column of its tab. */
export interface RepairCell {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly value: string | number;
}

export interface RepairLine {
  readonly mech: string;
  /** `LA armor`, `CT structure`, `Medium Laser (RA)`, `Engine hits`: unique within its mech. */
  readonly repair: string;
  readonly kind: RepairKind;
  /** Armor or structure points, items (1), critical hits or shots (a bin's missing shots) to mend. */
  readonly points: number;
  readonly cells: readonly RepairCell[];
}

/** The critical effects a repair clears, each a Mechs column. */
const CRITICALS: readonly (readonly [key: string, label: string])[] = [
  ['engineHits', 'Engine hits'],
  ['gyroHits', 'Gyro hits'],
  ['sensorHits', 'Sensor hits'],
  ['actuators.LA', 'LA actuator hits'],
  ['actuators.RA', 'RA actuator hits'],
  ['actuators.LL', 'LL actuator hits'],
  ['actuators.RL', 'RL actuator hits'],
];

/** The shots of a full bin for an Equipment Item (R-19.1, by the campaign's Catalog); undefined: no counted bin. */
export type FullBin = (item: string) => number | undefined;

/**
 * Every repair of every mech on the Mechs tab, in the tab's order, a mech's lines in record-sheet order, its bins
 * below full last (`fullBin` absent: none). A mech with damaged armor whose Full armor or tonnage cannot be read is a
 * problem on that cell (as for a full repair).
 */
export function repairLines(tabs: Tabs, problems: SheetProblems, fullBin?: FullBin): RepairLine[] {
  const mechs = openTab(tabs, MECHS, problems, true);
  const equipment = openTab(tabs, EQUIPMENT, problems, false);
  if (!mechs) return [];
  const lines: RepairLine[] = [];
  for (const row of mechs.dataRows()) {
    const name = cellText(mechs.get(row, 'name'));
    if (name === '') continue;
    const r = new RowReader(mechs, row, problems, name);
    lines.push(...bodyLines(mechs, r, name));
    for (const [key, label] of CRITICALS) {
      const hits = mechs.has(key) ? (wholeNumber(mechs.get(row, key)) ?? 0) : 0;
      if (hits > 0) lines.push(line(name, label, 'critical', hits, [mechCell(mechs, row, key, 0)]));
    }
    if (mechs.has('lifeSupport') && choice(mechs.get(row, 'lifeSupport'), LIFE_SUPPORT) === 'Damaged')
      lines.push(line(name, 'Life support', 'critical', 1, [mechCell(mechs, row, 'lifeSupport', 'OK')]));
    if (equipment) lines.push(...itemLines(equipment, name));
    if (equipment && fullBin) lines.push(...ammoLines(equipment, name, fullBin));
  }
  return lines;
}

/** Armor and structure below the record, a location at a time; nothing when the record cannot be read. */
function bodyLines(mechs: TabReader, r: RowReader, name: string): RepairLine[] {
  const row = r.row;
  const now = (key: string): number => (mechs.has(key) ? (wholeNumber(mechs.get(row, key)) ?? 0) : 0);
  const tons = r.whole('tons', 10, 200);
  const structure = tons === undefined ? undefined : internalStructure(tons);
  const full = recordArmor(r, name);
  const lines: RepairLine[] = [];
  for (const loc of LOCATIONS) {
    if (full) {
      const rear = (TORSOS as readonly string[]).indexOf(loc) >= 0 ? `rear.${loc}` : undefined;
      const front = full.armor[loc] - now(`armor.${loc}`);
      const back = rear ? full.rear[loc as 'CT'] - now(rear) : 0;
      const cells = [mechCell(mechs, row, `armor.${loc}`, full.armor[loc])];
      if (rear && mechs.has(rear)) cells.push(mechCell(mechs, row, rear, full.rear[loc as 'CT']));
      if (front + back > 0) lines.push(line(name, `${loc} armor`, 'armor', front + back, cells));
    }
    const lost = structure ? structure[loc as Location] - now(`structure.${loc}`) : 0;
    if (structure && lost > 0)
      lines.push(
        line(name, `${loc} structure`, 'structure', lost, [
          mechCell(mechs, row, `structure.${loc}`, structure[loc as Location]),
        ]),
      );
  }
  return lines;
}

/** The mech's record armor: its Full armor cell, or a library model's when the cell is blank. */
function recordArmor(r: RowReader, who: string): FullArmor | undefined {
  const text = r.text('fullArmor');
  const model = text === '' ? findLibraryUnit(r.text('model')) : undefined;
  if (model) return { armor: model.armor, rear: model.rearArmor };
  if (text === '') {
    r.report(
      'fullArmor',
      'no_full_armor',
      `Full armor is blank: listing ${who}'s repairs needs its record armor (HD 9, CT 20+8, …); type it`,
    );
    return undefined;
  }
  const full = parseFullArmor(text);
  if (!full.ok) r.report('fullArmor', 'bad_full_armor', full.reason);
  return full.ok ? full.value : undefined;
}

/** Each destroyed item the mech carries: `Medium Laser (RA)`, a second one of the same `Medium Laser (RA) #2`. */
function itemLines(equipment: TabReader, mech: string): RepairLine[] {
  const lines: RepairLine[] = [];
  const seen = new Map<string, number>();
  for (const row of equipment.dataRows()) {
    if (cellText(equipment.get(row, 'mech')) !== mech) continue;
    const item = `${cellText(equipment.get(row, 'item'))} (${cellText(equipment.get(row, 'location'))})`;
    const n = (seen.get(item) ?? 0) + 1;
    seen.set(item, n);
    if (choice(equipment.get(row, 'status'), EQUIPMENT_STATUSES) !== 'Destroyed') continue;
    const cells = [{ tab: TAB.equipment, row, col: equipment.col('status'), value: 'OK' }];
    lines.push(line(mech, n === 1 ? item : `${item} #${n}`, 'equipment', 1, cells));
  }
  return lines;
}

/**
 * Each bin of the mech below full (R-19.4): `Ammo (SRM-6) (LT): 9 of 15 shots left`, its points the shots missing, a
 * second bin of the same name and location `#2` as for items. A blank Shots cell is a full bin (R-19.1).
 */
function ammoLines(equipment: TabReader, mech: string, fullBin: FullBin): RepairLine[] {
  const lines: RepairLine[] = [];
  if (!equipment.has('shots')) return lines;
  const seen = new Map<string, number>();
  for (const row of equipment.dataRows()) {
    if (cellText(equipment.get(row, 'mech')) !== mech) continue;
    const name = cellText(equipment.get(row, 'item'));
    const bin = `${name} (${cellText(equipment.get(row, 'location'))})`;
    const n = (seen.get(bin) ?? 0) + 1;
    seen.set(bin, n);
    const full = fullBin(name);
    const cell = equipment.get(row, 'shots');
    const left = isBlank(cell) ? full : wholeNumber(cell);
    if (full === undefined || left === undefined || left >= full) continue;
    const repair = `${n === 1 ? bin : `${bin} #${n}`}: ${left} of ${full} shots left`;
    const cells = [{ tab: TAB.equipment, row, col: equipment.col('shots'), value: full }];
    lines.push(line(mech, repair, 'ammo', full - left, cells));
  }
  return lines;
}

function mechCell(mechs: TabReader, row: number, key: string, value: string | number): RepairCell {
  return { tab: TAB.mechs, row, col: mechs.col(key), value };
}

function line(mech: string, repair: string, kind: RepairKind, points: number, cells: RepairCell[]): RepairLine {
  return { mech, repair, kind, points, cells };
}
