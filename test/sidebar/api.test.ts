// The typed wrapper over google.script.run (src/sidebar/api.ts, STYLE 11).
import { describe, expect, it } from 'vitest';
import { createCall, type ScriptRun } from '../../src/sidebar/api';
import { bridge } from './bridge';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

describe('call(): google.script.run as promises, never a silent failure', () => {
  it('resolves with the server function\'s own answer', async () => {
    const b = bridge(servicesWithTabs(seededDemoTabs()));
    const call = createCall(() => b.run);
    const state = await call('getSidebarState');
    expect(state.status.round).toBe(1);
    expect(b.calls).toEqual(['getSidebarState()']);
    const advice = await call('getTargetAdvice', 'Griffin');
    expect(advice.ok && advice.attacker).toBe('Griffin');
  });

  it('rejects with the server\'s error when the failure handler fires', async () => {
    const b = bridge(servicesWithTabs(seededDemoTabs()));
    b.failNext('resolveRound', 'Exception: Service Spreadsheets timed out');
    await expect(createCall(() => b.run)('resolveRound', 1)).rejects.toThrow('Exception: Service Spreadsheets timed out');
  });

  it('rejects in plain words outside Apps Script, and for a function the server lacks', async () => {
    await expect(createCall(() => undefined)('getSidebarState')).rejects.toThrow('This page is not connected to a spreadsheet');
    const bare: ScriptRun = { withSuccessHandler: () => bare, withFailureHandler: () => bare };
    await expect(createCall(() => bare)('getSidebarState')).rejects.toThrow('The server has no function getSidebarState');
  });
});
