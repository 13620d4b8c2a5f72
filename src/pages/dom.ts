/**
 * The little DOM the two dialog pages build with (the sidebar has its virtual nodes,
 * src/sidebar/vnode.ts). Text only ever goes in through `textContent`: a mech named
 * `<img src=x onerror=alert(1)>` is shown as that text, never parsed. Nothing here reads or
 * writes `innerHTML`.
 */

/** The page's element with this id; a missing one is a bug of the page's template. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`The page has no #${id}.`);
  return node as T;
}

/** A new element showing `text` (as text), with a class when given. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A `<ul>` of texts, each item with `className` when given. */
export function list(items: readonly string[], className?: string): HTMLUListElement {
  const ul = el('ul');
  for (const text of items) ul.appendChild(el('li', text, className));
  return ul;
}

/** Removes every child of `node`. */
export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/** An `<option>` showing `text` for `value`. */
export function option(value: string, text: string): HTMLOptionElement {
  const o = el('option', text);
  o.value = value;
  return o;
}
