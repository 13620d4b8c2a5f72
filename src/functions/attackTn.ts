import type { Problem } from '../rules/model/problem';
import { readCampaign, type Campaign } from '../sheet/read';
import { ATTACKS, TAB } from '../sheet/schema';
import { openTable, SheetProblems, type Tabs } from '../sheet/table';
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

/** The 0-based rows of the Attacks range that hold an attack line, as the reader sees them. */
function attackRows(tabs: Tabs): number[] {
  const table = openTable(tabs, ATTACKS, new SheetProblems(), true);
  return table ? table.dataRows() : [];
}

/** Row (0-based) of an `Attacks!C5: …` problem, or undefined for a problem elsewhere. */
function attackRowOf(problem: Problem): number | undefined {
  const m = /^Attacks!\$?[A-Z]+\$?(\d+):/.exec(problem.message);
  return m ? Number(m[1]) - 1 : undefined;
}

function tnText(tn: TnResult): string {
  if (!tn.ok) return tn.code === 'attack/out_of_range' ? OUT_OF_RANGE : tn.reason;
  return String(tn.total);
}

/** Identical weapons with the same TN are written once with their count: `Medium Laser ×2 12`. */
function weaponTexts(weapons: readonly WeaponPreview[]): string[] {
  const groups: { key: string; name: string; text: string; freebie: boolean; count: number }[] = [];
  for (const w of weapons) {
    const text = tnText(w.tn);
    const key = `${w.name}\u0000${text}\u0000${w.freebie}`;
    const same = groups.find((g) => g.key === key);
    if (same) same.count++;
    else groups.push({ key, name: w.name, text, freebie: w.freebie, count: 1 });
  }
  return groups.map((g) => `${g.name}${g.count > 1 ? ` ×${g.count}` : ''} ${g.text}${g.freebie ? ' (freebie)' : ''}`);
}

/**
 * One cell for one attack line: a lone weapon or melee attack gives its TN as a number (or
 * `Out of range`, or the reason it cannot attack); several give `LRM-5 ×2 8 · Large Laser 10`.
 * A line with an illegal move gives the reason instead of any TN; a line whose attacker's
 * pilot is unconscious starts `Only if Griffin's pilot wakes (wake roll TN 5, 83%): …`.
 */
function lineCell(p: AttackPreview): number | string {
  if (p.coolDown) return 'Cool down';
  // An illegal move leaves no TN to give (issue 12): say so once, not once per weapon.
  if (p.illegal) return p.illegal.reason;
  const tns = lineTns(p);
  // R-11.2: an unconscious attacker's line is made only if the wake roll succeeds.
  return p.onlyIf ? `${p.onlyIf.text}: ${tns}` : tns;
}

function lineTns(p: AttackPreview): number | string {
  const lone = p.weapons.length + (p.melee ? 1 : 0) + p.unreachable.length === 1;
  if (lone && p.unreachable.length === 1) return OUT_OF_RANGE;
  if (lone) {
    const tn = p.melee ? p.melee.tn : p.weapons[0].tn;
    if (!tn.ok) return tnText(tn);
    if (p.melee || !p.weapons[0].freebie) return tn.total;
  }
  const parts = weaponTexts(p.weapons);
  if (p.melee) parts.push(`${p.melee.name} ${tnText(p.melee.tn)}`);
  for (const name of p.unreachable) parts.push(`${name} ${OUT_OF_RANGE}`);
  return parts.length ? parts.join(' · ') : 'No weapon can fire';
}

/**
 * The TN column of the Attacks tab, computed from the tabs themselves (issue 4). Lines whose
 * cells break a rule show that cell's message; the others are computed as if those lines were
 * not there. A problem on a record tab is shown on every line: no TN can be trusted until it
 * is fixed.
 */
export function attackTnColumn(tabs: Tabs): (number | string)[][] {
  const attacks = tabs[TAB.attacks];
  const out: (number | string)[][] = [];
  for (let r = 1; r < attacks.length; r++) out.push(['']);
  let current = tabs;
  let read = readCampaign(current);
  for (let pass = 0; pass < 3 && !read.ok; pass++) {
    const byRow = new Map<number, Problem>();
    const elsewhere: Problem[] = [];
    for (const p of read.problems) {
      const row = attackRowOf(p);
      if (row === undefined) elsewhere.push(p);
      else if (!byRow.has(row)) byRow.set(row, p);
    }
    if (elsewhere.length > 0 || byRow.size === 0) {
      const first = elsewhere[0] ?? read.problems[0];
      for (const row of attackRows(current)) out[row - 1] = [`Fix ${first.message}`];
      return out;
    }
    const blanked = current[TAB.attacks].map((row, i) => (byRow.has(i) ? row.map(() => '') : row));
    byRow.forEach((p, row) => {
      out[row - 1] = [p.message];
    });
    current = { ...current, [TAB.attacks]: blanked };
    read = readCampaign(current);
  }
  if (!read.ok) return out;
  const campaign: Campaign = read.value;
  const rows = attackRows(current);
  attackPreviews(campaign).forEach((preview, line) => {
    const row = rows[line];
    if (row !== undefined) out[row - 1] = [lineCell(preview)];
  });
  return out;
}

export const ATTACKTN: CustomFunctionSpec = {
  name: FN,
  description:
    "Target numbers of every attack declared on the Attacks tab, from the Mechs, Equipment, Catalog and Map tabs, so they recalculate when a record changes. Put it in the TN column's second row; each ranges starts at A1 with its header row and the Attacks range stops before the TN column.",
  params: [
    { name: 'attacks', type: 'string[][]', description: 'The Attacks tab from A1, without the TN column.', example: 'Attacks!A1:G' },
    { name: 'mechs', type: 'string[][]', description: 'The Mechs tab from A1.', example: 'Mechs!A1:BZ' },
    { name: 'equipment', type: 'string[][]', description: 'The Equipment tab from A1.', example: 'Equipment!A1:E' },
    { name: 'catalog', type: 'string[][]', description: 'The Catalog tab from A1.', example: 'Catalog!A1:K' },
    { name: 'map', type: 'string[][]', description: 'The Map tab from A1 (empty for no map).', example: 'Map!A1:Q18' },
    { name: 'rules', type: 'string[][]', description: 'The Rules tab from A1 (empty for the default rules).', example: 'Rules!A1:H', optional: true },
  ],
  returns: {
    type: 'number|string',
    description: 'One cell per attack row: the TN (a number for one weapon), the TN of each weapon, "Out of range", or why the attack cannot be made.',
  },
  impl: (attacks: unknown, mechs: unknown, equipment: unknown, catalog: unknown, map: unknown, rules?: unknown) => {
    const tabs: Record<string, Grid> = {
      [TAB.attacks]: tabArg('Attacks', 'Attacks!A1:G', attacks, false) as Grid,
      [TAB.mechs]: tabArg('Mechs', 'Mechs!A1:BZ', mechs, false) as Grid,
      [TAB.equipment]: tabArg('Equipment', 'Equipment!A1:E', equipment, false) as Grid,
      [TAB.catalog]: tabArg('Catalog', 'Catalog!A1:K', catalog, false) as Grid,
    };
    const mapGrid = tabArg('Map', 'Map!A1:Q18', map, true);
    if (mapGrid) tabs[TAB.map] = mapGrid;
    const rulesGrid = tabArg('Rules', 'Rules!A1:H', rules, true);
    if (rulesGrid) tabs[TAB.rules] = rulesGrid;
    return attackTnColumn(tabs);
  },
};
