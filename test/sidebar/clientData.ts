// Real server answers on the demo campaign, for the sidebar's render and controller tests.
import { resolveRound, type ResolveSuccess } from '../../src/server/round/resolve';
import { getSidebarState } from '../../src/server/sidebar/state';
import type { SidebarState } from '../../src/server/sidebar/views';
import type { Actions } from '../../src/sidebar/controller';
import { initialState, type AppState } from '../../src/sidebar/state';
import { renameEverywhere, seededDemoTabs, servicesWithTabs, withForumPostLimit } from './fixtures';

export function demoState(rename?: { from: string; to: string }): SidebarState {
  const tabs = rename ? renameEverywhere(seededDemoTabs(), rename.from, rename.to) : seededDemoTabs();
  return getSidebarState(servicesWithTabs(tabs));
}

/** Round 1 of the demo resolved on the fixed seed, and the state read after it; `limit` sets the Forum post limit. */
export function demoResolved(limit?: number): { resolved: ResolveSuccess; after: SidebarState } {
  const fake = servicesWithTabs(limit === undefined ? seededDemoTabs() : withForumPostLimit(seededDemoTabs(), limit));
  const r = resolveRound(fake, 1);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
  return { resolved: r, after: getSidebarState(fake) };
}

export function appState(patch: Partial<AppState>): AppState {
  return { ...initialState(), busy: null, ...patch };
}

/** Actions that record what was asked of them. */
export function recordingActions(): Actions & { calls: string[] } {
  const calls: string[] = [];
  const rec =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length > 0 ? `${name}(${args.map((a) => JSON.stringify(a)).join(', ')})` : name);
      return Promise.resolve();
    };
  return {
    calls,
    refresh: rec('refresh'),
    resolve: rec('resolve'),
    confirmHeldBack: rec('confirmHeldBack'),
    cancelHeldBack: rec('cancelHeldBack') as () => void,
    askUndo: rec('askUndo'),
    cancelUndo: rec('cancelUndo') as () => void,
    confirmUndo: rec('confirmUndo'),
    copy: rec('copy'),
    copyDiscord: rec('copyDiscord'),
    postDiscord: rec('postDiscord'),
    copyNeeded: rec('copyNeeded'),
    addNeeded: rec('addNeeded'),
    chooseMech: rec('chooseMech') as (m: string) => void,
    advise: rec('advise'),
    selectCell: rec('selectCell'),
    dismissMessage: rec('dismissMessage') as () => void,
    openDialog: rec('openDialog'),
    openBattleForm: rec('openBattleForm') as () => void,
    cancelBattleForm: rec('cancelBattleForm') as () => void,
    startBattle: rec('startBattle'),
    copyOrders: rec('copyOrders'),
    cancelOrders: rec('cancelOrders') as () => void,
    loadDeadline: rec('loadDeadline'),
    controlDeadline: rec('controlDeadline'),
  };
}
