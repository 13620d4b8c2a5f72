// A formula that leaves out an argument says so, and every bad input shows its
// message in the cell itself (`⚠ GATOR: range missing …`), not only as #ERROR! on hover.
// Through the built bundle, as Sheets calls the generated top-level functions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FUNCTIONS } from '../../src/functions/registry';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { headerRow } from '../../src/sheet/schema/columns';
import { loadBundle } from '../support/bundle';

let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

/** Arguments each function accepts, in order: a formula that gives the first n of them leaves out the rest. */
const GOOD: Readonly<Record<string, readonly unknown[]>> = {
  AMM: ['Run'],
  TMM: [8, 'Run'],
  RANGEMOD: ['Large Laser', 5],
  GATOR: [3, 'Run', 2, 0, 2],
  HEXDIST: ['0609', '0415'],
  CLUSTER: ['LRM-15', 9],
  HITLOC: [7, 'Rear'],
  HITCHANCE: [7, 'Advantage'],
  EXPECTEDDAMAGE: [6, 'Large Laser', 'Disadvantage'],
  ATTACKTN: [[['Attacker']], [['Name']], [['Mech']], [['Weapon']], [['']], [['Setting']]],
  MECHCARD: ['', [['Attacker']], [['Name']], [['Mech']], [['Weapon']], [['']], [['Setting']]],
  MECHCARDS: [[['Attacker']], [headerRow(MECHS)], [['Mech']], [['Weapon']], [['']], [['Setting']]],
  DICESEAL: ['0b6f2c1e-3d4a-4f8e-9a51-7c2d6e8b1f03'],
};

/** The call Sheets makes for a formula giving only the first `n` arguments: the rest arrive undefined. */
function leftOut(name: string, n: number): unknown {
  const spec = CUSTOM_FUNCTIONS.find((f) => f.name === name);
  const args = GOOD[name].slice(0, n).concat(new Array(spec!.params.length - n).fill(undefined));
  return g[name](...args);
}

describe('a required argument left out is an error naming it', () => {
  it('=GATOR(3, "Run", 2, 0): the range is missing, said in the cell', () => {
    expect(g.GATOR(3, 'Run', 2, 0)).toBe('⚠ GATOR: range missing (5th argument, e.g. RANGEMOD("Large Laser", 5))');
  });

  it('=GATOR(3, "Run", 2): every argument left out is named', () => {
    expect(g.GATOR(3, 'Run', 2)).toBe('⚠ GATOR: other and range missing (4th and 5th arguments)');
  });

  it('=HEXDIST("0609"): the to hex is missing', () => {
    expect(g.HEXDIST('0609')).toBe('⚠ HEXDIST: to missing (2nd argument, e.g. "0415")');
  });

  it('an empty cell is not a missing argument: it still gives an empty result', () => {
    expect(g.GATOR(3, 'Run', 2, 0, '')).toBe('');
    expect(g.HEXDIST('0609', '')).toBe('');
  });

  it('an optional argument may be left out: HITLOC reads Front, HITCHANCE a plain 2d6, ATTACKTN the default rules', () => {
    expect(g.HITLOC(7)).toBe('Center Torso');
    expect(g.HITCHANCE(7)).toBeCloseTo(21 / 36, 12);
    expect(JSON.stringify(leftOut('ATTACKTN', 5))).not.toMatch(/missing/);
  });

  it.each(CUSTOM_FUNCTIONS.map((f) => [f.name, f] as const))(
    '%s: each required argument, left out, is named in the cell',
    (name, spec) => {
      expect(GOOD[name]).toHaveLength(spec.params.length);
      spec.params.forEach((p, i) => {
        if (p.optional) return;
        const shown = leftOut(name, i);
        expect(shown).toMatch(new RegExp(`^⚠ ${name}: .*\\b${p.name}\\b.* missing \\(`));
      });
      expect(JSON.stringify(leftOut(name, spec.params.length))).not.toMatch(/⚠/);
    },
  );
});

describe('bad input shows its message in the cell', () => {
  it('a formula built from another hands its message on: the innermost mistake is what the cell shows', () => {
    expect(g.GATOR(3, 'Run', g.TMM(8, 'Rn'), 0, g.RANGEMOD('Large Laser', 5))).toBe(
      '⚠ TMM: "Rn" is not a movement — did you mean Run?',
    );
    expect(g.HITCHANCE(g.GATOR(3, 'Run', 2, 0))).toBe(
      '⚠ GATOR: range missing (5th argument, e.g. RANGEMOD("Large Laser", 5))',
    );
  });

  it('over a range, only the bad cell shows a message', () => {
    expect(g.HEXDIST([['0609'], ['06-09'], ['']], '0415')).toEqual([
      [7],
      ['⚠ HEXDIST: "06-09" is not a hex label like 0609 — did you mean 0609?'],
      [''],
    ]);
  });

  it('every function answers bad input with its name first, never an exception', () => {
    const bad: Readonly<Record<string, readonly unknown[]>> = {
      AMM: ['fly'],
      TMM: ['eight', 'Run'],
      RANGEMOD: ['Death Ray', 5],
      GATOR: [3, 'fly', 2, 0, 2],
      HEXDIST: ['banana', '0415'],
      CLUSTER: ['LRM-15', 13],
      HITLOC: [7, 'Top'],
      HITCHANCE: ['eight'],
      EXPECTEDDAMAGE: [6, 'Death Ray'],
      ATTACKTN: ['', [[1]], [[1]], [[1]], ''],
      MECHCARD: ['Nobody', [['Attacker']], [['Name']], [['Mech']], [['Weapon']], ''],
      MECHCARDS: [[['Attacker']], [['Nobody']], [['Mech']], [['Weapon']], ''],
      DICESEAL: [true],
    };
    for (const f of CUSTOM_FUNCTIONS) {
      const args = bad[f.name].concat(new Array(f.params.length - bad[f.name].length).fill(undefined));
      expect(g[f.name](...args), f.name).toMatch(new RegExp(`^⚠ ${f.name}: `));
    }
  });
});

describe('docs/custom-functions.md says what the cells show', () => {
  const reference = readFileSync(join(__dirname, '..', '..', 'docs', 'custom-functions.md'), 'utf8').replace(
    /\s*\n\s*/g,
    ' ',
  );
  it.each([
    ['HEXDIST("banana", "0609")', () => g.HEXDIST('banana', '0609')],
    ['AMM("Rn")', () => g.AMM('Rn')],
    ['GATOR(3, "Run", 2, 0)', () => g.GATOR(3, 'Run', 2, 0)],
  ])('=%s', (_formula, call) => {
    const shown = call();
    expect(reference).toContain(`\`${shown}\``);
  });
});
