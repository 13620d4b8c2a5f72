// An Attacks row's Freebie, Melee and Angle cells, and a jammed weapon in a location already destroyed: that weapon
// is lost with its location, not jammed.
import { describe, expect, it } from 'vitest';
import { codes, demo, messages, set } from './fixtures';

// Demo Attacks row 2: Griffin (a PC) → Rifleman, All, freebie Large Laser; row 3: Rifleman → Griffin.
// Equipment row 20 is the Rifleman's AC/5 in its left arm.

describe('R-18.2: a jammed weapon in a destroyed location', () => {
  it('is lost with the location: the row fires more AC/5 than work, not a jammed one', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 20, 'Jammed');
    set(tabs, 'Mechs', 'LA Armor', 3, 0);
    set(tabs, 'Mechs', 'LA IS', 3, 0);
    set(tabs, 'Attacks', 'Weapons', 3, 'AC/5 x2');
    expect(messages(tabs)).toEqual(['Attacks!C3: Weapons: Rifleman has 1 working AC/5 (of 2), got 2']);
  });
});

describe('R-5.1: the Freebie cell', () => {
  it('a weapon the Catalog lacks is refused as an unknown weapon, with the name meant', () => {
    const tabs = set(demo(), 'Attacks', 'Freebie', 2, 'Large Lazer');
    expect(messages(tabs)).toEqual([
      'Attacks!D2: Freebie "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?',
    ]);
    expect(codes(tabs)).toEqual(['sheet/unknown_weapon']);
  });
});

describe('R-12: a Fast or Strong attack needs its Angle', () => {
  it('Fast without an Angle names the Fast attack', () => {
    const tabs = set(demo(), 'Attacks', 'Melee', 3, 'Fast');
    expect(messages(tabs)).toEqual(['Attacks!F3: Angle must be High or Low for a Fast attack, got nothing']);
  });

  it('Strong without an Angle names the Strong attack', () => {
    const tabs = set(demo(), 'Attacks', 'Melee', 3, 'Strong');
    expect(messages(tabs)).toEqual(['Attacks!F3: Angle must be High or Low for a Strong attack, got nothing']);
  });
});
