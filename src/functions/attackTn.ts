import type { Problem } from '../rules/model/problem';
import { cellText, isBlank, normalize } from '../sheet/cells';
import { readCampaignParts, type HeldBack } from '../sheet/read';
import { ATTACKS, TAB } from '../sheet/schema';
import { openTable, SheetProblems, type Table, type Tabs } from '../sheet/table';
import { attackPreviews } from '../server/sidebar/preview';
import type { AttackPreview, TnResult, WeaponPreview } from '../server/sidebar/views';
import { OUT_OF_RANGE } from './args';
import { fail, isEmpty, isGrid, type Grid } from './broadcast';
import type { CustomFunctionSpec } from './spec';

const FN = 'ATTACKTN';

/** A range argument with its header row, or (optional ones) nothing. */
function tabArg(name: string, example: string, value: unknown, optional: boolean): Grid | undefined {
  if (optional && isEmpty(value)) return undefined;
  if (!isGrid(value) || value.length < 1) {
    return fail(FN, `${name} must be the ${name} tab's range with its header row, e.g. ${example}`);
  }
  return value;
}

function tnText(tn: TnResult): string {
  if (!tn.ok) return tn.code === 'attack/out_of_range' ? OUT_OF_RANGE : tn.reason;
  return String(tn.total);
}

/** Weapons the TN cell writes as one: the same name, TN and freebie mark. */
export interface TnCellGroup {
  readonly name: string;
  readonly text: string;
  readonly freebie: boolean;
  readonly weapons: WeaponPreview[];
}

/**
 * A line's weapons as the TN cell lists them: identical weapons with the same TN together,
 * in the order each first appears. The Roll column takes its rolls in this order (R-0.5).
 */
export function tnCellGroups(weapons: readonly WeaponPreview[]): TnCellGroup[] {
  const groups: (TnCellGroup & { key: string })[] = [];
  for (const w of weapons) {
    const text = tnText(w.tn);
    const key = `${w.name}\u0000${text}\u0000${w.freebie}`;
    const same = groups.find((g) => g.key === key);
    if (same) same.weapons.push(w);
    else groups.push({ key, name: w.name, text, freebie: w.freebie, weapons: [w] });
  }
  return groups;
}

/** One weapon (or several identical ones) of a line and what the column says of it. */
interface Entry {
  readonly name: string;
  count: number;
  /** The TN, or why it cannot fire. */
  readonly text: string;
  /** `text` is a reason, not a TN. */
  readonly reason: boolean;
  readonly freebie: boolean;
}

/** Identical weapons with the same TN or reason are one entry with their count: `Machine Gun ×2`. */
function entries(p: AttackPreview): Entry[] {
  const out: Entry[] = [];
  const add = (name: string, tn: TnResult | undefined, freebie: boolean): void => {
    const text = tn ? tnText(tn) : OUT_OF_RANGE;
    const reason = !tn || !tn.ok;
    const same = out.find((e) => e.name === name && e.text === text && e.freebie === freebie);
    if (same) same.count++;
    else out.push({ name, count: 1, text, reason, freebie });
  };
  for (const w of p.weapons) add(w.name, w.tn, w.freebie);
  if (p.melee) add(p.melee.name, p.melee.tn, false);
  for (const name of p.unreachable) add(name, undefined, false);
  return out;
}

const counted = (e: Entry): string => `${e.name}${e.count > 1 ? ` ×${e.count}` : ''}`;

/**
 * The entries as one cell: a TN per weapon (`LRM-5 ×2 8`), and each reason once after every
 * weapon it stops (`Medium Laser, Machine Gun ×2 Out of range`). When one reason stops them all,
 * it is the whole cell.
 */
function entriesText(list: readonly Entry[]): string {
  if (list.length === 0) return 'No weapon can fire';
  if (list.every((e) => e.reason && e.text === list[0].text)) return list[0].text;
  const parts: string[] = [];
  const done = new Set<string>();
  for (const e of list) {
    if (!e.reason) parts.push(`${counted(e)} ${e.text}${e.freebie ? ' (freebie)' : ''}`);
    else if (!done.has(e.text)) {
      done.add(e.text);
      parts.push(`${list.filter((f) => f.reason && f.text === e.text).map(counted).join(', ')} ${e.text}`);
    }
  }
  return parts.join(' · ');
}

/**
 * One cell for one attack line: a lone weapon or melee attack gives its TN as a number (or
 * `Out of range`, or the reason it cannot attack); several give `LRM-5 ×2 8 · Large Laser 10`,
 * with identical weapons and identical reasons said once. A line with an illegal move gives the
 * reason instead of any TN; a line whose attacker's pilot is unconscious starts
 * `Only if Griffin's pilot wakes (wake roll TN 5, 83%): …`; one whose target's pilot is gives the
 * TNs at a target that wakes, then `— If Griffin's pilot stays unconscious (…), it stands still
 * in 0609 (TMM 0): …` with the TNs then.
 */
function lineCell(p: AttackPreview): number | string {
  if (p.coolDown) return 'Cool down';
  // An illegal move leaves no TN to give (issue 12): say so once, not once per weapon.
  if (p.illegal) return p.illegal.reason;
  const tns = lineTns(p);
  // R-11.2: the target wakes and moves as declared, or stays unconscious and stands still.
  const both = p.targetStaysOut ? `${tns} — ${p.targetStaysOut.text}: ${lineTns(ifTargetStaysOut(p))}` : tns;
  // R-11.2: an unconscious attacker's line is made only if the wake roll succeeds.
  return p.onlyIf ? `${p.onlyIf.text}: ${both}` : both;
}

/** The line as it is if its target's pilot stays unconscious (R-11.2): each TN then, where it differs. */
function ifTargetStaysOut(p: AttackPreview): AttackPreview {
  return {
    ...p,
    weapons: p.weapons.map((w) => (w.ifTargetStaysOut ? { ...w, tn: w.ifTargetStaysOut } : w)),
    ...(p.melee ? { melee: { ...p.melee, tn: p.melee.ifTargetStaysOut ?? p.melee.tn } } : {}),
  };
}

function lineTns(p: AttackPreview): number | string {
  const lone = p.weapons.length + (p.melee ? 1 : 0) + p.unreachable.length === 1;
  if (lone && p.unreachable.length === 1) return OUT_OF_RANGE;
  if (lone) {
    const tn = p.melee ? p.melee.tn : p.weapons[0].tn;
    if (!tn.ok) return tnText(tn);
    if (p.melee || !p.weapons[0].freebie) return tn.total;
  }
  return entriesText(entries(p));
}

/** Rows below the header holding anything: where a tab that cannot be read says why. */
function filledRows(values: readonly (readonly unknown[])[]): number[] {
  const rows: number[] = [];
  for (let r = 1; r < values.length; r++) if ((values[r] ?? []).some((cell) => !isBlank(cell))) rows.push(r);
  return rows;
}

/** The first problem a held-back attacker or target of the row carries, if any. */
function heldBackProblem(table: Table, row: number, heldBack: readonly HeldBack[]): Problem | undefined {
  for (const key of ['attacker', 'target']) {
    const name = normalize(cellText(table.get(row, key)));
    const held = heldBack.find((h) => normalize(h.mech) === name);
    if (held) return held.problem;
  }
  return undefined;
}

/**
 * The TN column of the Attacks tab, computed from the tabs themselves (issue 4). A line whose
 * cells break a rule or show an error value (`#NAME?`) shows that cell's message; a line whose
 * attacker or target has a problem on its own rows shows that problem; every other line is
 * computed (issue 12: one typo never blinds the GM). A problem every TN depends on — the
 * Rules, Catalog or Map tab, a missing tab or header — is shown on every line; when the
 * Attacks tab's own header cannot be read, on every filled row (or the first).
 */
export function attackTnColumn(tabs: Tabs): (number | string)[][] {
  const attacks = tabs[TAB.attacks];
  const out: (number | string)[][] = [];
  for (let r = 1; r < attacks.length; r++) out.push(['']);
  const read = readCampaignParts(tabs);
  const table = openTable(tabs, ATTACKS, new SheetProblems(), true);
  if (!table) {
    const why = read.located.find((p) => p.tab === TAB.attacks)?.problem ?? read.blocking;
    const rows = filledRows(attacks);
    if (why && out.length > 0) for (const row of rows.length > 0 ? rows : [1]) out[row - 1] = [why.message];
    return out;
  }
  const own = new Map<number, string>();
  for (const p of read.located) if (p.tab === TAB.attacks && p.row !== undefined && p.row > 0 && !own.has(p.row)) own.set(p.row, p.problem.message);
  const lineOf = new Map<number, number>();
  read.attackRows.forEach((row, line) => lineOf.set(row, line));
  const previews = read.campaign ? attackPreviews(read.campaign) : [];
  for (const row of table.dataRows()) {
    const mine = own.get(row);
    const line = lineOf.get(row);
    const held = read.blocking ?? heldBackProblem(table, row, read.heldBack);
    if (mine !== undefined) out[row - 1] = [mine];
    else if (line !== undefined) out[row - 1] = [lineCell(previews[line])];
    else if (held) out[row - 1] = [`Fix ${held.message}`];
  }
  return out;
}

export const ATTACKTN: CustomFunctionSpec = {
  name: FN,
  description:
    "Target numbers of every attack declared on the Attacks tab, from the Mechs, Equipment, Catalog and Map tabs, so they recalculate when a record changes. Put it in the TN column's second row; each ranges starts at A1 with its header row and the Attacks range stops before the TN column.",
  params: [
    { name: 'attacks', type: 'string[][]', description: 'The Attacks tab from A1, without the TN column.', example: 'Attacks!A1:G' },
    { name: 'mechs', type: 'string[][]', description: 'The Mechs tab from A1.', example: 'Mechs!A1:BC' },
    { name: 'equipment', type: 'string[][]', description: 'The Equipment tab from A1.', example: 'Equipment!A1:D' },
    { name: 'catalog', type: 'string[][]', description: 'The Catalog tab from A1.', example: 'Catalog!A1:K' },
    { name: 'map', type: 'string[][]', description: 'The Map tab from A1 (empty for no map).', example: 'Map!A1:Z' },
    { name: 'rules', type: 'string[][]', description: 'The Rules tab from A1 (empty for the default rules).', example: 'Rules!A1:H', optional: true },
  ],
  returns: {
    type: 'number|string',
    description: 'One cell per attack row: the TN (a number for one weapon), the TN of each weapon, "Out of range", or why the attack cannot be made.',
  },
  impl: (attacks: unknown, mechs: unknown, equipment: unknown, catalog: unknown, map: unknown, rules?: unknown) => {
    const tabs: Record<string, Grid> = {
      [TAB.attacks]: tabArg('Attacks', 'Attacks!A1:G', attacks, false) as Grid,
      [TAB.mechs]: tabArg('Mechs', 'Mechs!A1:BC', mechs, false) as Grid,
      [TAB.equipment]: tabArg('Equipment', 'Equipment!A1:D', equipment, false) as Grid,
      [TAB.catalog]: tabArg('Catalog', 'Catalog!A1:K', catalog, false) as Grid,
    };
    const mapGrid = tabArg('Map', 'Map!A1:Z', map, true);
    if (mapGrid) tabs[TAB.map] = mapGrid;
    const rulesGrid = tabArg('Rules', 'Rules!A1:H', rules, true);
    if (rulesGrid) tabs[TAB.rules] = rulesGrid;
    return attackTnColumn(tabs);
  },
};
