/**
 * Putting the server's SVG in the page (docs/battle-map.md): parsed with DOMParser as
 * `image/svg+xml` — never innerHTML — and, although the server escapes every name, stripped
 * of anything that could run or load before it is imported.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Removes scripts, foreign content, images, `on…` attributes and links that leave the picture. */
function sanitize(root: Element): Element {
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
