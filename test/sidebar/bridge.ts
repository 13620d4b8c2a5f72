// A `google.script.run` for tests: each call runs the real server function on fake
// services, asynchronously as in Apps Script, and JSON-copies the answer as the wire does.
import type { Services } from '../../src/gas/services';
import { selectCell } from '../../src/server/menu';
import { addNeededRolls } from '../../src/server/round/neededRolls';
import { resolveRound } from '../../src/server/round/resolve';
import { getSidebarState, getTargetAdvice } from '../../src/server/sidebar/state';
import { getRoundStatus } from '../../src/server/sidebar/status';
import { startNewBattle } from '../../src/server/battle/newBattle';
import { getUndoPreview } from '../../src/server/undo/preview';
import { undoLast } from '../../src/server/undo/undoLast';
import type { ScriptRun } from '../../src/sidebar/api';
import { pauseClock, startClock, stopClock } from '../../src/server/clock/control';
import { getDeadlineClock } from '../../src/server/clock/view';

export const SERVER: Record<string, (s: Services, ...args: never[]) => unknown> = {
  getSidebarState,
  getTargetAdvice,
  getRoundStatus,
  resolveRound,
  undoLast,
  selectCell,
  addNeededRolls,
  getUndoPreview,
  startNewBattle,
  getDeadlineClock,
  startDeadlineClock: startClock,
  pauseDeadlineClock: pauseClock,
  stopDeadlineClock: stopClock,
};

export interface Bridge {
  run: ScriptRun;
  /** Calls made, `resolveRound(1)`. */
  readonly calls: string[];
  /** Resolves once every call made so far has answered. */
  settle(): Promise<void>;
  /** Makes the next call of this name fail as a thrown server error would. */
  failNext(name: string, message: string): void;
}

export function bridge(services: Services): Bridge {
  const calls: string[] = [];
  const pending: Promise<void>[] = [];
  const failures: Record<string, string> = {};
  const runner = (ok?: (v: unknown) => void, fail?: (e: unknown) => void): ScriptRun => {
    const r: ScriptRun = {
      withSuccessHandler: (h) => runner(h, fail),
      withFailureHandler: (h) => runner(ok, h),
    };
    for (const name of Object.keys(SERVER)) {
      r[name] = (...args: unknown[]) => {
        calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
        pending.push(
          Promise.resolve().then(() => {
            if (failures[name]) {
              const message = failures[name];
              delete failures[name];
              fail?.(new Error(message));
              return;
            }
            try {
              const value = (SERVER[name] as (...a: unknown[]) => unknown)(services, ...args);
              ok?.(value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
            } catch (err) {
              fail?.(err);
            }
          }),
        );
      };
    }
    return r;
  };
  return {
    run: runner(),
    calls,
    async settle() {
      for (let i = 0; i < 20; i++) {
        await Promise.all(pending.splice(0));
        await new Promise((r) => setTimeout(r, 0));
        if (pending.length === 0) return;
      }
    },
    failNext(name, message) {
      failures[name] = message;
    },
  };
}
