// Fair play (docs/fair-play.md), through the built bundle on the fakes: no resolution is ever erased (the
// Record tab), and sealed dice (Dice seed Sealed: the seal before the orders, the seed revealed
// at Resolve, the same seed again after an Undo).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealedDiceSeed } from '../../../src/rules/dice/seal';
import { RULES } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, dump, recordRows, type, type Campaign } from '../harness';

const RECORD = {
  when: 0,
  who: 1,
  what: 2,
  battle: 3,
  round: 4,
  resolution: 5,
  dice: 6,
  seal: 7,
  details: 8,
  reason: 9,
} as const;

function sealed(options: Parameters<typeof campaign>[0] = {}): Campaign {
  const c = campaign(options);
  type(c.fake, RULES, 'B8', 'Sealed');
  return c;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The Log's rows of the current battle, as values. */
const logOf = (c: Campaign) => c.fake.book.sheet(TAB.log).peekValues();

describe('the Record: no resolution is ever erased', () => {
  it('Resolve → Undo (with a reason) → Resolve: the Record keeps both resolutions and the Undo; the second post says it was resolved again, and why', () => {
    const c = campaign();
    type(c.fake, RULES, 'B8', 'Tukayyid');
    const start = dump(c.fake);
    const first = c.gas.resolveRound(1);
    expect(first.ok).toBe(true);
    expect([first.record.resolution, first.record.again]).toEqual([1, '']);
    const undone = c.gas.undoLast({ kind: 'round', expected: 1, reason: '  wrong   target typed ' });
    expect(undone.ok).toBe(true);
    // Undo still restores the campaign byte for byte; only the Record grew.
    expect(dump(c.fake)).toEqual(start);
    const second = c.gas.resolveRound(1);
    expect(second.ok).toBe(true);
    expect(second.record.resolution).toBe(2);
    expect(second.record.again).toBe('resolved again; the first resolution was undone: "wrong target typed"');
    expect(second.report.bbcode.split('\n')[0]).toBe(
      '[hider=Round 1 — resolved again; the first resolution was undone: "wrong target typed"]',
    );
    const againRow = logOf(c).find((r) => r[4] === 'Resolved again');
    expect(againRow?.[8]).toBe('Round 1 resolved again; the first resolution was undone: "wrong target typed".');

    const rows = recordRows(c.fake);
    expect(
      rows.map((r) => [r[RECORD.what], r[RECORD.battle], r[RECORD.round], r[RECORD.resolution], r[RECORD.reason]]),
    ).toEqual([
      ['Round resolved', 'Battle 1', 1, 1, ''],
      ['Round undone', 'Battle 1', 1, 1, 'wrong target typed'],
      ['Round resolved', 'Battle 1', 1, 2, ''],
    ]);
    for (const r of rows) {
      expect(r[RECORD.who]).toBe('gm@example.com');
      expect(String(r[RECORD.when])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    expect(rows[0][RECORD.dice]).toBe(`seed ${first.dice.seed}`);
    expect(c.fake.book.sheet('Record').peekValues()[0]).toEqual([
      'When (UTC)',
      'Who',
      'What',
      'Battle',
      'Round',
      'Resolution',
      'Dice',
      'Seal',
      'Details',
      'Reason',
    ]);
  });

  it('an Undo without a reason says so in the next post', () => {
    const c = campaign();
    c.gas.resolveRound(1);
    c.gas.undoLast({ kind: 'round', expected: 1 });
    expect(c.gas.resolveRound(1).record.again).toBe('resolved again; the first resolution was undone: no reason given');
  });

  it('a new battle, an import and their Undo are on the Record the same way', () => {
    const c = campaign();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(c.gas.startNewBattle({ name: '', repair: true, heal: true }).ok).toBe(true);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2', reason: 'started too early' }).ok).toBe(true);
    expect(c.gas.insertLibraryMech('Locust LCT-1V', 'Scout').ok).toBe(true);
    expect(c.gas.undoLast({ kind: 'import', reason: 'wrong mech' }).ok).toBe(true);
    const rows = recordRows(c.fake).map((r) => [
      r[RECORD.what],
      r[RECORD.battle],
      r[RECORD.round],
      r[RECORD.details],
      r[RECORD.reason],
    ]);
    expect(rows).toEqual([
      ['Round resolved', 'Battle 1', 1, '', ''],
      [
        'New battle',
        'Battle 2',
        1,
        // The pilots' service record (R-16.2–R-16.5), a line a pilot (docs/campaign.md).
        [
          'Battle 1 ended after round 1; mechs repaired, pilots healed; every ammunition bin full (3 bins refilled, R-19.4)',
          'Pilots: Sir Percival (Griffin): +1 XP, Active; 8 damage dealt, 14 taken',
          'Raider Lead (Rifleman): +1 XP, Active; 0 damage dealt, 8 taken',
          'Raider Two (Blackjack): +1 XP, Active; 14 damage dealt, 0 taken',
          'Raider Scout (Locust): +1 XP, Active; 0 damage dealt, 0 taken',
        ].join('\n'),
        '',
      ],
      ['New battle undone', 'Battle 2', 1, 'back to Battle 1, round 2', 'started too early'],
      ['Import', 'Battle 1', 2, 'Scout', ''],
      ['Import undone', 'Battle 1', 2, 'Scout', 'wrong mech'],
    ]);
  });

  it('a refused resolve or undo writes nothing on the Record', () => {
    const c = campaign();
    expect(c.gas.resolveRound(2).ok).toBe(false);
    expect(c.gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(false);
    expect(c.fake.book.getSheetByName('Record')).toBeNull();
  });

  it('the menu asks for the reason after the confirmation; Cancel undoes nothing', () => {
    const c = campaign();
    c.gas.resolveRound(1);
    c.fake.ui.promptAnswers.push({ text: '', button: 'CANCEL' });
    c.gas.menuUndoLastRound();
    expect(recordRows(c.fake)).toHaveLength(1);
    c.fake.ui.promptAnswers.push({ text: 'wrong target typed' });
    c.gas.menuUndoLastRound();
    expect(recordRows(c.fake).map((r) => [r[RECORD.what], r[RECORD.reason]])).toEqual([
      ['Round resolved', ''],
      ['Round undone', 'wrong target typed'],
    ]);
    expect(c.fake.ui.prompts.at(-1)?.title).toBe('Gator: why undo?');
  });
});

describe('sealed dice', () => {
  it('the sidebar shows the seal of the round before the orders; Resolve reveals the seed it seals (DICESEAL) and the post ends with the next seal', () => {
    const c = sealed();
    c.fake.utilities.next.push('seed-of-round-1', 'seed-of-round-2');
    const state = c.gas.getSidebarState();
    expect(state.seal).toEqual({ round: 1, seal: sha256('seed-of-round-1') });
    // Read again: the same seal, never a new one.
    expect(c.gas.getSidebarState().seal.seal).toBe(state.seal.seal);
    // The seed is nowhere in the cells.
    expect(JSON.stringify(c.fake.book.getSheets().map((sheet) => sheet.peekValues()))).not.toContain('seed-of-round-1');

    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(c.gas.DICESEAL('seed-of-round-1')).toBe(state.seal.seal);
    expect(r.report.bbcode).toContain(
      `Round 1's seed, revealed: seed-of-round-1 — its seal (posted before the orders): ${state.seal.seal}.`,
    );
    const lines = r.report.bbcode.split('\n');
    expect(lines.at(-2)).toBe(`Round 2's dice are sealed: ${sha256('seed-of-round-2')}`);
    expect(lines.at(-1)).toBe('[/hider]');
    expect(r.dice.nextSeal).toEqual({ round: 2, seal: sha256('seed-of-round-2') });
    expect(c.gas.getSidebarState().seal).toEqual({ round: 2, seal: sha256('seed-of-round-2') });
    // Revealed in the Log too, and on the Record with the seal it was shown as.
    expect(logOf(c).find((row) => row[4] === 'Sealed seed')?.[7]).toBe('seed-of-round-1');
    const row = recordRows(c.fake)[0];
    expect([row[RECORD.dice], row[RECORD.seal]]).toEqual(['sealed seed seed-of-round-1', state.seal.seal]);
  });

  it('Undo + Resolve of a sealed round uses the same seed: the same orders get the same dice', () => {
    const c = sealed();
    c.gas.getSidebarState();
    const first = c.gas.resolveRound(1);
    expect(c.gas.undoLast({ kind: 'round', expected: 1, reason: 'checking' }).ok).toBe(true);
    const again = c.gas.resolveRound(1);
    expect(again.dice.seed).toBe(first.dice.seed);
    expect(again.report.log).toEqual(first.report.log);
    expect(again.dice.nextSeal).toEqual(first.dice.nextSeal);
    // Only the header differs: it says the round was resolved again.
    expect(again.report.bbcode.split('\n').slice(1)).toEqual(first.report.bbcode.split('\n').slice(1));
  });

  it('a round resolved with no seal shown before (the sidebar never opened) says its seed was drawn at Resolve', () => {
    const c = sealed();
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.report.bbcode).toMatch(
      /Round 1's seed, revealed: [0-9a-f-]{36} — its seal \(drawn only at Resolve: no seal was shown before the orders\)/,
    );
    expect(recordRows(c.fake)[0][RECORD.seal]).toBe('');
  });

  it('a new battle draws the seal of its round 1 at once, on the Record', () => {
    const c = sealed();
    c.gas.resolveRound(1);
    c.fake.utilities.next.push('battle-2-round-1');
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    expect(c.gas.getSidebarState().seal).toEqual({ round: 1, seal: sha256('battle-2-round-1') });
    expect(recordRows(c.fake).at(-1)?.[RECORD.details]).toContain(`round 1 sealed: ${sha256('battle-2-round-1')}`);
  });

  it('Utilities.getUuid needs no scope: the built manifest runs it as it is', () => {
    const c = sealed();
    c.gas.getSidebarState();
    expect(c.fake.log.calls['Utilities.getUuid']).toBe(1);
  });
});

describe('sealed seeds only the GM who drew them can read', () => {
  const GM = 'gm@example.com';
  const ANNA = 'player1@example.com';
  const COGM = 'cogm@example.com';

  /** What every user and every editor can read: the document and script properties, and every cell. */
  function readableByAll(c: Campaign): string {
    const { document, script } = c.fake.properties;
    return JSON.stringify([
      document.getProperties(),
      script.getProperties(),
      c.fake.book.getSheets().map((sheet) => sheet.peekValues()),
    ]);
  }

  it("after a seal is drawn, nothing of its seed — the text, or the dice seed that follows from it — is in the document or script properties or any cell; the GM's own user properties hold it", () => {
    const c = sealed();
    c.fake.utilities.next.push('seed-of-round-1', 'seed-of-round-2');
    expect(c.gas.getSidebarState().seal.seal).toBe(sha256('seed-of-round-1'));
    for (const secret of ['seed-of-round-1', String(sealedDiceSeed('seed-of-round-1'))])
      expect(readableByAll(c)).not.toContain(secret);
    // The seal alone is shown to everyone.
    expect(readableByAll(c)).toContain(sha256('seed-of-round-1'));
    expect(JSON.stringify(c.fake.properties.userStore(GM).getProperties())).toContain('seed-of-round-1');
    // Resolve reveals round 1's seed and draws round 2's, which stays as hidden.
    expect(c.gas.resolveRound(1).ok).toBe(true);
    for (const secret of ['seed-of-round-2', String(sealedDiceSeed('seed-of-round-2'))])
      expect(readableByAll(c)).not.toContain(secret);
  });

  it("a player's sidebar shows the seal the GM drew and never draws one: before the GM's, it shows none", () => {
    const c = sealed({ editors: [ANNA] });
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();
    c.fake.utilities.next.push('seed-of-round-1');
    c.fake.setUser(ANNA);
    expect(c.gas.getSidebarState().seal).toBeNull();
    c.fake.setUser(GM);
    const seal = c.gas.getSidebarState().seal;
    c.fake.setUser(ANNA);
    expect(c.gas.getSidebarState().seal).toEqual(seal);
    expect(c.fake.log.calls['Utilities.getUuid']).toBe(1);
    expect(c.fake.properties.userStore(ANNA).getKeys()).toEqual([]);
  });

  it('a round resolved by another account, which cannot read the seed, says its seal was drawn at Resolve and whose seal was shown', () => {
    const c = sealed({ editors: [COGM] });
    c.fake.utilities.next.push('seed-of-round-1');
    const shown = c.gas.getSidebarState().seal.seal;
    c.fake.setUser(COGM);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.report.bbcode).not.toContain('seed-of-round-1');
    expect(r.report.bbcode).toMatch(
      /Round 1's seed, revealed: [0-9a-f-]{36} — its seal \(drawn only at Resolve: the seal shown before the orders was drawn by gm@example\.com, and only that account can read its seed\)/,
    );
    expect(r.report.bbcode).not.toContain(shown);
    expect(recordRows(c.fake)[0][RECORD.seal]).toBe('');
  });
});
