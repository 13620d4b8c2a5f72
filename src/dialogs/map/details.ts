/**
 * The map dialog's text panels, built with textContent only: the Mech list, the
 * selected mech's reach (with the notes saying why it reaches less, such as an overheating
 * mech's `overheating: cannot move until it cools down (heat 5 over size 2, R-V.1)`) and lines
 * of fire, the sheet's problems the map was drawn around, or the problems that stop it from
 * being drawn at all.
 */
import type { MapToken, MapView } from '../../map/mapView';
import type { MapSheetProblems } from '../../map/payload';
import { clear, el, list, option } from '../../pages/dom';
import { bandText, lineTitle, reachText, selectedTitle, sheetNote, tokenOption } from './text';

/** Fills the Mech list with every token, `selected` chosen ('' for none). */
export function fillMechList(select: HTMLSelectElement, tokens: readonly MapToken[], selected: string): void {
  clear(select);
  select.appendChild(option('', '(none selected)'));
  for (const t of tokens) select.appendChild(option(t.id, tokenOption(t)));
  select.value = selected;
}

/**
 * The selected mech's reach and lines of fire, or how to select one; first, when the map was
 * drawn around problems on the sheet, how many and which mechs they hold back, and each problem.
 */
export function showDetails(box: HTMLElement, view: MapView, sheet?: MapSheetProblems): void {
  clear(box);
  if (sheet && sheet.problems.length > 0) {
    const section = el('section');
    section.id = 'sheet-problems';
    section.appendChild(el('p', sheetNote(sheet.problems.length, sheet.heldBack), 'error'));
    section.appendChild(list(sheet.problems.map((p) => p.message)));
    box.appendChild(section);
  }
  const s = view.selected;
  if (!s) {
    box.appendChild(el('p', 'Click a mech to see where it can move and whom it can hit.', 'muted'));
    return;
  }
  const token = view.tokens.filter((t) => t.id === s.id)[0];
  box.appendChild(el('h2', selectedTitle(s.id, token)));
  if (!s.reachable) {
    box.appendChild(el('p', 'Not on the map: give it a hex on the Mechs tab.', 'muted'));
  } else {
    box.appendChild(el('p', reachText(s.reachable)));
    for (const note of s.reachable.notes) box.appendChild(el('p', note, 'muted'));
  }
  if (s.linesOfFire.length === 0) box.appendChild(el('p', 'No enemy to shoot at.', 'muted'));
  for (const l of s.linesOfFire) {
    box.appendChild(el('h3', lineTitle(l)));
    const ul = el('ul');
    for (const w of l.weapons) ul.appendChild(el('li', bandText(w), w.band === 'out' ? 'muted' : ''));
    if (l.weapons.length === 0) ul.appendChild(el('li', 'no working weapon', 'muted'));
    box.appendChild(ul);
  }
}

/** Why there is no map: the sheet's problems, each in its own words. */
export function showProblems(box: HTMLElement, problems: readonly { readonly message: string }[]): void {
  clear(box);
  box.appendChild(el('h2', 'The sheet has problems to fix first', 'error'));
  box.appendChild(list(problems.map((p) => p.message)));
}
