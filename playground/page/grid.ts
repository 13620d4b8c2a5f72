/**
 * The tab bar and the grid of one tab. Every cell's text goes in with textContent (a mech
 * named `<img src=x onerror=alert(1)>` shows as those characters). Each cell carries
 * `data-cell="Mechs!O3"` so it can be found (and the tests find it) as Sheets names it.
 */
import { columnLetters } from '../../src/fakes/a1';
import type { CellView, ChartView, MergeView, SheetView, WorkbookView } from '../view';

/** Blank rows and columns drawn past the tab's content, to type into. */
const EXTRA_ROWS = 3;
const EXTRA_COLS = 1;

export interface Selection {
  readonly row: number;
  readonly col: number;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function renderTabs(
  box: HTMLElement,
  view: WorkbookView,
  current: string,
  choose: (name: string) => void,
): void {
  box.replaceChildren(
    ...view.sheets.map((s) => {
      const b = el('button', s.hidden ? `${s.name} (hidden)` : s.name, s.hidden ? 'hidden-tab' : '');
      b.type = 'button';
      b.dataset.tab = s.name;
      b.setAttribute('aria-pressed', String(s.name === current));
      b.addEventListener('click', () => choose(s.name));
      return b;
    }),
  );
}

/** The cell at a 1-based position, or a blank one past the content. */
export function cellAt(sheet: SheetView, row: number, col: number): CellView {
  return sheet.rows[row - 1]?.[col - 1] ?? { text: '' };
}

/** Width of the row numbers' column, px: frozen columns stick just right of it. */
const ROW_HEADER_WIDTH = 36;

/**
 * Draws one tab. Its frozen rows (Set up's header row) go in the sticky head with the column
 * letters and its frozen columns (Map's hex column) stick at the left, each edge marked with
 * Sheets' thick line, so they stay in sight however far the grid scrolls — on a phone too. A
 * checkbox cell (Ready) is a box to tick: ticking writes TRUE or FALSE through `edit`, as
 * Sheets does. A dropdown cell is marked ▾; selected, the formula bar offers its choices (main.ts).
 */
/** Where each merge starts (`row:col` → its block), and every other cell a merge covers. */
function mergeMaps(sheet: SheetView): { starts: Map<string, MergeView>; covered: Set<string> } {
  const starts = new Map<string, MergeView>();
  const covered = new Set<string>();
  for (const m of sheet.merges ?? []) {
    starts.set(`${m.row}:${m.col}`, m);
    for (let r = m.row; r < m.row + m.rows; r++)
      for (let c = m.col; c < m.col + m.cols; c++) if (r !== m.row || c !== m.col) covered.add(`${r}:${c}`);
  }
  return { starts, covered };
}

export function renderGrid(
  box: HTMLElement,
  sheet: SheetView,
  selected: Selection | null,
  active: Selection | null,
  pick: (row: number, col: number) => void,
  edit: (row: number, col: number, input: string) => void,
): void {
  const height = Math.max(sheet.rows.length + EXTRA_ROWS, 12);
  const width = Math.max(...sheet.rows.map((r) => r.length), 0) + EXTRA_COLS;
  const frozenRows = Math.min(sheet.frozenRows, height);
  const frozenCols = Math.min(sheet.frozenColumns ?? 0, width);
  const table = el('table');
  table.setAttribute('aria-label', sheet.name);
  const { starts, covered } = mergeMaps(sheet);
  // The sheet's own column widths, fixed: a round's new text never resizes a column.
  const cols = table.appendChild(el('colgroup'));
  cols.appendChild(el('col')).style.width = `${ROW_HEADER_WIDTH}px`;
  const widthOf = (c: number) => sheet.widths?.[c - 1] ?? 100;
  for (let c = 1; c <= width; c++) cols.appendChild(el('col')).style.width = `${widthOf(c)}px`;
  const lefts: number[] = [];
  for (let c = 1, left = ROW_HEADER_WIDTH; c <= frozenCols; left += widthOf(c), c++) lefts[c] = left;
  const head = el('tr');
  head.appendChild(el('th'));
  for (let c = 1; c <= width; c++) head.appendChild(frozenColumn(el('th', columnLetters(c)), c, frozenCols, lefts));
  const thead = table.appendChild(el('thead'));
  thead.appendChild(head);
  const body = table.appendChild(el('tbody'));
  for (let r = 1; r <= height; r++) {
    const tr = (r <= frozenRows ? thead : body).appendChild(el('tr'));
    if (r === frozenRows) tr.className = 'freeze-edge';
    tr.appendChild(el('th', String(r)));
    for (let c = 1; c <= width; c++) {
      if (covered.has(`${r}:${c}`)) continue;
      const cell = cellAt(sheet, r, c);
      const classes = [
        cell.number ? 'number' : '',
        cell.formula ? 'formula' : '',
        cell.error ? 'error' : '',
        cell.wrap ? 'wrap' : '',
        cell.note ? 'note' : '',
        cell.bold ? 'bold' : '',
        cell.choices ? 'dropdown' : '',
      ];
      if (selected && selected.row === r && selected.col === c) classes.push('selected');
      if (active && active.row === r && active.col === c) classes.push('active');
      const td = tr.appendChild(
        frozenColumn(
          el('td', cell.checkbox ? undefined : cell.text, classes.filter(Boolean).join(' ')),
          c,
          frozenCols,
          lefts,
        ),
      );
      const merge = starts.get(`${r}:${c}`);
      if (merge) [td.colSpan, td.rowSpan] = [merge.cols, merge.rows];
      td.dataset.cell = `${sheet.name}!${columnLetters(c)}${r}`;
      if (cell.checkbox)
        td.appendChild(
          checkbox(cell, `${sheet.name}!${columnLetters(c)}${r}`, (ticked) => edit(r, c, ticked ? 'TRUE' : 'FALSE')),
        );
      // The sheet's own background, as Sheets draws it (over the page's green for formula cells).
      if (cell.background) td.style.backgroundColor = cell.background;
      const tip =
        cell.error ?? cell.note ?? (cell.formula ? cell.input : cell.text.length > 30 ? cell.text.slice(0, 500) : '');
      if (tip) td.title = tip;
      td.addEventListener('click', () => pick(r, c));
    }
  }
  box.replaceChildren(table, ...(sheet.charts ?? []).map(chartBox));
}

/** A chart as a labelled box under the grid: its title, type, the cells it draws and where Sheets places it. */
function chartBox(chart: ChartView): HTMLElement {
  const figure = el('figure', undefined, 'chart');
  figure.dataset.chart = chart.title;
  figure.appendChild(el('figcaption', `Chart: ${chart.title}`));
  figure.appendChild(
    el('p', `${chart.type.toLowerCase()} chart of ${chart.ranges.join(', ')}, placed at ${chart.anchor}`),
  );
  return figure;
}

/** A cell of a frozen column sticks at its place from the left; the last one carries the freeze line. */
function frozenColumn<T extends HTMLElement>(node: T, c: number, frozen: number, lefts: readonly number[]): T {
  if (c > frozen) return node;
  node.classList.add('frozen-col');
  if (c === frozen) node.classList.add('freeze-edge');
  node.style.left = `${lefts[c]}px`;
  return node;
}

/** A checkbox cell's box: ticked when the cell holds TRUE; a tick writes the cell. */
function checkbox(cell: CellView, name: string, tick: (ticked: boolean) => void): HTMLInputElement {
  const box = el('input');
  box.type = 'checkbox';
  box.checked = cell.text.toUpperCase() === 'TRUE';
  box.setAttribute('aria-label', name);
  box.addEventListener('click', (event) => event.stopPropagation());
  box.addEventListener('change', () => tick(box.checked));
  return box;
}
