// the mode in brackets after a weapon's name is split off as typed, trimmed, and read only
// as the words its weapon has.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { parseWeaponList } from '../../src/sheet/read/weaponList';
import { readWeaponMode, splitMode } from '../../src/sheet/read/weaponModes';

const spec = (name: string) => {
  const s = STANDARD_CATALOG[name];
  if (!s) throw new Error(`no ${name}`);
  return s;
};

describe('the brackets after a weapon’s name hold its mode', () => {
  it('the name and the mode are trimmed of the spaces around them', () => {
    expect(splitMode(' Ultra AC/5 ( ultra )')).toEqual({ name: 'Ultra AC/5', mode: 'ultra' });
    expect(parseWeaponList('Ultra AC/5 ( ultra ), Rotary AC/5 (  4 shots )')).toEqual({
      kind: 'list',
      items: [
        { name: 'Ultra AC/5', count: 1, mode: 'ultra' },
        { name: 'Rotary AC/5', count: 1, mode: '4 shots' },
      ],
    });
  });

  it('brackets with no name before them are not a mode: the item is read whole, as a name', () => {
    expect(splitMode('(ultra)')).toEqual({ name: '(ultra)' });
    expect(splitMode('  (ultra)')).toEqual({ name: '  (ultra)' });
  });
});

describe('a mode is its words, not letters that spell them', () => {
  it('"ul tra" is not ultra: the spaces inside the words count', () => {
    const r = readWeaponMode('ul tra', spec('Ultra AC/5'));
    expect(r.ok ? '' : r.message).toBe(
      'an Ultra autocannon fires once, or twice in ultra mode: write "Ultra AC/5 (ultra)" (R-18.2); got "(ul tra)" — did you mean ultra?',
    );
  });

  it('"0 5" is not 5 shots of a Rotary autocannon', () => {
    const r = readWeaponMode('0 5', spec('Rotary AC/5'));
    expect(r.ok ? '' : r.message).toBe(
      'a Rotary autocannon fires 1 to 6 shots: write "Rotary AC/5 (4 shots)" (R-18.2); got "(0 5)"',
    );
  });

  it('R-18.8: an SRM launcher fires inferno warheads, and nothing else in brackets', () => {
    const r = readWeaponMode('ultra', spec('SRM-6'));
    expect(r.ok ? '' : r.message).toBe(
      'an SRM launcher fires its missiles, or inferno warheads: write "SRM-6 (inferno)" (R-18.8); got "(ultra)"',
    );
  });
});
