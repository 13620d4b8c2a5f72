// A stand-in for the few DOM calls the sidebar makes (neither jsdom nor happy-dom is
// installed). Setting innerHTML throws, so a test proves sheet text never goes through it.
// Real-browser checks are in the playground's browser tests.

export class FakeText {
  parentNode: FakeElement | null = null;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

type Listener = (event: { type: string; target: FakeElement }) => void;

export class FakeElement {
  parentNode: FakeElement | null = null;
  readonly attributes = new Map<string, string>();
  readonly childNodes: (FakeElement | FakeText)[] = [];
  private readonly listeners: Record<string, Listener[]> = {};
  value = '';
  constructor(
    readonly tagName: string,
    readonly ownerDocument: FakeDocument,
  ) {}

  get id(): string {
    return this.attributes.get('id') ?? '';
  }
  get disabled(): boolean {
    return this.attributes.has('disabled');
  }
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set innerHTML(_html: string) {
    throw new Error('innerHTML was used');
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
    if (name === 'selected' && this.parentNode) this.parentNode.value = this.attributes.get('value') ?? '';
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  addEventListener(type: string, fn: Listener): void {
    (this.listeners[type] = this.listeners[type] ?? []).push(fn);
  }
  dispatch(type: string): void {
    for (const fn of this.listeners[type] ?? []) fn({ type, target: this });
  }
  click(): void {
    if (!this.disabled) this.dispatch('click');
  }
  appendChild<T extends FakeElement | FakeText>(child: T): T {
    child.parentNode = this;
    this.childNodes.push(child);
    if (child instanceof FakeElement && child.tagName === 'option' && child.attributes.has('selected'))
      this.value = child.attributes.get('value') ?? '';
    return child;
  }
  replaceChild(next: FakeElement | FakeText, old: FakeElement | FakeText): void {
    const at = this.childNodes.indexOf(old);
    if (at < 0) throw new Error('replaceChild: not a child');
    this.childNodes[at] = next;
    next.parentNode = this;
    old.parentNode = null;
  }
  removeChild(child: FakeElement | FakeText): void {
    this.childNodes.splice(this.childNodes.indexOf(child), 1);
    child.parentNode = null;
  }
  contains(node: unknown): boolean {
    if (node === this) return true;
    return this.childNodes.some((c) => c === node || (c instanceof FakeElement && c.contains(node)));
  }
  focus(): void {
    this.ownerDocument.activeElement = this;
  }
  select(): void {}
  get style(): Record<string, string> {
    return {};
  }
  /** Every element below, depth first. */
  all(): FakeElement[] {
    const out: FakeElement[] = [];
    for (const c of this.childNodes) if (c instanceof FakeElement) out.push(c, ...c.all());
    return out;
  }
}

/** Something the page listens on (the window, the document): `focus`, `visibilitychange`. */
export class FakeEventTarget {
  private readonly listeners: Record<string, (() => void)[]> = {};
  addEventListener(type: string, fn: () => void): void {
    (this.listeners[type] = this.listeners[type] ?? []).push(fn);
  }
  dispatch(type: string): void {
    for (const fn of this.listeners[type] ?? []) fn();
  }
}

export class FakeDocument extends FakeEventTarget {
  readonly body: FakeElement;
  activeElement: FakeElement | null = null;
  /** `hidden` while the GM is in another browser tab. */
  visibilityState: 'visible' | 'hidden' = 'visible';
  constructor() {
    super();
    this.body = new FakeElement('body', this);
    this.activeElement = this.body;
  }
  createElement(tag: string): FakeElement {
    return new FakeElement(tag.toLowerCase(), this);
  }
  createTextNode(text: string): FakeText {
    return new FakeText(text);
  }
  getElementById(id: string): FakeElement | null {
    return this.body.all().find((e) => e.id === id) ?? null;
  }
  byTestId(id: string): FakeElement[] {
    return this.body.all().filter((e) => e.attributes.get('data-testid') === id);
  }
}
