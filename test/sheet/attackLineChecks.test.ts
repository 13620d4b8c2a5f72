// The checks of an Attacks row the GM sees as a refusal: a mode the weapon has not, one weapon in two modes, a jammed
// weapon, a Hold fire row that fires; and what a row naming one weapon twice, or an unknown holder, reads as.
import { describe, expect, it } from 'vitest';
import { addRow, codes, demo, messages, readOk, set } from './fixtures';

// Demo Attacks row 3: Rifleman → Griffin, Large Laser x2, AC/5 x2. Equipment row 20 is one of Rifleman's two AC/5.

describe('R-18.2: a weapon fires in one mode a row', () => {
  it('a mode the weapon has not is refused on the Weapons cell, naming what was written', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Large Laser x2, AC/5 (ultra)');
    expect(messages(tabs)).toEqual([
      'Attacks!C3: Weapons: "AC/5 (ultra)": AC/5 has no firing mode, got "(ultra)": only an Ultra autocannon (ultra), a Rotary autocannon (1 to 6 shots), an LB-X autocannon (cluster) and an SRM launcher (inferno) say one (R-18.2, R-18.3, R-18.8)',
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_mode']);
  });

  it('the same weapon named in two modes on one row is refused: each mode goes on a row of its own', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Ultra AC/5 (ultra), Ultra AC/5');
    expect(messages(tabs)).toEqual([
      'Attacks!C3: Weapons: Rifleman carries no Ultra AC/5',
      'Attacks!C3: Weapons: this row fires Ultra AC/5 in two ways; write each mode on a row of its own (R-18.2)',
    ]);
    expect(codes(tabs)).toEqual(['sheet/not_carried', 'sheet/mixed_modes']);
  });

  it('the same weapon named twice without a mode is one weapon fired twice, as Large Laser x2', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Large Laser, AC/5 x2, Large Laser');
    const attack = readOk(tabs).declarations.attacks.find((a) => a.attacker === 'Rifleman');
    expect(attack?.weapons).toEqual(['Large Laser', 'AC/5', 'AC/5', 'Large Laser']);
  });
});

describe('R-18.2: a jammed weapon cannot fire for the rest of the battle', () => {
  it('firing the jammed one of two AC/5 is refused as jammed, not as a weapon the mech lacks', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 20, 'Jammed');
    expect(messages(tabs)).toEqual([
      "Attacks!C3: Weapons: Rifleman's AC/5 is jammed (Status on the Equipment tab): it cannot fire for the rest of the battle (R-18.2)",
    ]);
    expect(codes(tabs)).toEqual(['sheet/jammed']);
  });

  it('firing more than the working and jammed ones together is a count the mech has not', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 20, 'Jammed');
    set(tabs, 'Attacks', 'Weapons', 3, 'Large Laser x2, AC/5 x3');
    expect(messages(tabs)).toEqual(['Attacks!C3: Weapons: Rifleman has 1 working AC/5 (of 2), got 3']);
    expect(codes(tabs)).toEqual(['sheet/not_carried']);
  });
});

describe('R-15.1: a Hold fire row attacks nobody', () => {
  it('a Hold fire row that names weapons is refused on the Weapons cell', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Target: 'Hold fire', Weapons: 'All' });
    expect(messages(tabs)).toEqual([
      'Attacks!C5: Weapons "All": Target Hold fire attacks nobody; clear Weapons, or name the mech attacked',
    ]);
    expect(codes(tabs)).toEqual(['sheet/hold_fire_fires']);
  });

  it('a Hold fire row of a mech not on the Mechs tab is refused as an unknown mech', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Lokust', Target: 'Hold fire' });
    expect(codes(tabs)).toEqual(['sheet/unknown_mech']);
    expect(messages(tabs)[0]).toMatch(/^Attacks!A5: Attacker "Lokust" is not a mech on the Mechs tab/);
  });
});
