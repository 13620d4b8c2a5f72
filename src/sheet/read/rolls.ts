/**
 * Rolls players made themselves and typed into the sheet (R-0.5): the Attacks tab's Roll
 * column (to-hit rolls, one per weapon in the order of the TN cell) and the Rolls tab (every
 * other roll, by its words). Only the form is checked here — whole numbers, faces 1–6, totals
 * 2–12; whether a roll has the right number of dice is known when the round asks for it.
 */
import { normalizeRollKey } from '../../rules/dice/requests';
import { rollWordsProblem, type RollMaker } from '../../rules/dice/rollWords';
import type { TypedRoll } from '../../rules/dice/typed';
import { didYouMean } from '../../rules/text/nearest';
import { a1, describeGot, isBlank } from '../tab/cells';
import { reportDate } from '../tab/dateCells';
import { typedDecimal, type LocaleTyping } from '../tab/localeTyping';
import { ATTACKS, ROLLS } from '../schema/playTabs';
import { RowReader } from '../tab/rowReader';
import { SheetProblems } from '../tab/problems';
import { type TabReader, openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

/** One roll as typed: its faces in order, or only its total. */
interface TypedEntry {
  readonly faces?: readonly number[];
  readonly total?: number;
  /** As typed: `4+5`, `9`. */
  readonly text: string;
}

/** An attack line's Roll cell: its to-hit rolls in the order of the TN cell. */
export interface LineRolls {
  /** The attack line (0-based, as the declarations number them). */
  readonly line: number;
  /** Its Attacks row (0-based, as the tab's values count). */
  readonly row: number;
  readonly cell: string;
  readonly rolls: readonly TypedEntry[];
}

/** A typed roll no roll of the round can take, and why: reported after the round, never dropped silently. */
export interface StrayRoll {
  readonly cell: string;
  readonly text: string;
  readonly why: string;
}

export interface SheetRolls {
  readonly lines: readonly LineRolls[];
  /** The Rolls tab's rows, each for the roll its For column names. */
  readonly rows: readonly TypedRoll[];
  readonly strays: readonly StrayRoll[];
}

/**
 * The Attacks columns of an order: a row holding none of them is not an attack line, whatever
 * its Roll says. The Attacker alone is not an order: it is the row's owner, which a round keeps
 * (a mech's block of rows, R-0.5a).
 */
const ORDER_KEYS = ATTACKS.columns
  .filter((c) => c.role === 'declaration' && c.key !== 'roll' && c.key !== 'attacker')
  .map((c) => c.key);

/** Whether an Attacks row declares an attack (anything but a Roll typed on it). */
export function isAttackRow(table: TabReader, row: number): boolean {
  return ORDER_KEYS.some((k) => !isBlank(table.get(row, k)));
}

/** The Attacks rows that are attack lines, in sheet order: line n of the declarations is row `attackLineRows(t)[n]`. */
export function attackLineRows(table: TabReader): number[] {
  return table.dataRows().filter((row) => isAttackRow(table, row));
}

const ROLL_SEPARATORS = /[,;·]/;
const FACE_SEPARATORS = /[\s+]+/;
const WHOLE = /^\d+$/;

const HOW = 'type the total (9) or the faces (4+5)';

/**
 * One roll as typed, or what is wrong with it: `9`, `4+5`, `4 5`, `6 3 2`. A lone number is a
 * total from 2 to 12 — or, where a 1d6 roll may be meant (`dieFace`), a face from 1 to 6.
 */
export function parseRoll(text: string, dieFace: boolean): TypedEntry | string {
  const tokens = text.split(FACE_SEPARATORS).filter((t) => t !== '');
  if (tokens.length === 0 || tokens.some((t) => !WHOLE.test(t))) return `"${text}" is not a roll: ${HOW}`;
  const numbers = tokens.map(Number);
  if (numbers.length === 1) {
    const n = numbers[0];
    const least = dieFace ? 1 : 2;
    if (n < least || n > 12) return `${n} is not a roll: a 2d6 total is 2 to 12${dieFace ? ', one die 1 to 6' : ''}`;
    return { total: n, text };
  }
  if (numbers.length > 3) return `"${text}" is not a roll: at most three faces (6 3 2, with Advantage or Disadvantage)`;
  const bad = numbers.filter((n) => n < 1 || n > 6);
  if (bad.length > 0) return `"${text}": a face is 1 to 6, got ${bad[0]}`;
  return { faces: numbers, text: numbers.join('+') };
}

/**
 * What a Roll cell holding a fraction says. Where the locale's decimal separator is the comma
 * (de_DE), rolls typed `4,5` in a cell that is not plain text became the number 4.5: the message
 * quotes what was typed and the separators that work there — semicolons between rolls, a plus
 * between faces. `several`: a cell of the Attacks tab, which takes one roll per weapon.
 */
function fractionText(n: number, typing: LocaleTyping, several: boolean): string {
  if (!typing.decimalComma)
    return `Roll ${n} is not a roll: ${HOW}${several ? ', one roll per weapon separated by commas' : ''}`;
  const typed = typedDecimal(n, typing);
  const parts = typed.split(',');
  const how = several
    ? `separate the rolls with semicolons (${parts.join('; ')}), or type the faces with a plus (4+5)`
    : `type the faces with a plus (${parts.join('+')}), or the total (9)`;
  return `holds the number ${n} — Sheets read "${typed}" as a decimal (a comma is the decimal point in this spreadsheet's locale, ${typing.locale}): ${how}`;
}

/** Reports a Roll cell Sheets read as a fraction; true when it is one. */
function reportFraction(r: RowReader, raw: unknown, several: boolean): boolean {
  if (typeof raw !== 'number' || Number.isInteger(raw)) return false;
  r.report('roll', 'decimal_value', fractionText(raw, r.problems.typing, several));
  return true;
}

/**
 * A cell's text as typed: numbers as they are, anything else trimmed; undefined for what no roll can be (a date, a
 * checkbox).
 */
function rollText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  return value.trim();
}

/** Reports each of the row's cells of `keys` that Sheets read as a date (`4/5`); true when one is. */
function reportDates(r: RowReader, keys: readonly string[]): boolean {
  let found = false;
  for (const key of keys) {
    if (
      r.table.has(key) &&
      reportDate(
        r.problems,
        r.table.name,
        r.row,
        r.table.col(key),
        r.raw(key),
        key === 'roll' ? 'faces' : 'text',
        r.mech,
      )
    )
      found = true;
  }
  return found;
}

/** The Attacks tab's Roll cells: one entry per line that has them, in line order. */
function readLineRolls(tabs: Tabs, problems: SheetProblems, strays: StrayRoll[]): LineRolls[] {
  // The tab's own problems (a header missing or doubled) are readAttacks's to report, once; its cells' are ours.
  const table = openTab(tabs, ATTACKS, new SheetProblems(), false);
  if (!table || !table.has('roll')) return [];
  const out: LineRolls[] = [];
  let line = 0;
  for (const row of table.dataRows()) {
    const r = new RowReader(table, row, problems);
    const raw = r.raw('roll');
    const attack = isAttackRow(table, row);
    const current = line;
    if (attack) line++;
    if (isBlank(raw) || reportDates(r, ['roll']) || reportFraction(r, raw, true)) continue;
    const cell = a1(table.name, row, table.col('roll'));
    const text = rollText(raw);
    if (text === undefined) {
      r.report(
        'roll',
        'bad_roll',
        `Roll ${describeGot(raw)} is not a roll: ${HOW}, one roll per weapon separated by commas`,
      );
      continue;
    }
    if (!attack) {
      strays.push({ cell, text, why: 'no attack on this row' });
      continue;
    }
    const rolls: TypedEntry[] = [];
    let ok = true;
    for (const part of text.split(ROLL_SEPARATORS)) {
      if (part.trim() === '') continue;
      const entry = parseRoll(part.trim(), false);
      if (typeof entry === 'string') {
        r.report('roll', 'bad_roll', `Roll ${entry}${text.split(ROLL_SEPARATORS).length > 1 ? ` (in "${text}")` : ''}`);
        ok = false;
      } else rolls.push(entry);
    }
    if (ok && rolls.length > 0) out.push({ line: current, row, cell, rolls });
  }
  return out;
}

/**
 * The Rolls tab: one typed roll a row, for the roll its For column names; a row without a Roll is a roll still to make.
 */
function readRollsTab(tabs: Tabs, problems: SheetProblems, mechs?: readonly RollMaker[]): TypedRoll[] {
  const table = openTab(tabs, ROLLS, problems, false);
  if (!table) return [];
  const out: TypedRoll[] = [];
  const seen = new Map<string, number>();
  for (const row of table.dataRows()) {
    const r = new RowReader(table, row, problems);
    // A row of a mech's block with nothing typed on it yet.
    if (r.blank('roll') && r.blank('for') && r.blank('by')) continue;
    if (reportDates(r, ['for', 'roll', 'by', 'mech'])) continue;
    if (r.blank('roll')) {
      if (r.blank('for'))
        r.report(
          'for',
          'blank',
          `For must say which roll ${describeGot(r.raw('by'))} rolled, and Roll what was thrown`,
        );
      continue;
    }
    const forText = r.text('for');
    if (forText === '') {
      r.report(
        'for',
        'blank',
        `For must say which roll ${describeGot(r.raw('roll'))} is: the words the sidebar asks with, Griffin: LRM-5 #1 at Rifleman — cluster hits`,
      );
      continue;
    }
    if (forText.indexOf(':') < 0) {
      r.report(
        'for',
        'bad_roll_for',
        `For must name the mech, a colon, then the roll, as the sidebar words it (Griffin: LRM-5 #1 at Rifleman — cluster hits), got ${describeGot(forText)}`,
      );
      continue;
    }
    // Words no round could make are a typo, not a roll to wait for (docs/typed-dice.md).
    const meant = mechs ? rollWordsProblem(forText, mechs) : undefined;
    if (meant !== undefined) {
      r.report(
        'for',
        'unknown_roll',
        `For ${describeGot(forText)} names no roll a round can make${meant === '' ? ": the mech's name, a colon, then the words the sidebar asks with" : ''}${didYouMean(meant, forText)}`,
      );
      continue;
    }
    const raw = r.raw('roll');
    if (reportFraction(r, raw, false)) continue;
    const text = rollText(raw);
    const entry =
      text === undefined
        ? `${describeGot(raw)} is not a roll: ${HOW}`
        : ROLL_SEPARATORS.test(text)
          ? `"${text}" is more than one roll: one roll a row`
          : parseRoll(text, true);
    if (typeof entry === 'string') {
      r.report('roll', 'bad_roll', `Roll ${entry}`);
      continue;
    }
    const key = normalizeRollKey(forText);
    const twice = seen.get(key);
    if (twice !== undefined) {
      r.report('for', 'duplicate_roll', `For: the same roll is typed on row ${twice + 1} too; keep one`);
      continue;
    }
    seen.set(key, row);
    const by = r.text('by');
    const owner = table.has('mech') ? r.text('mech') : '';
    out.push({
      for: { key: forText },
      ...(entry.faces ? { faces: entry.faces } : { total: entry.total }),
      ...(by !== '' ? { by } : {}),
      ...(owner !== '' ? { rowOf: owner } : {}),
      cell: a1(table.name, row, table.col('roll')),
      text: entry.text,
    });
  }
  return out;
}

/**
 * Reads every typed roll of the sheet (R-0.5), reporting each malformed one at its cell:
 * a total outside 2–12, a face outside 1–6, text that is not a roll, a Rolls row that does
 * not say which roll it is, words that name no roll the `mechs` can make, the same roll on two rows. A Roll typed on an
 * Attacks row with no
 * attack is kept as a stray, for the round to report.
 */
export function readRolls(tabs: Tabs, problems: SheetProblems, mechs?: readonly RollMaker[]): SheetRolls {
  const strays: StrayRoll[] = [];
  const lines = readLineRolls(tabs, problems, strays);
  const rows = readRollsTab(tabs, problems, mechs);
  return { lines, rows, strays };
}
