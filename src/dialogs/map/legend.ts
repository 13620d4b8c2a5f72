/**
 * The legend beside the map: the picture's own legend column (`data-layer="legend"`,
 * `data-legend-box`), moved out of the map box into the side panel and drawn as wide as the panel
 * — there its smallest words are about 11 px, whatever the zoom of the map. The saved picture
 * keeps its legend: it is made from the server's text, not from this page.
 */
import { clear } from '../../pages/dom';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Moves the legend of `svg` (already sanitized and in this page) into `box`; empties `box` when there is none. */
export function showLegend(svg: Element, box: HTMLElement): void {
  clear(box);
  const legend = svg.querySelector('[data-layer="legend"]');
  const at = (svg.getAttribute('data-legend-box') ?? '').split(' ').map(Number);
  if (!legend || at.length !== 4 || !(at[2] > 0) || !(at[3] > 0)) return;
  const picture = document.createElementNS(SVG_NS, 'svg');
  picture.setAttribute('viewBox', at.join(' '));
  picture.setAttribute('role', 'img');
  picture.setAttribute('aria-label', 'Legend of the battle map');
  picture.setAttribute('font-family', svg.getAttribute('font-family') ?? 'Arial, Helvetica, sans-serif');
  picture.setAttribute('data-min-text', svg.getAttribute('data-min-text') ?? '');
  picture.appendChild(legend);
  box.appendChild(picture);
  const width = Math.min(at[2], box.clientWidth || at[2]);
  picture.style.width = `${Math.floor(width)}px`;
  picture.style.height = `${Math.floor((width * at[3]) / at[2])}px`;
}
