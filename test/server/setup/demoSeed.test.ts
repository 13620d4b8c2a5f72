// The demo battle is the seed's worked example, cell for cell. The demo is loaded by
// the BUILT add-on's own menu functions on the in-memory services, with the players' formulas
// typed in and evaluated as Sheets would (the playground's session: dist/Code.js on the fakes,
// whose own evaluator runs the formulas); the check columns, the TN column, the sidebar and docs/custom-functions.md
// are compared
// with the numbers the seed's text states.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT, readDist } from '../../../playground/bundle';
import { Session } from '../../../playground/session';
import { CHECK_COLUMN, CHECK_HEADERS } from '../../../playground/tnFormulas';
import { columnLetters } from '../../../src/fakes';

/** The seed's three examples: the Griffin's TN with each weapon against each target, as its text states them. */
const SEED: Readonly<Record<string, Readonly<Record<string, number | string>>>> = {
  // Example 1: "a TN of 6 to hit with the Large Laser, 7 to hit with the LRMs, and 8 to hit with the Medium Lasers".
  Blackjack: { 'Large Laser': 6, 'LRM-5': 7, 'Medium Laser': 8 },
  // Example 2: "a TN of 8 to hit with the LRMs, 10 to hit with the Large Laser, and 12 to hit with the Medium Lasers".
  Rifleman: { 'LRM-5': 8, 'Large Laser': 10, 'Medium Laser': 12 },
  // Example 3: "a TN of 9 to hit with the LRMs, 11 to hit with the Large Laser, and cannot hit with the Medium Lasers".
  Locust: { 'LRM-5': 9, 'Large Laser': 11, 'Medium Laser': 'Out of range' },
};
/** The seed's distances and TMMs ("Running Speed of 8 … TMM of 2", 6 → 1, 12 → 3). */
const HEXES: Readonly<Record<string, number>> = { Blackjack: 5, Rifleman: 7, Locust: 11 };
const TMM: Readonly<Record<string, number>> = { Blackjack: 2, Rifleman: 1, Locust: 3 };

let session: Session;
beforeEach(() => {
  session = Session.demo(readDist());
});

interface CheckRow {
  readonly a1: string;
  readonly target: string;
  readonly weapon: string;
  readonly hexes: unknown;
  readonly tn: unknown;
}

/** The Griffin player's check block (Attacks!K–P), evaluated. */
function checkRows(): CheckRow[] {
  const sheet = session.fake.book.sheet('Attacks');
  const width = CHECK_HEADERS.length;
  const values = sheet.getRange(1, CHECK_COLUMN, sheet.getLastRow(), width).getValues();
  expect(values[0]).toEqual([...CHECK_HEADERS]);
  const col = (h: (typeof CHECK_HEADERS)[number]) => CHECK_HEADERS.indexOf(h);
  return values
    .slice(1)
    .map((row, i) => ({
      a1: `Attacks!${columnLetters(CHECK_COLUMN + col("Griffin's TN"))}${i + 2}`,
      target: String(row[col("Griffin's check: fires at")]),
      weapon: String(row[col('With')]),
      hexes: row[col('Hexes')],
      tn: row[col("Griffin's TN")],
    }))
    .filter((r) => r.target !== '');
}

function mechsCell(header: string, mech: string): { row: number; col: number } {
  const values = session.fake.book.sheet('Mechs').getDataRange().getValues();
  const col = values[0].indexOf(header) + 1;
  const row = values.findIndex((r) => r[0] === mech) + 1;
  if (col < 1 || row < 2) throw new Error(`no ${header} for ${mech}`);
  return { row, col };
}

function edit(header: string, mech: string, input: string): void {
  const { row, col } = mechsCell(header, mech);
  session.edit('Mechs', row, col, input);
}

interface Advice {
  ok: boolean;
  targets: {
    target: string;
    distance: number;
    weapons: { name: string; tn: { ok: boolean; total?: number; code?: string } }[];
  }[];
}

function griffinAdvice(): Advice {
  const a = session.call('getTargetAdvice', ['Griffin']) as Advice;
  expect(a.ok).toBe(true);
  return a;
}

/** The sidebar's target advisor for the Griffin: target → weapon → TN (or the reason it cannot fire). */
function advisedTns(): Record<string, Record<string, number | string>> {
  const advice = griffinAdvice();
  const out: Record<string, Record<string, number | string>> = {};
  for (const t of advice.targets) {
    out[t.target] = {};
    for (const w of t.weapons)
      out[t.target][w.name] = w.tn.ok
        ? (w.tn.total as number)
        : w.tn.code === 'attack/out_of_range'
          ? 'Out of range'
          : String(w.tn.code);
  }
  return out;
}

/** docs/custom-functions.md's table of the demo's numbers: target → weapon → TN. */
function documentedTable(): Record<string, Record<string, number | string>> {
  const text = readFileSync(join(ROOT, 'docs', 'custom-functions.md'), 'utf8');
  const start = text.indexOf('| seed example |');
  expect(start, 'docs/custom-functions.md has the demo table').toBeGreaterThan(0);
  const lines = text.slice(start).split('\n');
  const header = lines[0]
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
  const weapons = header.slice(2);
  const out: Record<string, Record<string, number | string>> = {};
  for (const line of lines.slice(2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean);
    const target = cells[1].split(' ')[0];
    out[target] = {};
    weapons.forEach((w, i) => {
      const v = cells[i + 2];
      out[target][w] = /^\d+$/.test(v) ? Number(v) : v;
    });
  }
  return out;
}

describe("the demo battle is the seed's worked example (R-1.2, R-2.1, R-3.1–R-3.3)", () => {
  it("the check columns show the seed's numbers cell for cell: Blackjack 6/7/8, Rifleman 8/10/12, Locust 9/11/out of range", () => {
    const rows = checkRows();
    expect(rows.map((r) => `${r.target} ${r.weapon}`)).toEqual(
      Object.keys(SEED).flatMap((t) => Object.keys(SEED[t]).map((w) => `${t} ${w}`)),
    );
    for (const r of rows) {
      expect(r.hexes, `${r.a1}: hexes to the ${r.target}`).toBe(HEXES[r.target]);
      expect(r.tn, `${r.a1}: ${r.weapon} at the ${r.target}`).toBe(SEED[r.target][r.weapon]);
    }
  });

  it('the Blackjack runs 8 as the seed says (Walk 5), so its TMM is 2', () => {
    const run = mechsCell('Run', 'Blackjack');
    const walk = mechsCell('Walk', 'Blackjack');
    const values = session.fake.book.sheet('Mechs').getDataRange().getValues();
    expect([values[walk.row - 1][walk.col - 1], values[run.row - 1][run.col - 1]]).toEqual([5, 8]);
  });

  it("the sidebar's target advisor gives the Griffin the same nine numbers", () => {
    expect(advisedTns()).toEqual(SEED);
  });

  it("the TN column (ATTACKTN) and the sidebar preview give the declared attack on the Rifleman the seed's 8 / 10 / 12", () => {
    const h2 = session.fake.book.sheet('Attacks').getRange('H2').getValue();
    // The Large Laser is the Griffin's freebie: the TN cell shows no roll for it; the preview keeps its 10.
    expect(String(h2).split(' · ').sort()).toEqual(['LRM-5 ×2 8', 'Large Laser freebie', 'Medium Laser ×2 12']);
    const state = session.call('getSidebarState', []) as {
      attacks: { attacker: string; target: string; weapons: { name: string; tn: { total: number } }[] }[];
    };
    const line = state.attacks.find((a) => a.attacker === 'Griffin' && a.target === 'Rifleman')!;
    const byName: Record<string, number> = {};
    for (const w of line.weapons) byName[w.name] = w.tn.total;
    expect(byName).toEqual(SEED.Rifleman);
  });

  it('the demo table of docs/custom-functions.md states the same numbers as the sheet and the sidebar', () => {
    expect(documentedTable()).toEqual(SEED);
  });

  it("the check columns follow the Griffin's declared Move to and Move, as the advisor does", () => {
    // The Griffin walks one hex east, 0709: in the open, like its lines to the Blackjack and the Locust.
    edit('Move to', 'Griffin', '0709');
    edit('Move', 'Griffin', 'Walk');
    const advised = advisedTns();
    const distance = new Map(griffinAdvice().targets.map((t) => [t.target, t.distance] as const));
    const rows = checkRows().filter((x) => x.target !== 'Rifleman');
    for (const r of rows) {
      expect(r.hexes, `${r.a1}: hexes from 0709 to the ${r.target}`).toBe(distance.get(r.target));
      expect(r.tn, `${r.a1}: ${r.weapon} at the ${r.target} from 0709, walking`).toBe(advised[r.target][r.weapon]);
    }
    // Walking is AMM 0, one less than the seed's running Griffin, from one hex further from the Blackjack.
    expect(distance.get('Blackjack')).toBe(6);
    expect(rows.find((r) => r.target === 'Blackjack' && r.weapon === 'Large Laser')!.tn).toBe(7);
  });

  it('after a round clears the orders, a blank Move reads as standing still: AMM −1, every target TMM 0', () => {
    const resolved = session.call('resolveRound', [1]) as { ok: boolean };
    expect(resolved.ok).toBe(true);
    const { row, col } = mechsCell('Move', 'Griffin');
    expect(session.fake.book.sheet('Mechs').getRange(row, col).getValue()).toBe('');
    for (const r of checkRows()) {
      const seed = SEED[r.target][r.weapon];
      // The seed's TN had +1 for running and the target's TMM; standing still is −1 and TMM 0.
      const expected = typeof seed === 'number' ? seed - 2 - TMM[r.target] : seed;
      expect(r.tn, `${r.a1}: ${r.weapon} at the ${r.target} after the round`).toBe(expected);
    }
  });
});

describe("the Griffin player's chances show as percentages, not 0.58333333333", () => {
  it('=HITCHANCE of each TN cell, formatted 0%: TN 7 shows 58%, TN 6 72%, out of range 0%', () => {
    const attacks = session.view().sheets.find((s) => s.name === 'Attacks');
    if (!attacks) throw new Error('no Attacks tab');
    const header = attacks.rows[0].map((c) => c.text);
    const [target, weapon, chance] = ["Griffin's check: fires at", 'With', "Griffin's chance"].map((h) =>
      header.indexOf(h),
    );
    const shown = Object.fromEntries(
      attacks.rows
        .slice(1)
        .filter((r) => r[target]?.text)
        .map((r) => [`${r[target].text} ${r[weapon].text}`, r[chance]]),
    );
    expect(shown['Blackjack LRM-5'].text).toBe('58%');
    expect(shown['Blackjack LRM-5'].input).toMatch(/^=HITCHANCE\(O\d+\)$/);
    expect(shown['Blackjack Large Laser'].text).toBe('72%');
    expect(shown['Locust Medium Laser'].text).toBe('0%');
  });
});

describe('the TN column shows its text, and a round leaves the widths as they were', () => {
  it('Set up makes the TN column 360 px wide and wraps it; the widths are the same after Resolve round', () => {
    const attacks = () => {
      const tab = session.view().sheets.find((s) => s.name === 'Attacks');
      if (!tab) throw new Error('no Attacks tab');
      return tab;
    };
    const tn = attacks().rows[0].findIndex((c) => c.text === 'TN');
    expect(attacks().widths[tn]).toBe(360);
    expect(attacks().rows[1][tn].text).toContain('LRM-5 ×2 8');
    expect(attacks().rows[1][tn].wrap).toBe(true);
    const before = session.view().sheets;
    expect((session.call('resolveRound', [1]) as { ok: boolean }).ok).toBe(true);
    const after = session.view().sheets;
    // A tab whose content grew shows more columns; each column shown before keeps its width.
    for (const b of before)
      expect([b.name, after.find((a) => a.name === b.name)?.widths.slice(0, b.widths.length)]).toEqual([
        b.name,
        b.widths,
      ]);
  });
});
