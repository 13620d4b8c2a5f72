/**
 * Set up's Cards tab (docs/players.md, the card): made once, when it is missing, with a MECHCARD for every mech
 * on the Mechs tab and a few more for mechs still to come (src/sheet/setup/cardsTab.ts). Every range a
 * card reads ends inside its tab's grid: at the last column Set up knows the tab to have, rows
 * open-ended. An existing Cards tab is the GM's: Set up leaves it as it is.
 */
import { columnLetters } from '../../sheet/tab/cells';
import { CARDS_TAB, MIN_CARDS, cardsColumn, type CardRanges } from '../../sheet/setup/cardsTab';
import { TAB } from '../../sheet/schema/columns';
import type { TabReport } from '../../gas/setupTabs';
import type { Workbook } from '../../gas/workbook';

/** Where Set up put each tab's columns (key → 1-based column), as its reports give them. */
type TabColumns = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The last column (1-based) of a tab's known columns. */
function lastColumn(columns: Readonly<Record<string, number>> | undefined): number {
  return Math.max(1, ...Object.keys(columns ?? {}).map((k) => (columns as Record<string, number>)[k]));
}

/** `Mechs!$A$1:$BE`: a tab from A1 to its last known column, every row. */
function wholeTab(tab: string, columns: Readonly<Record<string, number>> | undefined): string {
  return `${tab}!$A$1:$${columnLetters(lastColumn(columns) - 1)}`;
}

/**
 * The ranges the cards read. The Map is a grid, not a table: its size is the grid Set up wrote
 * when it made it, else the one it has (two calls, only when the Cards tab is made).
 */
function cardRanges(wb: Workbook, columns: TabColumns, map: readonly (readonly unknown[])[] | undefined): CardRanges {
  const name = columnLetters((columns[TAB.mechs]?.name ?? 1) - 1);
  const mapCols = map ? Math.max(...map.map((r) => r.length)) : Math.max(1, wb.lastColumn(TAB.map));
  const mapRows = map ? map.length : Math.max(1, wb.lastRow(TAB.map));
  return {
    names: `${TAB.mechs}!$${name}$2:$${name}`,
    attacks: wholeTab(TAB.attacks, columns[TAB.attacks]),
    mechs: wholeTab(TAB.mechs, columns[TAB.mechs]),
    equipment: wholeTab(TAB.equipment, columns[TAB.equipment]),
    catalog: wholeTab(TAB.catalog, columns[TAB.catalog]),
    map: `${TAB.map}!$A$1:$${columnLetters(mapCols - 1)}$${mapRows}`,
    rules: wholeTab(TAB.rules, columns[TAB.rules]),
  };
}

/**
 * Makes the Cards tab when it is missing: `mechs` is how many mechs the Mechs tab holds (known
 * when Set up wrote it, else asked), `map` the Map grid Set up wrote, if it wrote one.
 */
export function setUpCards(wb: Workbook, columns: TabColumns, mechs: number | undefined, map: readonly (readonly unknown[])[] | undefined): TabReport {
  const report = { tab: CARDS_TAB, addedColumns: [], problems: [] };
  if (wb.sheet(CARDS_TAB)) return { ...report, created: false };
  const ranges = cardRanges(wb, columns, map);
  const count = Math.max(MIN_CARDS, mechs ?? wb.lastRow(TAB.mechs) - 1);
  // Three calls: the tab, its range, one write. Sheets' default column width holds a card's words.
  wb.ensureSheet(CARDS_TAB);
  const column = cardsColumn(count, ranges);
  wb.writeBlock({ tab: CARDS_TAB, row: 1, column: 1, values: column.values, formulas: column.formulas, a1: `${CARDS_TAB}!A1:A${column.values.length}` });
  return { ...report, created: true };
}
