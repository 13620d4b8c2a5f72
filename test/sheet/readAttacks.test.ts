import { describe, expect, it } from 'vitest';
import { addRow, demo, set, messages, codes } from './fixtures';

// Demo Attacks rows 2–4: Griffin→Rifleman All (freebie Large Laser), Rifleman→Griffin
// (Large Laser x2, AC/5 x2), Blackjack→Griffin All. Rules row 6 is Heat model.

describe('R-V.2: a Cool down row on the Attacks tab', () => {
  it('under the standard heat model it is refused, pointing the GM at the Rules tab', () => {
    const tabs = demo();
    set(tabs, 'Attacks', 'Target', 4, '');
    set(tabs, 'Attacks', 'Weapons', 4, 'Cool down');
    expect(messages(tabs)).toEqual([
      'Attacks!C4: Weapons "Cool down" belongs to the cool-down heat variant (R-V.2); set Heat model to Cool-down on the Rules tab first',
    ]);
    expect(codes(tabs)).toEqual(['sheet/cooldown_off']);
  });

  it('under the cool-down heat model it attacks nobody, so a Target is refused', () => {
    const tabs = demo();
    set(tabs, 'Rules', 'Value', 6, 'Cool-down');
    set(tabs, 'Attacks', 'Weapons', 4, 'Cool down');
    expect(messages(tabs)).toEqual(['Attacks!B4: a Cool down row attacks nobody: leave Target blank, got "Griffin"']);
    expect(codes(tabs)).toEqual(['sheet/cooldown_target']);
  });
});

describe('R-14: a Weapons cell that cannot be read', () => {
  it('a count below one is reported on the Weapons cell', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Large Laser x0');
    expect(messages(tabs)).toEqual(['Attacks!C3: Weapons: "Large Laser x0" fires none; leave it out']);
    expect(codes(tabs)).toEqual(['sheet/bad_weapons']);
  });

  it('All inside a list of named weapons is reported, not read as every weapon', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'AC/5, All');
    expect(messages(tabs)).toEqual(['Attacks!C3: Weapons: All cannot be mixed with named weapons']);
    expect(codes(tabs)).toEqual(['sheet/bad_weapons']);
  });
});

describe('R-14: All is every weapon, so an attacker fires All on one row only', () => {
  it('All after named weapons of the same attacker names the row that fired them', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Locust', Weapons: 'All' });
    expect(messages(tabs)).toEqual([
      'Attacks!C5: Weapons All: Rifleman already fires named weapons on row 3; All means every weapon, so name them on one row or the other',
    ]);
    expect(codes(tabs)).toEqual(['sheet/all_and_named']);
  });

  it('a second All of the same attacker names the row of the first', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Blackjack', Target: 'Locust', Weapons: 'All' });
    expect(messages(tabs)).toEqual(['Attacks!C5: Weapons All: Blackjack already fires All on row 4']);
    expect(codes(tabs)).toEqual(['sheet/all_and_named']);
  });
});
