/**
 * The import dialog's result panel (#result), built with textContent only (STYLE 11): what
 * is being done, what was added (with Undo this import), what failed and why.
 */
import type { ImportSuccess } from '../../server/importMechs';
import { byId, clear, el, list } from '../../pages/dom';
import { addedLines, addedTitle, unknownLines } from './text';

const box = (): HTMLElement => byId('result');

/** A line saying what the dialog is doing (`Importing…`). */
export function showWorking(text: string): void {
  const b = box();
  clear(b);
  b.appendChild(el('p', text, 'muted'));
}

/** A failure, announced (role alert): its title and what to do. */
export function showError(title: string, message?: string): void {
  const b = box();
  clear(b);
  b.setAttribute('role', 'alert');
  b.appendChild(el('h3', title, 'error'));
  if (message) b.appendChild(el('p', message));
}

/** A refusal with the server's problems, each in its own words. */
export function showProblems(title: string, problems: readonly { readonly message: string }[]): void {
  showError(title);
  box().appendChild(list(problems.map((p) => p.message)));
}

/** What an import or insert added, and a button to undo it (`#undo`). */
export function showImported(r: ImportSuccess, undo: (label: string) => void): void {
  const b = box();
  clear(b);
  b.setAttribute('role', 'status');
  b.appendChild(el('h3', addedTitle(r.mechs.length), 'ok'));
  b.appendChild(list(addedLines(r)));
  if (r.unknown.length > 0) {
    b.appendChild(el('h3', 'Equipment Gator does not know'));
    b.appendChild(list(unknownLines(r)));
    b.appendChild(el('p', 'To fire one, add it to the Catalog tab with its numbers and name it so on the Equipment tab.', 'muted'));
  }
  if (r.warnings.length > 0) {
    b.appendChild(el('h3', 'Warnings'));
    b.appendChild(list(r.warnings));
  }
  b.appendChild(el('p', "New mechs are NPCs, not on the map, with the Rules tab's skills: set Side, Pilot and Position on the Mechs tab.", 'muted'));
  const button = el('button', 'Undo this import');
  button.type = 'button';
  button.id = 'undo';
  button.addEventListener('click', () => undo(r.label));
  b.appendChild(button);
}

/** The import `label` was undone. */
export function showUndone(label: string): void {
  const b = box();
  clear(b);
  b.appendChild(el('h3', `Import of ${label} undone: its rows are cleared.`, 'ok'));
}
