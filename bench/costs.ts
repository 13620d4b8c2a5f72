// What a round, the sidebar, Undo and Set up cost in service calls and cells read —
// counts, not times, so they are the same on every machine. A GM's column in the middle of
// Mechs; the players' formulas and typed rolls on Attacks; a Log of 20,000 rows
// against one that held nothing before the round.
import type { FakeServices } from '../src/fakes';
import { MECHS } from '../src/sheet/schema/mechsTab';
import { RULES } from '../src/sheet/schema/playTabs';
import { TAB } from '../src/sheet/schema/columns';
import { blank, campaign, cellsRead, reset, type } from '../test/server/harness';
import { typedRound, typePlayersFormulas } from '../test/server/playersFormulas';
import { longLog } from '../test/server/scaled';
import type { BenchLine } from './functions';

/** The calls of one run, the busiest first (at most `top` kinds). */
function tally(fake: FakeServices, top = 8): string {
  const entries = Object.entries(fake.log.calls).sort((a, b) => b[1] - a[1]);
  const shown = entries.slice(0, top).map(([k, n]) => `${k} ${n}`);
  if (entries.length > top) shown.push('…');
  return shown.join(', ');
}

interface Measured {
  readonly calls: number;
  /** Of `calls`, the rule builders' (they touch no spreadsheet: `CallLog.spreadsheetCalls`). */
  readonly builder: number;
  readonly cells: number;
  readonly detail: string;
}

function measured(fake: FakeServices, run: () => void): Measured {
  reset(fake);
  run();
  const calls = fake.log.total;
  return { calls, builder: calls - fake.log.spreadsheetCalls(), cells: cellsRead(fake), detail: tally(fake) };
}

function line(label: string, m: Measured): BenchLine {
  const builder = m.builder > 0 ? ` (${m.calls - m.builder} to the spreadsheet + ${m.builder} rule-builder)` : '';
  return { label, value: `${m.calls} calls${builder}, ${m.cells} cells read (${m.detail})` };
}

function roundWithGmColumn(): BenchLine[] {
  const { fake, gas } = campaign();
  const at = MECHS.columns.findIndex((c) => c.key === 'status') + 1;
  const mechs = fake.book.sheet(TAB.mechs);
  mechs.insertColumns(at);
  mechs.getRange(1, at).setValues([['Portrait']]);
  mechs.getRange(2, at, mechs.getMaxRows() - 1, 1).setNumberFormat('@');
  let written: string[] = [];
  const m = measured(fake, () => {
    written = gas.resolveRound(1).report.written;
  });
  return [line(`resolveRound, demo, GM column between Heat and Status (writes ${written.join(' ')})`, m)];
}

/**
 * The players' formulas in place — the ATTACKTN column, a player's own GATOR and HITCHANCE cells — and rolls typed in
 * the Roll column.
 */
function roundWithTnColumn(): BenchLine[] {
  const c = campaign();
  typePlayersFormulas(c.fake);
  typedRound(c);
  let written: string[] = [];
  const round = measured(c.fake, () => {
    written = c.gas.resolveRound(1).report.written;
  });
  const undo = measured(c.fake, () => c.gas.undoLast({ kind: 'round', expected: 1 }));
  return [
    line(`resolveRound, demo, ATTACKTN column and typed rolls (writes ${written.join(' ')})`, round),
    line('undoLast of that round', undo),
  ];
}

function sidebarAndUndo(logRows: number): BenchLine[] {
  const round = 60;
  const { fake, gas } = campaign();
  type(fake, RULES, 'B2', round);
  longLog(fake, logRows, round);
  gas.resolveRound(round);
  const what = logRows === 0 ? 'Log empty before the round' : `Log of ${logRows.toLocaleString('en')} earlier rows`;
  return [
    line(
      `getSidebarState, ${what}`,
      measured(fake, () => gas.getSidebarState()),
    ),
    line(
      `undoLast, ${what}`,
      measured(fake, () => gas.undoLast({ kind: 'round', expected: round })),
    ),
  ];
}

function setUp(): BenchLine[] {
  const c = blank();
  c.fake.ui.answers.push('YES');
  const first = measured(c.fake, () => c.gas.setupCampaign());
  c.fake.ui.answers.push('NO');
  const second = measured(c.fake, () => c.gas.setupCampaign());
  return [line('Set up campaign + demo battle, new spreadsheet', first), line('Set up campaign again', second)];
}

export function benchCosts(): BenchLine[] {
  return [...roundWithGmColumn(), ...roundWithTnColumn(), ...sidebarAndUndo(0), ...sidebarAndUndo(20000), ...setUp()];
}
