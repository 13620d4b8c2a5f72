/**
 * A very small virtual DOM for the sidebar: render functions build plain trees of `VNode`s
 * (easy to assert on in tests, no DOM needed) and `mount` turns one into real elements.
 * Text only ever becomes a Text node (the same as `textContent`): sheet text such as a mech
 * named `<img src=x onerror=alert(1)>` is shown as text, never parsed as HTML.
 * There is no way to set `innerHTML` through it.
 */

type AttrValue = string | number | boolean | null | undefined;

export interface VNode {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, AttrValue>>;
  /** Event listeners by event name (`click`, `change`, `toggle`). */
  readonly on: Readonly<Record<string, (event: Event) => void>>;
  readonly children: readonly Child[];
}

/** A child: an element, or text (a number is shown as text too). */
type Child = VNode | string;

/** What `h` accepts as children: nested arrays and empty values are flattened away. */
export type ChildInput = Child | number | false | null | undefined | readonly ChildInput[];

interface Props {
  readonly [attr: string]: AttrValue | Readonly<Record<string, (event: Event) => void>> | undefined;
  /** Listeners, kept apart from attributes. */
  readonly on?: Readonly<Record<string, (event: Event) => void>>;
}

function flatten(input: readonly ChildInput[], out: Child[]): Child[] {
  for (const c of input) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) flatten(c as readonly ChildInput[], out);
    else if (typeof c === 'number') out.push(String(c));
    else out.push(c as Child);
  }
  return out;
}

/**
 * An element: `h('button', { id: 'resolve', type: 'button', on: { click } }, 'Resolve round')`.
 * Attributes whose value is false, null or undefined are left out; true gives an empty one.
 */
export function h(tag: string, props: Props | null = null, ...children: ChildInput[]): VNode {
  const attrs: Record<string, AttrValue> = {};
  let on: Readonly<Record<string, (event: Event) => void>> = {};
  if (props) {
    for (const key of Object.keys(props)) {
      if (key === 'on') on = props.on ?? {};
      else attrs[key] = props[key] as AttrValue;
    }
  }
  return { tag, attrs, on, children: flatten(children, []) };
}

/** The text a node shows, as `textContent` would give it. */
export function textOf(node: Child): string {
  if (typeof node === 'string') return node;
  return node.children.map(textOf).join('');
}

/** Every element of the tree, depth first, the root included. */
export function allNodes(node: Child): VNode[] {
  if (typeof node === 'string') return [];
  const out: VNode[] = [node];
  for (const c of node.children) out.push(...allNodes(c));
  return out;
}

/** The element with this id, or with this `data-testid`. */
export function findNode(root: Child, idOrTestId: string): VNode | undefined {
  return allNodes(root).find((n) => n.attrs.id === idOrTestId || n.attrs['data-testid'] === idOrTestId);
}

/** The minimal document `mount` needs (a real `document`, or a test's stand-in). */
interface DocumentLike {
  createElement(tag: string): Element;
  createTextNode(text: string): Text;
}

/**
 * Builds real DOM from a tree. Attribute names come from the code; any `on…` attribute is
 * refused (listeners go through `on`), so sheet text can never become a script.
 */
export function mount(node: Child, doc: DocumentLike): Node {
  if (typeof node === 'string') return doc.createTextNode(node);
  const el = doc.createElement(node.tag);
  for (const name of Object.keys(node.attrs)) {
    if (/^on/i.test(name)) throw new Error(`mount: attribute ${name} is not allowed; use on: { … }`);
    const value = node.attrs[name];
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const type of Object.keys(node.on)) el.addEventListener(type, node.on[type]);
  for (const c of node.children) el.appendChild(mount(c, doc));
  return el;
}

/** A stable fingerprint of what a tree shows (listeners aside), to skip re-mounting unchanged sections. */
export function fingerprint(node: Child): string {
  return JSON.stringify(node, (key, value) => (key === 'on' ? Object.keys(value as object) : value));
}
