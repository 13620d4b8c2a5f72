// The battle a campaign fights, named in the forum post's title, the finished battle's Log tab and the Battle setting
// (docs/campaign.md): a number unless the GM names it, spaces as the GM meant them.
import { describe, expect, it } from 'vitest';
import { archiveTabName, battleFromInput, nextBattle, roundTitle } from '../../src/sheet/play/battleName';

describe("a round's forum post title names the battle from the second battle on, or once it has a name", () => {
  it('"Round 3" in the first battle; "Battle 2 — Round 3"; "Ambush at Fort Hope — Round 3"', () => {
    expect(roundTitle(1, 3)).toBe('Round 3');
    expect(roundTitle(2, 3)).toBe('Battle 2 — Round 3');
    expect(roundTitle('Ambush at Fort Hope', 3)).toBe('Ambush at Fort Hope — Round 3');
  });
});

describe("the finished battle's Log tab keeps within Sheets' 100 characters a sheet name", () => {
  // "Log — " is 6 characters: the 100th is the space after the 93 letters of the first word.
  const word = 'W'.repeat(93);
  const long = `${word} Fort Hope`;

  it('a long name is cut to 100 characters, a space left at the cut trimmed', () => {
    expect(archiveTabName(long, [])).toBe(`Log — ${word}`);
  });

  it('with (2) after it, the name is cut shorter so the whole is 100 characters', () => {
    const name = archiveTabName(long, [`Log — ${word}`]);
    expect(name).toBe(`Log — ${'W'.repeat(90)} (2)`);
    expect(name.length).toBe(100);
  });
});

describe('the battle after one the GM leaves unnamed', () => {
  it('after Battle 3, Battle 4, however many were fought', () => {
    expect(nextBattle(3, 7)).toBe(4);
  });

  it('after a named battle, one more than the battles fought, and never less than 2', () => {
    expect(nextBattle('Ambush at Fort Hope', 4)).toBe(5);
    expect(nextBattle('Ambush at Fort Hope', 0)).toBe(2);
  });
});

describe('the name the GM types for the new battle, as the Battle setting holds it', () => {
  it('a number typed as a number, 12 or 123456, is that battle', () => {
    expect(battleFromInput(12, 3)).toBe(12);
    expect(battleFromInput('123456', 3)).toBe(123456);
    expect(battleFromInput('Battle 12', 3)).toBe(12);
  });

  it('"Battle12" and "battle   7" are battles 12 and 7', () => {
    expect(battleFromInput('Battle12', 3)).toBe(12);
    expect(battleFromInput('battle   7', 3)).toBe(7);
  });

  it('a name keeps its words, runs of spaces and line breaks as one space, none at either end', () => {
    expect(battleFromInput('  Ambush \n at   Fort\tHope  ', 3)).toBe('Ambush at Fort Hope');
  });

  it('spaces alone are nothing typed: the next number', () => {
    expect(battleFromInput('   ', 3)).toBe(3);
  });
});
