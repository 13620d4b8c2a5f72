// A mech card read whole (src/table/mechCard.ts): the sections in order on one fixed block of 28 × 6 cells, the
// card of any mech on the tab (not only the first), the record sheet's armor from the Full armor cell, the Orders
// row with several attack lines and with none, the Ready box ticked, and the cards that cannot be made.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { mechCard } from '../../src/table/mechCard';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

function cardOf(name: string, change: (tabs: Tabs) => void = () => {}) {
  const tabs = demoTabs();
  change(tabs);
  return mechCard(tabs, name);
}

function rowsOf(name: string, change: (tabs: Tabs) => void = () => {}) {
  const card = cardOf(name, change);
  if (card.kind !== 'card') throw new Error(card.message);
  return card.rows;
}

const setMech = (tabs: Tabs, name: string, header: string, value: unknown) =>
  setCell(tabs, 'Mechs', header, (r) => r[0] === name, value);

const BLANK = ['', '', '', '', '', ''];

describe("MECHCARD: the Griffin's whole card on the demo", () => {
  it('title, orders, MP, locations, heat, pilot and its TNs, then blank rows to 28', () => {
    // The TNs are the docs' example (mechCard): the Blackjack 5 hexes away, Large Laser 6, LRM-5 7, Medium Laser 8.
    expect(cardOf('Griffin')).toEqual({
      kind: 'card',
      rows: [
        ['Griffin', 'GRF-1S', 'Player 1', '0609', 'Active', 'Round 1'],
        ['Orders', 'Run in place', 'Rifleman: All', 'Freebie: Large Laser at Rifleman', '', 'Not ready'],
        ['MP', 'Walk 5', 'Run 8', 'Sprint 10', 'Jump 5', ''],
        ['Location', 'Armor', 'Rear', 'Structure', '', ''],
        ['Head', '9 / 9', '', '3 / 3', '', ''],
        ['Center Torso', '20 / 20', '7 / 7', '18 / 18', '', ''],
        ['Left Torso', '20 / 20', '6 / 6', '13 / 13', '', ''],
        ['Right Torso', '20 / 20', '6 / 6', '13 / 13', '', ''],
        ['Left Arm', '14 / 14', '', '9 / 9', '', ''],
        ['Right Arm', '14 / 14', '', '9 / 9', '', ''],
        ['Left Leg', '18 / 18', '', '13 / 13', '', ''],
        ['Right Leg', '18 / 18', '', '13 / 13', '', ''],
        ['Heat', 'Walk MP', 'To-hit', 'Shutdown roll', 'Ammo roll', 'Heat sinks'],
        [0, '—', '—', '—', '—', 16],
        ['Pilot', 'Gunnery', 'Piloting', 'Wounds', 'Status', 'Consciousness'],
        ['Sir Percival', 3, 4, 0, 'Active', 'Next wound: 3+ (97%)'],
        ['TN at', 'Blackjack', 'Rifleman', 'Locust', '', ''],
        ['Hexes', 5, 7, 11, '', ''],
        ['Large Laser', '6 (72%)', '10 (17%)', '11 (8%)', '', ''],
        ['Medium Laser ×2', '8 (42%)', '12 (3%)', 'Out of range', '', ''],
        ['LRM-5 ×2 (24 shots)', '7 (58%)', '8 (42%)', '9 (28%)', '', ''],
        BLANK,
        BLANK,
        BLANK,
        BLANK,
        BLANK,
        BLANK,
        BLANK,
      ],
    });
  });
});

describe("MECHCARD of a mech further down the tab is that mech's, found in any case", () => {
  it("'rifleman' gets the Rifleman's title, orders and record, not the Griffin's", () => {
    const rows = rowsOf('rifleman');
    expect(rows.slice(0, 3)).toEqual([
      ['Rifleman', 'RFL-3N', '', '0415', 'Active', 'Round 1'],
      ['Orders', 'Run in place', 'Griffin: Large Laser ×2, AC/5 ×2', '', '', 'Not ready'],
      ['MP', 'Walk 4', 'Run 6', 'Sprint 8', 'Jump 0', ''],
    ]);
    expect(rows[15]).toEqual(['Raider Lead', 3, 4, 0, 'Active', 'Next wound: 3+ (97%)']);
  });
});

describe("R-8: the card's full armor is the Mechs tab's Full armor cell", () => {
  it('a record sheet with more armor than the battle started with shows it as the full value', () => {
    const rows = rowsOf('Griffin', (t) =>
      setMech(t, 'Griffin', 'Full armor', 'HD 9, CT 25+8, LT 21+7, RT 22+5, LA 16, RA 17, LL 19, RL 20'),
    );
    expect(rows.slice(4, 12).map((r) => r.slice(0, 4))).toEqual([
      ['Head', '9 / 9', '', '3 / 3'],
      ['Center Torso', '20 / 25', '7 / 8', '18 / 18'],
      ['Left Torso', '20 / 21', '6 / 7', '13 / 13'],
      ['Right Torso', '20 / 22', '6 / 5', '13 / 13'],
      ['Left Arm', '14 / 16', '', '9 / 9'],
      ['Right Arm', '14 / 17', '', '9 / 9'],
      ['Left Leg', '18 / 19', '', '13 / 13'],
      ['Right Leg', '18 / 20', '', '13 / 13'],
    ]);
  });

  it('a blank Full armor cell leaves the armor the mech came into the battle with', () => {
    const rows = rowsOf('Griffin', (t) => setMech(t, 'Griffin', 'Full armor', ''));
    expect(rows[5]).toEqual(['Center Torso', '20 / 20', '7 / 7', '18 / 18', '', '']);
  });
});

describe('R-15.1: the Orders row', () => {
  it('several attack lines are joined with " · "', () => {
    const rows = rowsOf('Griffin', (t) => {
      t.Attacks[1] = ['Griffin', 'Rifleman', 'Large Laser', '', '', '', '', '', ''];
      t.Attacks.push(['Griffin', 'Blackjack', 'Medium Laser x2', '', '', '', '', '', '']);
    });
    expect(rows[1].slice(0, 3)).toEqual([
      'Orders',
      'Run in place',
      'Rifleman: Large Laser · Blackjack: Medium Laser ×2',
    ]);
  });

  it('no attack line reads "No attack yet"', () => {
    const rows = rowsOf('Griffin', (t) => t.Attacks.splice(1, 1));
    expect(rows[1].slice(0, 3)).toEqual(['Orders', 'Run in place', 'No attack yet']);
  });

  it('a ticked Ready box reads "Ready"', () => {
    expect(rowsOf('Griffin', (t) => setMech(t, 'Griffin', 'Ready', true))[1][5]).toBe('Ready');
  });
});

describe('a card that cannot be made says why in its one cell', () => {
  it('a name that is no mech\'s: "is not a mech on the Mechs tab", with the name most likely meant', () => {
    expect(cardOf('Grifin')).toEqual({
      kind: 'unknown',
      message: '"Grifin" is not a mech on the Mechs tab — did you mean Griffin?',
    });
  });

  it("a blank name is no mech's either, even past the last row of the tab", () => {
    expect(cardOf('')).toEqual({ kind: 'unknown', message: '"" is not a mech on the Mechs tab' });
  });

  it("a bad cell on the mech's own row holds it back: its card waits, naming the cell and the problem", () => {
    expect(cardOf('Griffin', (t) => setMech(t, 'Griffin', 'Gunnery', 'three'))).toEqual({
      kind: 'waits',
      message: 'Griffin: fix Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"',
    });
  });
});
