/**
 * The battle map dialog's entry (issue 6, docs/battle-map.md; bundled by scripts/pages.mjs into
 * dist/MapView.html): asks the server for the map, shows the SVG and the selected mech's reach
 * and lines of fire, and selects a mech when its token is clicked or it is chosen in the list
 * (clicking the selected token again clears the selection). Zoom, Refresh, Download SVG.
 */
import { asError } from '../../pages/call';
import { byId, clear } from '../../pages/dom';
import { fillMechList, showDetails, showProblems } from './details';
import { fetchMapView } from './source';
import { applyZoom, importSvg } from './svg';

const state = { selected: '', svgText: '', round: 0, request: 0 };

const mapBox = byId('map');
const mechList = byId<HTMLSelectElement>('mech');
const zoomList = byId<HTMLSelectElement>('zoom');
const details = byId('details');
const status = byId('status');
const downloadButton = byId<HTMLButtonElement>('download');

function setStatus(text: string, isError: boolean): void {
  status.textContent = text;
  status.className = isError ? 'error' : '';
}

function zoom(): void {
  applyZoom(mapBox.querySelector('svg'), Number(zoomList.value) || 1);
}

function showSvg(svgText: string): void {
  const svg = importSvg(svgText);
  clear(mapBox);
  mapBox.appendChild(svg);
  zoom();
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
      showDetails(details, response.view);
      downloadButton.disabled = false;
      setStatus(`Round ${response.view.round}`, false);
    })
    .catch((err: unknown) => {
      if (request !== state.request) return;
      setStatus(asError(err).message, true);
    });
}

function download(): void {
  if (!state.svgText) return;
  const url = URL.createObjectURL(new Blob([state.svgText], { type: 'image/svg+xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `gator-map-round-${state.round}.svg`;
  document.body.appendChild(a);
  a.click();
  document.body.removeChild(a);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
byId('refresh').addEventListener('click', () => void load(state.selected));
downloadButton.addEventListener('click', download);

void load('');
