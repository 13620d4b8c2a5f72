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

/** Sizes the picture at `zoom` times its own width and height. */
export function applyZoom(svg: Element | null, zoom: number): void {
  if (!svg) return;
  const style = (svg as SVGSVGElement).style;
  style.width = Number(svg.getAttribute('width')) * zoom + 'px';
  style.height = Number(svg.getAttribute('height')) * zoom + 'px';
}
