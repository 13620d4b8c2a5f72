// Why a typed roll went unused (src/table/unusedRolls.ts, R-0.5): the reason is the one the round gave for that
// line's own shot — the attack events of other mechs, weapons or targets, and every event that is no attack, are
// passed over.
import { describe, expect, it } from 'vitest';
import type { AttackEvent, RoundEvent } from '../../src/rules/model/events';
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

const shot = (attacker: string, target: string, weapon: string, reason: string): AttackEvent => ({
  type: 'attack',
  attacker,
  target,
  weapon,
  outcome: 'impossible',
  reason,
});

describe("R-0.5: the reason given is the line's own shot's", () => {
  it('after a move and the shots of another mech, weapon and target, the Large Laser at the Rifleman is found', () => {
    const events = [
      { type: 'move', mech: 'Griffin' } as unknown as RoundEvent,
      shot('Blackjack', 'Rifleman', 'Large Laser', 'Blackjack is prone.'),
      shot('Griffin', 'Rifleman', 'Medium Laser', 'The Medium Laser is destroyed.'),
      shot('Griffin', 'Locust', 'Large Laser', 'The Locust is behind a hill.'),
      shot('Griffin', 'Rifleman', 'Large Laser', 'The Rifleman is 16 hexes away. The Large Laser reaches 15.'),
    ];
    expect(notRolledWhy({ line: 0, weaponIndex: 1 }, [griffinAtRifleman], events, () => undefined)).toBe(
      "Griffin's Large Laser #1 at Rifleman was not fired: The Rifleman is 16 hexes away. The Large Laser reaches 15",
    );
  });
});
