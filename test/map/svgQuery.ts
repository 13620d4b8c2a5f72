/**
 * A tiny reader for the map SVG, enough for tests without a DOM: it walks the markup tag by
 * tag, checks that it is well-formed (every tag closed in order, attributes quoted, no stray
 * `<` or `&`), and returns the elements with their attributes decoded and their text.
 */

export interface SvgElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** The element's own text and its descendants', entities decoded. */
  text: string;
  readonly parent?: SvgElement;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (_, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    const v = ENTITY[e];
    if (v === undefined) throw new Error(`unknown entity &${e};`);
    return v;
  });
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
const ATTR = /([\w:-]+)="([^"]*)"/g;

/** Every element of `svg`, in document order. Throws on markup that is not well-formed. */
export function parseSvg(svg: string): SvgElement[] {
  const out: SvgElement[] = [];
  const open: SvgElement[] = [];
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt < 0 ? svg.length : lt);
    if (text) {
      if (/&(?!(#\d+|#x[0-9a-f]+|\w+);)/i.test(text)) throw new Error(`bare & in text: ${text}`);
      const decoded = decodeEntities(text);
      for (const e of open) e.text += decoded;
    }
    if (lt < 0) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(svg);
    if (!m) throw new Error(`not a tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
    const [whole, closing, tag, attrText, selfClosing] = m;
    if (closing) {
      const top = open.pop();
      if (!top || top.tag !== tag) throw new Error(`</${tag}> closes <${top?.tag}>`);
    } else {
      const attrs: Record<string, string> = {};
      for (const a of attrText.matchAll(ATTR)) {
        if (a[1] in attrs) throw new Error(`attribute ${a[1]} twice on <${tag}>`);
        attrs[a[1]] = decodeEntities(a[2]);
      }
      const parent = open[open.length - 1];
      const el: SvgElement = parent ? { tag, attrs, text: '', parent } : { tag, attrs, text: '' };
      out.push(el);
      if (!selfClosing) open.push(el);
    }
    i = lt + whole.length;
  }
  if (open.length > 0) throw new Error(`unclosed <${open[open.length - 1].tag}>`);
  return out;
}

/** Elements having attribute `name` (with value `value` when given). */
export function withAttr(els: readonly SvgElement[], name: string, value?: string): SvgElement[] {
  return els.filter((e) => name in e.attrs && (value === undefined || e.attrs[name] === value));
}

/** The one element with `name="value"`; throws unless exactly one. */
export function one(els: readonly SvgElement[], name: string, value: string, tag?: string): SvgElement {
  const found = withAttr(els, name, value).filter((e) => tag === undefined || e.tag === tag);
  if (found.length !== 1) throw new Error(`${found.length} elements with ${name}="${value}"`);
  return found[0];
}

/** Elements inside `ancestor`, in document order. */
export function inside(els: readonly SvgElement[], ancestor: SvgElement): SvgElement[] {
  return els.filter((e) => {
    for (let p = e.parent; p; p = p.parent) if (p === ancestor) return true;
    return false;
  });
}

/** The center of a polygon's points (the mean of its corners). */
export function polygonCenter(el: SvgElement): { x: number; y: number } {
  const pts = el.attrs.points.split(' ').map((p) => p.split(',').map(Number));
  return { x: pts.reduce((s, p) => s + p[0], 0) / pts.length, y: pts.reduce((s, p) => s + p[1], 0) / pts.length };
}
