/**
 * Approve skill steps (R-16.4; docs/campaign.md): every pilot whose player asked for a step — Gunnery or Piloting in
 * the Pilots tab's Step asked — and who has the XP gets it: the skill one lower (never below 0), XP spent up by the
 * step's cost, the request cleared. A pilot without the XP, or already at 0, keeps the request, and the GM is told
 * why. The Mechs tab is not touched: the step takes effect at the next battle, when Start a new battle copies the
 * roster's skills onto the mechs. Pure: the Pilots tab in, the Pilots tab out.
 */
import type { Problem } from '../../rules/model/problem';
import { PILOTS } from '../schema/pilotsTab';
import { readRoster, type RosterPilot } from '../play/roster';
import { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { num, put } from '../write/put';

export interface StepDecision {
  readonly pilot: string;
  readonly skill: 'Gunnery' | 'Piloting';
  /** Approved: the skill before and after; refused: why not. */
  readonly outcome: { readonly from: number; readonly to: number } | { readonly refused: string };
}

type StepsPlan =
  | { readonly ok: true; readonly pilots: unknown[][] | undefined; readonly decisions: readonly StepDecision[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** The Rules tab's default skills, for a roster cell left blank. */
export interface SkillDefaults {
  readonly defaultGunnery: number;
  readonly defaultPiloting: number;
}

/**
 * The Pilots tab with every affordable step asked granted (`pilots` undefined when none is), and a decision for each
 * request. A roster cell with a problem stops it, naming the cell.
 */
export function approveSteps(tabs: Tabs, stepCost: number, defaults: SkillDefaults): StepsPlan {
  const problems = new SheetProblems();
  const roster = readRoster(tabs, problems);
  const table = openTab(tabs, PILOTS, new SheetProblems(), false);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  if (!roster || !table) return { ok: true, pilots: undefined, decisions: [] };
  const grid = table.values.map((r) => r.slice());
  const set = (p: RosterPilot, key: string, value: string | number, parse: (c: unknown) => unknown) => {
    if (table.has(key)) put(grid, p.row, table.col(key), value, parse);
  };
  const decisions: StepDecision[] = [];
  for (const p of roster) {
    if (!p.stepAsked) continue;
    const key = p.stepAsked === 'Gunnery' ? 'gunnery' : 'piloting';
    const from = p[key] ?? (key === 'gunnery' ? defaults.defaultGunnery : defaults.defaultPiloting);
    const available = p.record.xpEarned - p.record.xpSpent;
    const refused =
      from <= 0
        ? `${p.stepAsked} is 0 already, the best there is`
        : available < stepCost
          ? `${available} XP available, a step costs ${stepCost}`
          : undefined;
    if (refused !== undefined) {
      decisions.push({ pilot: p.name, skill: p.stepAsked, outcome: { refused } });
      continue;
    }
    set(p, key, from - 1, num());
    set(p, 'xpSpent', p.record.xpSpent + stepCost, num(0));
    set(p, 'xpAvailable', available - stepCost, num(0));
    set(p, 'stepAsked', '', (c) => (c === '' || c === null || c === undefined ? '' : c));
    decisions.push({ pilot: p.name, skill: p.stepAsked, outcome: { from, to: from - 1 } });
  }
  const granted = decisions.some((d) => 'to' in d.outcome);
  return { ok: true, pilots: granted ? grid : undefined, decisions };
}
