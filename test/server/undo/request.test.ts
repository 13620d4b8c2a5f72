// One Undo endpoint for every kind of write: `undoLast({ kind, expected, expectedEdits, reason })`
// takes back the newest write — a round, an import, the start of a battle — when it is the one
// the caller showed. A request it cannot read is refused in plain words, nothing written.
// Through the built bundle on the fakes.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { campaign, cell, dump, mechRow, reset, type, writes } from '../harness';

describe("undoLast reads one request: the kind, the write shown, the preview's token, the reason", () => {
  it('no request, or a kind Undo does not know: refused naming the kinds it takes, nothing written', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    const before = dump(fake);
    reset(fake);
    for (const request of [undefined, null, {}, { kind: 'rounds' }, 'round']) {
      const r = gas.undoLast(request);
      expect(r.ok, JSON.stringify(request)).toBe(false);
      expect(r.problems[0].code).toBe('undo/bad_request');
      expect(r.problems[0].message).toMatch(
        /^Undo needs the kind of write to undo \(round, import, battle or steps\), got .+\. Nothing was undone\.$/,
      );
    }
    expect(gas.undoLast({ kind: 'rounds' }).problems[0].message).toBe(
      'Undo needs the kind of write to undo (round, import, battle or steps), got "rounds". Nothing was undone.',
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('a round shown as something other than a round number: refused, nothing written', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    reset(fake);
    expect(gas.undoLast({ kind: 'round', expected: 'one' }).problems[0]).toMatchObject({
      code: 'round/bad_request',
      message: 'Undo needs the number of the round to undo, got "one".',
    });
    expect(writes(fake)).toBe(0);
    expect(gas.undoLast({ kind: 'round', expected: '1' })).toMatchObject({
      ok: true,
      undone: { kind: 'round', round: 1 },
    });
  });

  it("the kind shown must be the newest write's: an import asked for over a round is refused, the round then undone", () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    const before = dump(fake);
    const refused = gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' });
    expect(refused.problems[0]).toMatchObject({
      code: 'undo/not_an_import',
      message:
        'The last change Gator made is round 1, not an import: undo that first (Extensions ▸ Gator ▸ Undo last round or import). Nothing was undone.',
    });
    expect(dump(fake)).toEqual(before);
    expect(gas.undoLast({ kind: 'round' })).toMatchObject({
      ok: true,
      undone: { kind: 'round', round: 1 },
      battle: 'Battle 1',
      round: 1,
    });
    expect(dump(fake)).toEqual(start);
  });
});

describe('every kind says which cells it reverted, as a round does', () => {
  it('an import whose imported Gunnery was corrected since: the message names the cell Undo cleared', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok).toBe(true);
    const gunnery = cell(MECHS, 'gunnery', mechRow(fake, 'Atlas AS7-D'));
    type(fake, MECHS, gunnery, 2);
    const u = gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' });
    expect(u).toMatchObject({
      ok: true,
      undone: { kind: 'import', label: 'Atlas AS7-D' },
      editedSince: [`Mechs!${gunnery}`],
      logRowsRemoved: 0,
    });
    expect(u.message).toBe(
      `The import of Atlas AS7-D undone: its rows are cleared. 1 cell Gator wrote in that import had been changed since; Undo put back what it held before the import, so check your later edits there: Mechs!${gunnery}.`,
    );
    expect(dump(fake)).toEqual(start);
  });
});
