/**
 * Putting the server's SVG in the page (docs/battle-map.md): parsed with DOMParser as
 * `image/svg+xml` — never innerHTML — and, although the server escapes every name, stripped
 * of anything that could run or load before it is imported.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Removes scripts, foreign content, images, `on…` attributes and links that leave the picture. */
export function sanitize(root: Element): Element {
  for (const n of Array.from(root.querySelectorAll('script, foreignObject, iframe, object, embed, use, image'))) {
    n.parentNode?.removeChild(n);
  }
  for (const node of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const a of Array.from(node.attributes)) {
      const name = a.name.toLowerCase();
      const link = name === 'href' || name === 'xlink:href' || name === 'src';
      if (name.indexOf('on') === 0 || (link && a.value.charAt(0) !== '#')) node.removeAttribute(a.name);
    }
  }
  return root;
}

/** The SVG text as an element of this document, sanitized; throws when it is not an SVG. */
export function importSvg(svgText: string): Element {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || doc.getElementsByTagName('parsererror').length > 0) {
    throw new Error('The map picture could not be read.');
  }
  return document.importNode(sanitize(root), true);
}

/** The zoom list's choice: `fit` (the default: the whole picture in its frame) or a factor. */
export type Zoom = 'fit' | number;

/** A fitted picture is never blown up past twice its size (a tiny map in a big frame). */
const MAX_FIT = 2;

/** The factor that shows the whole picture inside `box` (its inner size, borders and scroll bars left out). */
export function fitZoom(svg: Element, box: HTMLElement): number {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  if (!(width > 0) || !(height > 0) || box.clientWidth <= 0 || box.clientHeight <= 0) return 1;
  return Math.min(MAX_FIT, box.clientWidth / width, box.clientHeight / height);
}

/** Sizes the picture at `zoom` times its own width and height, or to fit `box`. */
export function applyZoom(svg: Element | null, zoom: Zoom, box: HTMLElement): void {
  if (!svg) return;
  const style = (svg as SVGSVGElement).style;
  let factor = zoom === 'fit' ? 1 : zoom;
  if (zoom === 'fit') {
    // The box is measured without the picture in it: no scroll bars of an older size take room,
    // and the big SVG is not laid out just to be measured.
    const display = style.display;
    style.display = 'none';
    factor = fitZoom(svg, box);
    style.display = display;
  }
  // Whole pixels, rounded down: a fitted picture must not overflow by a fraction and scroll.
  style.width = Math.floor(Number(svg.getAttribute('width')) * factor) + 'px';
  style.height = Math.floor(Number(svg.getAttribute('height')) * factor) + 'px';
}

/** The token of mech `id` in the picture (compared as text: a name may hold any character). */
export function tokenOf(box: HTMLElement, id: string): Element | null {
  const tokens = box.querySelectorAll('[data-mech]');
  for (let i = 0; i < tokens.length; i++) if (tokens[i].getAttribute('data-mech') === id) return tokens[i];
  return null;
}

/** Scrolls `box` (only it, never the page around the frame) so that `target` is in sight, centred when it was not. */
export function scrollIntoBox(box: HTMLElement, target: Element): void {
  const b = box.getBoundingClientRect();
  const left = b.left + box.clientLeft;
  const top = b.top + box.clientTop;
  const t = target.getBoundingClientRect();
  if (t.left >= left && t.right <= left + box.clientWidth && t.top >= top && t.bottom <= top + box.clientHeight) return;
  box.scrollLeft += t.left + t.width / 2 - (left + box.clientWidth / 2);
  box.scrollTop += t.top + t.height / 2 - (top + box.clientHeight / 2);
}
