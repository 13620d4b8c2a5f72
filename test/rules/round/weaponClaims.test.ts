import { describe, expect, it } from 'vitest';
import type { AttackDeclaration } from '../../../src/rules/model/declarations';
import type { MechState } from '../../../src/rules/model/mech';
import { claimWeapons } from '../../../src/rules/round/attacks/weaponClaims';
import type { EquipmentInput } from '../../support/mechs';
import { makeBattle, makeMech } from '../../support/mechs';

// Hunter (PC) at 0505; Prey 5 hexes down the column by default. Small Laser reaches 3, Medium Laser 9.
const SL = { name: 'Small Laser', location: 'RA' } as const;
const ML = { name: 'Medium Laser', location: 'RA' } as const;

function claim(
  equipment: EquipmentInput[],
  decls: Partial<AttackDeclaration>[],
  preyAt: string | null = '0510',
  freebieAllowed = true,
) {
  const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505', equipment });
  const prey = makeMech({ id: 'Prey', position: preyAt });
  const lines = decls.map((d, line) => ({
    line,
    decl: { attacker: 'Hunter', target: 'Prey', weapons: [], ...d } as AttackDeclaration,
    target: prey,
    freebieAllowed,
  }));
  return claimWeapons(makeBattle([hunter, prey]), hunter, lines, (m: MechState) => m.position);
}
const messages = (r: ReturnType<typeof claim>) => r.problems.map((p) => `${p.code}: ${p.message}`);
const fired = (r: ReturnType<typeof claim>) =>
  Object.values(r.claims).map((c) => c.weapons.map((w) => `${w.spec.name} #${w.index}`));

describe('R-5.1 a freebie named on a line that does not list it', () => {
  it('is fired too, and counts as one more use of that weapon when none is left', () => {
    // One Medium Laser: line 1 fires it, line 2's freebie wants it again.
    const r = claim([SL, ML], [{ weapons: ['Medium Laser'] }, { freebie: 'Medium Laser' }]);
    expect(messages(r)).toEqual([
      'attack/weapon_reused: Hunter fires Medium Laser 2 times this round but has 1 working; each weapon fires once a round.',
    ]);
    expect(fired(r)).toEqual([['Medium Laser #1'], []]);
  });

  it('a freebie the mech does not carry says it was the freebie', () => {
    expect(messages(claim([SL], [{ freebie: 'Large Laser' }], '0506'))).toEqual([
      'attack/not_carried: Hunter carries no Large Laser (declared: Large Laser (freebie)).',
    ]);
  });
});

describe('R-3.2 which weapons a mech carries', () => {
  it('a weapon written as "Other:" equipment is not carried as a weapon', () => {
    expect(
      messages(claim([{ name: 'Medium Laser', location: 'RA', kind: 'other' }], [{ weapons: ['Medium Laser'] }])),
    ).toEqual(['attack/not_carried: Hunter carries no Medium Laser (declared: Medium Laser).']);
  });

  it('a weapon the catalog does not know beside the one named does not stop the answer', () => {
    expect(messages(claim([{ name: 'Death Ray', location: 'RA' }], [{ weapons: ['Large Laser'] }]))).toEqual([
      'attack/not_carried: Hunter carries no Large Laser (declared: Large Laser).',
    ]);
  });
});

describe('R-3.2 a line that fires nothing', () => {
  it('a melee-only line at a target off the map is not refused here for its position', () => {
    expect(messages(claim([ML], [{ weapons: [] }], null))).toEqual([]);
  });
});

describe('R-5.1 a freebie on an "all" line that is not fired', () => {
  it('carried but out of reach: out of range, quoting the distance', () => {
    expect(messages(claim([SL, ML], [{ weapons: 'all', freebie: 'Small Laser' }]))).toEqual([
      "freebie/out_of_range: Hunter's freebie Small Laser cannot reach Prey: 5 hexes is beyond its long range of 3 (R-5.1).",
    ]);
  });

  it('not carried at all: no working weapon, even far beyond its range', () => {
    expect(messages(claim([ML], [{ weapons: 'all', freebie: 'Small Laser' }]))).toEqual([
      'freebie/not_fired: Hunter has no working Small Laser for its freebie.',
    ]);
  });

  it('taken by another line at exactly its long range: not among the weapons fired, not out of range', () => {
    const r = claim([ML], [{ weapons: ['Medium Laser'] }, { weapons: 'all', freebie: 'Medium Laser' }], '0514');
    expect(messages(r)).toEqual([
      "freebie/not_fired: Hunter's freebie Medium Laser is not among the weapons it fires at Prey.",
    ]);
  });
});
