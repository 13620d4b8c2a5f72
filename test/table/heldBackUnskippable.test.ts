// The held-back part of a read as the sidebar shows it (src/table/heldBack.ts, docs/sidebar.md): a problem Resolve
// without them cannot skip is shown with why and the cell to fix; with no campaign left to play, nothing can be
// skipped — no fate, no plan.
import { describe, expect, it } from 'vitest';
import type { CampaignRead } from '../../src/sheet/read/campaign';
import type { HeldLine } from '../../src/sheet/read/heldBack';
import { heldBackView } from '../../src/table/heldBack';

const line: HeldLine = {
  row: 1,
  cell: 'Attacks!A2',
  attacker: 'Griffin',
  target: 'Rifleman',
  weapons: 'All',
  problem: { code: 'sheet/bad_cell', mech: 'Griffin', message: 'Attacks!C2: no weapon "Lazer" on the Griffin' },
  text: 'no weapon "Lazer" on the Griffin',
  because: 'line',
  made: false,
};

const rulesProblem = {
  code: 'sheet/bad_cell',
  message: 'Rules!B3: Heat model must be Standard or Cool down, got "hot"',
};

function read(campaign: object | undefined, lines: HeldLine[], unskippable: { problem: object; why: string }[]) {
  return {
    withoutHeldBack: { ...(campaign ? { campaign } : {}), attackRows: [], lines, orders: [], unskippable },
  } as unknown as CampaignRead;
}

describe('a problem that cannot be skipped', () => {
  it('is shown with its message, why it cannot be skipped, and the cell to fix', () => {
    const view = heldBackView(
      read(undefined, [], [{ problem: rulesProblem, why: 'every TN depends on the Rules tab' }]),
    );
    expect(view.unskippable).toEqual([
      {
        message: rulesProblem.message,
        why: 'every TN depends on the Rules tab',
        cell: 'Rules!B3',
      },
    ]);
  });

  it('one naming no cell is shown without one', () => {
    const noCell = { code: 'sheet/missing_tab', message: 'There is no Map tab' };
    const view = heldBackView(read(undefined, [], [{ problem: noCell, why: 'the map is needed' }]));
    expect(view.unskippable).toEqual([{ message: 'There is no Map tab', why: 'the map is needed' }]);
  });
});

describe('with no campaign left to play, a held-back line cannot be skipped', () => {
  it('the line is listed with its reason, but no fate, and there is no plan', () => {
    const view = heldBackView(read(undefined, [line], [{ problem: rulesProblem, why: 'every TN depends on it' }]));
    expect(view.canSkip).toBe(false);
    expect(view.lines.map((l) => [l.attacker, l.why, l.fate])).toEqual([['Griffin', line.problem.message, '']]);
    expect(view.plan).toEqual([]);
  });
});
