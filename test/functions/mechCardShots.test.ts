// MECHCARD's weapon rows say the shots left in each kind's bins, and a kind whose bins are empty
// cannot fire — through the built bundle as Sheets calls it.
import { beforeAll, describe, expect, it } from 'vitest';
import { colOf, demo, set, type Grid, type Sheets } from '../sheet/fixtures';
import { loadBundle } from '../support/bundle';

let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

/** The card of `name`, the Attacks range cut before its TN column, as the Cards tab passes it. */
function card(name: string, t: Sheets): Grid {
  const attacks = t.Attacks.map((r) => r.slice(0, colOf(t, 'Attacks', 'TN')));
  const out = g.MECHCARD(name, attacks, t.Mechs, t.Equipment, t.Catalog, t.Map, t.Rules);
  if (!Array.isArray(out)) throw new Error(`no card: ${String(out)}`);
  return out;
}

/** The Griffin's weapon rows: first cell and second. */
function weaponRows(out: Grid): unknown[][] {
  const first = out.findIndex((r) => r[0] === 'Hexes') + 1;
  return out.slice(first, first + 3).map((r) => r.slice(0, 2));
}

/** The demo with the Griffin's one bin of LRM-5 ammunition holding `shots`. */
function griffinWith(shots: number): Sheets {
  const t = demo();
  const row = t.Equipment.findIndex((r) => r[0] === 'Griffin' && r[1] === 'Ammo (LRM-5)') + 1;
  return set(t, 'Equipment', 'Shots', row, shots);
}

describe('R-19.1 the card says the shots left of each kind of weapon fed by bins', () => {
  it("R-19.1: the Griffin's LRM-5s with 3 shots left: `LRM-5 ×2 (3 shots)`, and their TN", () => {
    expect(weaponRows(card('Griffin', griffinWith(3)))).toContainEqual(['LRM-5 ×2 (3 shots)', '7 (58%)']);
  });
});

describe('R-19.2 the card shows a kind with no shots left as unable to fire', () => {
  it("R-19.2: the Griffin's bin empty: `LRM-5 ×2` reads No shots left, after the kinds that work", () => {
    expect(weaponRows(card('Griffin', griffinWith(0)))).toEqual([
      ['Large Laser', '6 (72%)'],
      ['Medium Laser ×2', '8 (42%)'],
      ['LRM-5 ×2', 'No shots left'],
    ]);
  });
});
