// How one row's cells are read (docs/sheet-layout.md): error values and dates refused on their cell, text trimmed, a
// required cell left blank, whole numbers within their bounds, Yes/No and dropdown choices — each bad cell a problem
// naming its cell and what was expected. Read on a small hand-made Pilots tab and a Rolls tab.
import { describe, expect, it } from 'vitest';
import { PILOTS, STEP_CHOICES } from '../../src/sheet/schema/pilotsTab';
import { ROLLS } from '../../src/sheet/schema/playTabs';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { RowReader } from '../../src/sheet/tab/rowReader';
import { TabReader } from '../../src/sheet/tab/tabReader';

/** Pilots: Name (A), Player (B, for people), Gunnery (C), Wounds (D), Status (E), Step asked (F). */
const HEADER = ['Name', 'Player', 'Gunnery', 'Wounds', 'Status', 'Step asked'];
const COLS = { name: 0, player: 1, gunnery: 2, wounds: 3, status: 4, stepAsked: 5 };
const DAY = new Date(Date.UTC(2026, 3, 5));

const pilot = (cells: unknown[]) => {
  const problems = new SheetProblems();
  const r = new RowReader(new TabReader(PILOTS, [HEADER, cells], COLS), 1, problems, 'Griffin');
  const said = () => problems.list.map((p) => p.message);
  const codes = () => problems.list.map((p) => p.code);
  return { r, problems, said, codes };
};

describe('a row with an error value or a date is not read further', () => {
  it('an error value in a cell Gator reads: the row is refused, the problem on its cell, for its mech', () => {
    const { r, problems, said } = pilot(['Sir Percival', '', '#N/A', 0, 'Active']);
    expect(r.reportErrors()).toBe(true);
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatch(/^Pilots!C2: the cell shows #N\/A/);
    expect(problems.list[0].mech).toBe('Griffin');
  });

  it('an error value in a column for people (Player) is no matter', () => {
    const { r, said } = pilot(['Sir Percival', '#REF!', 3, 0, 'Active']);
    expect(r.reportErrors()).toBe(false);
    expect(said()).toEqual([]);
  });

  it('a date in a text cell: the row is refused, the problem saying to type it as text', () => {
    const { r, said } = pilot([DAY, '', 3, 0, 'Active']);
    expect(r.reportErrors()).toBe(true);
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatch(/^Pilots!A2: holds a date \(5 April.*type it with an apostrophe first/);
  });

  it('a date in a roll’s cell: the problem says to type the faces', () => {
    const problems = new SheetProblems();
    const values = [
      ['For', 'Roll', 'Rolled by', 'Mech'],
      ['Griffin: LRM-5 #1 at Locust — to-hit', DAY, '', 'Griffin'],
    ];
    const r = new RowReader(new TabReader(ROLLS, values, { for: 0, roll: 1, rolledBy: 2, mech: 3 }), 1, problems);
    expect(r.reportErrors()).toBe(true);
    expect(problems.list.map((p) => p.message)).toHaveLength(1);
    expect(problems.list[0].message).toMatch(/^Rolls!B2: holds a date .*type the faces as \d+\+\d+$/);
  });

  it('only the keys asked for are checked; a key the tab lacks is skipped', () => {
    const { r, said } = pilot(['Sir Percival', '', '#N/A', 0, 'Active']);
    expect(r.reportErrors(['name', 'notes'])).toBe(false);
    expect(said()).toEqual([]);
    expect(r.reportErrors(['gunnery'])).toBe(true);
  });

  it('a cell that may hold a date (a deadline) is not refused for one, but is for an error value', () => {
    const dated = pilot(['Sir Percival', '', DAY, 0, 'Active']);
    expect(dated.r.reportErrors(undefined, ['gunnery'])).toBe(false);
    expect(dated.said()).toEqual([]);
    const error = pilot(['Sir Percival', '', '#VALUE!', 0, 'Active']);
    expect(error.r.reportErrors(undefined, ['gunnery'])).toBe(true);
    expect(error.said()).toHaveLength(1);
  });

  it('a date in the first cell Gator reads, and one in another: the row is refused', () => {
    const { r, said } = pilot(['Sir Percival', '', 3, DAY, 'Active']);
    expect(r.reportErrors(['name', 'wounds'])).toBe(true);
    expect(said()[0]).toMatch(/^Pilots!D2: holds a date/);
  });

  it('a row shorter than the header reads its missing cells as blank', () => {
    const problems = new SheetProblems();
    const r = new RowReader(new TabReader(PILOTS, [HEADER], COLS), 1, problems);
    expect(r.reportErrors()).toBe(false);
    expect(r.text('name')).toBe('');
  });

  it('whether one cell shows an error value or holds a date', () => {
    const { r } = pilot(['Sir Percival', '', '#N/A', DAY, 'Active']);
    expect([r.isError('gunnery'), r.isError('wounds'), r.isError('name'), r.isError('status')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('text', () => {
  it('a cell is blank when empty or only spaces', () => {
    const { r } = pilot(['Sir Percival', '', '  ', 0]);
    expect([r.blank('name'), r.blank('gunnery'), r.blank('wounds'), r.blank('status')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('is trimmed; a number is its digits; blank is empty', () => {
    const { r } = pilot(['  Sir Percival ', '', 3, '', 'Active']);
    expect([r.text('name'), r.text('gunnery'), r.text('wounds')]).toEqual(['Sir Percival', '3', '']);
  });

  it('a required cell left blank is a problem of its cell, naming its header', () => {
    const blank = pilot(['   ', '', 3]);
    expect(blank.r.requiredText('name')).toBeUndefined();
    expect(blank.said()).toEqual(['Pilots!A2: Name must not be blank']);
    expect(blank.codes()).toEqual(['sheet/blank']);
    const named = pilot(['Sir Percival', '', 3]);
    expect(named.r.requiredText('name')).toBe('Sir Percival');
    expect(named.said()).toEqual([]);
  });
});

describe('a whole number within its bounds', () => {
  it('the bounds themselves are within them', () => {
    const { r, said } = pilot(['Sir Percival', '', 0, 8]);
    expect([r.whole('gunnery', 0, 8), r.whole('wounds', 0, 8)]).toEqual([0, 8]);
    expect(said()).toEqual([]);
  });

  it('one under the least, one over the most: each a problem saying the bounds and what it got', () => {
    const { r, said, codes } = pilot(['Sir Percival', '', 0, 9]);
    expect([r.whole('gunnery', 1, 8), r.whole('wounds', 1, 8)]).toEqual([undefined, undefined]);
    expect(codes()).toEqual(['sheet/not_a_number', 'sheet/not_a_number']);
    expect(said()).toEqual([
      'Pilots!C2: Gunnery must be a whole number from 1 to 8, got 0',
      'Pilots!D2: Wounds must be a whole number from 1 to 8, got 9',
    ]);
  });

  it('blank is what the caller says a blank means; with nothing said it is a problem', () => {
    const { r, said } = pilot(['Sir Percival', '', '', '']);
    expect(r.whole('gunnery', 0, 8, 4)).toBe(4);
    expect(said()).toEqual([]);
    expect(r.whole('wounds', 0, 8)).toBeUndefined();
    expect(said()).toEqual(['Pilots!D2: Wounds must be a whole number from 0 to 8, got nothing']);
  });
});

describe('Yes or No', () => {
  it('Yes, no, blank as the caller says; anything else a problem with the nearest answer', () => {
    const { r, said, codes } = pilot(['Sir Percival', '', 'Yes', 'no', '', 'Yse']);
    expect([r.yesNo('gunnery', false), r.yesNo('wounds', true), r.yesNo('status', true)]).toEqual([true, false, true]);
    expect(said()).toEqual([]);
    expect(r.yesNo('stepAsked', false)).toBeUndefined();
    expect(said()).toEqual(['Pilots!F2: Step asked must be Yes or No, got "Yse" — did you mean Yes?']);
    expect(codes()).toEqual(['sheet/not_yes_no']);
  });

  it('a typo of No is told the nearest answer too', () => {
    const { r, said } = pilot(['Sir Percival', '', 'Noo']);
    expect(r.yesNo('gunnery', true)).toBeUndefined();
    expect(said()).toEqual(['Pilots!C2: Gunnery must be Yes or No, got "Noo" — did you mean No?']);
  });
});

describe('a dropdown choice', () => {
  it('one of the choices in any case; blank as the caller says', () => {
    const { r, said } = pilot(['Sir Percival', '', '', '', '', 'piloting']);
    expect(r.choice('stepAsked', STEP_CHOICES)).toBe('Piloting');
    expect(r.choice('status', STEP_CHOICES, 'Gunnery')).toBe('Gunnery');
    expect(said()).toEqual([]);
  });

  it('blank with no default, or none of the choices: a problem naming them, with the nearest', () => {
    const { r, said, codes } = pilot(['Sir Percival', '', '', '', '', 'Gunery']);
    expect(r.choice('status', STEP_CHOICES)).toBeUndefined();
    expect(r.choice('stepAsked', STEP_CHOICES)).toBeUndefined();
    expect(said()).toEqual([
      'Pilots!E2: Status must be Gunnery or Piloting, got nothing',
      'Pilots!F2: Step asked must be Gunnery or Piloting, got "Gunery" — did you mean Gunnery?',
    ]);
    expect(codes()).toEqual(['sheet/bad_choice', 'sheet/bad_choice']);
  });
});
