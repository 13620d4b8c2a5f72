// The Rules tab's spare rows (docs/sheet-layout.md, Rules): a formula typed into one — a seal checked
// with =DICESEAL, a sum — is the GM's working, not a setting, so it holds no round back. A setting
// typed wrong still does, with its cell named.
import { describe, expect, it } from 'vitest';
import { CARDS_TAB, cardRow } from '../../../src/sheet/setup/cardsTab';
import { RULES } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, type Campaign } from '../harness';

/** The first Rules row (1-based) whose Setting and Value are blank: a spare row, the heat scale beside it. */
function spareRow(c: Campaign): number {
  const values = c.fake.book.sheet(RULES.name).peekValues();
  const r = values.findIndex((row, i) => i > 0 && row[0] === '' && row[1] === '');
  if (r < 1) throw new Error('no spare Rules row');
  return r + 1;
}

function problems(c: Campaign): string[] {
  return (c.gas.getRoundStatus() as { problems: { message: string }[] }).problems.map((p) => p.message);
}

describe('A formula typed into a spare Rules row is working, not an unknown setting: it holds no round back', () => {
  it("=DICESEAL(…) in a spare row's Setting cell: no problem, and round 1 resolves", () => {
    const c = campaign();
    const row = spareRow(c);
    c.fake.book.sheet(RULES.name).getRange(`A${row}`).setValue('=DICESEAL("0b6f2c1e-3d4a-4f8e-9a51-7c2d6e8b1f03")');
    expect(String(c.fake.book.sheet(RULES.name).getRange(`A${row}`).getValue())).toMatch(/^[0-9a-f]{64}$/);
    expect(problems(c)).toEqual([]);
    expect((c.gas.resolveRound(1) as { ok: boolean }).ok).toBe(true);
  });

  it('a formula in the Value cell of a spare row, its Setting blank: no problem either', () => {
    const c = campaign();
    c.fake.book
      .sheet(RULES.name)
      .getRange(`B${spareRow(c)}`)
      .setValue('=HEXDIST("0609", "1516")');
    expect(problems(c)).toEqual([]);
  });

  it('a setting typed wrong is still a problem that names its cell: only a formula is working', () => {
    const c = campaign();
    const row = spareRow(c);
    c.fake.book
      .sheet(RULES.name)
      .getRange(`A${row}:B${row}`)
      .setValues([['Knockdown', 'Yes']]);
    expect(problems(c)).toEqual([expect.stringMatching(new RegExp(`^Rules!A${row}: unknown setting "Knockdown"`))]);
  });
});

describe('A Rules row naming no setting sets nothing, so the TN column and the cards — which see values, not formulas — still show every TN', () => {
  it('=DICESEAL(…) in a spare row: the Attacks tab\'s TNs and the Griffin\'s card, not "fix Rules!…"', () => {
    const c = campaign();
    const row = spareRow(c);
    c.fake.book.sheet(RULES.name).getRange(`A${row}`).setValue('=DICESEAL("0b6f2c1e-3d4a-4f8e-9a51-7c2d6e8b1f03")');
    const tns = c.fake.book.sheet(TAB.attacks).getRange('H2:H4').getValues().flat();
    expect(tns.filter((v) => /Rules!/.test(String(v)))).toEqual([]);
    expect(tns.every((v) => v !== '')).toBe(true);
    expect(c.fake.book.sheet(CARDS_TAB).getRange(cardRow(1), 1).getValue()).toBe('Griffin');
  });

  it('a setting typed wrong: Resolve refuses it, naming its cell, though the TNs show', () => {
    const c = campaign();
    const row = spareRow(c);
    c.fake.book
      .sheet(RULES.name)
      .getRange(`A${row}:B${row}`)
      .setValues([['Knockdown', 'Yes']]);
    expect(c.fake.book.sheet(TAB.attacks).getRange('H2').getValue()).not.toMatch(/Rules!/);
    const r = c.gas.resolveRound(1) as { ok: boolean; problems: { message: string }[] };
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toMatch(new RegExp(`^Rules!A${row}: unknown setting "Knockdown"`));
  });
});
