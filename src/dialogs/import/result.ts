/**
 * The import dialog's result panel (#result), built with textContent only: what
 * is being done, what was added (with Undo this import), what failed and why.
 */
import type { ImportSuccess } from '../../server/import/mechs';
import { byId, clear, el, list } from '../../pages/dom';
import { addedLines, addedTitle, nextSteps, unknownLines } from './text';

const box = (): HTMLElement => byId('result');

/**
 * Brings the result to the top of the dialog: a long import's result starts below the fold
 * (the form fills the dialog), and its title and Undo must be seen without scrolling.
 */
function bringIntoView(b: HTMLElement): void {
  window.scrollTo(0, Math.max(0, b.getBoundingClientRect().top + window.pageYOffset - 8));
}

/** A line saying what the dialog is doing (`Importing…`). */
export function showWorking(text: string): void {
  const b = box();
  clear(b);
  b.appendChild(el('p', text, 'muted'));
  bringIntoView(b);
}

/** A failure, announced (role alert): its title and what to do. */
export function showError(title: string, message?: string): void {
  const b = box();
  clear(b);
  b.setAttribute('role', 'alert');
  b.appendChild(el('h3', title, 'error'));
  if (message) b.appendChild(el('p', message));
  bringIntoView(b);
}

/** A refusal with the server's problems, each in its own words. */
export function showProblems(title: string, problems: readonly { readonly message: string }[]): void {
  showError(title);
  box().appendChild(list(problems.map((p) => p.message)));
}

/**
 * What an import or insert added — the title saying where it went (`Griffin added as PC in
 * 0609`), Undo this import (`#undo`) right under it, then each mech, the equipment Gator does not
 * know, the warnings and what is left to set — scrolled to the top of the dialog.
 */
export function showImported(r: ImportSuccess, undo: (label: string) => void): void {
  const b = box();
  clear(b);
  b.setAttribute('role', 'status');
  b.appendChild(el('h3', addedTitle(r), 'ok'));
  const button = el('button', 'Undo this import');
  button.type = 'button';
  button.id = 'undo';
  button.addEventListener('click', () => undo(r.label));
  b.appendChild(button);
  b.appendChild(list(addedLines(r)));
  if (r.unknown.length > 0) {
    b.appendChild(el('h3', 'Equipment Gator does not know'));
    b.appendChild(list(unknownLines(r)));
    b.appendChild(
      el('p', 'To fire one, add it to the Catalog tab with its numbers and name it so on the Equipment tab.', 'muted'),
    );
  }
  if (r.warnings.length > 0) {
    b.appendChild(el('h3', 'Warnings'));
    b.appendChild(list(r.warnings));
  }
  for (const step of nextSteps(r)) b.appendChild(el('p', step, 'muted'));
  bringIntoView(b);
}

/** The import was undone: the server's message (`The import of Griffin GRF-1S undone: its rows are cleared.`). */
export function showUndone(message: string): void {
  const b = box();
  clear(b);
  b.appendChild(el('h3', message, 'ok'));
  bringIntoView(b);
}
