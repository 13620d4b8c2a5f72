import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { parseRoll } from '../../src/sheet/read/rolls';
import { demo, set } from './fixtures';

const read = (edit: (t: ReturnType<typeof demo>) => unknown) => {
  const tabs = demo();
  edit(tabs);
  const r = readCampaign(tabs);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
  return r.value;
};

describe('R-0.5: a roll as typed', () => {
  it.each([
    ['9', false, { total: 9, text: '9' }],
    ['4+5', false, { faces: [4, 5], text: '4+5' }],
    ['4 5', false, { faces: [4, 5], text: '4+5' }],
    [' 6  3 2 ', false, { faces: [6, 3, 2], text: '6+3+2' }],
    ['1', true, { total: 1, text: '1' }],
  ] as const)('%s reads as a roll', (text, dieFace, roll) => {
    expect(parseRoll(text.trim(), dieFace)).toEqual(roll);
  });

  it.each([
    ['1', false, '1 is not a roll: a 2d6 total is 2 to 12'],
    ['0', true, '0 is not a roll: a 2d6 total is 2 to 12, one die 1 to 6'],
    ['4+7', false, '"4+7": a face is 1 to 6, got 7'],
    ['4-5', false, '"4-5" is not a roll: type the total (9) or the faces (4+5)'],
    ['1 1 1 1', false, '"1 1 1 1" is not a roll: at most three faces (6 3 2, with Advantage or Disadvantage)'],
  ] as const)('%s is refused', (text, dieFace, message) => {
    expect(parseRoll(text, dieFace)).toBe(message);
  });
});

describe("R-0.5: the Rules tab's Dice setting", () => {
  it.each([
    ['Gator rolls everything', 'gator'],
    ['', 'gator'],
    ['typed rolls first', 'typedFirst'],
    ['Typed rolls first, Gator rolls the rest', 'typedFirst'],
    ['Typed first', 'typedFirst'],
    ['TYPED ROLLS ONLY', 'typedOnly'],
    ['typed only', 'typedOnly'],
  ] as const)('%s', (value, setting) => {
    expect(read((t) => set(t, 'Rules', 'Value', 9, value)).dice).toBe(setting);
  });
});

describe('R-0.5: the rolls typed into the sheet, read for the round', () => {
  it('a Roll cell keeps its rolls in order, for its attack line; a Rolls row keeps its words, roll and roller', () => {
    const c = read((t) => {
      set(t, 'Attacks', 'Roll', 3, '7, 4+5 ; 6 3 2');
      set(t, 'Rolls', 'For', 2, 'Griffin: piloting check');
      set(t, 'Rolls', 'Roll', 2, 8);
      set(t, 'Rolls', 'Rolled by', 2, 'Anna');
      set(t, 'Rolls', 'For', 3, 'Blackjack: piloting check');
    });
    expect(c.typed.lines).toEqual([
      {
        line: 1,
        row: 2,
        cell: 'Attacks!I3',
        rolls: [
          { total: 7, text: '7' },
          { faces: [4, 5], text: '4+5' },
          { faces: [6, 3, 2], text: '6+3+2' },
        ],
      },
    ]);
    expect(c.typed.rows).toEqual([
      { for: { key: 'Griffin: piloting check' }, total: 8, by: 'Anna', cell: 'Rolls!B2', text: '8' },
    ]);
    expect(c.declarations.attacks).toHaveLength(3);
  });

  it('a Roll on a row with no attack is no attack line: kept to be reported as not used', () => {
    const c = read((t) => set(t, 'Attacks', 'Roll', 7, 9));
    expect(c.declarations.attacks).toHaveLength(3);
    expect(c.typed.strays).toEqual([{ cell: 'Attacks!I7', text: '9', why: 'no attack on this row' }]);
  });
});
