// docs/players.md, the player's guide, quotes the sheet: the tabs as a phone shows them, the demo Griffin's card,
// the words of the card's Orders row and of the TN cell, the Rolls tab's columns, the walkthrough's cells and the
// seal a player checks. Each quote is read from the page and compared with what the built bundle writes on the
// fakes, so the page cannot drift from the sheet.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, cardRow } from '../../../src/sheet/setup/cardsTab';
import { RULES } from '../../../src/sheet/schema/playTabs';
import { PHONE_FROZEN_WIDTH, TAB } from '../../../src/sheet/schema/columns';
import { campaign, read, type, type Campaign } from '../harness';

const PAGE = readFileSync(join(process.cwd(), 'docs/players.md'), 'utf8');

/** The page from a heading (or any line) to the next `## ` heading. */
function section(start: string): string {
  const from = PAGE.indexOf(start);
  if (from < 0) throw new Error(`docs/players.md has no "${start}"`);
  const next = PAGE.indexOf('\n## ', from + start.length);
  return PAGE.slice(from, next < 0 ? undefined : next);
}

/** The first markdown table after `start`: its rows (the header row first, the |---| row left out), cells trimmed. */
function table(start: string): string[][] {
  const lines = section(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = first; i < lines.length && lines[i].startsWith('|'); i++)
    if (!/^\|[-| ]+\|$/.test(lines[i]))
      rows.push(
        lines[i]
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim()),
      );
  return rows;
}

/** The `quoted` words of a text, leaving out what sits in parentheses (`(the app may show 610 …)`). */
const quotes = (text: string): string[] => [...text.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The page says it, word for word. */
const onPage = (words: string): string => {
  expect(PAGE, 'docs/players.md').toContain(words);
  return words;
};

/** Card `k`'s cells as the Cards tab shows them, as text. */
const card = (c: Campaign, k = 1): string[][] =>
  c.fake.book
    .sheet(CARDS_TAB)
    .getRange(cardRow(k), 1, CARD_ROWS, CARD_COLUMNS)
    .getValues()
    .map((r) => r.map(String));

const griffinMechs = (c: Campaign, a1: string, value: unknown) => type(c.fake, TAB.mechs, a1, value);
const tnCell = (c: Campaign) => String(read(c.fake, TAB.attacks, 'H2'));
/** The Griffin's card's Orders row: move, attacks, freebie, …, Ready. */
const orders = (c: Campaign) => card(c)[1];

describe('docs/players.md: what stays in view on a phone is what Set up freezes', () => {
  it('Mechs, Attacks and Rolls: the column the page names is frozen, its header as the page says, no wider than a phone can spare', () => {
    const c = campaign();
    const rows = table('| Tab | What is yours there |').slice(1);
    const named = rows.filter((r) => /^column [A-Z], \*\*/.test(r[2]));
    expect(named.map((r) => r[0])).toEqual(['**Mechs**', '**Attacks**', '**Rolls**']);
    for (const [tab, , stays] of named) {
      const [, letter, header] = /^column ([A-Z]), \*\*(.+?)\*\*/.exec(stays) ?? [];
      const sheet = c.fake.book.sheet(tab.replace(/\*/g, ''));
      expect(sheet.getFrozenColumns(), tab).toBe(letter.charCodeAt(0) - 64);
      expect(sheet.getRange(`${letter}1`).getValue(), tab).toBe(header);
      expect(sheet.getColumnWidth(1), tab).toBeLessThanOrEqual(PHONE_FROZEN_WIDTH);
    }
    expect(onPage(`No tab is frozen wider\nthan ${PHONE_FROZEN_WIDTH} px`)).toBeTruthy();
  });

  it("Cards: the card's six columns are as wide as the page says, and fit a phone held upright", () => {
    const c = campaign();
    const cards = c.fake.book.sheet(CARDS_TAB);
    const width = Array.from({ length: CARD_COLUMNS }, (_, i) => cards.getColumnWidth(i + 1)).reduce((a, b) => a + b);
    onPage(`columns, **A–F**, are ${width} px wide in all`);
    expect(width).toBeLessThanOrEqual(400);
  });
});

describe("docs/players.md's card is the demo Griffin's card in round 1, row by row as the Cards tab shows it", () => {
  it("each row the page shows is a row of the card, in the card's order, every cell as the sheet has it", () => {
    const c = campaign();
    const shown = card(c);
    const rows = table("The demo's Griffin, round 1:").filter((r) => !r[0].startsWith('…'));
    let at = -1;
    for (const row of rows) {
      const next = shown.findIndex((r, i) => i > at && r[0] === row[0]);
      expect(next, `the card has a row "${row[0]}" after row ${at + 1}`).toBeGreaterThan(at);
      expect(shown[next], `card row ${next + 1}`).toEqual(row);
      at = next;
    }
  });

  it('the k-th card starts at row 2 + 29 × (k − 1), as the page says', () => {
    onPage('starts at row 2 + 29 × (*k* − 1)');
    expect([1, 2, 4].map(cardRow)).toEqual([2, 31, 89]);
  });
});

describe("R-15.1: the card's Orders row and the TN cell say what the page quotes, a blank being no decision", () => {
  it('a blank Move: the card\'s "No move yet (TNs below: if it stands)", the TN cell\'s "No move yet — if it stands:"', () => {
    const c = campaign();
    griffinMechs(c, 'P2', '');
    expect(orders(c)[1]).toBe(onPage('No move yet (TNs below: if it stands)'));
    expect(tnCell(c).startsWith(onPage('No move yet — if it stands:'))).toBe(true);
  });

  it('no attack line: "No attack yet"; a Hold fire line: "Holds fire"', () => {
    const c = campaign();
    for (const a1 of ['B2', 'C2', 'D2']) type(c.fake, TAB.attacks, a1, '');
    expect(orders(c)[2]).toBe(onPage('No attack yet'));
    type(c.fake, TAB.attacks, 'B2', 'Hold fire');
    expect(orders(c)[2]).toBe(onPage('a Hold fire line reads `Holds fire`').slice(-11, -1));
  });

  it('Ready ticked with neither: "Stands still: Ready with no move", "Holds fire: Ready with no attack line", "Ready"', () => {
    const c = campaign();
    griffinMechs(c, 'P2', '');
    for (const a1 of ['B2', 'C2', 'D2']) type(c.fake, TAB.attacks, a1, '');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange('U2')
      .setValues([[true]]);
    expect(orders(c)[1]).toBe(onPage('Stands still: Ready with no move'));
    expect(orders(c)[2]).toBe(onPage('Holds fire: Ready with no attack line'));
    expect(orders(c)[CARD_COLUMNS - 1]).toBe(onPage('`Ready` once you tick it').slice(1, 6));
  });

  it("the Freebie cell blank: Gator's pick, the first Medium Laser, is marked freebie in the TN cell and named on the card", () => {
    const c = campaign();
    griffinMechs(c, 'P2', 'Walk');
    griffinMechs(c, 'Q2', '0610');
    type(c.fake, TAB.attacks, 'B2', 'Blackjack');
    type(c.fake, TAB.attacks, 'C2', 'Large Laser, Medium Laser x2, LRM-5 x2');
    type(c.fake, TAB.attacks, 'D2', '');
    expect(tnCell(c)).toBe(
      onPage('Large Laser 7 · Medium Laser freebie · Medium\nLaser 9 · LRM-5 ×2 8').replace('\n', ' '),
    );
    expect(orders(c)[3]).toBe(onPage("Freebie: Medium Laser at Blackjack (Gator's pick)"));
  });

  it("the demo's line at the Rifleman: its TN cell as the page quotes it; a typo named with what was meant", () => {
    const c = campaign();
    expect(tnCell(c)).toBe(onPage('Large Laser freebie · Medium\nLaser ×2 12 · LRM-5 ×2 8').replace('\n', ' '));
    type(c.fake, TAB.attacks, 'C2', 'Large Lazer');
    expect(tnCell(c)).toContain(
      onPage('"Large Lazer" is not a\nweapon of the Catalog — did you mean Large Laser?').replace('\n', ' '),
    );
  });
});

describe("docs/players.md's card of your own: the MECHCARD formula it gives is the Cards tab's, for one mech", () => {
  it("its ranges are the MECHCARDS formula's in Cards!A2; a misspelt name gives the message the page quotes", () => {
    const c = campaign();
    const formula = /`(=MECHCARD\("Griffin", [^`]+)`/.exec(PAGE)?.[1] ?? '';
    const ranges = formula.replace(/^=MECHCARD\("Griffin", /, '');
    expect(c.fake.book.sheet(CARDS_TAB).getRange('A2').getFormula()).toBe(`=MECHCARDS(${ranges}`);
    const own = c.fake.book.insertSheet('Anna');
    own.getRange('A1').setFormula(formula.replace('"Griffin"', '"Grifin"'));
    expect(own.getRange('A1').getValue()).toBe(
      onPage('⚠ MECHCARD: "Grifin" is not a mech on the Mechs tab — did you mean Griffin?'),
    );
    own.getRange('A1').setFormula(formula);
    expect(
      own
        .getRange(1, 1, CARD_ROWS, CARD_COLUMNS)
        .getValues()
        .map((r) => r.map(String)),
    ).toEqual(card(c));
  });
});

describe("docs/players.md's Rolls tab: each column the page names is where it says", () => {
  it('For (A), Roll (B), Rolled by (C), Mech (D)', () => {
    const c = campaign();
    const rows = table('| Rolls column | What it wants |').slice(1);
    expect(rows.length).toBe(4);
    for (const [named] of rows) {
      const [, header, letter] = /^\*\*(.+?)\*\* \(([A-Z])\)$/.exec(named) ?? [];
      expect(read(c.fake, TAB.rolls, `${letter}1`), named).toBe(header);
    }
  });
});

describe("docs/players.md's round on a phone: every word the walkthrough quotes is on the sheet at its step", () => {
  /**
   * What the sheet shows at a step: the card's cells for a Cards step; else the cell the step names, the line's TN and
   * the card's Orders row (`ticked; the card's Orders row ends Ready`).
   */
  function shown(c: Campaign, tab: string, where: string): string[] {
    if (tab === CARDS_TAB) return card(c).flat();
    const a1 = /^([A-Z]+\d+)/.exec(where)?.[1];
    return [...(a1 ? [String(read(c.fake, tab, a1))] : []), tnCell(c), ...orders(c)];
  }

  it('steps 1–11 played on the demo, each quote of "The sheet shows" found where the step looks', () => {
    const c = campaign();
    type(c.fake, RULES, 'B8', 'Tukayyid');
    const act: Record<string, () => void> = {
      '2': () => griffinMechs(c, 'P2', 'Walk'),
      '3': () => griffinMechs(c, 'Q2', '0610'),
      '4': () => type(c.fake, TAB.attacks, 'B2', 'Blackjack'),
      '5': () => type(c.fake, TAB.attacks, 'C2', 'Large Laser, LRM-5'),
      '6': () => type(c.fake, TAB.attacks, 'D2', 'LRM-5'),
      '8': () => type(c.fake, TAB.attacks, 'I2', '6+6'),
      '10': () =>
        c.fake.book
          .sheet(TAB.mechs)
          .getRange('U2')
          .setValues([[true]]),
      '11': () => expect((c.gas.resolveRound(1) as { ok: boolean }).ok).toBe(true),
    };
    const steps = table('| Step | Tab | Cell |')
      .slice(1)
      .filter((r) => Number(r[0]) <= 11);
    expect(steps.length).toBe(11);
    for (const [step, tab, where, , sheetShows] of steps) {
      act[step]?.();
      const cells = shown(c, tab, where);
      for (const quote of quotes(sheetShows))
        expect(
          cells.some((text) => text === quote || text.includes(quote)),
          `step ${step}: ${quote}`,
        ).toBe(true);
    }
    // Step 10: the card's Orders row ends Ready before the Resolve; step 11: Not ready again.
    expect(orders(c)[CARD_COLUMNS - 1]).toBe('Not ready');
  });

  it('step 12: in a tab of their own, =DICESEAL of the seed the post revealed is the seal posted before the round', () => {
    const c = campaign();
    type(c.fake, RULES, 'B8', 'Sealed');
    c.fake.utilities.next.push('seed-of-round-1', 'seed-of-round-2');
    const posted = c.gas.getSidebarState().seal.seal as string;
    expect(posted).toMatch(/^[0-9a-f]{64}$/);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.report.bbcode).toContain("Round 1's seed, revealed: seed-of-round-1");
    const [, tab, where, todo] = table('| Step | Tab | Cell |').find((row) => row[0] === '12') ?? [];
    expect(tab).toContain('a tab of your own');
    expect(todo).toContain('`=DICESEAL("…")`');
    const own = c.fake.book.insertSheet('Anna');
    own.getRange(where).setFormula('=DICESEAL("seed-of-round-1")');
    expect(own.getRange(where).getValue()).toBe(posted);
    expect(posted).toBe(createHash('sha256').update('seed-of-round-1', 'utf8').digest('hex'));
  });
});
