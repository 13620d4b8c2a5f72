// Undo says what it will overwrite before it does: the confirmation — menu and
// sidebar — names every cell the round wrote that was edited since (tab!cell, what it holds
// now, what the round wrote, what Undo puts back) before anything is written. Through the
// built bundle on the fakes.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, dump, mechRow, read, reset, type, writes } from '../harness';

describe('the Undo confirmation names the cells edited since the round, before anything is written', () => {
  it("a cell edited after the round is named in the menu's confirmation; No changes nothing", () => {
    const { fake, gas } = campaign();
    const griffin = mechRow(fake, 'Griffin');
    const armor = cell(MECHS, 'armor.CT', griffin);
    const start = read(fake, MECHS, armor);
    expect(gas.resolveRound(1).ok).toBe(true);
    const wrote = read(fake, MECHS, armor);
    type(fake, MECHS, armor, 99);
    const before = dump(fake);
    reset(fake);
    fake.ui.answers.push('NO');
    gas.menuUndoLastRound();
    expect(fake.ui.alerts).toHaveLength(1);
    expect(fake.ui.alerts[0].prompt).toBe(
      [
        'Undo round 1? Every cell Gator wrote goes back to how it was before it, and its Log rows are removed.',
        '',
        '1 cell written by round 1 was changed since: Undo overwrites your change with what it held before.',
        `• Mechs!${armor} (Griffin, CT Armor): now 99 — round 1 wrote ${wrote}; Undo puts back ${start}`,
      ].join('\n'),
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('Yes restores what the confirmation said: the edited cell back to its value before the round, every cell as at the start', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    const armor = cell(MECHS, 'armor.CT', mechRow(fake, 'Griffin'));
    expect(gas.resolveRound(1).ok).toBe(true);
    type(fake, MECHS, armor, 99);
    fake.ui.answers.push('YES');
    gas.menuUndoLastRound();
    expect(fake.ui.alerts[1].prompt).toMatch(
      /^Round 1 undone: the sheet is at round 1 again\. 1 cell Gator wrote in that round had been changed since/,
    );
    expect(dump(fake)).toEqual(start);
  });

  it('the preview endpoint: an order typed where the round cleared one, a cell the GM blanked; each with what Undo puts back', () => {
    const { fake, gas } = campaign();
    const rifleman = mechRow(fake, 'Rifleman');
    const heat = cell(MECHS, 'heat', rifleman);
    const move = cell(MECHS, 'move', rifleman);
    expect(gas.resolveRound(1).ok).toBe(true);
    const wroteHeat = read(fake, MECHS, heat);
    type(fake, ATTACKS, 'A3', 'Locust');
    type(fake, MECHS, move, 'Walk');
    type(fake, MECHS, heat, '');
    const before = dump(fake);
    reset(fake);
    const p = gas.getUndoPreview();
    expect(p).toMatchObject({ ok: true, target: { kind: 'round', round: 1 } });
    expect(p.editedIntro).toBe(
      '3 cells written by round 1 were changed since: Undo overwrites your changes with what they held before.',
    );
    expect(p.edited).toEqual([
      {
        cell: `Mechs!${move}`,
        text: `Mechs!${move} (Rifleman, Move): now "Walk" — round 1 cleared it; Undo puts back "Run"`,
      },
      {
        cell: `Mechs!${heat}`,
        text: `Mechs!${heat} (Rifleman, Heat): now blank — round 1 wrote ${wroteHeat}; Undo puts back 0`,
      },
      {
        cell: 'Attacks!A3',
        text: 'Attacks!A3 (Attacker): now "Locust" — round 1 cleared it; Undo puts back "Rifleman"',
      },
    ]);
    expect(p.token).toMatch(/^3:[0-9a-f]{8}$/);
    // Read-only: nothing written, and no lock taken.
    expect(writes(fake)).toBe(0);
    expect(fake.log.calls['LockService.getDocumentLock'] ?? 0).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('the sheet changed between the confirmation and Yes: Undo refuses, writing nothing; with the list still true it restores', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    const armor = cell(MECHS, 'armor.CT', mechRow(fake, 'Griffin'));
    const move = cell(MECHS, 'move', mechRow(fake, 'Locust'));
    expect(gas.resolveRound(1).ok).toBe(true);
    type(fake, MECHS, armor, 99);
    const shown = gas.getUndoPreview();
    // Meanwhile a player types an order, and the GM changes the edited cell again.
    type(fake, MECHS, move, 'Walk');
    type(fake, MECHS, armor, 98);
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1, expectedEdits: shown.token });
    expect(u.problems).toEqual([
      {
        code: 'undo/edited_since_preview',
        message: `Undo refused: cells written by round 1 changed after the confirmation was shown (edited now: Mechs!${armor}, Mechs!${move}). Nothing was undone; choose Undo again to see what it would overwrite now.`,
      },
    ]);
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
    // Asked again, the confirmation names both; with its token Undo goes through.
    const again = gas.getUndoPreview();
    expect(again.edited.map((e: { cell: string }) => e.cell)).toEqual([`Mechs!${armor}`, `Mechs!${move}`]);
    expect(gas.undoLast({ kind: 'round', expected: 1, expectedEdits: again.token })).toMatchObject({
      ok: true,
      editedSince: [`Mechs!${armor}`, `Mechs!${move}`],
    });
    expect(dump(fake)).toEqual(start);
  });

  it('nothing edited: the preview says so (token "0"); a refusal Undo would give comes before the confirmation', () => {
    const { fake, gas } = campaign();
    expect(gas.getUndoPreview().problems[0].code).toBe('undo/nothing');
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(gas.getUndoPreview()).toMatchObject({ ok: true, edited: [], editedIntro: '', token: '0' });
    fake.book.sheet(TAB.mechs).insertRows(3);
    type(fake, MECHS, cell(MECHS, 'name', 3), 'Shadow Hawk');
    reset(fake);
    fake.ui.answers.push('YES');
    gas.menuUndoLastRound();
    expect(fake.ui.alerts).toHaveLength(1);
    expect(fake.ui.alerts[0].title).toBe('Gator: nothing undone');
    expect(fake.ui.alerts[0].prompt).toMatch(
      /^• Undo refused: Mechs row 3 was "Rifleman" when round 1 was resolved and is now "Shadow Hawk"/,
    );
    expect(writes(fake)).toBe(0);
  });

  it('an import: the cells of the imported rows edited since are named too, and its Undo honours the token', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok).toBe(true);
    const gunnery = cell(MECHS, 'gunnery', mechRow(fake, 'Atlas AS7-D'));
    type(fake, MECHS, gunnery, 2);
    const p = gas.getUndoPreview();
    expect(p).toMatchObject({ ok: true, target: { kind: 'import', label: 'Atlas AS7-D' } });
    expect(p.edited).toEqual([
      {
        cell: `Mechs!${gunnery}`,
        text: `Mechs!${gunnery} (Atlas AS7-D, Gunnery): now 2 — the import wrote 3; Undo clears it`,
      },
    ]);
    fake.ui.answers.push('NO');
    gas.menuUndoLastRound();
    expect(fake.ui.alerts[0].prompt).toContain(
      `• Mechs!${gunnery} (Atlas AS7-D, Gunnery): now 2 — the import wrote 3; Undo clears it`,
    );
    expect(gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D', expectedEdits: '0' }).problems[0].code).toBe(
      'undo/edited_since_preview',
    );
    expect(gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D', expectedEdits: p.token }).ok).toBe(true);
    expect(dump(fake)).toEqual(start);
  });
});
