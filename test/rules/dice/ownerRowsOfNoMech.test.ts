// R-0.5a: a roll typed on a row of no mech counts for anyone; the Mech column is read whatever
// its spacing and case; a refusal is a problem of its own kind, on the rolling mech.
import { describe, expect, it } from 'vitest';
import { ownerRefusal } from '../../../src/rules/dice/owner';
import { rollKey, type RollRequest } from '../../../src/rules/dice/requests';

const toHit: RollRequest = {
  purpose: 'attack',
  mech: 'Rifleman',
  target: 'Griffin',
  weapon: 'Large Laser',
  shot: 1,
  dice: '2d6',
};

describe("R-0.5a: a row of no mech takes anyone's roll", () => {
  it('a Mech cell left empty is a row of no mech', () => {
    expect(ownerRefusal('', 'Rolls!B2', toHit, rollKey(toHit))).toBeUndefined();
  });

  it('a Mech cell holding only spaces is a row of no mech', () => {
    expect(ownerRefusal('   ', 'Rolls!B2', toHit, rollKey(toHit))).toBeUndefined();
  });

  it("the GM's wreck roll typed on a row of no mech counts", () => {
    const wreck: RollRequest = { purpose: 'wreck', mech: 'Locust', dice: '1d6' };
    expect(ownerRefusal('', 'Rolls!B3', wreck, rollKey(wreck))).toBeUndefined();
  });
});

describe("R-0.5a: the owner's rows are found whatever the spacing around the name", () => {
  it("a Mech cell typed with spaces around the name is that mech's rows", () => {
    expect(ownerRefusal('  Rifleman ', 'Rolls!B2', toHit, rollKey(toHit))).toBeUndefined();
  });

  it("a roll whose mech is named with spaces around it still counts on that mech's rows", () => {
    const spaced: RollRequest = { ...toHit, mech: ' Rifleman  ' };
    expect(ownerRefusal('RIFLEMAN', 'Rolls!B2', spaced, rollKey(toHit))).toBeUndefined();
  });
});

describe("R-0.5a: a roll typed on another mech's rows is refused as a not-their-roll problem of the rolling mech", () => {
  it('the whole problem: its code, the mech it concerns, its message', () => {
    expect(ownerRefusal('Griffin', 'Rolls!B9', toHit, rollKey(toHit))).toEqual({
      code: 'dice/not_their_roll',
      mech: 'Rifleman',
      message:
        "Rolls!B9: Rifleman: Large Laser #1 at Griffin — to-hit is Rifleman's (the attacker's) roll (R-0.5a), typed on Griffin's rows: type it on Rifleman's rows, or the GM types it",
    });
  });
});
