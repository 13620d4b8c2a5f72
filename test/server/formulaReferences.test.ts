// Every reference in every formula Gator writes or documents lies inside its tab's grid:
// what Sheets does with a range past a tab's edge is not confirmed, so nothing may
// depend on it. The grids are those Set up makes; the formulas are the TN column's, which Set up
// writes, and every formula the README and docs/ show.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceSpans } from '../../src/fakes/formula/parse';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, cardRow } from '../../src/sheet/setup/cardsTab';
import { TAB } from '../../src/sheet/schema/columns';
import { TN_FORMULA } from '../../src/sheet/setup/tnFormula';
import { campaign } from './harness';

const ROOT = process.cwd();

/** The formulas a page shows in code spans: `=ATTACKTN(…)`, `=GATOR(3, "Run", …)`. */
function documentedFormulas(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return Array.from(text.matchAll(/`(=[A-Z][A-Z0-9_]*\([^`]*\))`/g), (m) => m[1]);
}

const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Each reference of a formula that does not fit a grid of `grids`: `Mechs!A1:BZ (Mechs is 1000 × 57)`. */
function outside(formula: string, grids: Readonly<Record<string, { rows: number; cols: number }>>): string[] {
  const bad: string[] = [];
  for (const { ref } of referenceSpans(formula)) {
    // A reference without a tab is typed in the Attacks tab, as the TN formula is.
    const tab = ref.sheet ?? TAB.attacks;
    const grid = grids[tab];
    if (!grid) bad.push(`${ref.text} (no tab ${tab})`);
    else if ((ref.endRow ?? ref.row ?? 0) > grid.rows || (ref.endCol ?? ref.col ?? 0) > grid.cols)
      bad.push(`${ref.text} (${tab} is ${grid.rows} × ${grid.cols})`);
  }
  return bad;
}

describe("every reference in every formula Gator writes or documents lies inside its tab's grid", () => {
  const { fake } = campaign();
  const grids: Record<string, { rows: number; cols: number }> = {};
  for (const sheet of fake.book.getSheets())
    grids[sheet.getName()] = { rows: sheet.getMaxRows(), cols: sheet.getMaxColumns() };
  const documented = PAGES.flatMap((page) => documentedFormulas(page).map((formula) => ({ page, formula })));

  it("finds the formulas: the TN formula is in the custom functions' reference, the GM's guide, the deploy check and the playground guide", () => {
    for (const page of [
      'docs/custom-functions.md',
      'docs/running-a-round.md',
      'docs/deploy-check.md',
      'docs/playground.md',
    ])
      expect(documentedFormulas(page), page).toContain(TN_FORMULA);
    expect(documented.length).toBeGreaterThan(10);
  });

  it(`the TN formula Set up writes in Attacks!H2, ${TN_FORMULA}: every range fits, and it evaluates to the TNs`, () => {
    expect(outside(TN_FORMULA, grids)).toEqual([]);
    const attacks = fake.book.sheet(TAB.attacks);
    expect(attacks.getRange('H2').getFormula()).toBe(TN_FORMULA);
    expect(fake.book.errorAt(attacks, 2, 8)).toBeUndefined();
    expect(
      attacks
        .getRange('H2:H4')
        .getValues()
        .every(([v]) => v !== ''),
    ).toBe(true);
  });

  it("the one formula Set up writes on the Cards tab: every range fits, and it evaluates to every mech's card, no cell an error", () => {
    const cards = fake.book.sheet(CARDS_TAB);
    const formula = cards.getRange('A2').getFormula();
    expect(formula).toMatch(/^=MECHCARDS\(/);
    expect(outside(formula, grids), formula).toEqual([]);
    expect(fake.book.errorAt(cards, 2, 1), formula).toBeUndefined();
    const names = ['Griffin', 'Rifleman', 'Blackjack', 'Locust'];
    names.forEach((name, i) => {
      const card = cards.getRange(cardRow(i + 1), 1, CARD_ROWS, CARD_COLUMNS).getValues();
      expect(card[0][0]).toBe(name);
      expect(
        card.flat().filter((v) => typeof v === 'string' && /^#[A-Z/]+[!?]?$|^⚠/.test(v)),
        name,
      ).toEqual([]);
    });
  });

  it('every formula of the README and docs/', () => {
    expect(
      documented
        .map(({ page, formula }) => [page, formula, outside(formula, grids)])
        .filter(([, , bad]) => bad.length > 0),
    ).toEqual([]);
  });

  it("the README's old formula would not have fit: Mechs!A1:BZ on a Mechs tab of 58 columns", () => {
    expect(
      outside('=ATTACKTN(A1:G, Mechs!A1:BZ, Equipment!A1:E, Catalog!A1:K, Map!A1:Q18, Rules!A1:H)', grids),
    ).toEqual([`Mechs!A1:BZ (Mechs is ${grids.Mechs.rows} × 58)`]);
  });
});

describe("after Protect the campaign puts a player's rows under their block, the TN formula and the cards' formula still reach every row", () => {
  it('both formulas are as Set up wrote them (open-ended rows), fit their grids, and answer every line, the ones below the rows inserted included', () => {
    const { fake, gas } = campaign({ editors: ['player1@example.com'] });
    const attacks = fake.book.sheet(TAB.attacks);
    const cards = fake.book.sheet(CARDS_TAB);
    const cardsFormula = cards.getRange('A2').getFormula();
    fake.setUser('gm@example.com');
    fake.ui.answers.push('YES');
    gas.protectCampaign();
    // The Griffin's two new rows went in under its line (row 2), above the Rifleman's and the Blackjack's.
    expect(attacks.getRange('A2:A6').getValues().flat()).toEqual([
      'Griffin',
      'Griffin',
      'Griffin',
      'Rifleman',
      'Blackjack',
    ]);
    const grids: Record<string, { rows: number; cols: number }> = {};
    for (const sheet of fake.book.getSheets())
      grids[sheet.getName()] = { rows: sheet.getMaxRows(), cols: sheet.getMaxColumns() };
    expect(attacks.getRange('H2').getFormula()).toBe(TN_FORMULA);
    expect(cards.getRange('A2').getFormula()).toBe(cardsFormula);
    expect(outside(TN_FORMULA, grids)).toEqual([]);
    expect(outside(cardsFormula, grids)).toEqual([]);
    expect(fake.book.errorAt(attacks, 2, 8)).toBeUndefined();
    expect(fake.book.errorAt(cards, 2, 1)).toBeUndefined();
    // The lines pushed down by the inserted rows still get their TNs; the inserted rows, blank, none.
    expect(
      attacks
        .getRange('H2:H6')
        .getValues()
        .map(([v]) => v !== ''),
    ).toEqual([true, false, false, true, true]);
  });
});
