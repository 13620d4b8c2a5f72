// What only the tests and the playground use never reaches the add-on: HyperFormula
// is GPL-3.0, a development dependency for the playground's grid, and the in-memory services
// are the tests' spreadsheet. The built dist/ holds neither.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../support/bundle';

const NEEDLES = [/hyperformula/i, /gpl-v3/i, /GNU General Public License/i, /FakeSpreadsheet/, /class Recalc\b/];

describe('dist/ holds the add-on only', () => {
  it.each(readdirSync(DIST))('%s names no development-only code (HyperFormula, the fakes)', (file) => {
    const text = readFileSync(join(DIST, file), 'utf8');
    expect(NEEDLES.filter((n) => n.test(text)).map(String)).toEqual([]);
  });
});
