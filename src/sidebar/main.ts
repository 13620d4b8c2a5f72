/**
 * The sidebar page's entry (bundled by scripts/pages.mjs into dist/Sidebar.html): builds
 * the controller over `google.script.run`, and draws each section into #app — redrawing a
 * section only when what it shows changed, then moving the focus where the action asked.
 * The controller's clock runs from here, and the page tells it when the GM comes back.
 */
import { createCall } from './api';
import { copyText } from './clipboard';
import { createController } from './controller';
import type { AppState } from './state';
import { renderSections } from './views/app';
import { fingerprint, mount } from './vnode';

const root = document.getElementById('app');
if (!root) throw new Error('Sidebar.html has no #app');

const drawn: { key: string; node: Node }[] = [];

function render(state: AppState): void {
  const active = document.activeElement as HTMLElement | null;
  const activeId = active && active !== document.body ? active.id : '';
  const sections = renderSections(state, controller.actions);
  sections.forEach((section, i) => {
    const key = fingerprint(section);
    const old = drawn[i];
    if (old && old.key === key) return;
    const node = mount(section, document);
    if (old) root!.replaceChild(node, old.node);
    else root!.appendChild(node);
    drawn[i] = { key, node };
  });
  const target = state.focus ?? (activeId && !document.body.contains(active) ? activeId : '');
  if (target) {
    const el = document.getElementById(target);
    if (el && !(el as HTMLButtonElement).disabled) el.focus();
  }
}

const visible = (): boolean => document.visibilityState !== 'hidden';
const controller = createController({ call: createCall(), copyText: (text) => copyText(text), render, visible });
void controller.load();
controller.start();
// The GM comes back from the sheet (where players' orders may have changed): read it again.
window.addEventListener('focus', () => void controller.cameBack());
document.addEventListener('visibilitychange', () => void controller.cameBack());
