/**
 * The import dialog's entry (docs/importing-mechs.md; bundled by scripts/pages.mjs
 * into dist/ImportDialog.html): .mtf files opened or pasted are imported, a library unit is
 * inserted with a name, side and hex, and the import just made can be undone — each through
 * the pages' one typed call, typed from the server's dialogApi. One action at a time.
 */
import type { LibraryUnitView } from '../../server/import/library';
import type { MtfSource } from '../../server/import/sources';
import type { DialogApi } from '../../server/api';
import { createCall, pageScriptRun } from '../../pages/call';
import { byId, clear, option } from '../../pages/dom';
import { readFiles } from './files';
import { showError, showImported, showProblems, showUndone, showWorking } from './result';
import { unitDetails, unitOption } from './text';
import { notUndoneTitle, undoThe, type UndoableWrite } from '../../wording/undo';

/** The server functions the import dialog calls. */
export type ImportPageApi = Pick<DialogApi, 'getMechLibrary' | 'importMechs' | 'insertLibraryMech' | 'undoLast'>;

const call = createCall<ImportPageApi>(pageScriptRun, {
  notConnected: 'Open this dialog from the Gator menu in the spreadsheet.',
  page: 'import dialog',
});

const state: { files: MtfSource[]; library: readonly LibraryUnitView[]; busy: boolean } = {
  files: [],
  library: [],
  busy: false,
};

const filesInput = byId<HTMLInputElement>('files');
const fileList = byId('file-list');
const mtfText = byId<HTMLTextAreaElement>('mtf-text');
const addUnknown = byId<HTMLInputElement>('add-unknown');
const importButton = byId<HTMLButtonElement>('import');
const library = byId<HTMLSelectElement>('library');
const libraryDetails = byId('library-details');
const libName = byId<HTMLInputElement>('lib-name');
const libSide = byId<HTMLSelectElement>('lib-side');
const libPosition = byId<HTMLInputElement>('lib-position');
const insertButton = byId<HTMLButtonElement>('insert');

function setBusy(busy: boolean, text?: string): void {
  state.busy = busy;
  importButton.disabled = busy;
  insertButton.disabled = busy || state.library.length === 0;
  if (busy && text !== undefined) showWorking(text);
}

function chooseFiles(): void {
  readFiles(filesInput)
    .then((read) => {
      state.files = read;
      fileList.textContent = read.map((f) => f.name).join(', ');
    })
    .catch((err: Error) => showError('The files could not be read.', err.message));
}

function importMechs(): void {
  if (state.busy) return;
  const text = mtfText.value;
  const pasted = text.trim() !== '';
  const sources = state.files.slice();
  if (pasted && sources.length > 0) sources.push({ name: 'Pasted text', text });
  if (!pasted && sources.length === 0) {
    showError('Nothing to import.', 'Open .mtf files or paste their text first.');
    return;
  }
  setBusy(true, 'Importing…');
  call('importMechs', sources.length > 0 ? sources : text, addUnknown.checked)
    .then((r) => {
      setBusy(false);
      if (!r || r.ok !== true) return showProblems('Nothing was imported: fix these first.', (r && r.problems) || []);
      mtfText.value = '';
      filesInput.value = '';
      fileList.textContent = '';
      state.files = [];
      showImported(r, undoImport);
    })
    .catch((err: Error) => {
      setBusy(false);
      showError('The import failed.', `${err.message} Check the Mechs tab before trying again.`);
    });
}

function insertMech(): void {
  const label = library.value;
  if (state.busy || !label) return;
  setBusy(true, `Inserting ${label}…`);
  call('insertLibraryMech', label, libName.value, libSide.value, libPosition.value)
    .then((r) => {
      setBusy(false);
      if (!r || r.ok !== true) return showProblems(`${label} was not inserted.`, (r && r.problems) || []);
      libName.value = '';
      showImported(r, undoImport);
    })
    .catch((err: Error) => {
      setBusy(false);
      showError(`Inserting ${label} failed.`, `${err.message} Check the Mechs tab before trying again.`);
    });
}

function undoImport(label: string): void {
  if (state.busy) return;
  const undoing: UndoableWrite = { kind: 'import', label };
  setBusy(true, `Undoing ${undoThe(undoing)}…`);
  call('undoLast', { kind: 'import', expected: label })
    .then((r) => {
      setBusy(false);
      if (!r || r.ok !== true) return showProblems(notUndoneTitle(undoing), (r && r.problems) || []);
      showUndone(r.message);
    })
    .catch((err: Error) => {
      setBusy(false);
      showError(`Undoing ${undoThe(undoing)} failed.`, err.message);
    });
}

function showUnit(): void {
  const unit = state.library.filter((u) => u.label === library.value)[0];
  libraryDetails.textContent = unit ? unitDetails(unit) : '';
}

function loadLibrary(): void {
  call('getMechLibrary')
    .then((r) => {
      clear(library);
      state.library = (r && r.units) || [];
      for (const u of state.library) library.appendChild(option(u.label, unitOption(u)));
      insertButton.disabled = state.busy || state.library.length === 0;
      showUnit();
    })
    .catch((err: Error) => {
      libraryDetails.textContent = `The library could not be loaded: ${err.message}`;
    });
}

filesInput.addEventListener('change', chooseFiles);
importButton.addEventListener('click', importMechs);
insertButton.addEventListener('click', insertMech);
library.addEventListener('change', showUnit);
insertButton.disabled = true;
loadLibrary();
