// Did you mean: the pure parses behind the Mechs, Equipment and Map tabs name the value meant.
import { describe, expect, it } from 'vitest';
import { parseTerrainCode } from '../../src/rules/map/terrain';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { parseFullArmor } from '../../src/sheet/setup/fullArmor';
import { parseItem } from '../../src/sheet/read/equipment';

const reason = (r: { ok: boolean; reason?: string; message?: string }): string | undefined =>
  r.ok ? undefined : (r.reason ?? r.message);

describe('did you mean, in the cells read as a list of codes', () => {
  it('Full armor: a location code mistyped names the part meant', () => {
    expect(reason(parseFullArmor('HE 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20'))).toBe(
      'Full armor must list each location with its armor, as HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20; "HE 9" is not a location and a number — did you mean HD 9?',
    );
  });

  it('Equipment Item: a weapon, a heat sink or a jump jet misspelt; ammunition for a misspelt rack', () => {
    expect(reason(parseItem('Large Lazer', STANDARD_CATALOG))).toMatch(/ — did you mean Large Laser\?$/);
    expect(reason(parseItem('Jump Jte', STANDARD_CATALOG))).toMatch(/ — did you mean Jump Jet\?$/);
    expect(reason(parseItem('Ammo (LMR-15)', STANDARD_CATALOG))).toBe(
      'Item "Ammo (LMR-15)" is ammunition for "LMR-15", which is not a weapon of the Catalog — did you mean LRM-15?',
    );
  });

  it('Map: an unknown terrain code names the code meant, then lists the valid ones', () => {
    expect(reason(parseTerrainCode('HWW E1'))).toMatch(
      /^Unknown terrain code "HWW" in "HWW E1" — did you mean HW\? Valid codes: LW \(light woods\)/,
    );
    expect(reason(parseTerrainCode('Q'))).toMatch(/^Unknown terrain code "Q" in "Q"\. Valid codes: /);
  });
});
