// the words in brackets after a weapon, as a player types them — the shots of a Rotary
// autocannon with or without a space or an s, brackets only at the end of the item, and the words each weapon refuses.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { readWeaponMode, splitMode } from '../../src/sheet/read/weaponModes';

const spec = (name: string) => {
  const s = STANDARD_CATALOG[name];
  if (!s) throw new Error(`no ${name}`);
  return s;
};

const rotary = spec('Rotary AC/5');

describe('R-18.2: the shots of a Rotary autocannon', () => {
  it.each([
    ['4 shots', 4],
    ['4shots', 4],
    ['4 SHOTS', 4],
    ['1 shot', 1],
    ['2 shot', 2],
    ['3', 3],
    [' 6 ', 6],
    ['06 shots', 6],
  ])('"%s" is %i shots', (words, shots) => {
    expect(readWeaponMode(words, rotary)).toEqual({ ok: true, mode: { kind: 'rotary', shots } });
  });

  it.each(['x4 shots', '4 shots!', '4 shots fired', 'four shots', 'shots', '10 shots'])(
    '"%s" is refused, saying how to write it',
    (words) => {
      expect(readWeaponMode(words, rotary)).toEqual({
        ok: false,
        message: `a Rotary autocannon fires 1 to 6 shots: write "Rotary AC/5 (4 shots)" (R-18.2); got "(${words})"`,
      });
    },
  );
});

describe('R-18.2, R-18.3: the mode is the last thing an item says', () => {
  it('brackets followed by other words are no mode: the item is a name, as typed', () => {
    expect(splitMode('Ultra AC/5 (ultra) left arm')).toEqual({ name: 'Ultra AC/5 (ultra) left arm' });
  });

  it('the name may hold brackets of its own before the mode', () => {
    expect(splitMode('AC/5 (ER) (ultra)')).toEqual({ name: 'AC/5 (ER)', mode: 'ultra' });
  });

  it('empty brackets are an empty mode', () => {
    expect(splitMode('Ultra AC/5 ()')).toEqual({ name: 'Ultra AC/5', mode: '' });
  });
});

describe('R-18.3: an LB-X autocannon', () => {
  it('refuses words other than cluster, with the word meant', () => {
    expect(readWeaponMode('clustr', spec('LB 10-X AC'))).toEqual({
      ok: false,
      message:
        'an LB-X autocannon fires slugs, or cluster ammunition: write "LB 10-X AC (cluster)" (R-18.3); got "(clustr)" — did you mean cluster?',
    });
  });
});

describe('R-18.2: a weapon with no firing mode', () => {
  it('refuses any words, naming the weapons that have one', () => {
    expect(readWeaponMode('ultra', spec('Medium Laser'))).toEqual({
      ok: false,
      message:
        'Medium Laser has no firing mode, got "(ultra)": only an Ultra autocannon (ultra), a Rotary autocannon (1 to 6 shots), an LB-X autocannon (cluster) and an SRM launcher (inferno) say one (R-18.2, R-18.3, R-18.8)',
    });
  });
});
