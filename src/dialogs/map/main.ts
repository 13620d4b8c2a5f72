/**
 * The battle map dialog's entry (issue 6, docs/battle-map.md; bundled by scripts/pages.mjs into
 * dist/MapView.html): asks the server for the map, shows the SVG and the selected mech's reach
 * and lines of fire, and selects a mech when its token is clicked or it is chosen in the list
 * (clicking the selected token again clears the selection; a selected token is scrolled into
 * sight). Zoom (fitted to the frame by default), Refresh, Save PNG and Save SVG — each a
 * download tried first, then the picture shown to save or copy by hand (pictureBox.ts).
 */
import { asError } from '../../pages/call';
import { byId, clear } from '../../pages/dom';
import { fillMechList, showDetails, showProblems } from './details';
import { fetchMapView } from './source';
import { pngPicture, svgPicture, tryDownload, type Picture, type PictureFormat } from './picture';
import { showPicture } from './pictureBox';
import { applyZoom, importSvg, scrollIntoBox, tokenOf, type Zoom } from './svg';

const state = { selected: '', svgText: '', round: 0, request: 0 };

const mapBox = byId('map');
const mechList = byId<HTMLSelectElement>('mech');
const zoomList = byId<HTMLSelectElement>('zoom');
const details = byId('details');
const status = byId('status');
const saveButtons = [byId<HTMLButtonElement>('save-png'), byId<HTMLButtonElement>('download')];

function setStatus(text: string, isError: boolean): void {
  status.textContent = text;
  status.className = isError ? 'error' : '';
}

function currentZoom(): Zoom {
  return zoomList.value === 'fit' ? 'fit' : Number(zoomList.value) || 1;
}

/** The selected mech's token in sight (a fitted map shows every token already: no layout forced for it). */
function showSelected(): void {
  if (currentZoom() === 'fit') return;
  const token = state.selected ? tokenOf(mapBox, state.selected) : null;
  if (token) scrollIntoBox(mapBox, token);
}

function zoom(): void {
  applyZoom(mapBox.querySelector('svg'), currentZoom(), mapBox);
  showSelected();
}

/** The new picture in place of the old, at the same zoom and, as far as it goes, the same scroll. */
function showSvg(svgText: string): void {
  const svg = importSvg(svgText);
  const scroll = { left: mapBox.scrollLeft, top: mapBox.scrollTop };
  clear(mapBox);
  mapBox.appendChild(svg);
  applyZoom(svg, currentZoom(), mapBox);
  if (scroll.left || scroll.top) {
    mapBox.scrollLeft = scroll.left;
    mapBox.scrollTop = scroll.top;
  }
  showSelected();
}

function load(selected: string): Promise<void> {
  const request = ++state.request;
  setStatus('Drawing the map…', false);
  return fetchMapView(selected)
    .then((response) => {
      // A later click has already asked again: this answer is stale.
      if (request !== state.request) return;
      if (!response || response.ok !== true) {
        showProblems(details, (response && response.problems) || [{ message: 'No answer from the server.' }]);
        setStatus('', false);
        return;
      }
      state.selected = response.view.selected ? response.view.selected.id : '';
      state.svgText = response.svg;
      state.round = response.view.round;
      showSvg(response.svg);
      fillMechList(mechList, response.view.tokens, state.selected);
      showDetails(details, response.view, response.sheet);
      for (const b of saveButtons) b.disabled = false;
      setStatus(`Round ${response.view.round}`, false);
    })
    .catch((err: unknown) => {
      if (request !== state.request) return;
      setStatus(asError(err).message, true);
    });
}

/** Tries the download, then shows the picture: whether the browser let the download through cannot be known. */
function save(format: PictureFormat): void {
  const { svgText, round } = state;
  if (!svgText) return;
  const made: Promise<Picture> = format === 'png' ? pngPicture(svgText, round) : Promise.resolve(svgPicture(svgText, round));
  made.then(
    (picture) => {
      tryDownload(picture);
      showPicture(picture, round, svgText);
    },
    (err: unknown) => setStatus(asError(err).message, true),
  );
}

mapBox.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const token = target && target.closest ? target.closest('[data-mech]') : null;
  if (!token) return;
  const id = token.getAttribute('data-mech') ?? '';
  void load(id === state.selected ? '' : id);
});
mechList.addEventListener('change', () => void load(mechList.value));
zoomList.addEventListener('change', zoom);
window.addEventListener('resize', () => {
  if (currentZoom() === 'fit') zoom();
});
byId('refresh').addEventListener('click', () => void load(state.selected));
byId('save-png').addEventListener('click', () => save('png'));
byId('download').addEventListener('click', () => save('svg'));

void load('');
