/**
 * Set up's Cards tab (docs/players.md, the card): its title and the one MECHCARDS formula in A2 that shows
 * every mech's card (src/sheet/cardsTab.ts). Made when it is missing; a Cards tab an earlier Set
 * up made — one `=MECHCARD(INDEX(…))` per card — has those formulas replaced by the one, every
 * other cell kept. A Cards tab holding formulas of the GM's own is left as it is, and the
 * report says so. Every range ends inside its tab's grid: at the last column Set up knows the
 * tab to have, rows open-ended. The tab is laid out for a phone held upright (src/gas/cardsLayout.ts).
 */
import { columnLetters } from '../../sheet/tab/cells';
import {
  CARDS_TAB,
  CARDS_TITLE,
  cardsFormula,
  isCardsFormula,
  isOldCardFormula,
  type CardRanges,
} from '../../sheet/setup/cardsTab';
import { isNarrowerGatorFormula } from '../../sheet/setup/formulaWidth';
import { TN_COLUMN } from '../../sheet/setup/tnFormula';
import { TAB } from '../../sheet/schema/columns';
import { layOutCards } from '../../gas/cardsLayout';
import type { TabReport } from '../../gas/setupTabs';
import type { Workbook } from '../../gas/workbook';

/** Where Set up put each tab's columns (key → 1-based column), as its reports give them. */
type TabColumns = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The last column (1-based) of a tab's known columns. */
function lastColumn(columns: Readonly<Record<string, number>> | undefined): number {
  return Math.max(1, ...Object.keys(columns ?? {}).map((k) => (columns as Record<string, number>)[k]));
}

/** The Mechs columns the cards read: all but Notify, which only the server reads (MECHS_FORMULA_WIDTH). */
function withoutNotify(columns: Readonly<Record<string, number>> | undefined): Record<string, number> {
  const out: Record<string, number> = { ...(columns ?? {}) };
  delete out.notify;
  return out;
}

/** `Mechs!$A$1:$BE`: a tab from A1 to column `last` (1-based), every row. */
function toColumn(tab: string, last: number): string {
  return `${tab}!$A$1:$${columnLetters(last - 1)}`;
}

/**
 * The ranges the cards read: each record tab to its last column; the Attacks tab up to the
 * column before its TN column (the cards read neither the TN nor the Roll column, so a typed roll
 * or a new TN runs no card again); the Map, a grid rather than a table, as wide as its grid.
 */
function cardRanges(wb: Workbook, columns: TabColumns): CardRanges {
  const tn = columns[TAB.attacks]?.tn ?? TN_COLUMN + 1;
  return {
    attacks: toColumn(TAB.attacks, Math.max(1, tn - 1)),
    mechs: toColumn(TAB.mechs, lastColumn(withoutNotify(columns[TAB.mechs]))),
    equipment: toColumn(TAB.equipment, lastColumn(columns[TAB.equipment])),
    catalog: toColumn(TAB.catalog, lastColumn(columns[TAB.catalog])),
    map: toColumn(TAB.map, wb.sheet(TAB.map) ? wb.maxColumns(TAB.map) : 1),
    rules: toColumn(TAB.rules, lastColumn(columns[TAB.rules])),
  };
}

/** What Set up did to the Cards tab: its report, and whether it wrote the formula (the spill's rows then known). */
export interface CardsDone {
  readonly report: TabReport;
  readonly wrote: boolean;
}

/** Makes the Cards tab when it is missing, or gives an earlier Set up's one its MECHCARDS. */
export function setUpCards(wb: Workbook, columns: TabColumns): CardsDone {
  const report = { tab: CARDS_TAB, created: false, addedColumns: [] as string[], problems: [] as string[] };
  if (!wb.sheet(CARDS_TAB)) {
    // Three calls: the tab, its range, one write; then its layout for a phone.
    wb.ensureSheet(CARDS_TAB);
    const formula = cardsFormula(cardRanges(wb, columns));
    wb.writeBlock({
      tab: CARDS_TAB,
      row: 1,
      column: 1,
      values: [[CARDS_TITLE], ['']],
      formulas: [[''], [formula]],
      a1: `${CARDS_TAB}!A1:A2`,
    });
    layOutCards(wb, true);
    return { report: { ...report, created: true }, wrote: true };
  }
  // Column A's formulas only: reading values would run every old card once more.
  const sheet = wb.sheet(CARDS_TAB) as GoogleAppsScript.Spreadsheet.Sheet;
  const formulas = sheet
    .getRange(1, 1, wb.maxRows(CARDS_TAB), 1)
    .getFormulas()
    .map((r) => r[0]);
  if (isCardsFormula(formulas[1] ?? '')) return widenedCards(wb, columns, formulas[1], report);
  const own = formulas
    .map((_f, i) => `A${i + 1}`)
    .filter((_, i) => formulas[i] !== '' && !isOldCardFormula(formulas[i]));
  // A value typed in A2 is the GM's too: the formula would take its place.
  if (formulas[1] === '' && sheet.getRange(2, 1).getValue() !== '') own.unshift('A2');
  if (own.length > 0) {
    const what = own.length === 1 ? 'holds a cell' : 'hold cells';
    return {
      report: {
        ...report,
        problems: [
          `${CARDS_TAB}!${own.join(', ')} ${what} of your own where Gator's cards go, so Set up left the tab as it is. For every mech's card from one formula, rename or delete the tab and run Set up again.`,
        ],
      },
      wrote: false,
    };
  }
  // The old cards' formulas go, each cell alone (a note the GM typed between cards stays); A2 gets the one.
  const old = formulas.map((f, i) => (isOldCardFormula(f) && i !== 1 ? i + 1 : 0)).filter((row) => row > 0);
  const formula = cardsFormula(cardRanges(wb, columns));
  wb.write([
    { tab: CARDS_TAB, row: 2, column: 1, values: [['']], formulas: [[formula]], a1: `${CARDS_TAB}!A2` },
    ...old.map((row) => ({ tab: CARDS_TAB, row, column: 1, values: [['']], a1: `${CARDS_TAB}!A${row}` })),
  ]);
  return {
    report: laidOut(wb, { ...report, addedColumns: ["every mech's card, from one MECHCARDS formula in A2"] }),
    wrote: true,
  };
}

/**
 * An earlier Set up's MECHCARDS, its ranges stopping short of the columns tabs have gained since, widened (a formula
 * the GM changed otherwise stays: sheet/setup/formulaWidth.ts); the tab laid out for a phone.
 */
function widenedCards(wb: Workbook, columns: TabColumns, found: string, report: TabReport): CardsDone {
  const formula = cardsFormula(cardRanges(wb, columns));
  if (!isNarrowerGatorFormula(found, formula)) return { report: laidOut(wb, report), wrote: false };
  wb.write([{ tab: CARDS_TAB, row: 2, column: 1, values: [['']], formulas: [[formula]], a1: `${CARDS_TAB}!A2` }]);
  const widened = { ...report, addedColumns: ["the cards' formula widened to the tabs' new columns"] };
  return { report: laidOut(wb, widened), wrote: true };
}

/** An existing Cards tab laid out for a phone when it is not yet, and the report saying so. */
function laidOut(wb: Workbook, report: TabReport): TabReport {
  const done = layOutCards(wb, false);
  return done ? { ...report, addedColumns: [...report.addedColumns, done] } : report;
}
