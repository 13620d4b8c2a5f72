// The Melee and Angle cells of an Attacks row: the melee attack a row declares, the angle it strikes at,
// and the words a GM sees when the two cells do not agree.
import { describe, expect, it } from 'vitest';
import { parseMelee } from '../../src/sheet/read/attackCells';
import { codes, demo, messages, readOk, set, type Sheets } from './fixtures';

// Demo Attacks row 3: Rifleman → Griffin, Large Laser x2, AC/5 x2; Melee is column E, Angle column F.

/** The demo with Rifleman's row (3) given a Melee and an Angle. */
function meleeRow(melee: unknown, angle: unknown): Sheets {
  const tabs = set(demo(), 'Attacks', 'Melee', 3, melee);
  return set(tabs, 'Attacks', 'Angle', 3, angle);
}

/** The melee Rifleman's row declares, as read. */
function meleeRead(melee: unknown, angle: unknown): unknown {
  const attack = readOk(meleeRow(melee, angle)).declarations.attacks.find((a) => a.attacker === 'Rifleman');
  return attack?.melee;
}

describe('R-12.2: Fast attacks, one or two', () => {
  it('"Fast" is one Fast attack', () => {
    expect(parseMelee('Fast')).toEqual({ kind: 'fast', count: 1 });
  });

  it('"Fast x2", "fast X 2", "Fast×2", "2 Fast" and "Fast 2" are two Fast attacks', () => {
    for (const typed of ['Fast x2', 'fast X 2', 'Fast×2', '2 Fast', 'Fast 2', '  FAST   x2 '])
      expect(parseMelee(typed), typed).toEqual({ kind: 'fast', count: 2 });
  });

  it('nothing typed is no melee attack', () => {
    expect(parseMelee('')).toBeUndefined();
    expect(parseMelee('  ')).toBeUndefined();
  });

  it('"Fast x3" and "Fast, Strong" are no melee attack', () => {
    for (const typed of ['Fast x3', '3 Fast', 'Fast, Strong', 'Fastx', 'Punch'])
      expect(parseMelee(typed), typed).toBeUndefined();
  });

  it('a row with Fast x2 at a Low angle declares two Fast attacks striking low', () => {
    expect(meleeRead('Fast x2', 'Low')).toEqual({ kind: 'fast', angle: 'low', count: 2 });
  });

  it('a row with Fast at a High angle declares one Fast attack striking high', () => {
    expect(meleeRead('fast', 'high')).toEqual({ kind: 'fast', angle: 'high', count: 1 });
  });
});

describe('R-12.2: a Strong attack', () => {
  it('"Strong" in any case is a Strong attack, with no count', () => {
    expect(parseMelee(' STRONG ')).toEqual({ kind: 'strong' });
  });

  it('a row with Strong at a Low angle declares it, striking low', () => {
    expect(meleeRead('Strong', 'Low')).toEqual({ kind: 'strong', angle: 'low' });
  });
});

describe('R-12.3: Death from Above always strikes High', () => {
  it('with Angle blank it strikes High', () => {
    expect(meleeRead('DFA', '')).toEqual({ kind: 'dfa', angle: 'high' });
  });

  it('with Angle High it strikes High', () => {
    expect(meleeRead('Death from Above', 'High')).toEqual({ kind: 'dfa', angle: 'high' });
  });

  it('with Angle Low it is refused on the Angle cell', () => {
    const tabs = meleeRow('DFA', 'Low');
    expect(messages(tabs)).toEqual(['Attacks!F3: Angle: Death from Above always strikes High (R-12.3), got "Low"']);
    expect(codes(tabs)).toEqual(['sheet/bad_angle']);
  });

  it('with an Angle that is neither High nor Low it is refused on the Angle cell', () => {
    const tabs = meleeRow('DFA', 'Up');
    expect(messages(tabs)).toEqual(['Attacks!F3: Angle must be High or Low, got "Up"']);
    expect(codes(tabs)).toEqual(['sheet/bad_choice']);
  });
});

describe('R-12: the Angle cell of a Fast or Strong attack', () => {
  it('a Fast attack with Angle blank is refused on the Angle cell', () => {
    const tabs = meleeRow('Fast x2', '');
    expect(messages(tabs)).toEqual(['Attacks!F3: Angle must be High or Low for a Fast attack, got nothing']);
    expect(codes(tabs)).toEqual(['sheet/bad_angle']);
  });

  it('an Angle that is neither High nor Low is refused, naming the choices', () => {
    const tabs = meleeRow('Fast', 'Middle');
    expect(messages(tabs)).toEqual(['Attacks!F3: Angle must be High or Low, got "Middle"']);
  });

  it('an Angle with Melee blank is refused on the Angle cell, naming the melee attacks', () => {
    const tabs = meleeRow('', 'High');
    expect(messages(tabs)).toEqual([
      'Attacks!F3: Angle "High" is set but Melee is blank: choose Fast, Fast x2, Strong or DFA, or clear Angle',
    ]);
    expect(codes(tabs)).toEqual(['sheet/angle_without_melee']);
  });

  it('with Melee and Angle both blank the row fires its weapons and makes no melee attack', () => {
    expect(meleeRead('', '')).toBeUndefined();
  });
});

describe('R-12: a Melee cell that names no melee attack', () => {
  it('is refused on the Melee cell, naming the four and the word meant', () => {
    const tabs = meleeRow('Strnog', 'High');
    expect(messages(tabs)).toEqual([
      'Attacks!E3: Melee must be Fast, Fast x2, Strong or DFA (Death from Above), got "Strnog" — did you mean Strong?',
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_melee']);
  });

  it('a typo of Death from Above suggests it spelt out', () => {
    const tabs = meleeRow('Death from Abov', '');
    expect(messages(tabs)).toEqual([
      'Attacks!E3: Melee must be Fast, Fast x2, Strong or DFA (Death from Above), got "Death from Abov" — did you mean Death from Above?',
    ]);
  });
});
