// The sidebar page (src/sidebar/main.ts) booted on a stand-in DOM with google.script.run
// bridged to the real server functions: the ids the browser tests use, focus after
// actions, and the XSS case. (Real-browser checks: the playground's Playwright tests.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridge, type Bridge } from './bridge';
import { FakeDocument, FakeEventTarget, type FakeElement } from './fakeDom';
import { renameEverywhere, seededDemoTabs, servicesWithTabs, XSS_NAME, type TabsGrid } from './fixtures';

const g = globalThis as Record<string, unknown>;
const saved = { document: g.document, window: g.window, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };

async function boot(tabs: TabsGrid = seededDemoTabs()): Promise<{ doc: FakeDocument; b: Bridge; copied: string[]; fake: ReturnType<typeof servicesWithTabs> }> {
  const fake = servicesWithTabs(tabs);
  const b = bridge(fake);
  const doc = new FakeDocument();
  const app = doc.createElement('main');
  app.setAttribute('id', 'app');
  doc.body.appendChild(app);
  const copied: string[] = [];
  g.document = doc;
  g.window = Object.assign(new FakeEventTarget(), { google: { script: { run: b.run } } });
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { clipboard: { writeText: async (t: string) => void copied.push(t) } } });
  vi.resetModules();
  await import('../../src/sidebar/main');
  await b.settle();
  return { doc, b, copied, fake };
}

afterEach(() => {
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

describe('the sidebar page (issue 5)', () => {
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
    expect(byId(doc, 'undo-confirm-text').textContent).toBe('Undo round 1? This restores every cell Gator wrote.');
    expect(doc.activeElement?.id).toBe('undo-confirm-no');
    // What Undo would overwrite is read before it can be confirmed (issue 12).
    expect(byId(doc, 'undo-confirm-yes').disabled).toBe(true);
    await b.settle();
    expect(byId(doc, 'undo-edited-status').textContent).toBe('No cell it wrote was changed since: nothing typed after it is overwritten.');
    byId(doc, 'undo-confirm-yes').click();
    await b.settle();
    expect(b.calls).toContain('undoLastRound(1, "0")');
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
