// Which weapons each attack line fires (claimWeapons): `All` lines, the freebie among a line's
// weapons, and the order a line fires them in.
import { describe, expect, it } from 'vitest';
import type { AttackDeclaration } from '../../../src/rules/model/declarations';
import type { MechState } from '../../../src/rules/model/mech';
import { claimWeapons } from '../../../src/rules/round/attacks/weaponClaims';
import type { EquipmentInput } from '../../support/mechs';
import { makeBattle, makeMech } from '../../support/mechs';

// Hunter (PC) at 0505. Small Laser reaches 3 hexes, Medium Laser 9, Large Laser 15.
const SL = { name: 'Small Laser', location: 'RA' } as const;
const ML = { name: 'Medium Laser', location: 'RA' } as const;
const LL = { name: 'Large Laser', location: 'LA' } as const;

/** Hunter's lines, each at a target placed at the hex given (null: not on the map). */
function claim(equipment: EquipmentInput[], lines: { at: string | null; decl: Partial<AttackDeclaration> }[]) {
  const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505', equipment });
  const targets = lines.map((l, i) => makeMech({ id: `Target${i + 1}`, position: l.at }));
  const claimLines = lines.map((l, line) => ({
    line,
    decl: { attacker: 'Hunter', target: targets[line].id, weapons: [], ...l.decl } as AttackDeclaration,
    target: targets[line],
    freebieAllowed: l.decl.freebie !== undefined,
  }));
  return claimWeapons(makeBattle([hunter, ...targets]), hunter, claimLines, (m: MechState) => m.position);
}
const named = (ws: readonly { spec: { name: string }; index: number }[]) => ws.map((w) => `${w.spec.name} #${w.index}`);
const lineOf = (r: ReturnType<typeof claim>, line: number) => {
  const c = r.claims[line];
  return { fires: named(c.weapons), unreachable: named(c.unreachable), freebie: c.freebieIndex };
};
const messages = (r: ReturnType<typeof claim>) => r.problems.map((p) => `${p.code}: ${p.message}`);

describe('R-3.2 an `All` line fires every free weapon that reaches its target', () => {
  it('at 5 hexes the Medium Laser fires; the Small Laser (3) is reported as reaching no target', () => {
    const r = claim([SL, ML], [{ at: '0510', decl: { weapons: 'all' } }]);
    expect(lineOf(r, 0)).toEqual({ fires: ['Medium Laser #1'], unreachable: ['Small Laser #0'], freebie: undefined });
    expect(messages(r)).toEqual([]);
  });

  it('at exactly its long range a weapon reaches: the Medium Laser at 9 hexes fires', () => {
    const r = claim([SL, ML], [{ at: '0514', decl: { weapons: 'all' } }]);
    expect(lineOf(r, 0).fires).toEqual(['Medium Laser #1']);
  });

  it('each weapon fires once a round: a second `All` line takes only what the first left', () => {
    const r = claim(
      [SL, ML],
      [
        { at: '0510', decl: { weapons: 'all' } },
        { at: '0507', decl: { weapons: 'all' } },
      ],
    );
    expect([lineOf(r, 0), lineOf(r, 1)]).toEqual([
      { fires: ['Medium Laser #1'], unreachable: [], freebie: undefined },
      { fires: ['Small Laser #0'], unreachable: [], freebie: undefined },
    ]);
  });

  it('at a target off the map it reaches nothing: refused for the position, every weapon reported unreached', () => {
    const r = claim([SL, ML], [{ at: null, decl: { weapons: 'all' } }]);
    expect(lineOf(r, 0)).toEqual({ fires: [], unreachable: ['Small Laser #0', 'Medium Laser #1'], freebie: undefined });
    expect(messages(r)).toEqual(['attack/no_position: Hunter cannot fire at Target1: Target1 is not on the map.']);
  });
});

describe('R-5.1 the freebie is the weapon of that name the line fires', () => {
  it('on an `All` line: the Medium Laser among the weapons fired', () => {
    const r = claim([SL, ML], [{ at: '0507', decl: { weapons: 'all', freebie: 'Medium Laser' } }]);
    expect(lineOf(r, 0)).toEqual({ fires: ['Small Laser #0', 'Medium Laser #1'], unreachable: [], freebie: 1 });
    expect(messages(r)).toEqual([]);
  });

  it('on a line naming its weapons: the Medium Laser, not the first weapon named', () => {
    const r = claim(
      [SL, ML],
      [{ at: '0507', decl: { weapons: ['Small Laser', 'Medium Laser'], freebie: 'Medium Laser' } }],
    );
    expect(lineOf(r, 0)).toEqual({ fires: ['Small Laser #0', 'Medium Laser #1'], unreachable: [], freebie: 1 });
  });
});

describe('R-14.4 a line fires its weapons in Equipment order, whatever order it names them in', () => {
  it('named Large, Medium, Small: fired Small, Medium, Large', () => {
    const r = claim([SL, ML, LL], [{ at: '0507', decl: { weapons: ['Large Laser', 'Medium Laser', 'Small Laser'] } }]);
    expect(lineOf(r, 0).fires).toEqual(['Small Laser #0', 'Medium Laser #1', 'Large Laser #2']);
  });
});
