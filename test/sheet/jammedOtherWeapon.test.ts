// a jammed weapon stops only weapons of its own name. A row firing more Large Lasers than work is a count
// the mech has not, even while one of its AC/5 is jammed.
import { describe, expect, it } from 'vitest';
import { codes, demo, messages, set } from './fixtures';

// Demo Attacks row 3: Rifleman → Griffin, Large Laser x2, AC/5 x2. Equipment row 20 is one of Rifleman's two AC/5.

describe('R-18.2: a jammed weapon is counted only against its own name', () => {
  it('a jammed AC/5 does not make a third Large Laser "jammed"', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 20, 'Jammed');
    set(tabs, 'Attacks', 'Weapons', 3, 'Large Laser x3, AC/5');
    expect(messages(tabs)).toEqual(['Attacks!C3: Weapons: Rifleman has 2 working Large Laser (of 2), got 3']);
    expect(codes(tabs)).toEqual(['sheet/not_carried']);
  });
});
