// The sidebar page (src/sidebar/main.ts) booted on a stand-in DOM with google.script.run
// bridged to the real server functions: the ids the browser tests use, focus after
// actions, and the XSS case. (Real-browser checks: the playground's Playwright tests.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridge, type Bridge } from './bridge';
import { FakeDocument, FakeEventTarget, type FakeElement } from './fakeDom';
import {
  renameEverywhere,
  seededDemoTabs,
  servicesWithTabs,
  withForumPostLimit,
  XSS_NAME,
  type TabsGrid,
} from './fixtures';

const g = globalThis as Record<string, unknown>;
const saved = {
  document: g.document,
  window: g.window,
  navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
};

async function boot(
  tabs: TabsGrid = seededDemoTabs(),
): Promise<{ doc: FakeDocument; b: Bridge; copied: string[]; fake: ReturnType<typeof servicesWithTabs> }> {
  const fake = servicesWithTabs(tabs);
  const b = bridge(fake);
  const doc = new FakeDocument();
  const app = doc.createElement('main');
  app.setAttribute('id', 'app');
  doc.body.appendChild(app);
  const copied: string[] = [];
  g.document = doc;
  g.window = Object.assign(new FakeEventTarget(), { google: { script: { run: b.run } } });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { clipboard: { writeText: async (t: string) => void copied.push(t) } },
  });
  // The page's clock ticks every second (src/sidebar/controller/live.ts) and nothing unloads the
  // page here, as a browser does: its interval is a fake one, cleared when the test ends, so no
  // tick reaches the `document` the next test has put back.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.resetModules();
  await import('../../src/sidebar/main');
  await b.settle();
  return { doc, b, copied, fake };
}

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  g.document = saved.document;
  g.window = saved.window;
  if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
  else delete g.navigator;
});

const byId = (doc: FakeDocument, id: string): FakeElement => {
  const el = doc.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
};

describe('the sidebar page: Copy for the forum in parts', () => {
  it('a post over the Forum post limit: each part listed with its length, copied one by one, the focus on the next', async () => {
    const { doc, b, copied } = await boot(withForumPostLimit(seededDemoTabs(), 1000));
    byId(doc, 'resolve').click();
    await b.settle();
    const n = byId(doc, 'forum-parts')
      .all()
      .filter((el) => el.tagName === 'li').length;
    expect(n).toBeGreaterThan(2);
    expect(byId(doc, 'forum-parts-text').textContent).toMatch(
      new RegExp(`more than the Forum post limit of 1,000 \\(Rules tab\\): paste it in ${n} parts, in order\\.$`),
    );
    expect(byId(doc, 'copy').textContent).toBe(`Copy round 1, part 1 of ${n}`);
    byId(doc, 'copy').click();
    await b.settle();
    expect(copied[0].startsWith(`[hider=Round 1 (part 1 of ${n})]`)).toBe(true);
    expect(copied[0].length).toBeLessThanOrEqual(1000);
    expect(doc.activeElement?.id).toBe('copy-part-2');
    byId(doc, 'copy-part-2').click();
    await b.settle();
    expect(copied[1].startsWith(`[hider=Round 1 (part 2 of ${n})]`)).toBe(true);
    expect(byId(doc, 'copy-status').textContent).toBe(
      `Copied round 1's part 2 of ${n}: paste it in the forum, then copy part 3 of ${n}.`,
    );
    expect(byId(doc, 'copy').textContent).toBe(`Copy round 1, part 3 of ${n}`);
  });
});

describe('the sidebar page', () => {
  it('opens on the round status, the preview and the advisor, with Resolve ready', async () => {
    const { doc } = await boot();
    expect(byId(doc, 'round').textContent).toBe('Round 1');
    expect(byId(doc, 'resolve').disabled).toBe(false);
    expect(byId(doc, 'undo').disabled).toBe(true);
    expect(doc.byTestId('attack-preview')).toHaveLength(3);
    const lrm = doc.byTestId('weapon-tn').find((w) => w.getAttribute('data-weapon') === 'LRM-5')!;
    expect(lrm.getAttribute('data-tn')).toBe('8');
    expect(byId(doc, 'advisor-mech').value).toBe('Griffin');
  });

  it('Resolve → busy → summary focused, dice in a closed <details>; Copy → "Copied"; Undo → confirm → restored', async () => {
    const { doc, b, copied } = await boot();
    byId(doc, 'resolve').click();
    expect(byId(doc, 'resolve').getAttribute('aria-busy')).toBe('true');
    expect(byId(doc, 'resolve').disabled).toBe(true);
    expect(byId(doc, 'busy-status').textContent).toContain('Resolving the round');
    await b.settle();
    expect(doc.activeElement?.id).toBe('summary-title');
    expect(byId(doc, 'summary-title').textContent).toBe('Round 1 resolved');
    expect(doc.byTestId('mech-summary').length).toBeGreaterThan(0);
    expect(byId(doc, 'dice-log').getAttribute('open')).toBeNull();
    expect(byId(doc, 'round').textContent).toBe('Round 2');

    byId(doc, 'copy').click();
    await b.settle();
    expect(copied[0].startsWith('[hider=Round 1]')).toBe(true);
    expect(byId(doc, 'copy-status').textContent).toBe("Copied round 1's post: paste it in the forum.");

    byId(doc, 'undo').click();
    expect(byId(doc, 'undo-confirm-text').textContent).toBe(
      'Undo round 1? Every cell Gator wrote goes back to how it was before it, and its Log rows are removed.',
    );
    expect(doc.activeElement?.id).toBe('undo-confirm-no');
    // What Undo would overwrite is read before it can be confirmed.
    expect(byId(doc, 'undo-confirm-yes').disabled).toBe(true);
    await b.settle();
    expect(byId(doc, 'undo-edited-status').textContent).toBe(
      'No cell it wrote was changed since: nothing typed after it is overwritten.',
    );
    byId(doc, 'undo-confirm-yes').click();
    await b.settle();
    expect(b.calls).toContain('undoLast({"kind":"round","expected":1,"expectedEdits":"0"})');
    expect(byId(doc, 'message-title').textContent).toBe('Round 1 undone.');
    expect(doc.activeElement?.id).toBe('message-title');
    expect(byId(doc, 'round').textContent).toBe('Round 1');
    expect(doc.getElementById('undo-confirm')).toBeNull();
  });

  it('a server failure is shown, focused, in plain words', async () => {
    const { doc, b } = await boot();
    b.failNext('resolveRound', 'Exception: Service Spreadsheets timed out');
    byId(doc, 'resolve').click();
    await b.settle();
    expect(byId(doc, 'message').getAttribute('role')).toBe('alert');
    expect(byId(doc, 'message-title').textContent).toBe('Resolving round 1 failed.');
    expect(doc.activeElement?.id).toBe('message-title');
    expect(byId(doc, 'resolve').disabled).toBe(false);
  });

  it(`a mech named ${XSS_NAME} shows as text, and no <img> is ever made`, async () => {
    const { doc, b } = await boot(renameEverywhere(seededDemoTabs(), 'Griffin', XSS_NAME));
    expect(doc.byTestId('mech-0')[0].textContent).toContain(XSS_NAME);
    byId(doc, 'resolve').click();
    await b.settle();
    byId(doc, 'advisor-go').click();
    await b.settle();
    expect(doc.body.all().some((e) => e.tagName === 'img')).toBe(false);
    expect(doc.byTestId('mech-summary').some((e) => e.getAttribute('data-mech') === XSS_NAME)).toBe(true);
    expect(byId(doc, 'advisor-title').textContent).toBe(`${XSS_NAME}'s targets, best first`);
  });
});

describe('R-0.5: the sidebar asks for the rolls a "Typed rolls only" round needs', () => {
  function typedOnlyTabs(): TabsGrid {
    const tabs = seededDemoTabs();
    const row = tabs.Rules.find((r) => r[0] === 'Dice');
    if (!row) throw new Error('no Dice row');
    row[1] = 'Typed rolls only';
    return tabs;
  }

  it('lists every roll asked as a line for the forum, copies them, and adds to the Rolls tab only the rolls with no cell yet (R-0.5)', async () => {
    const { doc, b, copied, fake } = await boot(typedOnlyTabs());
    byId(doc, 'resolve').click();
    await b.settle();
    expect(doc.activeElement?.id).toBe('needed-title');
    expect(byId(doc, 'needed-title').textContent).toBe('Round 1 waits for 15 rolls');
    const lines = doc.byTestId('needed-roll').map((li) => li.textContent);
    expect(lines[0]).toBe('Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 12');
    expect(lines[14]).toBe('Griffin: roll 2d6 for Large Laser #1 at Rifleman — hit location');
    expect(lines).toHaveLength(15);
    expect(byId(doc, 'round').textContent).toBe('Round 1');

    byId(doc, 'copy-needed').click();
    await b.settle();
    expect(copied[0].split('\n')).toEqual(lines);
    expect(byId(doc, 'needed-status').textContent).toBe('Copied 15 lines: paste them in the forum.');

    // The 14 to-hit rolls have their lines' Roll cells: a Rolls row too would type them twice.
    byId(doc, 'add-needed').click();
    await b.settle();
    expect(byId(doc, 'needed-status').textContent).toBe(
      "Added 1 row to the Rolls tab (Rolls!A2): type each roll in its Roll cell. The 14 to-hit rolls go in their lines' Roll cells on the Attacks tab. Then Resolve again.",
    );
    expect(fake.book.sheet('Rolls').peekValues().slice(1)).toEqual([
      ['Griffin: Large Laser #1 at Rifleman — hit location', '', '', ''],
    ]);
    // Pressed again, nothing is written twice.
    byId(doc, 'add-needed').click();
    await b.settle();
    expect(byId(doc, 'needed-status').textContent).toContain('on the Rolls tab already');
    expect(fake.book.sheet('Rolls').peekValues()).toHaveLength(1 + 1);
  });
});

describe('one vocabulary: the advisor writes weapons as the TN cell does', () => {
  it('the Griffin\'s two Medium Lasers are one entry, "Medium Laser ×2", not "Medium Laser" twice', async () => {
    const { doc, b } = await boot(seededDemoTabs());
    byId(doc, 'advisor-go').click();
    await b.settle();
    const names = doc
      .byTestId('advice-weapon')
      .map((li) => li.all().find((e) => e.tagName === 'strong')?.textContent ?? '');
    expect(names).toContain('Medium Laser ×2');
    expect(names.filter((n) => n === 'Medium Laser')).toEqual([]);
  });
});

describe('fair play in the sidebar (docs/fair-play.md)', () => {
  function sealedTabs(): TabsGrid {
    const tabs = seededDemoTabs();
    const row = tabs.Rules.find((r) => r[0] === 'Dice seed');
    if (!row) throw new Error('no Dice seed row');
    row[1] = 'Sealed';
    return tabs;
  }

  it('Dice seed Sealed: the seal of the round is shown before the orders, then the next one once it is resolved', async () => {
    const { doc, b, fake } = await boot(sealedTabs());
    const seal = byId(doc, 'dice-seal').getAttribute('data-seal')!;
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    expect(byId(doc, 'dice-seal-text').textContent).toBe(`Round 1's dice are sealed: ${seal.slice(0, 16)}…`);
    expect(byId(doc, 'dice-seal-full').textContent).toBe(seal);
    // The seal stays the same until the round is resolved.
    fake.utilities.next.push('never-used');
    byId(doc, 'refresh').click();
    await b.settle();
    expect(byId(doc, 'dice-seal').getAttribute('data-seal')).toBe(seal);
    byId(doc, 'resolve').click();
    await b.settle();
    const next = byId(doc, 'next-seal').getAttribute('data-seal');
    expect(byId(doc, 'dice-seal').getAttribute('data-round')).toBe('2');
    expect(byId(doc, 'dice-seal').getAttribute('data-seal')).toBe(next);
    expect(byId(doc, 'summary').textContent).toContain('from the sealed seed');
  });

  it('the Undo confirmation has a reason field; what is typed goes to the server, and the round resolved again says so', async () => {
    const { doc, b } = await boot();
    expect(doc.getElementById('dice-seal')).toBeNull();
    byId(doc, 'resolve').click();
    await b.settle();
    byId(doc, 'undo').click();
    await b.settle();
    expect(byId(doc, 'undo-reason').getAttribute('maxlength')).toBe('500');
    byId(doc, 'undo-reason').value = 'wrong target typed';
    byId(doc, 'undo-confirm-yes').click();
    await b.settle();
    expect(b.calls).toContain(
      'undoLast({"kind":"round","expected":1,"expectedEdits":"0","reason":"wrong target typed"})',
    );
    byId(doc, 'resolve').click();
    await b.settle();
    expect(byId(doc, 'resolved-again').textContent).toBe(
      'Round 1 resolved again; the first resolution was undone: "wrong target typed". The Record tab keeps every resolution.',
    );
    expect(byId(doc, 'resolved-again').getAttribute('data-resolution')).toBe('2');
  });
});
