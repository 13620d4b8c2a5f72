// How a message quotes a cell, and how names are compared: what a GM reads in every "got …" of a problem.
import { describe, expect, it } from 'vitest';
import { cellText, describeGot, normalize } from '../../src/sheet/tab/cells';

describe('a cell as text, and as a message quotes it', () => {
  it('checkboxes read as Sheets shows them: TRUE and FALSE', () => {
    expect([cellText(true), cellText(false)]).toEqual(['TRUE', 'FALSE']);
    expect([describeGot(true), describeGot(false)]).toEqual(['TRUE', 'FALSE']);
  });

  it('a date is "a date", a blank "nothing", text quoted and trimmed, a number bare', () => {
    expect([describeGot(new Date(0)), describeGot('  '), describeGot(' three '), describeGot(-2)]).toEqual([
      'a date',
      'nothing',
      '"three"',
      '-2',
    ]);
  });
});

describe('names compared as a GM means them', () => {
  it('case, runs of spaces, tabs and line breaks do not matter; the words stay apart', () => {
    expect(normalize('  Sir   Percival ')).toBe('sir percival');
    expect(normalize('Sir\tPercival')).toBe('sir percival');
    expect(normalize('Sir\nPercival')).toBe('sir percival');
  });
});
