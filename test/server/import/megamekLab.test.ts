// Importing .mtf files as MegaMekLab writes them, through the built bundle on the in-memory
// services (docs/importing-mechs.md): the import report lists each unknown item once with its
// count, a split weapon is one Equipment row, and a refusal names the file and the line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAB } from '../../../src/sheet/schema/columns';
import { unknownLines } from '../../../src/dialogs/import/text';
import { fixture, smallMtf } from '../../rules/data/fixtures';
import { campaign, dump, type Campaign } from '../harness';

const HTML = {
  Sidebar: readFileSync(join('dist', 'Sidebar.html'), 'utf8'),
  ImportDialog: readFileSync(join('dist', 'ImportDialog.html'), 'utf8'),
};

function demo(): Campaign {
  return campaign({ html: HTML });
}

const file = (name: string) => ({ name, text: fixture(name) });

function itemsOf(c: Campaign, mech: string): string[] {
  const [header, ...rows] = c.fake.book.sheet(TAB.equipment).peekValues();
  const col = (h: string) => header.indexOf(h);
  return rows.filter((r) => r[col('Mech')] === mech).map((r) => `${r[col('Item')]} @${r[col('Location')]}`);
}

interface Unknown {
  name: string;
  count: number;
  locations: string[];
  where: string;
  added: boolean;
}

describe('the import report lists each unknown item once, with how many the mech carries', () => {
  it('the Lynx: two Clan ER medium lasers are one line ×2; a Streak SRM 6 and its two bins of ammunition', () => {
    const r = demo().gas.importMechs([file('lynx-prime.mtf')], false);
    expect(
      r.unknown.map((u: Unknown) => `${u.name} ×${u.count} ${u.locations.join(',')} (${u.where}) ${u.added}`),
    ).toEqual([
      'CLERMediumLaser ×2 LA (lynx-prime.mtf lines 52, 53) false',
      'CLERLargeLaser ×2 RA (lynx-prime.mtf lines 60, 61) false',
      'CLStreakSRM6 ×1 LT (lynx-prime.mtf line 68) false',
      'Clan Streak SRM 6 Ammo ×2 LT (lynx-prime.mtf lines 70, 71) false',
    ]);
  });

  it('the dialog says it in one line an item: "Lynx Prime: CLERMediumLaser ×2 in LA (…) — not added"', () => {
    const r = demo().gas.importMechs([file('lynx-prime.mtf')], false);
    expect(unknownLines(r).slice(0, 3)).toEqual([
      'Lynx Prime: CLERMediumLaser ×2 in LA (lynx-prime.mtf lines 52, 53) — not added',
      'Lynx Prime: CLERLargeLaser ×2 in RA (lynx-prime.mtf lines 60, 61) — not added',
      'Lynx Prime: CLStreakSRM6 in LT (lynx-prime.mtf line 68) — not added',
    ]);
  });

  it('asked to add them, each item becomes its own Other: row (two lasers, two rows), and the sheet still reads', () => {
    const c = demo();
    const r = c.gas.importMechs([file('lynx-prime.mtf')], true);
    expect(itemsOf(c, 'Lynx Prime').filter((i) => i.startsWith('Other: CLER'))).toEqual([
      'Other: CLERMediumLaser @LA',
      'Other: CLERMediumLaser @LA',
      'Other: CLERLargeLaser @RA',
      'Other: CLERLargeLaser @RA',
    ]);
    expect(unknownLines(r)[0]).toBe(
      'Lynx Prime: CLERMediumLaser ×2 in LA (lynx-prime.mtf lines 52, 53) — added as Other: CLERMediumLaser (2 rows)',
    );
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});

describe('a split weapon is one Equipment row at the location MegaMek gives it', () => {
  it("the Crabapple's AC/20 (8 slots in RA, 2 in RT) is one AC/20 in RT; its heat sinks read as 13 doubles", () => {
    const c = demo();
    const r = c.gas.importMechs([file('crabapple-crp-1.mtf')], false);
    expect(r.ok).toBe(true);
    expect(itemsOf(c, 'Crabapple CRP-1').filter((i) => i.startsWith('AC/20'))).toEqual(['AC/20 @RT']);
    expect(r.mechs[0].heatSinks).toBe(26);
    expect(r.warnings).toEqual([]);
  });
});

describe('a refusal names the file and the line, and nothing is written', () => {
  it('a heat-sink kind Gator does not know', () => {
    const c = demo();
    const before = dump(c.fake);
    const text = smallMtf('', 'chassis:Sample\nmodel:HS\nMass:50\nHeat Sinks:12 Frozen\nWalk MP:4');
    const r = c.gas.importMechs([{ name: 'Sample.mtf', text }], false);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([
      'Sample.mtf line 4: Heat Sinks "12 Frozen": "Frozen" is not a kind of heat sink Gator knows (Single, Double, Laser or Compact, as in "Heat Sinks:10 Double")',
    ]);
    expect(dump(c.fake)).toEqual(before);
  });

  it('a quad: its Config line, first and alone', () => {
    const text = smallMtf(
      '',
      'chassis:Goliath\nmodel:GOL-1H\nConfig:Quad\nMass:80\nHeat Sinks:10 Single\nWalk MP:3',
    ).replace(/^(LA|RA|LL|RL) Armor:.*\n/gm, '');
    const r = demo().gas.importMechs([{ name: 'Goliath.mtf', text }], false);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([
      "Goliath.mtf line 3: Config:Quad — four-legged 'Mechs (quads) are not supported: Gator plays biped 'Mechs only",
    ]);
  });
});
