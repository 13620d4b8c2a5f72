// the spellings of heat sinks, jump jets, the Introductory weapons and their ammunition that older .mtf files
// (and hand-typed ones) use are read as the standard items; near misses are kept as unknown equipment, not guessed.
import { describe, expect, it } from 'vitest';
import { readSlot } from '../../../src/rules/data/mtfNames';
import { STANDARD_CATALOG, STANDARD_WEAPONS, catalogOf } from '../../../src/rules/charts/weapons';

const read = (name: string, clanTech = false) => readSlot(name, STANDARD_CATALOG, clanTech);
const weapon = (name: string, slots: number) => ({ kind: 'item', item: { name, kind: 'weapon' }, slots, rear: false });
const unknown = (name: string) => ({ kind: 'unknown', name, rear: false });
const single = { kind: 'item', item: { name: 'Heat Sink', kind: 'heatSink', capacity: 1 }, slots: 1, rear: false };
const double = (slots: number) => ({
  kind: 'item',
  item: { name: 'Double Heat Sink', kind: 'heatSink', capacity: 2 },
  slots,
  rear: false,
});

describe('R-13.3: heat sinks by any spacing, dash or prefix', () => {
  it.each(['Heat-Sink', 'Heat_Sink', 'heat sink', 'Single Heat Sink', 'IS Single Heat Sink', 'CLHeatSink'])(
    '%s is a single heat sink (1 slot)',
    (raw) => {
      expect(read(raw)).toEqual(single);
      expect(read(raw, true)).toEqual(single);
    },
  );

  it.each([
    ['Double/Heat Sink', false, 3],
    ['Double-Heat-Sink', false, 3],
    ['CL Double Heat Sink', false, 2],
    ['CLDoubleHeatSink', false, 2],
    ['Clan Double Heat Sink', false, 2],
    ['ISDoubleHeatSink', true, 3],
    ['IS Double Heat Sink', true, 3],
    ['Double Heat Sink', false, 3],
    ['Double Heat Sink', true, 2],
  ])('%s (Clan file: %s) is a double heat sink of %i slots', (raw, clanTech, slots) => {
    expect(read(raw, clanTech)).toEqual(double(slots));
  });

  it.each(['Heat Sink Kit', 'Double Heat Sinks', 'XHeatSink'])('%s is no heat sink', (raw) => {
    expect(read(raw)).toMatchObject({ kind: 'unknown' });
  });
});

describe('jump jets by any spacing, dash or prefix', () => {
  it.each(['Jump-Jet', 'CLJumpJet', 'jump jet', 'IS Jump_Jet'])('%s is a Jump Jet (1 slot)', (raw) => {
    expect(read(raw)).toEqual({ kind: 'item', item: { name: 'Jump Jet', kind: 'jumpJet' }, slots: 1, rear: false });
  });

  it('Improved Jump Jet is no Jump Jet', () => {
    expect(read('Improved Jump Jet')).toMatchObject({ kind: 'unknown' });
  });
});

describe('the older names of the Introductory weapons', () => {
  it.each([
    ['Autocannon10', 'AC/10', 7],
    ['Auto Cannon / 2', 'AC/2', 1],
    ['autocannon/5', 'AC/5', 4],
    ['IS Autocannon/20', 'AC/20', 10],
    ['mg', 'Machine Gun', 1],
    ['Particle Projector Cannon', 'PPC', 3],
    ['ISParticle Cannon', 'PPC', 3],
    ['IS Particle Cannon', 'PPC', 3],
    ['ISAutocannon/20', 'AC/20', 10],
    ['particle cannon', 'PPC', 3],
  ])('%s is the %s', (raw, name, slots) => {
    expect(read(raw)).toEqual(weapon(name, slots));
  });

  it.each([
    'Autocannon/20 Mk II',
    'Big Autocannon/20',
    'Autocannon/',
    'MGs',
    'Heavy Particle Cannon',
    'Particle Cannon X',
  ])('%s is unknown: only the whole name is read', (raw) => {
    expect(read(raw)).toEqual(unknown(raw));
  });
});

describe('R-18.1: a name without a tech prefix is of the file’s tech base, when that base has one', () => {
  it.each([
    ['ER Large Laser', true, 'Clan ER Large Laser', 1],
    ['LRM 10', true, 'Clan LRM-10', 1],
    ['Machine Gun', true, 'Clan Machine Gun', 1],
    ['ER Large Laser', false, 'ER Large Laser', 2],
    // No Clan Medium Laser or AC/20: the Inner Sphere one.
    ['Medium Laser', true, 'Medium Laser', 1],
    ['Autocannon/20', true, 'AC/20', 10],
  ])('%s (Clan file: %s) is the %s', (raw, clanTech, name, slots) => {
    expect(read(raw, clanTech)).toEqual(weapon(name, slots));
  });

  it.each([
    ['IS ER Large Laser', true, 'ER Large Laser', 2],
    ['ISERLargeLaser', true, 'ER Large Laser', 2],
    ['is ER Large Laser', true, 'ER Large Laser', 2],
    ['Clan ER Large Laser', false, 'Clan ER Large Laser', 1],
    ['CL ER Large Laser', true, 'Clan ER Large Laser', 1],
  ])('%s (Clan file: %s) keeps its own prefix: the %s', (raw, clanTech, name, slots) => {
    expect(read(raw, clanTech)).toEqual(weapon(name, slots));
  });

  it.each(['Clan Autocannon/20', 'CLAutocannon/20'])(
    '%s, a Clan name of no Clan weapon, is unknown rather than the Inner Sphere weapon',
    (raw) => {
      expect(read(raw)).toEqual(unknown(raw));
    },
  );
});

describe('R-19.1: a full ton or half a ton of the standard ammunition', () => {
  const full = (w: string) => ({
    kind: 'item',
    item: { name: `Ammo (${w})`, kind: 'ammo', ammoFor: w },
    slots: 1,
    rear: false,
  });
  const half = (w: string) => ({
    kind: 'item',
    item: { name: `Ammo (${w}) (half)`, kind: 'ammo', ammoFor: w, half: true },
    slots: 1,
    rear: false,
  });

  it.each([
    ['ISMG Ammo (400)', 'a count that is two tons of a Machine Gun (200 a ton)'],
    ['ISMG Ammo (50)', 'a count that is a quarter of a ton'],
    ['ISAutocannon/20 Ammo', 'an older name of the weapon'],
  ])('%s is a full ton (%s)', (raw) => {
    const fed = raw.includes('Autocannon') ? 'AC/20' : 'Machine Gun';
    expect(read(raw)).toEqual(full(fed));
  });

  it.each([
    ['ISMG Ammo Half', 'Machine Gun'],
    ['IS Ammo MG (1/2 ton)', 'Machine Gun'],
    ['ISLRM10 Ammo (1/2 ton)', 'LRM-10'],
    ['LRM-10 Ammo - Half', 'LRM-10'],
    ['LRM-10 Ammo -Half', 'LRM-10'],
    ['Half LRM-10 Ammo', 'LRM-10'],
    ['half LRM-10 Ammo', 'LRM-10'],
  ])('%s is half a ton of the %s', (raw, fed) => {
    expect(read(raw)).toEqual(half(fed));
  });

  it('a Clan name of an Inner Sphere bin (Clan Ammo MG) is unknown, not the Inner Sphere bin', () => {
    expect(read('Clan Ammo MG')).toEqual(unknown('Clan Ammo MG'));
  });
});

describe('a house weapon of the Catalog tab is found by its own name first', () => {
  const catalog = catalogOf([
    ...STANDARD_WEAPONS,
    { name: 'Clan Plasma Rifle', damage: 10, heat: 10, minRange: 0, short: 5, medium: 10, long: 15, usesAmmo: true },
    { name: 'Ammo Hurler', damage: 10, heat: 10, minRange: 0, short: 5, medium: 10, long: 15, usesAmmo: false },
  ]);

  it.each(['Clan Plasma Rifle', 'Ammo Hurler'])('%s, named like a Clan item or a bin, is that weapon', (raw) => {
    expect(readSlot(raw, catalog, false)).toEqual({
      kind: 'item',
      item: { name: raw, kind: 'weapon' },
      slots: undefined,
      rear: false,
    });
  });
});

describe('a house weapon whose name begins like a Clan prefix, or holds one, is no Clan item', () => {
  const catalog = catalogOf([
    ...STANDARD_WEAPONS,
    { name: 'Pride of Clan Wolf', damage: 5, heat: 2, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: true },
    {
      name: 'Clancy Gun',
      damage: 5,
      heat: 2,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: true,
      shotsPerTon: 20,
    },
  ]);

  it('Clancy Gun Ammo feeds the Clancy Gun', () => {
    expect(readSlot('Clancy Gun Ammo', catalog, false)).toEqual({
      kind: 'item',
      item: { name: 'Ammo (Clancy Gun)', kind: 'ammo', ammoFor: 'Clancy Gun' },
      slots: 1,
      rear: false,
    });
  });

  it('Pride of Clan Wolf Ammo feeds the Pride of Clan Wolf', () => {
    expect(readSlot('Pride of Clan Wolf Ammo', catalog, false)).toMatchObject({
      item: { name: 'Ammo (Pride of Clan Wolf)', kind: 'ammo', ammoFor: 'Pride of Clan Wolf' },
    });
  });

  it('Clancy Gun Ammo (10) is half a ton (20 shots a ton); (20) a full one', () => {
    expect(readSlot('Clancy Gun Ammo (10)', catalog, false)).toMatchObject({ item: { half: true } });
    expect(readSlot('Clancy Gun Ammo (20)', catalog, false)).toMatchObject({
      item: { name: 'Ammo (Clancy Gun)', kind: 'ammo', ammoFor: 'Clancy Gun' },
    });
  });
});
