// MECHCARD's weapons table (docs/players.md, the Cards tab), through the built bundle as Sheets calls it: a kind's
// TN is the best of its weapons, an enemy at exactly the longest weapon's long range is on the
// card, and a mech with exactly as many weapon kinds as the card has weapon rows shows them all.
import { beforeAll, describe, expect, it } from 'vitest';
import { addRow, colOf, demo, set, type Grid, type Sheets } from '../sheet/fixtures';
import { loadBundle } from '../support/bundle';

let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

/**
 * The card of `name`, every tab passed as its values with the header row, the Attacks range cut before its TN column.
 */
function card(name: string, t: Sheets): Grid {
  const attacks = t.Attacks.map((r) => r.slice(0, colOf(t, 'Attacks', 'TN')));
  const out = g.MECHCARD(name, attacks, t.Mechs, t.Equipment, t.Catalog, t.Map, t.Rules);
  if (!Array.isArray(out)) throw new Error(`no card: ${String(out)}`);
  return out;
}

/** The row whose first cell is `label`, from its second cell on. */
function row(out: Grid, label: string): unknown[] {
  const found = out.find((r) => r[0] === label);
  if (!found) throw new Error(`no row ${label} in ${JSON.stringify(out)}`);
  return found.slice(1);
}

function tnAt(out: Grid, weapon: string, enemy: string): unknown {
  return row(out, weapon)[row(out, 'TN at').indexOf(enemy)];
}

/** The Equipment row (1-based) of the n-th item of a name a mech carries. */
function equipmentRow(t: Sheets, mech: string, item: string, n = 1): number {
  const rows = t.Equipment.map((r, i) => (r[0] === mech && r[1] === item ? i + 1 : 0)).filter((r) => r > 0);
  return rows[n - 1];
}

/**
 * The demo with the Griffin's first Medium Laser moved to its left arm, and that arm's actuator hit (+1 to-hit, R-3.1,
 *
 */
function damagedLeftArm(): Sheets {
  const t = demo();
  set(t, 'Equipment', 'Location', equipmentRow(t, 'Griffin', 'Medium Laser'), 'LA');
  set(t, 'Mechs', 'LA actuator hits', 2, 1);
  return t;
}

describe('MECHCARD — a kind of weapon shows the best TN of its weapons', () => {
  it("the Griffin's Medium Lasers, one in an arm with an actuator hit: the pair shows the sound arm's 8 at the Blackjack, not the hit arm's 9", () => {
    const t = damagedLeftArm();
    expect(tnAt(card('Griffin', t), 'Medium Laser ×2', 'Blackjack')).toBe('8 (42%)');
    // The hit arm's laser alone, the other one destroyed: its own TN is the worse one.
    set(t, 'Equipment', 'Status', equipmentRow(t, 'Griffin', 'Medium Laser', 2), 'Destroyed');
    expect(tnAt(card('Griffin', t), 'Medium Laser', 'Blackjack')).toBe('9 (28%)');
  });
});

describe("MECHCARD — an enemy at exactly the longest weapon's long range is on the card (R-3.2)", () => {
  it('the Locust (Medium Laser, long 9) 9 hexes from the Griffin: the Griffin is its column, at long range; one hex more and no enemy is in range', () => {
    const t = demo();
    set(t, 'Mechs', 'Position', 5, '1509');
    const c = card('Locust', t);
    expect(row(c, 'TN at')[0]).toBe('Griffin');
    expect(row(c, 'Hexes')[0]).toBe(9);
    expect(tnAt(c, 'Medium Laser', 'Griffin')).toMatch(/^\d+ \(\d+%\)$/);
    set(t, 'Mechs', 'Position', 5, '1609');
    expect(row(card('Locust', t), 'TN at')[0]).toBe('No enemy in range');
  });
});

describe('MECHCARD — as many weapon kinds as the card has weapon rows: every one shown, no "+ 1 more"', () => {
  it('the Griffin with eight kinds of weapon: eight rows, each with its TN at the Blackjack, and no row naming kinds left out', () => {
    const t = demo();
    for (const item of ['Small Laser', 'PPC', 'AC/2', 'SRM-2', 'Flamer'])
      addRow(t, 'Equipment', { Mech: 'Griffin', Item: item, Location: 'RT', Status: 'OK' });
    const c = card('Griffin', t);
    const kinds = [
      'Large Laser',
      'Medium Laser ×2',
      'LRM-5 ×2 (24 shots)',
      'Small Laser',
      'PPC',
      'AC/2',
      'SRM-2',
      'Flamer',
    ];
    expect(kinds.map((kind) => tnAt(c, kind, 'Blackjack'))).toEqual([
      '6 (72%)',
      '8 (42%)',
      '7 (58%)',
      'Out of range',
      '6 (72%)',
      '6 (72%)',
      '8 (42%)',
      'Out of range',
    ]);
    expect(c.filter((r) => /^\+ \d+ more$/.test(String(r[0])))).toEqual([]);
  });
});
