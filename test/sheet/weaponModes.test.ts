// How a Weapons cell says the mode a weapon fires in, and how the mode words are read.
import { describe, expect, it } from 'vitest';
import { parseWeaponList } from '../../src/sheet/read/weaponList';
import { readWeaponMode } from '../../src/sheet/read/weaponModes';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, demo, readOk } from './fixtures';

const spec = (name: string) => {
  const s = STANDARD_CATALOG[name];
  if (!s) throw new Error(`no ${name}`);
  return s;
};

describe('R-18.2: the mode is written in brackets after the weapon, with or without a count', () => {
  it.each([
    ['Ultra AC/5 (ultra)', { name: 'Ultra AC/5', count: 1, mode: 'ultra' }],
    ['Ultra AC/5 (ultra) x2', { name: 'Ultra AC/5', count: 2, mode: 'ultra' }],
    ['2x Rotary AC/5 (4 shots)', { name: 'Rotary AC/5', count: 2, mode: '4 shots' }],
    ['Rotary AC/5 x2 (3 shots)', { name: 'Rotary AC/5', count: 2, mode: '3 shots' }],
    ['Medium Laser', { name: 'Medium Laser', count: 1 }],
  ])('"%s"', (cell, item) => {
    expect(parseWeaponList(`${cell}, LRM-5`)).toEqual({ kind: 'list', items: [item, { name: 'LRM-5', count: 1 }] });
  });
});

describe('R-18.2: which modes a weapon has', () => {
  it('an Ultra autocannon: (ultra), whatever the case', () => {
    expect(readWeaponMode('Ultra', spec('Ultra AC/5'))).toEqual({ ok: true, mode: { kind: 'ultra' } });
  });

  it('a Rotary autocannon: 1 to 6 shots (`1 shot`, `6 shots`, or the number alone)', () => {
    expect(readWeaponMode('1 shot', spec('Rotary AC/5'))).toEqual({ ok: true, mode: { kind: 'rotary', shots: 1 } });
    expect(readWeaponMode('6', spec('Rotary AC/5'))).toEqual({ ok: true, mode: { kind: 'rotary', shots: 6 } });
    expect(readWeaponMode('7 shots', spec('Rotary AC/5')).ok).toBe(false);
    expect(readWeaponMode('0 shots', spec('Rotary AC/5')).ok).toBe(false);
  });

  it('an Ultra given a typo is told the word meant', () => {
    const r = readWeaponMode('ulta', spec('Ultra AC/5'));
    expect(r.ok ? '' : r.message).toBe(
      'an Ultra autocannon fires once, or twice in ultra mode: write "Ultra AC/5 (ultra)" (R-18.2); got "(ulta)" — did you mean ultra?',
    );
  });

  it('an LB-X: (cluster) (R-18.3); an SRM launcher: (inferno) (R-18.8), not a Streak', () => {
    expect(readWeaponMode('cluster', spec('LB 10-X AC'))).toEqual({ ok: true, mode: { kind: 'cluster' } });
    expect(readWeaponMode('Inferno', spec('SRM-6'))).toEqual({ ok: true, mode: { kind: 'inferno' } });
    expect(readWeaponMode('inferno', spec('Streak SRM-4')).ok).toBe(false);
    expect(readWeaponMode('inferno', spec('LRM-10')).ok).toBe(false);
    const r = readWeaponMode('clustr', spec('LB 10-X AC'));
    expect(r.ok ? '' : r.message).toBe(
      'an LB-X autocannon fires slugs, or cluster ammunition: write "LB 10-X AC (cluster)" (R-18.3); got "(clustr)" — did you mean cluster?',
    );
  });

  it('any other weapon has no mode', () => {
    expect(readWeaponMode('ultra', spec('AC/5')).ok).toBe(false);
  });
});

describe('R-18.2: a jammed weapon is written Jammed on its Equipment row, and reads back jammed', () => {
  it('Status "OK" → "Jammed", nothing else; read again, the weapon is jammed', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[0].equipment[0].jammed = true;
    const updates = battleToTabUpdates(tabs, battle);
    expect(updates.Equipment?.[1]?.filter((c) => c === 'Jammed')).toEqual(['Jammed']);
    // Read again without the demo's attack lines, whose freebie is the weapon jammed.
    const again = readOk({ ...tabs, ...updates, Attacks: [tabs.Attacks[0]] }).battle;
    expect(again.mechs[0].equipment[0].jammed).toBe(true);
  });
});
