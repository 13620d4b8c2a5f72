// An import or an Insert from the library writes each bin full: Shots the weapon's shots per ton, half of
// it for half a ton — through the BUILT bundle on the fakes.
import { describe, expect, it } from 'vitest';
import { crlf, fixture } from '../../rules/data/fixtures';
import { campaign } from '../harness';

type Fake = ReturnType<typeof campaign>['fake'];

/** Item → Shots of a mech's bins on the Equipment tab. */
function bins(fake: Fake, mech: string): [unknown, unknown][] {
  return fake.book
    .sheet('Equipment')
    .peekValues()
    .filter((row) => row[0] === mech && String(row[1]).startsWith('Ammo ('))
    .map((row) => [row[1], row[4]]);
}

describe('R-19.1 an import or an insert writes each bin full', () => {
  it('R-19.1: the Griffin GRF-1S .mtf: its ton of LRM-5 ammunition holds 24', () => {
    const c = campaign();
    expect(c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false).ok).toBe(true);
    expect(bins(c.fake, 'Griffin GRF-1S')).toEqual([['Ammo (LRM-5)', 24]]);
  });

  it("R-19.1: the testbed's half ton of machine gun ammunition (`Machine Gun Ammo - Half`) holds 100", () => {
    const c = campaign();
    const r = c.gas.importMechs(crlf(fixture('testbed-tb-1.mtf')), true);
    expect(r.ok).toBe(true);
    expect(bins(c.fake, r.mechs[0].name)).toContainEqual(['Ammo (Machine Gun) (half)', 100]);
  });

  it("R-19.1: Insert from the library: the Atlas AS7-D's bins full (AC/20 5, LRM-20 6, SRM-6 15)", () => {
    const c = campaign();
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok).toBe(true);
    const shots = new Map(bins(c.fake, 'Atlas AS7-D'));
    expect([shots.get('Ammo (AC/20)'), shots.get('Ammo (LRM-20)'), shots.get('Ammo (SRM-6)')]).toEqual([5, 6, 15]);
  });
});
