// The typed wrapper over google.script.run (src/sidebar/api.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEVERAL_ACCOUNTS_HELP } from '../../src/pages/call';
import { createCall, type ScriptRun } from '../../src/sidebar/api';
import { bridge } from './bridge';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

describe('call(): google.script.run as promises, never a silent failure', () => {
  it("resolves with the server function's own answer", async () => {
    const b = bridge(servicesWithTabs(seededDemoTabs()));
    const call = createCall(() => b.run);
    const state = await call('getSidebarState');
    expect(state.status.round).toBe(1);
    expect(b.calls).toEqual(['getSidebarState()']);
    const advice = await call('getTargetAdvice', 'Griffin');
    expect(advice.ok && advice.attacker).toBe('Griffin');
  });

  it("rejects with the server's error when the failure handler fires", async () => {
    const b = bridge(servicesWithTabs(seededDemoTabs()));
    b.failNext('resolveRound', 'Exception: Service Spreadsheets timed out');
    await expect(createCall(() => b.run)('resolveRound', 1)).rejects.toThrow(
      'Exception: Service Spreadsheets timed out',
    );
  });

  it("several Google accounts in one browser: Google's refusal becomes what to do, on every page (they share one call)", async () => {
    for (const refusal of ['Authorization is required to perform that action.', 'ScriptError: PERMISSION_DENIED']) {
      const b = bridge(servicesWithTabs(seededDemoTabs()));
      b.failNext('getSidebarState', refusal);
      await expect(createCall(() => b.run)('getSidebarState')).rejects.toThrow(
        `${SEVERAL_ACCOUNTS_HELP} (Google said: ${refusal})`,
      );
    }
    expect(SEVERAL_ACCOUNTS_HELP).toContain("only the campaign's Google account is signed in");
    // The sidebar, the map and the import dialog all call through src/pages/call.ts's createCall.
    for (const page of ['src/sidebar/api.ts', 'src/dialogs/map/source.ts', 'src/dialogs/import/main.ts']) {
      expect(readFileSync(join(process.cwd(), page), 'utf8'), page).toMatch(
        /import \{ createCall[^}]*\} from '(\.\.\/)+pages\/call'/,
      );
    }
  });

  it('rejects in plain words outside Apps Script, and for a function the server lacks', async () => {
    await expect(createCall(() => undefined)('getSidebarState')).rejects.toThrow(
      'This page is not connected to a spreadsheet',
    );
    const bare: ScriptRun = { withSuccessHandler: () => bare, withFailureHandler: () => bare };
    await expect(createCall(() => bare)('getSidebarState')).rejects.toThrow(
      'The server has no function getSidebarState',
    );
  });
});
