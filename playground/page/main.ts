/**
 * The playground page: the workbook's tabs as grids with a formula bar, Save / Load .xlsx,
 * Reset, and the sidebar and map frames (each talks to the server itself through the
 * google.script.run shim; this page only follows what they change).
 */
import { columnLetters } from '../../src/fakes/a1';
import type { WorkbookView } from '../view';
import { cellAt, renderGrid, renderTabs, type Selection } from './grid';
import { installMenu } from './menu';

interface Answer {
  readonly ok: boolean;
  readonly workbook?: WorkbookView;
  readonly error?: { readonly message: string };
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const input = $<HTMLInputElement>('cell-input');
const choice = $<HTMLSelectElement>('cell-choice');
const sidebar = $<HTMLIFrameElement>('sidebar');
const map = $<HTMLIFrameElement>('map');

let view: WorkbookView | null = null;
let tab = '';
let selected: Selection | null = null;
let lastActive = '';
/** The last dialog shown; -1 before the first answer, so a dialog already open is not shown again. */
let lastDialog: number | null = null;
/** The menu item whose dialog is open (`Import mechs (.mtf)…`), said done when the dialog's import is. */
let dialogItem: string | null = null;
/** The dialog's calls that are the import itself; anything else it calls (the library, Undo) is not. */
const IMPORT_CALLS: readonly string[] = ['importMechs', 'insertLibraryMech'];

function status(text: string, error = false): void {
  const s = $('page-status');
  s.textContent = text;
  s.className = error ? 'error' : '';
}

function currentSheet() {
  if (!view) return null;
  const name = tab || view.activeSheet;
  return view.sheets.find((s) => s.name === name) ?? view.sheets.find((s) => !s.hidden) ?? null;
}

function render(): void {
  if (!view) return;
  const sheet = currentSheet();
  if (!sheet) return;
  tab = sheet.name;
  renderTabs($('tabs'), view, tab, (name) => {
    tab = name;
    // Another tab opens at its top-left corner, as Sheets opens it.
    $('grid').scrollTo(0, 0);
    select(null);
  });
  const active = view.active && view.active.sheet === tab ? view.active : null;
  renderGrid(
    $('grid'),
    sheet,
    selected,
    active,
    (row, col) => select({ row, col }),
    (row, col, text) => void write({ row, col }, text),
  );
}

/** Selects a cell: the formula bar shows what it holds, ready to be typed over (`focus`: the keyboard goes there). */
function select(cell: Selection | null, focus = true): void {
  selected = cell;
  render();
  const sheet = currentSheet();
  if (!cell || !sheet) {
    $('cell-name').textContent = '–';
    input.value = '';
    input.disabled = true;
    choice.hidden = true;
    return;
  }
  const shown = cellAt(sheet, cell.row, cell.col);
  $('cell-name').textContent = `${sheet.name}!${columnLetters(cell.col)}${cell.row}`;
  input.disabled = false;
  input.value = shown.input ?? shown.text;
  offerChoices(shown.choices, shown.text);
  if (!focus) return;
  input.focus();
  input.select();
}

/** A dropdown cell's choices in the formula bar, as Sheets opens its list: picking one writes it. */
function offerChoices(choices: readonly string[] | undefined, current: string): void {
  choice.hidden = !choices;
  if (!choices) return;
  choice.replaceChildren(
    ...['', ...choices].map((v) => {
      const option = document.createElement('option');
      option.value = v;
      option.textContent = v === '' ? '(blank)' : v;
      return option;
    }),
  );
  choice.value = choices.indexOf(current) >= 0 ? current : '';
}

/** Takes a new workbook view; a cell the sidebar selected (Select Mechs!F7) becomes the selection. */
function take(next: WorkbookView): void {
  const changed = view !== null && view.version !== next.version;
  view = next;
  const active = next.active ? `${next.active.sheet}!${next.active.a1}` : '';
  if (next.active && active !== lastActive) {
    lastActive = active;
    tab = next.active.sheet;
    select({ row: next.active.row, col: next.active.col });
  } else render();
  if (changed) refreshMap();
  const dialog = next.dialog;
  if (lastDialog !== null && dialog && dialog.id > lastDialog) openDialog(dialog);
  lastDialog = dialog ? dialog.id : -1;
}

/** A dialog the add-on opened (Ui.showModalDialog), over the page as Sheets shows it. */
function openDialog(dialog: NonNullable<WorkbookView['dialog']>): void {
  const box = $<HTMLDialogElement>('dialog');
  const frame = $<HTMLIFrameElement>('dialog-frame');
  $('dialog-title').textContent = dialog.title;
  frame.width = String(dialog.width);
  frame.height = String(dialog.height);
  frame.src = `/dialog/${dialog.id}`;
  if (!box.open) box.showModal();
}

function closeDialog(): void {
  dialogItem = null;
  const box = $<HTMLDialogElement>('dialog');
  if (box.open) box.close();
  $<HTMLIFrameElement>('dialog-frame').src = 'about:blank';
}

function refreshMap(): void {
  map.contentDocument?.getElementById('refresh')?.click();
}

async function request(path: string, body?: BodyInit, type = 'application/json'): Promise<Answer> {
  const response = await fetch(
    path,
    body === undefined ? undefined : { method: 'POST', headers: { 'Content-Type': type }, body },
  );
  return (await response.json()) as Answer;
}

async function refresh(): Promise<void> {
  try {
    const response = await fetch('/api/workbook');
    take((await response.json()) as WorkbookView);
  } catch (err) {
    status(`The playground server did not answer: ${(err as Error).message}`, true);
  }
}

async function commit(): Promise<void> {
  // Enter moves to the cell below, as in Sheets.
  if (selected) await write(selected, input.value, { row: selected.row + 1, col: selected.col });
}

/**
 * Writes `text` into a cell of the tab in front, as typed into Sheets, then selects `next` (Enter:
 * the cell below); a dropdown's pick or a tick leaves the cell selected, the keyboard closed.
 */
async function write(cell: Selection, text: string, next?: Selection): Promise<void> {
  const sheet = currentSheet();
  if (!sheet) return;
  const answer = await request(
    '/api/cell',
    JSON.stringify({ tab: sheet.name, row: cell.row, col: cell.col, input: text }),
  );
  if (answer.workbook) view = answer.workbook;
  if (!answer.ok) {
    status(answer.error?.message ?? 'The cell was not changed.', true);
    render();
    return;
  }
  status(`${sheet.name}!${columnLetters(cell.col)}${cell.row} changed.`);
  if (next) select(next);
  else select(cell, false);
  refreshMap();
}

/** After the workbook was replaced: the frames start over, as when a spreadsheet is reopened. */
function reloadFrames(): void {
  sidebar.contentWindow?.location.reload();
  map.contentWindow?.location.reload();
}

function replaced(answer: Answer, done: string): void {
  if (!answer.ok || !answer.workbook) return status(answer.error?.message ?? 'Nothing was loaded.', true);
  view = null;
  selected = null;
  lastActive = '';
  lastDialog = null;
  closeDialog();
  tab = '';
  take(answer.workbook);
  reloadFrames();
  status(done);
}

input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    void commit();
  } else if (event.key === 'Escape') {
    select(selected);
  }
});

// Reset wipes the workbook: it asks first, and only "Reset demo" in the question does it.
const resetConfirm = $<HTMLDialogElement>('reset-confirm');
$('reset').addEventListener('click', () => {
  if (!resetConfirm.open) resetConfirm.showModal();
  $('reset-no').focus();
});
$('reset-no').addEventListener('click', () => {
  resetConfirm.close();
  status('Nothing was reset.');
});
$('reset-yes').addEventListener('click', () => {
  resetConfirm.close();
  void request('/api/reset', '{}').then((answer) => replaced(answer, 'The demo battle is loaded again.'));
});

$<HTMLInputElement>('load-xlsx').addEventListener('change', (event) => {
  const picker = event.target as HTMLInputElement;
  const file = picker.files?.[0];
  if (!file) return;
  status(`Loading ${file.name}…`);
  void file
    .arrayBuffer()
    .then((bytes) => request('/api/workbook.xlsx', bytes, file.type || 'application/octet-stream'))
    .then((answer) => replaced(answer, `Loaded ${file.name}.`))
    .catch((err: Error) => status(`${file.name} could not be loaded: ${err.message}`, true))
    .finally(() => (picker.value = ''));
});

choice.addEventListener('change', () => {
  if (selected) void write(selected, choice.value);
});

$('dialog-close').addEventListener('click', closeDialog);

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin) return;
  const data = event.data as { type?: unknown; name?: unknown; ok?: unknown } | null;
  const fromDialog = event.source === $<HTMLIFrameElement>('dialog-frame').contentWindow;
  if (data && data.type === 'gator:rpc') {
    // The menu item that opened the import dialog is done when its import is, not when the dialog opened.
    const item = fromDialog && data.ok === true && IMPORT_CALLS.indexOf(String(data.name)) >= 0 ? dialogItem : null;
    void refresh().then(() => {
      if (item) status(`${item}: done.`);
    });
  }
  // google.script.host.close() from the dialog's page; the sidebar's close does nothing here.
  if (data && data.type === 'gator:close' && fromDialog) closeDialog();
});

void refresh();
void installMenu({
  take,
  status: (text, error) => status(text, error),
  showSidebar: () => sidebar.contentWindow?.location.reload(),
  openedDialog: (caption) => {
    dialogItem = caption;
    status('');
  },
}).catch((err: Error) => status(`The Gator menu did not load: ${err.message}`, true));
