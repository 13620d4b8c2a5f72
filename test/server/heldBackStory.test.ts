// The sidebar tells the truth: through the BUILT bundle, a mech held back by one
// typo in its orders (Mechs!Q2 = 06-09, its Move to) is still in the status, every attack line is
// counted and the ones the preview cannot show are listed with why, and the advisor says why it
// has no advice for the held-back mech.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { campaign, type } from './harness';

const MOVE_TO = 'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got "06-09" — did you mean 0609?';

describe('a mech held back by its orders', () => {
  it('status, preview and advisor tell one story: the Griffin held back, why, and what Resolve without them does', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, 'Q2', '06-09');
    const state = gas.getSidebarState();
    expect(state.status.heldBack).toEqual(['Griffin']);
    expect(state.status.problems).toEqual([
      { code: 'sheet/bad_hex', message: MOVE_TO, mech: 'Griffin', cell: 'Mechs!Q2' },
    ]);
    // Every line of the demo has the Griffin at one end: none previewed, all three listed with why.
    expect(state.attacks).toEqual([]);
    expect(
      state.held.lines.map((l: { cell: string; why: string; whyCell: string }) => [l.cell, l.why, l.whyCell]),
    ).toEqual([
      ['Attacks!A2', MOVE_TO, 'Mechs!Q2'],
      ['Attacks!A3', MOVE_TO, 'Mechs!Q2'],
      ['Attacks!A4', MOVE_TO, 'Mechs!Q2'],
    ]);
    expect(state.held.orders).toEqual([{ mech: 'Griffin', why: MOVE_TO, whyCell: 'Mechs!Q2' }]);
    expect(state.held.plan).toEqual([
      `Griffin's orders are held back (${MOVE_TO}): Griffin will stand still and hold fire.`,
      "Griffin's attack line Attacks!A2 at Rifleman will not be made: Griffin's orders are held back.",
      "Rifleman's attack line Attacks!A3 at Griffin will be made at Griffin standing still.",
      "Blackjack's attack line Attacks!A4 at Griffin will be made at Griffin standing still.",
    ]);
    expect(gas.getTargetAdvice('Griffin')).toEqual({
      ok: false,
      problems: [{ code: 'sheet/bad_hex', message: MOVE_TO, mech: 'Griffin', cell: 'Mechs!Q2' }],
    });
    expect(gas.getTargetAdvice('Rifleman').ok).toBe(true);
  });

  it('a sprinting mech: the preview says once, before the round, that it will sprint and cannot attack — and names no freebie', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, 'P2', 'Sprint');
    type(fake, MECHS, 'Q2', '0610');
    const line = gas.getSidebarState().attacks[0];
    expect(
      line.weapons.every(
        (w: { tn: { ok: boolean; reason: string } }) =>
          !w.tn.ok && w.tn.reason === 'Griffin will sprint this round and cannot attack.',
      ),
    ).toBe(true);
    expect(line.weapons.some((w: { freebie: boolean }) => w.freebie)).toBe(false);
    expect(gas.getTargetAdvice('Griffin').problems[0].message).toBe(
      'Griffin will sprint this round and cannot attack.',
    );
  });
});
