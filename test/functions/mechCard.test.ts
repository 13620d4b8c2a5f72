// MECHCARD: a mech's state in cells (docs/players.md), through the built bundle as Sheets calls it:
// the name, then every tab a 2-D range with its header row, as ATTACKTN takes them.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { scaledTabs } from '../server/scaled';
import { loadBundle } from '../support/bundle';

type Grid = unknown[][];
type Tabs = Record<string, Grid>;
let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

const ROWS = 28;
const COLUMNS = 6;
const clone = (grid: readonly (readonly unknown[])[]): Grid => grid.map((r) => [...r]);
const col = (grid: Grid, header: string) => (grid[0] as string[]).indexOf(header);

function demo(edit?: (t: Tabs) => void): Tabs {
  const t: Tabs = {};
  for (const [name, grid] of Object.entries(demoTabs())) t[name] = clone(grid);
  edit?.(t);
  return t;
}

function card(name: unknown, t: Tabs = demo()): any {
  const attacks = t.Attacks.map((r) => r.slice(0, col(t.Attacks, 'TN')));
  return g.MECHCARD(name, attacks, t.Mechs, t.Equipment, t.Catalog, t.Map, t.Rules);
}

/** The row whose first cell is `label`, from its second cell on. */
function row(out: Grid, label: string): unknown[] {
  const found = out.find((r) => r[0] === label);
  if (!found) throw new Error(`no row ${label} in ${JSON.stringify(out)}`);
  return found.slice(1);
}

/** The cells under a header row: the row after the one whose first cell is `label`. */
function under(out: Grid, label: string): unknown[] {
  return out[out.findIndex((r) => r[0] === label) + 1];
}

function setMech(t: Tabs, name: string, header: string, value: unknown): void {
  t.Mechs[t.Mechs.findIndex((r) => r[0] === name)][col(t.Mechs, header)] = value;
}

/** Column of an enemy in the TN table. */
function tnAt(out: Grid, weapon: string, enemy: string): unknown {
  return row(out, weapon)[row(out, 'TN at').indexOf(enemy)];
}

describe('MECHCARD — the card is one fixed block of cells', () => {
  it('is always 28 rows by 6 columns, whatever the mech: its spill range never changes size', () => {
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust']) {
      const out = card(name);
      expect(out, name).toHaveLength(ROWS);
      for (const r of out) expect(r).toHaveLength(COLUMNS);
    }
  });

  it('an empty name gives an empty cell; the name is read in any case', () => {
    expect(card('')).toBe('');
    expect(card('  ')).toBe('');
    expect(card('griffin')[0][0]).toBe('Griffin');
  });

  it("a name that is no mech's says so in its one cell, with the name most likely meant", () => {
    expect(card('Grifin')).toBe('⚠ MECHCARD: "Grifin" is not a mech on the Mechs tab — did you mean Griffin?');
    expect(card('Atlas')).toBe('⚠ MECHCARD: "Atlas" is not a mech on the Mechs tab');
  });

  it('heads the card with the mech, its model, player, hex, status and the round, then its orders as the sheet reads them', () => {
    const out = card('Griffin');
    expect(out[0]).toEqual(['Griffin', 'GRF-1S', 'Player 1', '0609', 'Active', 'Round 1']);
    // The demo's Griffin names its Large Laser as the freebie; its Ready box is not ticked.
    expect(row(out, 'Orders')).toEqual([
      'Run in place',
      'Rifleman: All',
      'Freebie: Large Laser at Rifleman',
      '',
      'Not ready',
    ]);
    expect(row(out, 'MP')).toEqual(['Walk 5', 'Run 8', 'Sprint 10', 'Jump 5', '']);
  });
});

describe("MECHCARD — TN at each enemy in range (R-3, the seed's worked examples)", () => {
  const out = () => card('Griffin');

  it('seed example 1: the running Griffin at the Blackjack 5 hexes away — Large Laser 6, LRM-5 7, Medium Laser 8, each with its chance', () => {
    const c = out();
    expect(tnAt(c, 'Large Laser', 'Blackjack')).toBe('6 (72%)');
    expect(tnAt(c, 'LRM-5 ×2 (24 shots)', 'Blackjack')).toBe('7 (58%)');
    expect(tnAt(c, 'Medium Laser ×2', 'Blackjack')).toBe('8 (42%)');
  });

  it('seed example 2: at the Rifleman through 1 light + 1 heavy woods — LRM-5 8, Large Laser 10, Medium Laser 12', () => {
    const c = out();
    expect([
      tnAt(c, 'LRM-5 ×2 (24 shots)', 'Rifleman'),
      tnAt(c, 'Large Laser', 'Rifleman'),
      tnAt(c, 'Medium Laser ×2', 'Rifleman'),
    ]).toEqual(['8 (42%)', '10 (17%)', '12 (3%)']);
  });

  it('seed example 3: at the Locust 11 hexes away — Large Laser 11, LRM-5 9, Medium Laser Out of range, as the TN column words it', () => {
    const c = out();
    expect([
      tnAt(c, 'Large Laser', 'Locust'),
      tnAt(c, 'LRM-5 ×2 (24 shots)', 'Locust'),
      tnAt(c, 'Medium Laser ×2', 'Locust'),
    ]).toEqual(['11 (8%)', '9 (28%)', 'Out of range']);
  });

  it('enemies are columns, nearest first, with their distance in hexes', () => {
    const c = out();
    expect(row(c, 'TN at')).toEqual(['Blackjack', 'Rifleman', 'Locust', '', '']);
    expect(row(c, 'Hexes')).toEqual([5, 7, 11, '', '']);
  });

  it('a mech with no enemy in range says so and still lists its weapons', () => {
    const c = card('Locust');
    expect(row(c, 'TN at')[0]).toBe('No enemy in range');
    expect(row(c, 'Machine Gun ×2 (200 shots)')[0]).toBe('Working');
  });

  it('R-13.4: a mech that cannot attack says why in place of the enemies (shut down at heat 20)', () => {
    const c = card(
      'Griffin',
      demo((t) => {
        setMech(t, 'Griffin', 'Status', 'Shutdown');
        setMech(t, 'Griffin', 'Heat', 20);
        setMech(t, 'Griffin', 'Move', '');
      }),
    );
    expect(row(c, 'TN at')[0]).toMatch(/^Griffin is shut down/);
    expect(row(c, 'Large Laser')[0]).toBe('Working');
    expect(c[0][4]).toBe('Shut down');
  });

  it("R-11.2: an unconscious pilot's attacks are made only if the wake roll succeeds, said under the table", () => {
    const c = card(
      'Griffin',
      demo((t) => {
        setMech(t, 'Griffin', 'Pilot status', 'Unconscious');
        setMech(t, 'Griffin', 'Wounds', 2);
      }),
    );
    expect(c.some((r: unknown[]) => r[0] === "Only if Griffin's pilot wakes (wake roll TN 5, 83%)")).toBe(true);
    expect(under(c, 'Pilot').slice(3)).toEqual([2, 'Unconscious', 'Wakes on 5+ (83%)']);
  });

  it('at most five enemy columns: the nearest five, the others named on the notes row with their distance', () => {
    const t = scaledTabs(8) as Tabs;
    const c = card('Griffin', { ...demo(), ...t });
    const enemies = row(c, 'TN at');
    expect(enemies.filter((e) => e !== '')).toHaveLength(5);
    const hexes = row(c, 'Hexes') as number[];
    expect([...hexes].sort((a, b) => a - b)).toEqual(hexes);
    const notes = c
      .map((r: unknown[]) => r[0])
      .find((v: unknown) => typeof v === 'string' && v.startsWith('Also in range: '));
    // Only the enemies beyond the five columns, each with its distance, a comma between.
    const beyond = (notes as string).slice('Also in range: '.length).split(', ');
    expect(beyond.length).toBeGreaterThan(0);
    for (const named of beyond) {
      const m = /^([^()]+) \((\d+) hexes\)$/.exec(named);
      expect(m, named).not.toBeNull();
      expect(enemies).not.toContain(m?.[1]);
      expect(Number(m?.[2])).toBeGreaterThanOrEqual(Math.max(...hexes.filter((h) => typeof h === 'number')));
    }
  });
});

describe('MECHCARD — armor, structure and weapons, now / full (R-8, R-9)', () => {
  it("each location's armor, rear armor and structure as now / full; a destroyed location and weapon are named", () => {
    const c = card(
      'Griffin',
      demo((t) => {
        setMech(t, 'Griffin', 'CT Armor', 12);
        setMech(t, 'Griffin', 'CT Rear', 2);
        setMech(t, 'Griffin', 'LA Armor', 0);
        setMech(t, 'Griffin', 'LA IS', 0);
        const ml = t.Equipment.findIndex((r) => r[0] === 'Griffin' && r[1] === 'Medium Laser');
        t.Equipment[ml][col(t.Equipment, 'Status')] = 'Destroyed';
      }),
    );
    expect(row(c, 'Location')).toEqual(['Armor', 'Rear', 'Structure', '', '']);
    expect(row(c, 'Head')).toEqual(['9 / 9', '', '3 / 3', '', '']);
    expect(row(c, 'Center Torso')).toEqual(['12 / 20', '2 / 7', '18 / 18', '', '']);
    expect(row(c, 'Left Arm')).toEqual(['0 / 14', '', '0 / 9', 'Destroyed', '']);
    // One Medium Laser works, the other is a row of its own.
    expect(tnAt(c, 'Medium Laser', 'Blackjack')).toBe('8 (42%)');
    expect(c.filter((r: unknown[]) => r[0] === 'Medium Laser').map((r: unknown[]) => r[1])).toEqual([
      '8 (42%)',
      'Destroyed',
    ]);
  });
});

describe('MECHCARD — heat and what it does next round (R-13.4)', () => {
  it('no effect below 5: dashes, and the heat sinks', () => {
    expect(under(card('Griffin'), 'Heat')).toEqual([0, '—', '—', '—', '—', 16]);
  });

  it('heat 14: −2 Walk MP, +2 to-hit, a shutdown roll avoided on 4+ (92%); no ammo roll yet — and the TNs and MP already count it', () => {
    const c = card(
      'Griffin',
      demo((t) => setMech(t, 'Griffin', 'Heat', 14)),
    );
    expect(under(c, 'Heat')).toEqual([14, '−2', '+2', '4+ (92%)', '—', 16]);
    expect(row(c, 'MP').slice(0, 2)).toEqual(['Walk 3', 'Run 5']);
    expect(tnAt(c, 'Large Laser', 'Blackjack')).toBe('8 (42%)');
  });

  it('heat 19 with LRM ammunition aboard: the ammo roll, 4+ (92%); a mech with no ammunition rolls none', () => {
    expect(
      under(
        card(
          'Griffin',
          demo((t) => setMech(t, 'Griffin', 'Heat', 19)),
        ),
        'Heat',
      ).slice(3, 5),
    ).toEqual(['6+ (72%)', '4+ (92%)']);
    const noAmmo = demo((t) => {
      setMech(t, 'Griffin', 'Heat', 19);
      t.Equipment = t.Equipment.filter((r) => !(r[0] === 'Griffin' && r[1] === 'Ammo (LRM-5)'));
    });
    expect(under(card('Griffin', noAmmo), 'Heat')[4]).toBe('— (no ammo)');
  });

  it('heat 30: an automatic shutdown', () => {
    expect(
      under(
        card(
          'Griffin',
          demo((t) => setMech(t, 'Griffin', 'Heat', 30)),
        ),
        'Heat',
      )[3],
    ).toBe('Automatic');
  });

  it('R-V.1: under the cool-down model, the Size, whether it overheats, and the cool-down check (R-V.2)', () => {
    const c = card(
      'Griffin',
      demo((t) => {
        t.Rules[t.Rules.findIndex((r) => r[0] === 'Heat model')][1] = 'Cool-down';
        setMech(t, 'Griffin', 'Heat', 4);
      }),
    );
    expect(row(c, 'Heat')).toEqual(['Size', 'Overheating', 'Cool-down check', '', '']);
    // 55 t: Size 2, so heat 4 overheats; Piloting 4 + heat 4 = TN 8.
    expect(under(c, 'Heat').slice(0, 4)).toEqual([4, 2, 'Yes: cannot move or attack', '8+ (42%)']);
  });
});

describe('MECHCARD — the pilot and the next consciousness roll (R-11.2, R-11.3)', () => {
  it('unhurt: the first wound is rolled on 3+', () => {
    expect(under(card('Griffin'), 'Pilot')).toEqual(['Sir Percival', 3, 4, 0, 'Active', 'Next wound: 3+ (97%)']);
  });

  it('two wounds: the third is rolled on 7+ (58%)', () => {
    expect(
      under(
        card(
          'Griffin',
          demo((t) => setMech(t, 'Griffin', 'Wounds', 2)),
        ),
        'Pilot',
      )[5],
    ).toBe('Next wound: 7+ (58%)');
  });

  it('four wounds: the fifth takes a PC out of the battle, kills an NPC', () => {
    expect(
      under(
        card(
          'Griffin',
          demo((t) => setMech(t, 'Griffin', 'Wounds', 4)),
        ),
        'Pilot',
      )[5],
    ).toBe('A 5th wound takes them out');
    expect(
      under(
        card(
          'Locust',
          demo((t) => setMech(t, 'Locust', 'Wounds', 4)),
        ),
        'Pilot',
      )[5],
    ).toBe('A 5th wound kills');
  });
});

describe("MECHCARD — a card waits for a problem on its mech's rows to be fixed", () => {
  it("a bad cell on the Griffin's row: its card names the cell; the other cards still show", () => {
    const t = demo((t) => setMech(t, 'Griffin', 'Gunnery', 'three'));
    expect(card('Griffin', t)).toEqual([[expect.stringMatching(/^Griffin: fix Mechs!F2: /)]]);
    expect(card('Rifleman', t)).toHaveLength(ROWS);
  });
});

describe("MECHCARDS — every mech's card from one formula, one under another", () => {
  function cards(t: Tabs = demo()): any {
    const attacks = t.Attacks.map((r) => r.slice(0, col(t.Attacks, 'TN')));
    return g.MECHCARDS(attacks, t.Mechs, t.Equipment, t.Catalog, t.Map, t.Rules);
  }

  it("card k is the k-th mech's MECHCARD, starting (k − 1) × 29 rows down, a blank row after each", () => {
    const out = cards();
    expect(out).toHaveLength(4 * ROWS + 3);
    ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].forEach((name, k) => {
      expect(out.slice(k * (ROWS + 1), k * (ROWS + 1) + ROWS), name).toEqual(card(name));
      if (k < 3) expect(out[k * (ROWS + 1) + ROWS]).toEqual(['', '', '', '', '', '']);
    });
  });

  it("a row without a name gets no card: the cards close up, in the Mechs tab's order", () => {
    const out = cards(
      demo((t) =>
        t.Mechs.splice(
          2,
          0,
          t.Mechs[2].map(() => ''),
        ),
      ),
    );
    expect([0, 1, 2, 3].map((k) => out[k * (ROWS + 1)][0])).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
  });

  it('a mech whose row cannot be read keeps its block, saying why; the others show their cards', () => {
    const out = cards(demo((t) => setMech(t, 'Rifleman', 'Heat', 'hot')));
    expect(out[ROWS + 1][0]).toMatch(/^Rifleman: fix /);
    expect(
      out
        .slice(ROWS + 2, 2 * ROWS + 1)
        .flat()
        .every((v: unknown) => v === ''),
    ).toBe(true);
    expect(out[2 * (ROWS + 1)][0]).toBe('Blackjack');
  });

  it('no mech yet: one blank row; a Mechs range that is not the Mechs tab says so in the cell', () => {
    expect(cards(demo((t) => (t.Mechs = t.Mechs.slice(0, 1))))).toEqual([['', '', '', '', '', '']]);
    expect(cards(demo((t) => (t.Mechs = [['Nobody']])))).toMatch(/^⚠ MECHCARDS: Mechs!1:1: no column headed "Name"/);
  });
});

describe("R-15.1: the card's Orders row — a blank is no orders yet, and says so", () => {
  const griffinLine = (t: Tabs, header: string, value: unknown) => {
    t.Attacks[t.Attacks.findIndex((r) => r[0] === 'Griffin')][col(t.Attacks, header)] = value;
  };
  const noLine = (t: Tabs) => ['Target', 'Weapons', 'Freebie'].forEach((h) => griffinLine(t, h, ''));

  it('a blank Move reads "No move yet", and the TNs below are labelled as if it stands', () => {
    const out = card(
      'Griffin',
      demo((t) => setMech(t, 'Griffin', 'Move', '')),
    );
    expect(row(out, 'Orders')).toEqual([
      'No move yet (TNs below: if it stands)',
      'Rifleman: All',
      'Freebie: Large Laser at Rifleman',
      '',
      'Not ready',
    ]);
  });

  it('an explicit Stand reads "Stand"', () => {
    expect(
      row(
        card(
          'Griffin',
          demo((t) => setMech(t, 'Griffin', 'Move', 'Stand')),
        ),
        'Orders',
      ),
    ).toEqual(['Stand', 'Rifleman: All', 'Freebie: Large Laser at Rifleman', '', 'Not ready']);
  });

  it('no attack line reads "No attack yet"; a Hold fire line "Holds fire"; Ready with no line "Holds fire: Ready with no attack line"', () => {
    expect(row(card('Griffin', demo(noLine)), 'Orders')[1]).toBe('No attack yet');
    const holdFire = demo((t) => {
      noLine(t);
      griffinLine(t, 'Target', 'Hold fire');
    });
    expect(row(card('Griffin', holdFire), 'Orders')[1]).toBe('Holds fire');
    const ready = demo((t) => {
      noLine(t);
      setMech(t, 'Griffin', 'Ready', true);
    });
    expect(row(card('Griffin', ready), 'Orders')[1]).toBe('Holds fire: Ready with no attack line');
  });

  it('Ready with a blank Move reads "Stands still: Ready with no move"', () => {
    const out = card(
      'Griffin',
      demo((t) => {
        setMech(t, 'Griffin', 'Move', '');
        setMech(t, 'Griffin', 'Ready', true);
      }),
    );
    expect(row(out, 'Orders')[0]).toBe('Stands still: Ready with no move');
  });
});
