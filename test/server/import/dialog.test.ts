// The import dialog page (src/dialogs/import, built into dist/ImportDialog.html) run
// for real: its built script in a V8 context with a small stand-in DOM, and google.script.run
// wired to the BUILT bundle's top-level functions on the in-memory services, answering
// asynchronously through JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/entry/endpoints';
import { TAB } from '../../../src/sheet/schema/columns';
import { fixture } from '../../rules/data/fixtures';
import { campaign, dump, type Campaign } from '../harness';

const PAGE = readFileSync(join('dist', 'ImportDialog.html'), 'utf8');
const SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(PAGE)![1];
/** The page's TypeScript (the built script is minified: the names it calls are read here). */
const SOURCE_DIR = join('src', 'dialogs', 'import');
const SOURCE = readdirSync(SOURCE_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(SOURCE_DIR, f), 'utf8'))
  .join('\n');

/** An element with just what the page uses; innerHTML throws, so sheet text can only go in as text. */
class El {
  children: El[] = [];
  parentNode: El | null = null;
  text = '';
  value = '';
  checked = false;
  disabled = false;
  className = '';
  type = '';
  id = '';
  files: unknown[] = [];
  readonly attrs: Record<string, string> = {};
  private readonly listeners: Record<string, (() => void)[]> = {};
  constructor(readonly tag: string) {}
  get textContent(): string {
    return this.text + this.children.map((c) => c.textContent).join('');
  }
  set textContent(t: string) {
    this.children = [];
    this.text = String(t);
  }
  set innerHTML(_: string) {
    throw new Error('innerHTML was used');
  }
  get firstChild(): El | null {
    return this.children[0] ?? null;
  }
  appendChild(c: El): El {
    c.parentNode = this;
    this.children.push(c);
    return c;
  }
  removeChild(c: El): El {
    this.children.splice(this.children.indexOf(c), 1);
    return c;
  }
  setAttribute(k: string, v: string): void {
    this.attrs[k] = v;
  }
  addEventListener(type: string, fn: () => void): void {
    (this.listeners[type] = this.listeners[type] ?? []).push(fn);
  }
  fire(type: string): void {
    if (type === 'click' && this.disabled) return;
    for (const fn of this.listeners[type] ?? []) fn();
  }
  all(): El[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
  /** Where the element sits in the frame: the stand-in lays out nothing, so the result sits at 480 px. */
  getBoundingClientRect(): { top: number } {
    return { top: this.id === 'result' ? 480 : 0 };
  }
}

interface Page {
  readonly $: (id: string) => El;
  readonly calls: string[];
  /** Each `window.scrollTo(x, y)` the page made, as `[x, y]`. */
  readonly scrolls: number[][];
  settle(): Promise<void>;
}

/** Loads the page's script against the campaign's bundle. */
function openPage(c: Campaign): Page {
  const byId: Record<string, El> = {};
  const $ = (id: string) =>
    (byId[id] = byId[id] ?? Object.assign(new El(id === 'library' || id === 'lib-side' ? 'select' : 'div'), { id }));
  const calls: string[] = [];
  const pending: Promise<void>[] = [];
  const runner = (ok?: (v: unknown) => void, fail?: (e: unknown) => void): Record<string, unknown> => {
    const r: Record<string, unknown> = {
      withSuccessHandler: (h: (v: unknown) => void) => runner(h, fail),
      withFailureHandler: (h: (e: unknown) => void) => runner(ok, h),
    };
    for (const e of ENDPOINTS) {
      r[e.name] = (...args: unknown[]) => {
        calls.push(e.name);
        pending.push(
          Promise.resolve().then(() => {
            try {
              ok?.(JSON.parse(JSON.stringify(c.gas[e.name](...args) ?? null)));
            } catch (err) {
              fail?.(err);
            }
          }),
        );
      };
    }
    return r;
  };
  const document = { getElementById: $, createElement: (tag: string) => new El(tag) };
  const google = { script: { run: runner() } };
  const scrolls: number[][] = [];
  const window = { google, pageYOffset: 0, scrollTo: (x: number, y: number) => void scrolls.push([x, y]) };
  vm.runInNewContext(SCRIPT, { document, window, google, Promise, Error, String, Array, Math });
  return {
    $,
    calls,
    scrolls,
    async settle() {
      while (pending.length > 0) await pending.shift();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('ImportDialog.html: a self-contained page', () => {
  it('one inline script, valid ES2019, nothing loaded from outside, no innerHTML', () => {
    expect(PAGE.match(/<script/g)).toHaveLength(1);
    expect(() => parse(SCRIPT, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    expect(PAGE).not.toMatch(/<script[^>]*\ssrc=|<link\b|@import|https?:\/\//);
    expect(SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(SCRIPT).toMatch(/\.withSuccessHandler\([\s\S]*?\)\s*\.withFailureHandler\(/);
  });

  it('every server function it calls is a real endpoint', () => {
    const named = Array.from(SOURCE.matchAll(/call\('(\w+)'/g)).map((m) => m[1]);
    expect(named.sort()).toEqual(['getMechLibrary', 'importMechs', 'insertLibraryMech', 'undoLast']);
    for (const n of named) expect(ENDPOINTS.map((e) => e.name)).toContain(n);
  });
});

describe('ImportDialog.html: what the GM sees', () => {
  it('lists the library, pastes a Griffin, imports it, and undoes it from the dialog', async () => {
    const c = campaign();
    const start = dump(c.fake);
    const page = openPage(c);
    await page.settle();
    expect(page.$('library').children.map((o) => o.value)[0]).toBe('Griffin GRF-1S');
    page.$('library').value = 'Griffin GRF-1S';
    page.$('library').fire('change');
    expect(page.$('library-details').textContent).toBe(
      '55 t · Walk 5 / Run 8 / Jump 5 · 16 heat sinks · Large Laser, Medium Laser ×2, LRM-5',
    );

    page.$('mtf-text').value = fixture('griffin-grf-1s.mtf');
    page.$('import').fire('click');
    await page.settle();
    const result = page.$('result');
    expect(result.textContent).toMatch(
      /^Griffin GRF-1S added as NPC, not on the mapUndo this importGriffin GRF-1S \(Pasted text\): row 6, NPC, not on the map, 55 t, Walk 5 Jump 5, 16 heat sinks, 15 equipment rows/,
    );
    expect(result.textContent).toContain(
      'Not on the map yet: Griffin GRF-1S. Type a hex (0609) in Position on the Mechs tab to place it.',
    );
    expect(result.textContent).toContain(
      "Mechs read from files are NPCs: set Side to PC on the Mechs tab for a player's mech.",
    );
    // The result sits below the form: the dialog scrolls to it, so its title and Undo are in sight.
    expect(page.scrolls[page.scrolls.length - 1]).toEqual([0, 472]);
    expect(page.$('mtf-text').value).toBe('');
    const undo = result.all().find((e) => e.id === 'undo')!;
    undo.fire('click');
    await page.settle();
    expect(result.textContent).toBe('The import of Griffin GRF-1S undone: its rows are cleared.');
    expect(dump(c.fake)).toEqual(start);
  });

  it('a bad file: every problem listed, nothing written', async () => {
    const c = campaign();
    const before = dump(c.fake);
    const page = openPage(c);
    await page.settle();
    page.$('mtf-text').value = fixture('bad-armor.mtf');
    page.$('import').fire('click');
    await page.settle();
    expect(page.$('result').attrs.role).toBe('alert');
    expect(page.$('result').textContent).toBe(
      'Nothing was imported: fix these first.Pasted text line 14: LA armor must be a whole number, got "abc"',
    );
    expect(page.$('mtf-text').value).toBe(fixture('bad-armor.mtf'));
    expect(dump(c.fake)).toEqual(before);
  });

  it('inserts from the library with a name, side and hex; a chassis name full of markup is shown as text', async () => {
    const c = campaign();
    const page = openPage(c);
    await page.settle();
    page.$('library').value = 'Atlas AS7-D';
    page.$('lib-name').value = '<img src=x onerror=alert(1)>';
    page.$('lib-side').value = 'PC';
    page.$('lib-position').value = '0808';
    page.$('insert').fire('click');
    await page.settle();
    // What was set, in the words of the result: the side and the hex the GM gave, nothing left to place.
    expect(page.$('result').textContent).toMatch(
      /^<img src=x onerror=alert\(1\)> added as PC in 0808Undo this import<img src=x onerror=alert\(1\)> \(Library\): row 6, PC in 0808, 100 t/,
    );
    expect(page.$('result').textContent).not.toMatch(/Not on the map|NPC/);
    expect(
      page
        .$('result')
        .all()
        .some((e) => e.tag === 'img'),
    ).toBe(false);
    expect(c.fake.book.sheet(TAB.mechs).peekValues()[5].slice(0, 3)).toEqual([
      '<img src=x onerror=alert(1)>',
      'AS7-D',
      'PC',
    ]);
  });

  it('Import with nothing pasted says so without calling the server', async () => {
    const c = campaign();
    const page = openPage(c);
    await page.settle();
    page.$('import').fire('click');
    await page.settle();
    expect(page.$('result').textContent).toBe('Nothing to import.Open .mtf files or paste their text first.');
    expect(page.calls).toEqual(['getMechLibrary']);
  });
});
