// R-16.6 (docs/campaign.md, Repairs): the price table lives right of the list. A GM who moves it into the list's
// own columns (A–F, which Repair list and Start a new battle rewrite) is told where it must go, and nothing is
// written: the prices the GM typed are never written over by the list.
import { describe, expect, it } from 'vitest';
import { campaign, dump, typeGrid, type Campaign } from '../harness';

const MOVED = [
  ['Price per', 'Cost each', 'Hours each'],
  ['Armor point', 10, 1],
  ['Structure point', 20, 2],
  ['Equipment item', 30, 3],
  ['Critical hit', 40, 4],
  ['Ammunition shot', 1, 0],
];

const REFUSAL =
  'Repairs!A1: the price table (Price per, Cost each, Hours each) must stay right of the list’s columns A–F, which Gator rewrites; move it back to column H, or anywhere right of F';

/** The demo with its Repairs tab listed, then the price table cut from H–J and typed into A–C. */
function tableInList(): Campaign {
  const c = campaign();
  c.gas.menuRepairList();
  typeGrid(
    c.fake,
    'Repairs',
    1,
    8,
    MOVED.map(() => ['', '', '']),
  );
  typeGrid(c.fake, 'Repairs', 1, 1, MOVED);
  return c;
}

describe('R-16.6 the price table stays out of the list’s columns', () => {
  it('Repair list refuses a table in columns A–C, naming its cell, and the GM’s prices stay as typed', () => {
    const c = tableInList();
    const before = dump(c.fake);
    c.gas.menuRepairList();
    const alert = c.fake.ui.alerts.slice(-1)[0];
    expect(alert.title).toBe('Gator: repairs not listed');
    expect(alert.prompt).toBe(REFUSAL);
    expect(dump(c.fake)).toEqual(before);
  });

  it('Start a new battle refuses it too, before anything is written', () => {
    const c = tableInList();
    const before = dump(c.fake);
    const r = c.gas.startNewBattle({ repair: false, heal: false }) as {
      ok: boolean;
      problems: { message: string }[];
    };
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.message)).toEqual([REFUSAL]);
    expect(dump(c.fake)).toEqual(before);
  });
});
