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

/** Two plasma cannons (no Gator weapon) in the left arm, parted by an actuator, and one hatchet. */
const PLASMA = {
  name: 'plasma.mtf',
  text: smallMtf(
    'Left Arm:\nShoulder\nCLPlasmaCannon\nUpper Arm Actuator\nCLPlasmaCannon\n\nRight Arm:\nShoulder\nHatchet',
  ),
};

describe('R-18.1: the Lynx arrives armed, its Clan lasers and Streak a weapon each, nothing unknown', () => {
  it('two Clan ER medium lasers, two Clan ER large lasers, a Clan Streak SRM-6 and its two bins', () => {
    const c = demo();
    const r = c.gas.importMechs([file('lynx-prime.mtf')], false);
    expect(r.unknown).toEqual([]);
    expect(itemsOf(c, 'Lynx Prime').filter((i) => /Clan (ER|Streak)/.test(i))).toEqual([
      'Clan Streak SRM-6 @LT',
      'Clan ER Medium Laser @LA',
      'Clan ER Medium Laser @LA',
      'Clan ER Large Laser @RA',
      'Clan ER Large Laser @RA',
      'Ammo (Clan Streak SRM-6) @LT',
      'Ammo (Clan Streak SRM-6) @LT',
    ]);
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});

describe('the import report lists each unknown item once, with how many the mech carries', () => {
  it('two plasma cannons are one line ×2; a hatchet one line', () => {
    const r = demo().gas.importMechs([PLASMA], false);
    expect(
      r.unknown.map((u: Unknown) => `${u.name} ×${u.count} ${u.locations.join(',')} (${u.where}) ${u.added}`),
    ).toEqual(['CLPlasmaCannon ×2 LA (plasma.mtf lines 21, 23) false', 'Hatchet ×1 RA (plasma.mtf line 27) false']);
  });

  it('the dialog says it in one line an item: "Sample SMP-1: CLPlasmaCannon ×2 in LA (…) — not added"', () => {
    const r = demo().gas.importMechs([PLASMA], false);
    expect(unknownLines(r)).toEqual([
      'Sample SMP-1: CLPlasmaCannon ×2 in LA (plasma.mtf lines 21, 23) — not added',
      'Sample SMP-1: Hatchet in RA (plasma.mtf line 27) — not added',
    ]);
  });

  it('asked to add them, each item becomes its own Other: row (two cannons, two rows), and the sheet still reads', () => {
    const c = demo();
    const r = c.gas.importMechs([PLASMA], true);
    expect(itemsOf(c, 'Sample SMP-1').filter((i) => i.startsWith('Other:'))).toEqual([
      'Other: CLPlasmaCannon @LA',
      'Other: CLPlasmaCannon @LA',
      'Other: Hatchet @RA',
    ]);
    expect(unknownLines(r)[0]).toBe(
      'Sample SMP-1: CLPlasmaCannon ×2 in LA (plasma.mtf lines 21, 23) — added as Other: CLPlasmaCannon (2 rows)',
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
