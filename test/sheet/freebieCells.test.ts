// The Freebie cell of an Attacks row: a PC's one auto-hitting weapon a round, fired on its own row — and
// the shots a row's weapons need from their bins.
import { describe, expect, it } from 'vitest';
import { addRow, codes, demo, messages, readOk, set } from './fixtures';

// Demo Attacks row 2: Griffin (the PC) → Rifleman, All, freebie Large Laser; row 3: Rifleman (an NPC) → Griffin,
// Large Laser x2, AC/5 x2. Equipment row 2 is Griffin's Large Laser, rows 5–6 its two LRM-5, row 7 its LRM-5 ammo
// (24 shots); rows 20–21 Rifleman's two AC/5, row 24 their ammunition. Rules row 3 is Players' advantage.

describe("R-5.1: the freebie a PC's row names", () => {
  it('is read onto the attack, beside the weapons fired', () => {
    const attack = readOk(demo()).declarations.attacks.find((a) => a.attacker === 'Griffin');
    expect(attack).toMatchObject({ weapons: 'all', freebie: 'Large Laser' });
  });

  it("named among the row's Weapons, it is read", () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 2, 'Large Laser, Medium Laser');
    const attack = readOk(tabs).declarations.attacks.find((a) => a.attacker === 'Griffin');
    expect(attack).toMatchObject({ weapons: ['Large Laser', 'Medium Laser'], freebie: 'Large Laser' });
  });

  it("with Players' advantage off nobody has one", () => {
    const tabs = set(demo(), 'Rules', 'Value', 3, 'No');
    expect(messages(tabs)).toEqual([
      "Attacks!D2: Freebie: Players' advantage is off on the Rules tab, so nobody has a freebie",
    ]);
    expect(codes(tabs)).toEqual(['sheet/no_freebie']);
  });

  it('an NPC has none', () => {
    const tabs = set(demo(), 'Attacks', 'Freebie', 3, 'AC/5');
    expect(messages(tabs)).toEqual(['Attacks!D3: Freebie: only PCs have a freebie (R-5.1); Rifleman is an NPC']);
    expect(codes(tabs)).toEqual(['sheet/no_freebie']);
  });

  it('one a round: a second row naming one is refused, naming the first row', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 2, 'Large Laser');
    addRow(tabs, 'Attacks', {
      Attacker: 'Griffin',
      Target: 'Blackjack',
      Weapons: 'Medium Laser',
      Freebie: 'Medium Laser',
    });
    expect(messages(tabs)).toEqual([
      'Attacks!D5: Freebie: Griffin already names its freebie on row 2; one a round (R-5.1)',
    ]);
    expect(codes(tabs)).toEqual(['sheet/second_freebie']);
  });

  it('named on the row of a mech not on the Mechs tab, only the mech is said', () => {
    const tabs = set(demo(), 'Attacks', 'Attacker', 2, 'Grifin');
    expect(messages(tabs)).toEqual([
      'Attacks!A2: Attacker "Grifin" is not a mech on the Mechs tab — did you mean Griffin?',
    ]);
  });

  it("a weapon not among the row's Weapons is refused", () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 2, 'Medium Laser x2');
    expect(messages(tabs)).toEqual([
      "Attacks!D2: Freebie Large Laser: it is not among this row's Weapons; the freebie must be one of the weapons fired at this target",
    ]);
    expect(codes(tabs)).toEqual(['sheet/freebie_not_fired']);
  });

  it('with Weapons All, a weapon the mech has none of working is refused', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 2, 'Destroyed');
    expect(messages(tabs)).toEqual([
      'Attacks!D2: Freebie Large Laser: Griffin has no working Large Laser; the freebie must be one of the weapons fired at this target',
    ]);
  });

  it('with Weapons All, a weapon in a destroyed location is no working one', () => {
    const tabs = set(demo(), 'Mechs', 'RA Armor', 2, 0);
    set(tabs, 'Mechs', 'RA IS', 2, 0);
    expect(messages(tabs)).toEqual([
      'Attacks!D2: Freebie Large Laser: Griffin has no working Large Laser; the freebie must be one of the weapons fired at this target',
    ]);
  });

  it('with Weapons All, a jammed weapon is no working one (R-18.2)', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 2, 'Jammed');
    expect(messages(tabs)).toEqual([
      'Attacks!D2: Freebie Large Laser: Griffin has no working Large Laser; the freebie must be one of the weapons fired at this target',
    ]);
  });
});

describe('R-19.2: a row fires only the shots its bins hold', () => {
  it('two LRM-5 with two shots left fire', () => {
    const tabs = set(demo(), 'Equipment', 'Shots', 7, 2);
    set(tabs, 'Attacks', 'Weapons', 2, 'LRM-5 x2');
    set(tabs, 'Attacks', 'Freebie', 2, '');
    const attack = readOk(tabs).declarations.attacks.find((a) => a.attacker === 'Griffin');
    expect(attack?.weapons).toEqual(['LRM-5', 'LRM-5']);
  });

  it('two LRM-5 with one shot left are refused, counting one shot', () => {
    const tabs = set(demo(), 'Equipment', 'Shots', 7, 1);
    set(tabs, 'Attacks', 'Weapons', 2, 'LRM-5 x2');
    set(tabs, 'Attacks', 'Freebie', 2, '');
    expect(messages(tabs)).toEqual([
      "Attacks!C2: Weapons: Griffin's LRM-5 bins hold 1 shot, and its rows fire it 2 times (R-19.2)",
    ]);
    expect(codes(tabs)).toEqual(['sheet/no_shots']);
  });

  it('two Ultra AC/5 in ultra mode fire four shots: bins holding three are refused, counting three shots', () => {
    const tabs = set(demo(), 'Equipment', 'Item', 20, 'Ultra AC/5');
    set(tabs, 'Equipment', 'Item', 21, 'Ultra AC/5');
    set(tabs, 'Equipment', 'Item', 24, 'Ammo (Ultra AC/5)');
    set(tabs, 'Equipment', 'Shots', 24, 3);
    set(tabs, 'Attacks', 'Weapons', 3, 'Ultra AC/5 (ultra) x2');
    expect(messages(tabs)).toEqual([
      "Attacks!C3: Weapons: Rifleman's Ultra AC/5 bins hold 3 shots, and its rows fire it 4 times (R-19.2)",
    ]);
  });

  it('an LRM-5 whose bins are empty is refused: no shots left', () => {
    const tabs = set(demo(), 'Equipment', 'Shots', 7, 0);
    set(tabs, 'Attacks', 'Weapons', 2, 'LRM-5');
    set(tabs, 'Attacks', 'Freebie', 2, '');
    expect(messages(tabs)).toEqual(["Attacks!C2: Weapons: Griffin's LRM-5: no shots left in its bins (R-19.2)"]);
  });

  it('LRM-5 on two rows with one shot left are refused on the second, counting both rows', () => {
    const tabs = set(demo(), 'Equipment', 'Shots', 7, 1);
    set(tabs, 'Attacks', 'Weapons', 2, 'LRM-5');
    set(tabs, 'Attacks', 'Freebie', 2, '');
    addRow(tabs, 'Attacks', { Attacker: 'Griffin', Target: 'Blackjack', Weapons: 'LRM-5' });
    expect(messages(tabs)).toEqual([
      "Attacks!C5: Weapons: Griffin's LRM-5 bins hold 1 shot, and its rows fire it 2 times (R-19.2)",
    ]);
  });
});
