// The sidebar's links to the dialogs (the battle map and the import): two buttons that ask
// the server to open the dialog over the spreadsheet.
import { describe, expect, it } from 'vitest';
import type { Call } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import type { AppState } from '../../src/sidebar/state';
import { renderActions } from '../../src/sidebar/views/actions';
import { findNode, textOf, type VNode } from '../../src/sidebar/vnode';
import { appState, demoState, recordingActions } from './clientData';

const click = (node: VNode | undefined) => {
  if (!node || !node.on) throw new Error('not clickable');
  node.on.click?.({} as Event);
};

/** A `call` that answers getSidebarState with the demo and records the rest, failing the names given. */
function fakeCall(failing: Record<string, string> = {}): { call: Call; calls: string[] } {
  const calls: string[] = [];
  const call = ((name: string) => {
    calls.push(name);
    if (failing[name]) return Promise.reject(new Error(failing[name]));
    return Promise.resolve(name === 'getSidebarState' ? demoState() : undefined);
  }) as unknown as Call;
  return { call, calls };
}

describe('sidebar: the After-action report button opens the report to copy', () => {
  it('is beside the dialogs, enabled, and asks the server for the report dialog', async () => {
    const actions = recordingActions();
    const tree = renderActions(appState({ view: demoState() }), actions);
    expect(textOf(findNode(tree, 'open-report')!)).toBe('After-action report');
    click(findNode(tree, 'open-report'));
    expect(actions.calls).toEqual(['openDialog("report")']);
    const { call, calls } = fakeCall({ openAfterActionReport: 'No battle has ended yet' });
    const c = createController({ call, copyText: async () => {}, render: () => {} });
    await c.load();
    await c.actions.openDialog('report');
    expect(calls).toEqual(['getSidebarState', 'openAfterActionReport']);
    expect(c.state().message).toMatchObject({ title: 'Gator could not open the after-action report.' });
  });
});

describe('sidebar: Battle map and Import mechs… buttons', () => {
  it('are in the actions, enabled, and ask for the map and the import dialog', () => {
    const actions = recordingActions();
    const tree = renderActions(appState({ view: demoState() }), actions);
    expect(textOf(findNode(tree, 'open-map')!)).toBe('Battle map');
    expect(textOf(findNode(tree, 'open-import')!)).toBe('Import mechs…');
    click(findNode(tree, 'open-map'));
    click(findNode(tree, 'open-import'));
    expect(actions.calls).toEqual(['openDialog("map")', 'openDialog("import")']);
  });

  it('the controller calls openMapView / openImportDialog on the server', async () => {
    const { call, calls } = fakeCall();
    const c = createController({ call, copyText: async () => {}, render: () => {} });
    await c.load();
    await c.actions.openDialog('map');
    await c.actions.openDialog('import');
    expect(calls).toEqual(['getSidebarState', 'openMapView', 'openImportDialog']);
    expect(c.state().message).toBeNull();
  });

  it('a failure to open is said in plain words, with the focus on it', async () => {
    const { call } = fakeCall({ openMapView: 'No HTML file named MapView was found.' });
    const renders: AppState[] = [];
    const c = createController({ call, copyText: async () => {}, render: (s) => renders.push(s) });
    await c.load();
    await c.actions.openDialog('map');
    expect(c.state().message).toMatchObject({
      kind: 'error',
      title: 'Gator could not open the battle map.',
      text: 'No HTML file named MapView was found. Try again from the Gator menu.',
    });
    expect(renders[renders.length - 1].focus).toBe('message-title');
  });
});
