/**
 * The battle map dialog's entry (docs/battle-map.md; bundled by scripts/pages.mjs into
 * dist/MapView.html): asks the server for the map, shows its grid fitted to where the mechs are
 * (zoom.ts) with the legend beside it (legend.ts), the selected mech's reach and lines of fire,
 * and selects a mech when its token is clicked or it is chosen in the list (clicking the
 * selected token again clears the selection; a selected token is scrolled into sight). Save
 * picture asks for a download, then shows the picture with its way into a forum post (pictureBox.ts).
 */
import { asError } from '../../pages/call';
import { byId, clear } from '../../pages/dom';
import { fillMechList, showDetails, showProblems } from './details';
import { showLegend } from './legend';
import { fetchMapView } from './source';
import { pngPicture, svgPicture, tryDownload, type Picture, type PictureFormat } from './picture';
import { showPicture } from './pictureBox';
import { importSvg, scrollIntoBox, tokenOf } from './svg';
import { applyZoom, scrollToMechs, showGridOnly, type Zoom } from './zoom';

/** `placed`: the box was brought to the mechs since the zoom was chosen (a refresh keeps the GM's scroll). */
const state = { selected: '', svgText: '', round: 0, request: 0, placed: false };

const mapBox = byId('map');
const mechList = byId<HTMLSelectElement>('mech');
const zoomList = byId<HTMLSelectElement>('zoom');
const details = byId('details');
const legendBox = byId('legend-picture');
const status = byId('status');
const saveButton = byId<HTMLButtonElement>('save-png');

function setStatus(text: string, isError: boolean): void {
  status.textContent = text;
  status.className = isError ? 'error' : '';
}

function currentZoom(): Zoom {
  const v = zoomList.value;
  return v === 'mechs' || v === 'map' ? v : Number(v) || 1;
}

/** The selected mech's token in sight (the whole map shows every token already: no layout forced for it). */
function showSelected(): void {
  if (currentZoom() === 'map') return;
  const token = state.selected ? tokenOf(mapBox, state.selected) : null;
  if (token) scrollIntoBox(mapBox, token);
}

/**
 * Sizes the picture for the zoom chosen. The first time since the zoom was chosen, *Fit mechs*
 * brings the box to the mechs; after that the GM's scroll (`scroll`) is kept.
 */
function place(svg: Element, scroll?: { left: number; top: number }): void {
  const factor = applyZoom(svg, currentZoom(), mapBox);
  if (!state.placed) {
    if (currentZoom() === 'mechs') scrollToMechs(svg, mapBox, factor);
    state.placed = true;
  } else if (scroll) {
    mapBox.scrollLeft = scroll.left;
    mapBox.scrollTop = scroll.top;
  }
  showSelected();
}

/**
 * The new picture in place of the old, its legend beside it, at the same zoom and, as far as it goes, the same scroll.
 */
function showSvg(svgText: string): void {
  const svg = importSvg(svgText);
  const scroll = { left: mapBox.scrollLeft, top: mapBox.scrollTop };
  clear(mapBox);
  showLegend(svg, legendBox);
  showGridOnly(svg);
  mapBox.appendChild(svg);
  place(svg, scroll);
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
      saveButton.disabled = false;
      setStatus(`Round ${response.view.round}`, false);
    })
    .catch((err: unknown) => {
      if (request !== state.request) return;
      setStatus(asError(err).message, true);
    });
}

/** Asks for the download, then shows the picture: whether the browser let the download through cannot be known. */
function save(format: PictureFormat): void {
  const { svgText, round } = state;
  if (!svgText) return;
  const made: Promise<Picture> =
    format === 'png' ? pngPicture(svgText, round) : Promise.resolve(svgPicture(svgText, round));
  made.then(
    (picture) => {
      showPicture(picture, round, tryDownload(picture), save);
    },
    (err: unknown) => {
      setStatus(`${asError(err).message} Here is the SVG instead.`, true);
      if (format === 'png') save('svg');
    },
  );
}

/** A new zoom choice, or a new frame size at a fitted zoom: fitted again, and brought to the mechs. */
function rezoom(): void {
  state.placed = false;
  const svg = mapBox.querySelector('svg');
  if (svg) place(svg);
}

mapBox.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const token = target && target.closest ? target.closest('[data-mech]') : null;
  if (!token) return;
  const id = token.getAttribute('data-mech') ?? '';
  void load(id === state.selected ? '' : id);
});
mechList.addEventListener('change', () => void load(mechList.value));
zoomList.addEventListener('change', rezoom);
window.addEventListener('resize', () => {
  if (typeof currentZoom() !== 'number') rezoom();
});
byId('refresh').addEventListener('click', () => void load(state.selected));
saveButton.addEventListener('click', () => save('png'));

void load('');
