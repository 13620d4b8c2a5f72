// ATTACKTN: the Attacks tab's TN column computed from the record tabs, through
// the built bundle as Sheets calls it: every argument a 2-D range with its header row.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { loadBundle } from '../support/bundle';

type Grid = unknown[][];
let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

const clone = (grid: readonly (readonly unknown[])[]): Grid => grid.map((r) => [...r]);
const col = (grid: Grid, header: string) => (grid[0] as string[]).indexOf(header);

/** The demo tabs, with the Attacks range cut before its TN column as the docs say. */
function demo(edit?: (t: Record<string, Grid>) => void): unknown[][] {
  const t: Record<string, Grid> = {};
  for (const [name, grid] of Object.entries(demoTabs())) t[name] = clone(grid);
  edit?.(t);
  const tn = col(t.Attacks, 'TN');
  const attacks = t.Attacks.map((r) => r.slice(0, tn));
  return g.ATTACKTN(attacks, t.Mechs, t.Equipment, t.Catalog, t.Map, t.Rules);
}

/**
 * Players' advantage off on the Rules tab: no PC has a freebie, so every weapon of the Griffin (the
 * demo's PC) shows its TN — with it on, a weapon the Griffin fires alone is its freebie (R-5.1).
 */
function noFreebie(t: Record<string, Grid>): void {
  const row = t.Rules.find((r) => r[0] === "Players' advantage");
  if (!row) throw new Error("no Players' advantage row");
  row[1] = 'No';
}

function setAttacks(t: Record<string, Grid>, rows: unknown[][]) {
  const width = t.Attacks[0].length;
  t.Attacks = [t.Attacks[0], ...rows.map((r) => [...r, ...Array(width - r.length).fill('')])];
}

describe('ATTACKTN — table-driven target numbers (R-3)', () => {
  it('seed example 2: the Griffin at the Rifleman through the woods — LRM-5 8, Large Laser 10, Medium Lasers 12', () => {
    const out = demo((t) => {
      noFreebie(t);
      setAttacks(t, [['Griffin', 'Rifleman', 'LRM-5 x2, Large Laser, Medium Laser x2']]);
    });
    expect(out).toEqual([['Large Laser 10 · Medium Laser ×2 12 · LRM-5 ×2 8']]);
  });

  it("R-5.1: with the Freebie cell blank, the weapon Gator picks says freebie — the Large Laser at the Rifleman (docs/rules.md's example)", () => {
    const out = demo((t) => setAttacks(t, [['Griffin', 'Rifleman', 'LRM-5 x2, Large Laser, Medium Laser x2']]));
    expect(out).toEqual([['Large Laser freebie · Medium Laser ×2 12 · LRM-5 ×2 8']]);
  });

  it('one weapon gives a plain number, so other formulas can use it', () => {
    const out = demo((t) => {
      noFreebie(t);
      setAttacks(t, [
        ['Griffin', 'Rifleman', 'LRM-5'],
        ['Griffin', 'Blackjack', 'Large Laser'],
      ]);
    });
    expect(out[0]).toEqual([8]);
    expect(typeof out[1][0]).toBe('number');
  });

  it('R-3.2: a lone weapon beyond long range says Out of range (seed example 3, Medium Laser at the Locust)', () => {
    const out = demo((t) => setAttacks(t, [['Griffin', 'Locust', 'Medium Laser']]));
    expect(out).toEqual([['Out of range']]);
  });

  it('identical weapons and identical reasons are said once — "Medium Laser ×2 Out of range", "Medium Laser, Machine Gun ×2 Out of range"', () => {
    const out = demo((t) => {
      noFreebie(t);
      setAttacks(t, [
        ['Griffin', 'Locust', 'All'],
        ['Locust', 'Griffin', 'All'],
      ]);
      t.Equipment.push(['Locust', 'Large Laser', 'RT', ...Array(t.Equipment[0].length - 3).fill('')]);
    });
    expect(out[0][0]).toBe('Large Laser 11 · LRM-5 ×2 9 · Medium Laser ×2 Out of range');
    expect(out[1][0]).toMatch(/^Large Laser \d+ · Medium Laser, Machine Gun ×2 Out of range$/);
  });

  it('one reason that stops every weapon is the whole cell', () => {
    const out = demo((t) => {
      setAttacks(t, [
        ['Griffin', 'Rifleman', 'All'],
        ['Locust', 'Griffin', 'All'],
      ]);
      // Heat 20 keeps it shut down: it restarts only below the lowest shutdown level.
      t.Mechs[1][col(t.Mechs, 'Status')] = 'Shutdown';
      t.Mechs[1][col(t.Mechs, 'Heat')] = 20;
      // A shut-down mech stands still: no move for the rules to refuse.
      t.Mechs[1][col(t.Mechs, 'Move')] = '';
      t.Mechs[1][col(t.Mechs, 'Move to')] = '';
    });
    expect(out[0][0]).toMatch(/^Griffin is shut down\b[^·]*$/);
    expect(out[1][0]).toBe('Out of range');
  });

  it('R-5.1: the freebie named in the Freebie cell says freebie, not a TN to roll', () => {
    const out = demo((t) => setAttacks(t, [['Griffin', 'Rifleman', 'Large Laser', 'Large Laser']]));
    expect(out).toEqual([['Large Laser freebie']]);
  });

  it('a line that breaks a rule shows its cell and message; the other lines are still computed', () => {
    const out = demo((t) => {
      noFreebie(t);
      setAttacks(t, [
        ['Griffin', 'Rifleman', 'LRM-5'],
        ['Griffin', 'Nobody', 'Large Laser'],
      ]);
    });
    expect(out[0]).toEqual([8]);
    expect(out[1][0]).toMatch(/^Attacks!B3: .*"Nobody".*not a mech/);
  });

  it('a problem on a record tab is shown on every line, naming its cell', () => {
    const out = demo((t) => {
      setAttacks(t, [
        ['Griffin', 'Rifleman', 'LRM-5'],
        ['Rifleman', 'Griffin', 'AC/5'],
      ]);
      t.Mechs[1][col(t.Mechs, 'Gunnery')] = 'three';
    });
    expect(out.map((r) => r[0])).toEqual([
      expect.stringMatching(/^Fix Mechs!F2: Gunnery/),
      expect.stringMatching(/^Fix Mechs!F2: Gunnery/),
    ]);
  });

  it('recalculates from the records: the Rifleman moving out of the woods changes the TN', () => {
    const moved = demo((t) => {
      noFreebie(t);
      setAttacks(t, [['Griffin', 'Rifleman', 'LRM-5']]);
      t.Mechs[2][col(t.Mechs, 'Position')] = '1009';
    });
    // Open ground 4 hexes east: 3 gunnery + 1 ran + 1 target TMM + 0 short range + 2 inside minimum range 6.
    expect(g.HEXDIST('0609', '1009')).toBe(4);
    expect(moved).toEqual([[g.GATOR(3, 'Run', g.TMM(6, 'Run'), 0, g.RANGEMOD('LRM-5', 4))]]);
    expect(moved).toEqual([[7]]);
  });

  it('blank rows give blank cells; the column is as long as the Attacks range', () => {
    const out = demo((t) =>
      setAttacks(t, [['Griffin', 'Rifleman', 'LRM-5'], [], ['Griffin', 'Blackjack', 'Large Laser']]),
    );
    expect(out.length).toBe(3);
    expect(out[1]).toEqual(['']);
  });

  it('a missing range is refused with an example of what to pass', () => {
    expect(g.ATTACKTN('', [[1]], [[1]], [[1]], '')).toBe(
      "⚠ ATTACKTN: Attacks must be the Attacks tab's range with its header row, e.g. Attacks!A1:G",
    );
  });
});

describe('ATTACKTN answers no more rows than the Attacks tab has lines: its array ends at the last line', () => {
  it('a range of 999 rows under the header, three lines in it: three cells, the blank line between them kept', () => {
    const out = demo((t) => {
      setAttacks(t, [
        ['Griffin', 'Rifleman', 'LRM-5'],
        [],
        ['Griffin', 'Blackjack', 'Large Laser'],
        ...Array.from({ length: 996 }, () => []),
      ]);
    });
    expect(out).toHaveLength(3);
    expect(out[1]).toEqual(['']);
  });

  it('no line at all: one empty cell', () => {
    expect(
      demo((t) =>
        setAttacks(
          t,
          Array.from({ length: 20 }, () => []),
        ),
      ),
    ).toEqual([['']]);
  });
});

describe('R-15.1: a blank Move is no move yet — the TN cell says its TNs are worked out as if the attacker stands', () => {
  /** The demo's Griffin (Mechs row 2) with its Move and Ready as given, firing at the Blackjack. */
  const griffin = (move: string, ready: boolean, weapons = 'Large Laser, LRM-5') =>
    demo((t) => {
      noFreebie(t);
      setAttacks(t, [['Griffin', 'Blackjack', weapons]]);
      t.Mechs[1][col(t.Mechs, 'Move')] = move;
      t.Mechs[1][col(t.Mechs, 'Move to')] = '';
      t.Mechs[1][col(t.Mechs, 'Ready')] = ready;
    })[0][0];

  it('Move blank: "No move yet — if it stands:" before the TNs, which are the TNs of an explicit Stand', () => {
    const stands = griffin('Stand', false);
    expect(stands).toBe('Large Laser 4 · LRM-5 5');
    expect(griffin('', false)).toBe(`No move yet — if it stands: ${stands}`);
  });

  it('one weapon: the label with its TN (text, no number, while the move is not given)', () => {
    expect(griffin('Stand', false, 'Large Laser')).toBe(4);
    expect(griffin('', false, 'Large Laser')).toBe('No move yet — if it stands: 4');
  });

  it('Move blank with Ready ticked: the stand is final (Ready with no move stands still), so no label', () => {
    expect(griffin('', true)).toBe(griffin('Stand', false));
  });

  it('a weapon out of range standing still is labelled too: moving might bring it in range', () => {
    const out = demo((t) => {
      noFreebie(t);
      setAttacks(t, [['Griffin', 'Locust', 'Medium Laser']]);
      t.Mechs[1][col(t.Mechs, 'Move')] = '';
      t.Mechs[1][col(t.Mechs, 'Move to')] = '';
    });
    expect(out).toEqual([['No move yet — if it stands: Out of range']]);
  });
});
