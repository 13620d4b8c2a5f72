/**
 * Where on the sheet a problem lives: what is missing or illegal is named, with a
 * button that selects the offending cell. Sheet problems already start with their cell
 * (`Mechs!F7: …`); the rules' own problems (`attack/out_of_range`, `move/too_far`) name a
 * mech and sometimes an attack line, and are placed here on that mech's Mechs row or that
 * line of the Attacks tab.
 */
import { a1, normalize } from '../sheet/tab/cells';
import { attackLineRows } from '../sheet/read/rolls';
import { ATTACKS } from '../sheet/schema/playTabs';
import { MECHS } from '../sheet/schema/mechsTab';
import { SheetProblems } from '../sheet/tab/problems';
import { openTab, type TabReader } from '../sheet/tab/tabReader';
import type { Tabs } from '../sheet/tab/tabs';
import type { ProblemView } from './problems';

/** A cell or block Spreadsheet.getRange accepts and the sidebar's select button sends. */
const SELECTABLE = /^[^!]+![A-Z]{1,3}\d{1,7}(:[A-Z]{1,3}\d{1,7})?$/;

/** The rows of the Mechs and Attacks tabs, to turn a mech or an attack line into a cell. */
export interface SheetIndex {
  /** `Mechs!L3`: the mech's row, at the column of `key` (the Name column when absent). */
  mechCell(mech: string, key?: string): string | undefined;
  /** `Attacks!C4`: attack line `line` (0-based, as the round numbers them), at `key`. */
  attackCell(line: number, key?: string): string | undefined;
  /** Attack lines (0-based) whose Attacker is `mech`. */
  attackLines(mech: string): number[];
}

function cellOf(table: TabReader | undefined, row: number | undefined, key: string | undefined): string | undefined {
  if (!table || row === undefined) return undefined;
  const col = (key !== undefined ? table.cols[key] : undefined) ?? table.cols[table.spec.columns[0].key];
  return col === undefined ? undefined : a1(table.name, row, col);
}

/**
 * Indexes the Mechs and Attacks tabs. `attackRows` is the Attacks row (0-based) of each attack
 * line the round read (CampaignRead); without it, lines are the tab's data rows in order.
 */
export function sheetIndex(tabs: Tabs, attackRows?: readonly number[]): SheetIndex {
  const mechs = openTab(tabs, MECHS, new SheetProblems(), false);
  const attacks = openTab(tabs, ATTACKS, new SheetProblems(), false);
  const mechRows = new Map<string, number>();
  if (mechs)
    for (const r of mechs.dataRows()) {
      const name = normalize(String(mechs.get(r, 'name')));
      if (name !== '' && !mechRows.has(name)) mechRows.set(name, r);
    }
  const rows = attacks ? (attackRows ?? attackLineRows(attacks)) : [];
  const lineRow = (line: number): number | undefined => rows[line];
  return {
    mechCell: (mech, key) => cellOf(mechs, mechRows.get(normalize(mech)), key ?? 'name'),
    attackCell: (line, key) => cellOf(attacks, lineRow(line), key ?? 'attacker'),
    attackLines: (mech) => {
      if (!attacks) return [];
      const out: number[] = [];
      rows.forEach((r, line) => {
        if (normalize(String(attacks.get(r, 'attacker'))) === normalize(mech)) out.push(line);
      });
      return out;
    },
  };
}

/** The Attacks column a rule problem is about, from its code. */
function attackColumn(code: string): string {
  if (code.indexOf('melee/') === 0) return 'melee';
  if (code.indexOf('freebie/') === 0) return 'freebie';
  if (/target|self/.test(code)) return 'target';
  if (/range|weapon|carried|empty|reused|sprint|evasive/.test(code)) return 'weapons';
  return 'attacker';
}

/** The Mechs column a movement problem is about. */
function moveColumn(code: string): string {
  if (code.indexOf('outflank/') === 0) return 'outflank';
  if (/off_map|too_far|path|no_position|blocked|occupied|jump_in_place|destination/.test(code)) return 'moveTo';
  return 'move';
}

/** `Mechs!1:1` (a header row) or `Rules` alone cannot be selected as such: take its first cell. */
function selectable(cell: string): string | undefined {
  if (SELECTABLE.test(cell)) return cell;
  const row = /^([^!]+)!(\d{1,7})(?::\d{1,7})?$/.exec(cell);
  if (row) return `${row[1]}!A${row[2]}`;
  return undefined;
}

/**
 * The cell to select for a problem: the one its message starts with, else the attack line
 * its message names (`Attack line 2 …`) or the mech's first attack line, else the mech's
 * Mechs row. Undefined when the problem is about no place in particular.
 */
export function problemCell(p: ProblemView, index: SheetIndex): string | undefined {
  if (p.cell) return selectable(p.cell);
  const code = p.code;
  const isAttack = /^(attack|melee|freebie)\//.test(code);
  if (isAttack) {
    const named = /Attack line (\d+)/.exec(p.message);
    const line = named ? Number(named[1]) - 1 : p.mech !== undefined ? index.attackLines(p.mech)[0] : undefined;
    const cell = line !== undefined ? index.attackCell(line, attackColumn(code)) : undefined;
    if (cell) return cell;
  }
  if (p.mech === undefined) return undefined;
  if (/^(move|outflank)\//.test(code)) return index.mechCell(p.mech, moveColumn(code));
  return index.mechCell(p.mech);
}

/** Every problem with its cell, where one can be found (the others are left as they are). */
export function locateProblems(problems: readonly ProblemView[], index: SheetIndex): ProblemView[] {
  return problems.map((p) => {
    const cell = problemCell(p, index);
    const { cell: _old, ...rest } = p;
    return cell ? { ...rest, cell } : rest;
  });
}
