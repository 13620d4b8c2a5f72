// One wording for every Undo: the menu's alerts, the sidebar and the server's refusals name a
// write — a round, an import, the start of a battle — in the same words, from one table
// (src/wording/undo.ts). Over the real server functions and the sidebar's controller, on fakes.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { TAB } from '../../src/sheet/schema/columns';
import { safeCellValue } from '../../src/sheet/write/cellValue';
import { snapshotFromRow, snapshotToRow } from '../../src/sheet/undo/row';
import { startNewBattle } from '../../src/server/battle/newBattle';
import { insertLibraryMech } from '../../src/server/import/insert';
import { menuUndoLastRound } from '../../src/server/menu';
import { resolveRound } from '../../src/server/round/resolve';
import { undoLast } from '../../src/server/undo/undoLast';
import { createCall } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import { renderActions } from '../../src/sidebar/views/actions';
import { findNode, textOf } from '../../src/sidebar/vnode';
import { bridge } from './bridge';
import { recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

function setup() {
  const fake = servicesWithTabs(seededDemoTabs());
  const b = bridge(fake);
  const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
  return { fake, b, c };
}

/** The three kinds of write, each made on a fresh demo battle. */
const WRITES: readonly (readonly [string, (fake: FakeServices) => void])[] = [
  ['a resolved round', (fake) => expect(resolveRound(fake, 1).ok).toBe(true)],
  ['an import', (fake) => expect(insertLibraryMech(fake, 'Atlas AS7-D').ok).toBe(true)],
  ['the start of a battle', (fake) => expect(startNewBattle(fake, { name: 'Ambush at Fort Hope' }).ok).toBe(true)],
];

/** The newest undo row rewritten as a version that kept no label would have written it. */
function withoutLabel(fake: FakeServices): void {
  const sheet = fake.book.sheet(TAB.undo);
  const last = sheet.getLastRow();
  const row = sheet.getRange(last, 1, 1, sheet.getLastColumn()).getValues()[0];
  const { label: _label, ...unnamed } = snapshotFromRow(row)!;
  const cells = snapshotToRow(unnamed).map(safeCellValue);
  sheet
    .getRange(last, 1, 1, sheet.getLastColumn())
    .setValues([[...cells, ...new Array(row.length - cells.length).fill('')]]);
}

describe('one wording: the menu asks what the sidebar asks, and both say what was undone alike', () => {
  it.each(WRITES)(
    '%s: the same question in the sidebar and in the menu; the same words once undone',
    async (_what, write) => {
      const { fake, c } = setup();
      write(fake);
      await c.load();
      await c.actions.askUndo();
      const asked = textOf(findNode(renderActions(c.state(), recordingActions()), 'undo-confirm-text')!);
      fake.ui.answers.push('NO');
      menuUndoLastRound(fake);
      expect(fake.ui.alerts[0].prompt).toBe(asked);

      await c.actions.confirmUndo();
      const title = c.state().message!.title;
      expect(c.state().message!.kind).toBe('notice');
      write(fake);
      fake.ui.answers.push('YES');
      fake.ui.promptAnswers.push({ text: '' });
      menuUndoLastRound(fake);
      // `Round 1 undone.` in the sidebar, `Round 1 undone: the sheet is at round 1 again.` in the menu.
      expect(fake.ui.alerts[fake.ui.alerts.length - 1].prompt.startsWith(title.replace(/\.$/, ':'))).toBe(true);
    },
  );

  it('a new battle whose undo row kept no name is "the new battle" to the server, the menu and the sidebar', async () => {
    const { fake, c } = setup();
    expect(startNewBattle(fake, { name: 'Ambush at Fort Hope' }).ok).toBe(true);
    withoutLabel(fake);
    await c.load();
    expect(textOf(findNode(renderActions(c.state(), recordingActions()), 'undo')!)).toBe(
      'Undo start of the new battle',
    );
    const refused = undoLast(fake, { kind: 'round', expected: 1 });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems[0].message).toBe(
      'The last change Gator made is the start of the new battle, not a round: undo that first (Extensions ▸ Gator ▸ Undo last round or import). Nothing was undone.',
    );
    fake.ui.answers.push('NO');
    menuUndoLastRound(fake);
    expect(fake.ui.alerts[0].prompt).toMatch(/^Undo the start of the new battle\? /);
  });
});
