// The after-action report and the Stats tab (docs/campaign.md, The after-action report) through the built bundle on
// the fakes: the demo battle after a few resolved rounds, its report from the Log read once, the menu's dialog, the
// report of the battle just ended from its archived Log, and the Stats rows Start a new battle writes — which its Undo
// takes back.
import { describe, expect, it } from 'vitest';
import { LOCATIONS, TORSOS } from '../../../src/rules/model/location';
import { STATS } from '../../../src/sheet/schema/statsTab';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB, headerRow } from '../../../src/sheet/schema/columns';
import { campaign, cell, cellsRead, dump, mechRow, reset, setRule, type, writes, type Campaign } from '../harness';

/** The demo after three resolved rounds, the Rifleman firing at the Griffin from round 2 on. */
function afterThreeRounds(): Campaign {
  const c = campaign();
  expect(c.gas.resolveRound(1).ok).toBe(true);
  type(c.fake, ATTACKS, 'A2', 'Rifleman');
  type(c.fake, ATTACKS, 'B2', 'Griffin');
  type(c.fake, ATTACKS, 'C2', 'All');
  expect(c.gas.resolveRound(2).ok).toBe(true);
  type(c.fake, ATTACKS, 'A2', 'Rifleman');
  type(c.fake, ATTACKS, 'B2', 'Griffin');
  type(c.fake, ATTACKS, 'C2', 'All');
  expect(c.gas.resolveRound(3).ok).toBe(true);
  reset(c.fake);
  return c;
}

/** The Log's to-hit rows (an Attack or Melee with dice): [attacker, result]. */
function toHitRows(c: Campaign, tab: string = TAB.log): [string, string][] {
  return c.fake.book
    .sheet(tab)
    .peekValues()
    .slice(1)
    .filter((r) => (r[4] === 'Attack' || r[4] === 'Melee') && r[5] !== '')
    .map((r) => [String(r[2]), String(r[7])]);
}

/** A section of the report: its lines under `[b]Title[/b]`, to the blank line. */
function section(text: string, title: string): string[] {
  const lines = text.split('\n');
  const at = lines.indexOf(`[b]${title}[/b]`);
  if (at < 0) return [];
  const end = lines.indexOf('', at);
  return lines.slice(at + 1, end < 0 ? lines.length - 1 : end);
}

describe('the after-action report of the demo battle, from its Log', () => {
  it('after three rounds: outcome, damage per mech and the luck table (R-16.7) as the Log’s to-hit rows say', () => {
    const c = afterThreeRounds();
    const r = c.gas.getAfterActionReport('current');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.battle, r.log, r.rounds]).toEqual(['Battle 1', TAB.log, 3]);
    expect(r.text.split('\n')[0]).toBe('[hider=After-action report: Battle 1]');
    expect(section(r.text, 'Outcome')[0]).toMatch(/^(Undecided|PC won|NPC won) after 3 rounds/);
    expect(section(r.text, 'Damage')).toHaveLength(4);
    // The luck table: one line per mech that rolled to hit, its hits and rolls counted from the Log independently.
    const rolls = toHitRows(c);
    const luck = section(r.text, 'Luck (R-16.7)');
    const attackers = [...new Set(rolls.map(([m]) => m))];
    expect(luck).toHaveLength(attackers.length);
    for (const m of attackers) {
      const mine = rolls.filter(([a]) => a === m);
      const hits = mine.filter(([, res]) => res === 'hit').length;
      const line = luck.find((l) => l.indexOf(`[i]${m}[/i]`) === 0);
      expect(line, m).toContain(
        `: ${hits} ${hits === 1 ? 'hit' : 'hits'} of ${mine.length} ${mine.length === 1 ? 'roll' : 'rolls'}, `,
      );
    }
    expect(r.parts.map((p: { text: string }) => p.text).join('')).toBe(r.text);
  });

  it('the report reads the battle’s Log once, writes nothing, whatever the campaign’s earlier battles', () => {
    const c = afterThreeRounds();
    const logRows = c.fake.book.sheet(TAB.log).getLastRow();
    const r = c.gas.getAfterActionReport('current');
    expect(r.ok).toBe(true);
    expect(writes(c.fake)).toBe(0);
    expect(c.fake.book.sheet(TAB.log).cellsRead).toBe(logRows * 9);
    expect(c.fake.log.calls['Range.getValues']).toBeLessThanOrEqual(3);
    expect(cellsRead(c.fake)).toBeGreaterThan(0);
  });

  it('the menu item shows the report to copy, each part in a box, names escaped', () => {
    const c = afterThreeRounds();
    c.gas.menuAfterActionReport();
    expect(c.fake.ui.dialogs).toHaveLength(1);
    const { html, title } = c.fake.ui.dialogs[0];
    expect(title).toBe('Gator: after-action report, Battle 1');
    const page = html.getContent();
    expect(page).toContain('<textarea readonly rows="12">[hider=After-action report: Battle 1]');
    expect(page).toContain('>Copy</button>');
    expect(writes(c.fake)).toBe(0);
  });
});

/**
 * The demo with the Blackjack on the PC side: in round 1 it fires at the Rifleman beside the Griffin (an assist is 1
 * damage); in round 2 the Rifleman, down to 1 point of structure everywhere, falls to the Griffin — the Griffin's
 * kill, the Blackjack's assist.
 */
function killAndAssist(): Campaign {
  const c = campaign();
  type(c.fake, MECHS, cell(MECHS, 'side', mechRow(c.fake, 'Blackjack')), 'PC');
  type(c.fake, ATTACKS, 'B4', 'Rifleman');
  setRule(c.fake, 'Assist damage', 1);
  expect(c.gas.resolveRound(1).ok).toBe(true);
  const rifleman = mechRow(c.fake, 'Rifleman');
  for (const loc of LOCATIONS) {
    type(c.fake, MECHS, cell(MECHS, `armor.${loc}`, rifleman), 0);
    type(c.fake, MECHS, cell(MECHS, `structure.${loc}`, rifleman), 1);
  }
  for (const loc of TORSOS) type(c.fake, MECHS, cell(MECHS, `rear.${loc}`, rifleman), 0);
  type(c.fake, ATTACKS, 'A2', 'Griffin');
  type(c.fake, ATTACKS, 'B2', 'Rifleman');
  type(c.fake, ATTACKS, 'C2', 'All');
  expect(c.gas.resolveRound(2).ok).toBe(true);
  reset(c.fake);
  return c;
}

/** The roster's XP earned, pilot by pilot. */
function xpEarned(c: Campaign): Map<string, unknown> {
  const xp = PILOTS.columns.findIndex((col) => col.key === 'xpEarned');
  return new Map(
    c.fake.book
      .sheet(TAB.pilots)
      .peekValues()
      .slice(1)
      .map((r) => [String(r[0]), r[xp]]),
  );
}

describe('R-16.4: each pilot’s XP earned, in the after-action report', () => {
  it('R-16.4: a kill and an assist — the report’s XP per pilot are what Start a new battle then credits on the Pilots tab', () => {
    const c = killAndAssist();
    const r = c.gas.getAfterActionReport('current');
    if (!r.ok) throw new Error(JSON.stringify(r));
    const lines = section(r.text, 'XP earned (R-16.4)');
    expect(lines).toContain('[i]Griffin[/i] (Sir Percival): +3 XP (1 battle, 1 kill)');
    expect(lines).toContain('[i]Blackjack[/i] (Raider Two): +2 XP (1 battle, 1 assist)');
    const before = xpEarned(c);
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    const after = xpEarned(c);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const [, pilot, xp] = /\((.+)\): \+(\d+) XP/.exec(line) ?? [];
      expect(Number(after.get(pilot)) - Number(before.get(pilot)), line).toBe(Number(xp));
    }
  });

  it('R-16.4: the XP are the Rules tab’s — at 5 XP per kill the report says +6, and the same Log and settings give the same report', () => {
    const c = killAndAssist();
    setRule(c.fake, 'XP per kill', 5);
    const r = c.gas.getAfterActionReport('current');
    expect(r.ok && section(r.text, 'XP earned (R-16.4)')).toContain(
      '[i]Griffin[/i] (Sir Percival): +6 XP (1 battle, 1 kill)',
    );
    expect(c.gas.getAfterActionReport('current')).toEqual(r);
  });
});

describe('Start a new battle keeps the finished battle’s figures on the Stats tab', () => {
  it('one Stats row per mech of Battle 1, its figures the report’s; the report of the battle just ended is the same from its archived Log', () => {
    const c = afterThreeRounds();
    const before = c.gas.getAfterActionReport('current');
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    const stats = c.fake.book.sheet(TAB.stats).peekValues();
    // The table's header; Gator's per-pilot summary beside it (statsCharts.test.ts).
    expect(stats[0].slice(0, STATS.columns.length)).toEqual(headerRow(STATS));
    expect(stats.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual(
      ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((m) => ['Battle 1', m, 3]),
    );
    // Before the new battle's first round, the menu's report is Battle 1's, read from "Log — battle 1".
    const after = c.gas.getAfterActionReport();
    expect(after.ok && [after.battle, after.log]).toEqual(['Battle 1', 'Log — battle 1']);
    expect(after.ok && after.text).toBe(before.ok && before.text);
    const damage = before.ok ? section(before.text, 'Damage') : [];
    for (const row of stats.slice(1))
      expect(damage).toContain(`[i]${row[1]}[/i] (${row[2]}): dealt ${row[5]}, took ${row[6]}`);
  });

  it('Protect the campaign keeps the Stats tab the GM’s, as the record tabs', () => {
    const c = afterThreeRounds();
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();
    expect(c.fake.ui.alerts.slice(-1)[0].prompt).toMatch(/^Protected for you: .*Stats\./m);
    expect(c.fake.book.sheet(TAB.stats).getProtections('SHEET')).toHaveLength(1);
  });

  it('Undo of the new battle removes the Stats rows: the Stats tab it made is gone, every other cell as it was', () => {
    const c = afterThreeRounds();
    const before = dump(c.fake);
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    expect(c.fake.book.getSheetByName(TAB.stats)).not.toBeNull();
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(c.fake.book.getSheetByName(TAB.stats)).toBeNull();
    expect(dump(c.fake)).toEqual(before);
  });

  it('a battle already on the Stats tab is rewritten in place (keyed by Battle and Mech), a GM’s column kept; Undo puts the old row back', () => {
    const c = afterThreeRounds();
    const sheet = c.fake.book.insertSheet(TAB.stats);
    sheet.getRange(1, 1, 3, 13).setValues([
      [...headerRow(STATS), 'GM notes'],
      ['Battle 1', 'Griffin', 'old', 'PC', 1, 99, 99, 9, 9, 9, 9, 9, 'kept'],
      ['Battle 0', 'Griffin', 'Jake', 'PC', 5, 1, 2, 0, 0, 1, 1, 0, ''],
    ]);
    const before = sheet.peekValues();
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    const rows = sheet.peekValues();
    expect(rows.filter((r) => r[0] === 'Battle 1' && r[1] === 'Griffin')).toHaveLength(1);
    expect(rows[1][4]).toBe(3);
    expect(rows[1][12]).toBe('kept');
    expect(rows[2].slice(0, before[2].length)).toEqual(before[2]);
    expect(rows.slice(3).map((r) => r[1])).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(sheet.peekValues().slice(0, 3)).toEqual(before);
    expect(c.fake.book.getSheetByName(TAB.stats)).not.toBeNull();
  });
});

describe('a Stats tab whose header cannot be read stops the new battle, naming the cell', () => {
  it('a header used twice: refused with the Stats tab’s cell, nothing written', () => {
    const c = afterThreeRounds();
    const sheet = c.fake.book.insertSheet(TAB.stats);
    sheet.getRange(1, 1, 1, 13).setValues([[...headerRow(STATS), 'Mech']]);
    const before = dump(c.fake);
    const r = c.gas.startNewBattle({ repair: false, heal: false });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p: { message: string }) => p.message).join('\n')).toMatch(/^Stats!/);
    expect(dump(c.fake)).toEqual(before);
  });
});
