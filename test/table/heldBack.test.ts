// What Resolve without them does with what a problem holds back (src/table/heldBack.ts, docs/sidebar.md), in the
// words the confirmation (future) and the Log and post (past) share — here for the cases the sheet stories do not
// reach: a line held back because its target's record is, and a round whose only held-back thing is a mech's orders.
import { describe, expect, it } from 'vitest';
import type { CampaignRead } from '../../src/sheet/read/campaign';
import type { HeldLine, HeldOrders } from '../../src/sheet/read/heldBack';
import { heldBackFates, heldBackView } from '../../src/table/heldBack';

const recordProblem = {
  code: 'sheet/bad_cell',
  mech: 'Rifleman',
  message: 'Mechs!CT3: CT Armor must be a whole number from 0 to 99, got "lots"',
};

/** The Griffin's line at the Rifleman, held back because the Rifleman's own record is. */
const atHeldRecord: HeldLine = {
  row: 1,
  cell: 'Attacks!A2',
  attacker: 'Griffin',
  target: 'Rifleman',
  weapons: 'All',
  problem: recordProblem,
  text: 'CT Armor must be a whole number from 0 to 99, got "lots"',
  because: 'target',
  made: false,
};

const griffinOrders: HeldOrders = {
  mech: 'Griffin',
  row: 1,
  problem: { code: 'sheet/bad_cell', mech: 'Griffin', message: 'Mechs!P2: Move must be Stand, Walk, …, got "Rn"' },
  text: 'Move must be Stand, Walk, …, got "Rn"',
};

describe('Resolve without them: a line at a target whose record is held back is not made, and says whose record', () => {
  it('before the round, "will not be made"; after it, "was not made"', () => {
    expect(heldBackFates({ lines: [atHeldRecord], orders: [] }, 'will')).toEqual([
      "Griffin's attack line Attacks!A2 at Rifleman will not be made: Rifleman's record is held back.",
    ]);
    expect(heldBackFates({ lines: [atHeldRecord], orders: [] }, 'did')).toEqual([
      "Griffin's attack line Attacks!A2 at Rifleman was not made: Rifleman's record is held back.",
    ]);
  });
});

describe('the sidebar offers Resolve without them as soon as anything is held back', () => {
  const read = (lines: HeldLine[], orders: HeldOrders[]) =>
    ({
      withoutHeldBack: { campaign: {}, attackRows: [], lines, orders, unskippable: [] },
    }) as unknown as CampaignRead;

  it("a mech's orders alone held back: it can be skipped, the plan saying the Griffin will stand still", () => {
    const view = heldBackView(read([], [griffinOrders]));
    expect(view.canSkip).toBe(true);
    expect(view.plan).toEqual([
      'Griffin\'s orders are held back (Mechs!P2: Move must be Stand, Walk, …, got "Rn"): Griffin will stand still and hold fire.',
    ]);
    expect(view.orders).toEqual([{ mech: 'Griffin', why: griffinOrders.problem.message, whyCell: 'Mechs!P2' }]);
  });

  it('nothing held back: nothing to skip', () => {
    expect(heldBackView(read([], [])).canSkip).toBe(false);
  });
});
