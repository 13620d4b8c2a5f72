// The deadline clock's panel in the sidebar (docs/deadline-clock.md): read when the GM opens it,
// Start, Pause and Stop with the server's answer shown, and what the clock did since the GM last looked.
import { describe, expect, it } from 'vitest';
import { createCall } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import { renderDeadline } from '../../src/sidebar/views/deadline';
import { findNode, textOf } from '../../src/sidebar/vnode';
import { bridge } from './bridge';
import { appState, recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

function setup(ordersDue?: string) {
  const tabs = seededDemoTabs();
  if (ordersDue) {
    const row = tabs.Rules.find((r) => r[0] === 'Orders due');
    if (!row) throw new Error('no Orders due row');
    row[1] = ordersDue;
  }
  const fake = servicesWithTabs(tabs);
  const b = bridge(fake);
  const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
  return { fake, b, c };
}

describe('The deadline clock panel: Start, Pause and Stop, and what the clock did since the GM last looked', () => {
  it('opening it reads the clock; Start without a deadline shows why not', async () => {
    const { c } = setup();
    await c.actions.loadDeadline();
    expect(c.state().deadline.view?.state).toBe('off');
    expect(textOf(findNode(renderDeadline(c.state(), recordingActions()), 'deadline-state')!)).toBe(
      'Off. No Orders due on the Rules tab.',
    );
    await c.actions.controlDeadline('start');
    expect(c.state().deadline.note).toMatch(/^The deadline clock needs a deadline: type Orders due on the Rules tab/);
  });

  it('Start creates its one trigger and the panel lists the start since the last look; Pause and Stop say what they did', async () => {
    const { c, fake } = setup('2030-12-03 20:00');
    await c.actions.controlDeadline('start');
    const d = c.state().deadline;
    expect(d.note).toMatch(/^The deadline clock is on, for the deadline Tue 3 Dec 2030 20:00 \(Etc\/UTC\)/);
    expect(d.view?.state).toBe('on');
    expect(d.view?.since.map((a) => a.why)).toEqual(['the GM started the deadline clock']);
    expect(fake.triggers.ownedBy('gm@example.com')).toHaveLength(1);
    const tree = renderDeadline(c.state(), recordingActions());
    expect(textOf(findNode(tree, 'deadline-state')!)).toBe(
      'On (as gm@example.com): at Tue 3 Dec 2030 20:00 (Etc/UTC) it will tell the GM; reminders Mon 2 Dec 2030 20:00.',
    );
    await c.actions.controlDeadline('pause');
    expect(c.state().deadline.note).toBe(
      'The deadline clock is paused: Orders due stays, but nothing happens at it until you start the clock again.',
    );
    await c.actions.controlDeadline('stop');
    expect(c.state().deadline.view?.state).toBe('off');
    expect(fake.triggers.ownedBy('gm@example.com')).toEqual([]);
  });

  it("the panel's buttons: Pause only while on, Stop not while off", () => {
    const actions = recordingActions();
    const off = renderDeadline(
      appState({
        deadline: {
          view: { state: 'off', owner: '', due: '', reminders: '', atDeadline: 'Tell the GM', since: [] },
          busy: false,
          note: null,
        },
      }),
      actions,
    );
    expect(findNode(off, 'deadline-pause')?.attrs.disabled).toBe(true);
    expect(findNode(off, 'deadline-stop')?.attrs.disabled).toBe(true);
    expect(findNode(off, 'deadline-start')?.attrs.disabled).toBe(false);
  });
});
