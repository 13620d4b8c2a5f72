// One story across every view (docs/sidebar.md): the sheet's TN column (ATTACKTN), the sidebar's
// round status and attack preview, the target advisor, the Log and the forum post say the same
// thing. Through the BUILT bundle (dist/Code.js) on the in-memory Apps Script services, on the
// demo battle; the sidebar's words are its own render functions over the bundle's answers.
import { describe, expect, it } from 'vitest';
import { renderPreview } from '../../src/sidebar/views/preview';
import { renderStatus } from '../../src/sidebar/views/status';
import { allNodes, textOf } from '../../src/sidebar/vnode';
import type { SidebarState } from '../../src/server/sidebar/views';
import { ATTACKS, RULES } from '../../src/sheet/schema/playTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { TAB } from '../../src/sheet/schema/columns';
import { CARDS_TAB, cardRow } from '../../src/sheet/setup/cardsTab';
import { appState, recordingActions } from '../sidebar/clientData';
import { campaign, cell, mechRow, type, type Campaign } from './harness';

/** The demo campaign with a fixed Dice seed, so a round plays the same on every run. */
function demo(): Campaign {
  const c = campaign();
  type(c.fake, RULES, 'B8', 'Tukayyid');
  return c;
}

function setMech(c: Campaign, mech: string, key: string, value: unknown): void {
  type(c.fake, MECHS, cell(MECHS, key, mechRow(c.fake, mech)), value);
}

/** The TN column as Sheets computes it: ATTACKTN over the tabs, the Attacks range stopping before the TN column. */
function tnColumn(c: Campaign): unknown[] {
  const grid = (tab: string) => c.fake.book.sheet(tab).getDataRange().getValues();
  const tn = ATTACKS.columns.findIndex((col) => col.key === 'tn');
  const attacks = grid(TAB.attacks).map((r) => r.slice(0, tn));
  return (
    c.gas.ATTACKTN(
      attacks,
      grid(TAB.mechs),
      grid(TAB.equipment),
      grid(TAB.catalog),
      grid(TAB.map),
      grid(TAB.rules),
    ) as unknown[][]
  ).map((r) => r[0]);
}

function sidebar(c: Campaign): SidebarState {
  const state = c.gas.getSidebarState();
  expect(state.ok).toBe(true);
  return state as SidebarState;
}

/** The round status panel's text for one mech, as the sidebar renders it. */
function statusText(state: SidebarState, mech: string): string {
  const tree = renderStatus(appState({ view: state }), recordingActions());
  const item = allNodes(tree).find((n) => n.attrs['data-mech'] === mech);
  if (!item) throw new Error(`no status line for ${mech}`);
  return textOf(item);
}

/** The attack preview panel's text for one line. */
function previewText(state: SidebarState, line: number): string {
  const tree = renderPreview(appState({ view: state }), recordingActions());
  const item = allNodes(tree).find((n) => n.attrs['data-testid'] === 'attack-preview' && n.attrs['data-line'] === line);
  if (!item) throw new Error(`no preview for line ${line}`);
  return textOf(item);
}

/** The post's section heads in order: `[b]Movement[/b]` → `Movement`. */
function sections(bbcode: string): string[] {
  return bbcode.split('\n').flatMap((l) => {
    const m = /^\[b\](.+)\[\/b\]$/.exec(l);
    return m ? [m[1]] : [];
  });
}

/** The lines of one section of the post. */
function section(bbcode: string, head: string): string[] {
  const lines = bbcode.split('\n');
  const start = lines.indexOf(`[b]${head}[/b]`);
  if (start < 0) return [];
  const out: string[] = [];
  for (let i = start + 1; i < lines.length && lines[i] !== '' && !/^\[(b|hider|\/hider)/.test(lines[i]); i++)
    out.push(lines[i]);
  return out;
}

describe('R-2.7: moving in place, the same words in every view', () => {
  it('R-2.7: the demo\'s mechs Run with no Move to: the status says "Run in place", the Log and the post "ran in place in 0415", never "stood still"', () => {
    const c = demo();
    const state = sidebar(c);
    expect(state.status.mechs.map((m) => m.move)).toEqual([
      'Run in place',
      'Run in place',
      'Run in place',
      'Run in place',
    ]);
    expect(statusText(state, 'Rifleman')).toContain('Move: Run in place');

    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const movement = section(r.report.bbcode, 'Movement');
    expect(movement).toEqual([
      '[i]Griffin[/i] ran in place in 0609',
      '[i]Rifleman[/i] ran in place in 0415',
      '[i]Blackjack[/i] ran in place in 0111',
      '[i]Locust[/i] ran in place in 1516',
    ]);
    expect(r.report.bbcode).not.toContain('stood still');
    // The Log tab's rows say it too, and the attack rolls and the heat agree: +1 ran, ran 2.
    const log = c.fake.book.sheet(TAB.log).getDataRange().getValues();
    const details = log.map((row) => String(row[8]));
    expect(details).toContain('Rifleman ran in place in 0415');
    expect(details.some((d) => /^Rifleman heat: .*ran 2/.test(d))).toBe(true);
    const riflemanShots = log.filter(
      (row) => row[1] === 'Attacks' && row[2] === 'Rifleman' && row[4] === 'Attack' && row[5] !== '',
    );
    expect(riflemanShots.length).toBeGreaterThan(0);
    for (const row of riflemanShots) expect(String(row[8])).toContain('(3 gunnery + 1 ran + 2 target TMM');
  });
});

describe('R-2.7: a jump needs a new hex', () => {
  it("R-2.7: a Jump with no Move to is refused, the problem placed on the Griffin's Move to cell", () => {
    const c = demo();
    setMech(c, 'Griffin', 'move', 'Jump');
    const problem = sidebar(c).status.problems.find((p) => p.code === 'move/jump_in_place')!;
    expect(problem.message).toBe(
      'Griffin jumps but stays in 0609: a jump must land in a new hex at least 1 away — give it a Move to, or walk or run in place (R-2.7).',
    );
    expect(problem.cell).toBe(`Mechs!${cell(MECHS, 'moveTo', mechRow(c.fake, 'Griffin'))}`);
  });
});

describe('R-11.2: an unconscious pilot, the same story in every view', () => {
  function unconsciousGriffin(): Campaign {
    const c = demo();
    setMech(c, 'Griffin', 'pilotStatus', 'Unconscious');
    setMech(c, 'Griffin', 'wounds', 2);
    return c;
  }
  // Two wounds: wake roll 3 + 2 = 5 (30 of 36: 83%); every TN of the Griffin +2.
  const ONLY_IF = "Only if Griffin's pilot wakes (wake roll TN 5, 83%)";

  it('R-11.2: the status shows the pilot unconscious with the wake roll; the TN column and the preview give the TNs only if it wakes', () => {
    const c = unconsciousGriffin();
    const state = sidebar(c);
    const griffin = state.status.mechs.find((m) => m.name === 'Griffin')!;
    expect([griffin.pilotStatus, griffin.wake]).toEqual(['unconscious', { kind: 'roll', tn: 5, chance: 30 / 36 }]);
    expect(statusText(state, 'Griffin')).toContain(
      'pilot unconscious: wake roll TN 5 (83%) at the start of the round; if it fails, Griffin does nothing',
    );

    const [griffinLine] = tnColumn(c);
    expect(griffinLine).toBe(`${ONLY_IF}: Large Laser freebie · Medium Laser ×2 14 · LRM-5 ×2 10`);
    expect(String(griffinLine)).not.toContain('cannot attack');

    const line = state.attacks[0];
    expect(line.onlyIf).toEqual({ tn: 5, chance: 30 / 36, text: ONLY_IF });
    expect(line.weapons.map((w) => (w.tn.ok ? w.tn.total : w.tn.reason))).toEqual([12, 14, 14, 10, 10]);
    expect(previewText(state, 0)).toContain(`${ONLY_IF}: otherwise Griffin does nothing this round.`);

    const advice = c.gas.getTargetAdvice('Griffin');
    expect([advice.ok, advice.onlyIf?.text]).toEqual([true, ONLY_IF]);
  });

  it('R-14.1: the post and the Log list the wake roll first, before movement and attacks, as it happened', () => {
    const c = unconsciousGriffin();
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const heads = sections(r.report.bbcode);
    expect(heads.indexOf('Start of round')).toBe(0);
    expect(heads.indexOf('Movement')).toBe(1);
    const start = section(r.report.bbcode, 'Start of round');
    expect(start[0]).toMatch(/^\[i\]Griffin\[\/i\] wake-up check \(2 wounds\): \d+ \(\d\+\d\) vs TN 5 /);
    // Said once: the Pilots recap keeps what happened later in the round.
    expect(section(r.report.bbcode, 'Pilots').some((l) => /wake-up check/.test(l))).toBe(false);

    // The Log tab: the seed row, then every Start row, then Movement.
    const log = c.fake.book.sheet(TAB.log).getDataRange().getValues().slice(1);
    const steps = log
      .filter((row) => row[0] === 1 && String(row[8]).indexOf('[hider=') !== 0)
      .map((row) => String(row[1]));
    const firstMove = steps.indexOf('Movement');
    expect(steps.slice(0, firstMove).every((s) => s === 'Start')).toBe(true);
    expect(steps.slice(firstMove).indexOf('Start')).toBe(-1);
    expect(log.find((row) => row[4] === 'Wake-up check')![1]).toBe('Start');

    const woke = r.report.log.some((row: unknown[]) => /Pilot of Griffin wakes up/.test(String(row[8])));
    const fired = r.report.log.some((row: unknown[]) => row[1] === 'Attacks' && row[2] === 'Griffin');
    expect(fired).toBe(woke);
  });
});

describe('R-11.2: an unconscious target, the same story in every view', () => {
  // The Griffin's pilot (2 wounds) rolls 5 to wake (83%); it declared Run in place in 0609.
  const STAYS_OUT = "If Griffin's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0609 (TMM 0)";
  function unconsciousGriffin(): Campaign {
    const c = demo();
    setMech(c, 'Griffin', 'pilotStatus', 'Unconscious');
    setMech(c, 'Griffin', 'wounds', 2);
    return c;
  }

  it('R-11.2: the TN column, the preview and the advisor give the TNs at a Griffin that wakes and runs, and the TNs if it stays unconscious (TMM 0) beside them', () => {
    const c = unconsciousGriffin();
    const awake = tnColumn(demo());
    const [, rifleman, blackjack] = tnColumn(c);
    // As if it wakes: the same TNs as an awake, running Griffin (its TMM 2, not 0).
    expect(rifleman).toBe(`${awake[1]} — ${STAYS_OUT}: Large Laser ×2 9 · AC/5 ×2 9`);
    expect(awake[1]).toBe('Large Laser ×2 11 · AC/5 ×2 11');
    expect(String(blackjack).startsWith(`${awake[2]} — ${STAYS_OUT}: `)).toBe(true);
    expect(String(blackjack)).not.toContain('target TMM (pilot unconscious)');

    const state = sidebar(c);
    const line = state.attacks[1];
    expect(line.targetStaysOut).toEqual({ tn: 5, chance: 30 / 36, text: STAYS_OUT });
    expect(
      line.weapons.map((w) => [w.tn.ok && w.tn.total, w.ifTargetStaysOut?.ok && w.ifTargetStaysOut.total]),
    ).toEqual([
      [11, 9],
      [11, 9],
      [11, 9],
      [11, 9],
    ]);
    expect(line.weapons[0].tn.ok && line.weapons[0].tn.breakdown).toContain('+ 2 target TMM');
    const text = previewText(state, 1);
    expect(text).toContain(`${STAYS_OUT}: each TN then is under it.`);
    expect(text).toContain("If Griffin's pilot stays unconscious: TN 9 · 28% to hit");

    const advice = c.gas.getTargetAdvice('Rifleman');
    const atGriffin = advice.targets.find((t: { target: string }) => t.target === 'Griffin');
    expect(atGriffin.staysOut.text).toBe(STAYS_OUT);
    const laser = atGriffin.weapons.find((w: { name: string }) => w.name === 'Large Laser');
    expect([laser.tn.total, laser.ifTargetStaysOut.total]).toEqual([11, 9]);
    // The odds weigh both outcomes of the wake roll: 83% × 3/36 + 17% × 10/36.
    expect(laser.chance).toBeCloseTo((30 / 36) * (3 / 36) + (6 / 36) * (10 / 36), 10);
  });

  it.each([
    ['Tukayyid', 'wakes (9 vs 5)', true, 11],
    ['seed 12', 'stays unconscious (2 vs 5)', false, 9],
  ])(
    "R-11.2, R-14.1: Dice seed %s, the Griffin's pilot %s: the Rifleman's Large Lasers are rolled at the TN the TN column gave for that outcome",
    (seed, _outcome, wakes, tn) => {
      const c = unconsciousGriffin();
      type(c.fake, RULES, 'B8', seed);
      expect(tnColumn(c)[1]).toBe(`Large Laser ×2 11 · AC/5 ×2 11 — ${STAYS_OUT}: Large Laser ×2 9 · AC/5 ×2 9`);
      const r = c.gas.resolveRound(1);
      expect(r.ok).toBe(true);
      expect(r.report.log.some((row: unknown[]) => /Pilot of Griffin wakes up/.test(String(row[8])))).toBe(wakes);
      const rolled = r.report.log.filter(
        (row: unknown[]) => row[1] === 'Attacks' && row[2] === 'Rifleman' && row[4] === 'Attack' && row[5] !== '',
      );
      expect(rolled.map((row: unknown[]) => row[6])).toEqual([tn, tn, tn, tn]);
    },
  );
});

describe('refused moves: where an order is illegal, no TN pretends otherwise', () => {
  function griffinWalksTooFar(): Campaign {
    const c = demo();
    setMech(c, 'Griffin', 'move', 'Walk');
    setMech(c, 'Griffin', 'moveTo', '1609');
    return c;
  }

  it('the status names the problem on the Move to cell; the TN column, the preview and the advisor give no TN for any line it touches', () => {
    const c = griffinWalksTooFar();
    const state = sidebar(c);
    const problem = state.status.problems.find((p) => p.code === 'move/too_far')!;
    expect(problem.message).toMatch(/^Griffin cannot walk to 1609: the cheapest path costs \d+ MP and it has 5\.$/);
    expect(problem.cell).toBe(`Mechs!${cell(MECHS, 'moveTo', mechRow(c.fake, 'Griffin'))}`);

    const refusal = `No TN until Griffin's move is fixed: ${problem.message}`;
    // Every demo line involves the Griffin: its own at the Rifleman, the Rifleman's and the Blackjack's at it.
    expect(tnColumn(c)).toEqual([refusal, refusal, refusal]);

    for (const line of state.attacks) {
      expect(line.illegal).toEqual({ code: 'attack/illegal_move', reason: refusal });
      expect(line.weapons.every((w) => !w.tn.ok && w.tn.reason === refusal)).toBe(true);
    }
    const text = previewText(state, 0);
    expect(text).toContain(refusal);
    expect(text).toContain('no TN until the move is fixed');
    expect(text).not.toMatch(/TN \d+ ·/);

    const advice = c.gas.getTargetAdvice('Griffin');
    expect(advice).toEqual({
      ok: false,
      problems: [{ code: 'attack/illegal_move', mech: 'Griffin', message: refusal }],
    });
    const blackjack = c.gas.getTargetAdvice('Blackjack');
    const atGriffin = blackjack.targets.find((t: { target: string }) => t.target === 'Griffin');
    expect(
      atGriffin.weapons.every((w: { tn: { ok: boolean; reason: string } }) => !w.tn.ok && w.tn.reason === refusal),
    ).toBe(true);
  });

  it("R-2.8: a move into another mech's hex is refused on its Move to cell, and the TN column says so", () => {
    const c = demo();
    setMech(c, 'Griffin', 'moveTo', '0610');
    setMech(c, 'Rifleman', 'moveTo', '0610');
    const state = sidebar(c);
    const problem = state.status.problems.find((p) => p.code === 'move/occupied')!;
    expect(problem.message).toBe(
      'Rifleman cannot end its move in 0610: Griffin stands there when Rifleman moves (R-2.8: one mech a hex).',
    );
    expect(problem.cell).toBe(`Mechs!${cell(MECHS, 'moveTo', mechRow(c.fake, 'Rifleman'))}`);
    expect(tnColumn(c)[1]).toBe(`No TN until Rifleman's move is fixed: ${problem.message}`);
  });
});

describe('R-15.1: a blank Move is no move yet, the same story in every view', () => {
  it("the Griffin's Move cleared: the TN column, its card and the preview all say its TNs are for it standing still", () => {
    const c = demo();
    setMech(c, 'Griffin', 'move', '');
    const [griffinLine] = tnColumn(c);
    expect(griffinLine).toMatch(/^No move yet — if it stands: /);
    const card = c.fake.book
      .sheet(CARDS_TAB)
      .getRange(cardRow(1) + 1, 2)
      .getValue();
    expect(card).toBe('No move yet (TNs below: if it stands)');
    const state = sidebar(c);
    expect(statusText(state, 'Griffin')).toContain('Move: No move yet');
    expect(previewText(state, 0)).toContain('Griffin has no move yet: these TNs are for it standing still.');
    // The TNs themselves are those of an explicit Stand, which needs no such words.
    setMech(c, 'Griffin', 'move', 'Stand');
    const [standing] = tnColumn(c);
    expect(griffinLine).toBe(`No move yet — if it stands: ${standing}`);
  });
});
