/**
 * How big the map is shown in its box, its smallest text readable. The box shows the grid part of
 * the picture (the legend is shown beside it, legend.ts). The first view, *Fit mechs*, fits
 * where the mechs are (the picture's `data-mechs-box`) into the box, but never so small that its
 * smallest text (`data-min-text`) is under 10 px on screen: where that does not fit, the box
 * scrolls, brought to the mechs. *Fit map* shows the whole grid; at any zoom where the hex labels
 * would be under 10 px they are hidden rather than shown unreadable.
 */

/** The zoom list's choice: `mechs` (the first view), `map` (the whole grid) or a factor. */
export type Zoom = 'mechs' | 'map' | number;

/** The smallest text the first view shows, in screen pixels. */
const READABLE_PX = 10;

/** A fitted picture is never blown up past twice its size (a tiny map in a big frame). */
const MAX_FIT = 2;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A `"x y width height"` attribute of the picture, or null when it has none. */
function boxOf(svg: Element, attr: string): Box | null {
  const parts = (svg.getAttribute(attr) ?? '').split(' ').map(Number);
  if (parts.length !== 4 || !parts.every((n) => Number.isFinite(n)) || !(parts[2] > 0) || !(parts[3] > 0)) return null;
  return { x: parts[0], y: parts[1], width: parts[2], height: parts[3] };
}

/** The picture's own size, from its width and height. */
function ownBox(svg: Element): Box {
  return { x: 0, y: 0, width: Number(svg.getAttribute('width')) || 0, height: Number(svg.getAttribute('height')) || 0 };
}

/**
 * Shows the grid part of the picture only: its viewBox, width and height become the grid box's.
 * The saved picture is made from the server's text, legend and all, not from this element.
 */
export function showGridOnly(svg: Element): void {
  const grid = boxOf(svg, 'data-grid-box');
  if (!grid) return;
  svg.setAttribute('viewBox', [grid.x, grid.y, grid.width, grid.height].join(' '));
  svg.setAttribute('width', String(grid.width));
  svg.setAttribute('height', String(grid.height));
}

/** The picture's smallest text, in its own units (12 at the default hex size). */
function minText(svg: Element): number {
  return Number(svg.getAttribute('data-min-text')) || 12;
}

let scrollBar: number | null = null;

/** How much room a scroll bar takes in this browser (0 where scroll bars float over the content). */
function scrollBarSize(): number {
  if (scrollBar !== null) return scrollBar;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-200px;width:100px;height:100px;overflow:scroll';
  document.body.appendChild(probe);
  scrollBar = probe.offsetWidth - probe.clientWidth;
  document.body.removeChild(probe);
  return scrollBar;
}

/** The box's inner size with the picture taken out, so no scroll bar of an older size takes room. */
function roomIn(svg: SVGSVGElement, box: HTMLElement): { width: number; height: number } {
  const display = svg.style.display;
  svg.style.display = 'none';
  const room = { width: box.clientWidth, height: box.clientHeight };
  svg.style.display = display;
  return room;
}

/** The factor that shows `area` whole in a room, the scroll bars the picture will need left out. */
function fit(area: Box, picture: Box, room: { width: number; height: number }): number {
  let factor = Math.min(MAX_FIT, room.width / area.width, room.height / area.height);
  // A picture larger than its room scrolls: the scroll bars take their part of the room.
  const bar = scrollBarSize();
  if (bar > 0 && (picture.width * factor > room.width || picture.height * factor > room.height)) {
    factor = Math.min(MAX_FIT, (room.width - bar) / area.width, (room.height - bar) / area.height);
  }
  return Math.max(0.01, factor);
}

/** The factor a zoom choice gives the picture in `box`. */
function zoomFactor(svg: Element, zoom: Zoom, box: HTMLElement): number {
  if (typeof zoom === 'number') return zoom;
  const picture = ownBox(svg);
  if (!(picture.width > 0) || !(picture.height > 0)) return 1;
  const room = roomIn(svg as SVGSVGElement, box);
  if (room.width <= 0 || room.height <= 0) return 1;
  if (zoom === 'map') return fit(picture, picture, room);
  const mechs = boxOf(svg, 'data-mechs-box') ?? picture;
  return Math.max(fit(mechs, picture, room), READABLE_PX / minText(svg));
}

/** Sizes the picture at `factor` times its own size, the hex labels hidden where they would be too small to read. */
function sizePicture(svg: Element, factor: number): void {
  const style = (svg as SVGSVGElement).style;
  // Whole pixels, rounded down: a fitted picture must not overflow by a fraction and scroll.
  style.width = `${Math.floor(Number(svg.getAttribute('width')) * factor)}px`;
  style.height = `${Math.floor(Number(svg.getAttribute('height')) * factor)}px`;
  svg.setAttribute('data-small-text', minText(svg) * factor < READABLE_PX ? 'hidden' : 'shown');
}

/** Sizes the picture for `zoom` in `box`; returns the factor used. */
export function applyZoom(svg: Element | null, zoom: Zoom, box: HTMLElement): number {
  if (!svg) return 1;
  const factor = zoomFactor(svg, zoom, box);
  sizePicture(svg, factor);
  return factor;
}

/** Scrolls `box` so that where the mechs are is in its middle (nothing moves when the picture fits). */
export function scrollToMechs(svg: Element, box: HTMLElement, factor: number): void {
  const mechs = boxOf(svg, 'data-mechs-box');
  const view = boxOf(svg, 'viewBox') ?? ownBox(svg);
  if (!mechs) return;
  box.scrollLeft = (mechs.x - view.x + mechs.width / 2) * factor - box.clientWidth / 2;
  box.scrollTop = (mechs.y - view.y + mechs.height / 2) * factor - box.clientHeight / 2;
}
