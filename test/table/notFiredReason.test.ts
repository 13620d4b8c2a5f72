// Typed dice: a roll typed for a shot the round did not fire is told the round's reason
// (src/table/unusedRolls.ts) — the whole reason, only its closing full stop dropped, for the sentence goes on.
import { describe, expect, it } from 'vitest';
import type { AttackEvent } from '../../src/rules/model/events';
import { notRolledWhy } from '../../src/table/unusedRolls';
import type { AttackPreview } from '../../src/table/views';

const griffinAtRifleman: AttackPreview = {
  line: 0,
  attacker: 'Griffin',
  target: 'Rifleman',
  coolDown: false,
  weapons: [
    {
      index: 1,
      name: 'Large Laser',
      location: 'RA',
      heat: 8,
      tn: { ok: false, reason: 'not computed here', code: 'test' },
      freebie: false,
    },
  ],
  unreachable: [],
  other: 0,
};

const notFired = (reason: string): AttackEvent => ({
  type: 'attack',
  attacker: 'Griffin',
  target: 'Rifleman',
  weapon: 'Large Laser',
  outcome: 'impossible',
  reason,
});

describe('R-0.5: the reason a shot was not fired, as the round gave it', () => {
  it('a reason of two sentences keeps the full stop between them and loses only the last', () => {
    const why = notRolledWhy(
      { line: 0, weaponIndex: 1 },
      [griffinAtRifleman],
      [notFired('The Rifleman is 16 hexes away. The Large Laser reaches 15.')],
      () => undefined,
    );
    expect(why).toBe(
      "Griffin's Large Laser #1 at Rifleman was not fired: The Rifleman is 16 hexes away. The Large Laser reaches 15",
    );
  });
});
