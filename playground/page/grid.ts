/**
 * The tab bar and the grid of one tab. Every cell's text goes in with textContent (a mech
 * named `<img src=x onerror=alert(1)>` shows as those characters). Each cell carries
 * `data-cell="Mechs!O3"` so it can be found (and the tests find it) as Sheets names it.
 */
import { columnLetters } from '../../src/fakes/a1';
import type { CellView, MergeView, SheetView, WorkbookView } from '../view';

/** Blank rows and columns drawn past the tab's content, to type into. */
const EXTRA_ROWS = 3;
const EXTRA_COLS = 1;
/** The row numbers' column, in px. */
const ROW_NUMBERS = 36;

export interface Selection {
  readonly row: number;
  readonly col: number;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function renderTabs(box: HTMLElement, view: WorkbookView, current: string, choose: (name: string) => void): void {
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

/** Where each merge starts (`row:col` → its block), and every other cell a merge covers. */
function mergeMaps(sheet: SheetView): { starts: Map<string, MergeView>; covered: Set<string> } {
  const starts = new Map<string, MergeView>();
  const covered = new Set<string>();
  for (const m of sheet.merges ?? []) {
    starts.set(`${m.row}:${m.col}`, m);
    for (let r = m.row; r < m.row + m.rows; r++) for (let c = m.col; c < m.col + m.cols; c++) if (r !== m.row || c !== m.col) covered.add(`${r}:${c}`);
  }
  return { starts, covered };
}

/** The left edge (px) of each frozen column, after the row numbers: sticky there as the grid scrolls sideways. */
function frozenLefts(sheet: SheetView): number[] {
  const lefts: number[] = [];
  let left = ROW_NUMBERS;
  for (let c = 1; c <= (sheet.frozenColumns ?? 0); c++) {
    lefts.push(left);
    left += sheet.widths?.[c - 1] ?? 100;
  }
  return lefts;
}

export function renderGrid(
  box: HTMLElement,
  sheet: SheetView,
  selected: Selection | null,
  active: Selection | null,
  pick: (row: number, col: number) => void,
): void {
  const height = Math.max(sheet.rows.length + EXTRA_ROWS, 12);
  const width = Math.max(...sheet.rows.map((r) => r.length), 0) + EXTRA_COLS;
  const table = el('table');
  table.setAttribute('aria-label', sheet.name);
  const { starts, covered } = mergeMaps(sheet);
  const lefts = frozenLefts(sheet);
  // The sheet's own column widths, fixed: a round's new text never resizes a column.
  const cols = table.appendChild(el('colgroup'));
  cols.appendChild(el('col')).style.width = `${ROW_NUMBERS}px`;
  for (let c = 1; c <= width; c++) cols.appendChild(el('col')).style.width = `${sheet.widths?.[c - 1] ?? 100}px`;
  const head = el('tr');
  head.appendChild(el('th'));
  for (let c = 1; c <= width; c++) head.appendChild(el('th', columnLetters(c)));
  table.appendChild(el('thead')).appendChild(head);
  const body = table.appendChild(el('tbody'));
  for (let r = 1; r <= height; r++) {
    const tr = body.appendChild(el('tr'));
    tr.appendChild(el('th', String(r)));
    for (let c = 1; c <= width; c++) {
      if (covered.has(`${r}:${c}`)) continue;
      const cell = cellAt(sheet, r, c);
      const classes = [cell.number ? 'number' : '', cell.formula ? 'formula' : '', cell.error ? 'error' : '', cell.wrap ? 'wrap' : ''];
      if (selected && selected.row === r && selected.col === c) classes.push('selected');
      if (active && active.row === r && active.col === c) classes.push('active');
      if (c <= lefts.length) classes.push('frozen');
      const td = tr.appendChild(el('td', cell.text, classes.filter(Boolean).join(' ')));
      const merge = starts.get(`${r}:${c}`);
      if (merge) [td.colSpan, td.rowSpan] = [merge.cols, merge.rows];
      if (c <= lefts.length) td.style.left = `${lefts[c - 1]}px`;
      td.dataset.cell = `${sheet.name}!${columnLetters(c)}${r}`;
      const tip = cell.error ?? (cell.formula ? cell.input : cell.text.length > 30 ? cell.text.slice(0, 500) : '');
      if (tip) td.title = tip;
      td.addEventListener('click', () => pick(r, c));
    }
  }
  box.replaceChildren(table);
}
