// The playground has no Extensions menu, so it shows the add-on's own one — built by
// the bundle's onOpen from the same definition as in Sheets — and runs its items, asking their
// questions on the page one at a time.
import { beforeEach, describe, expect, it } from 'vitest';
import { menuItems, runMenuItem, type MenuAnswer, type MenuOutcome } from '../../playground/menu';
import { readDist } from '../../playground/bundle';
import { Session } from '../../playground/session';

let session: Session;
beforeEach(() => {
  session = Session.demo(readDist());
});

const round = () =>
  session.fake.book
    .sheet('Rules')
    .getDataRange()
    .getValues()
    .find((r) => r[0] === 'Round')?.[1];
const logRows = () => session.fake.book.sheet('Log').getLastRow();

/** Answers every question as `pick` says, the way the page does: one run per question. */
function runAnswering(
  functionName: string,
  pick: (q: Extract<MenuOutcome, { status: 'question' }>['question']) => Omit<MenuAnswer, 'question'>,
): { outcome: MenuOutcome; asked: string[] } {
  const answers: MenuAnswer[] = [];
  const asked: string[] = [];
  for (;;) {
    const outcome = runMenuItem(session, functionName, answers);
    if (outcome.status === 'done') return { outcome, asked };
    asked.push(outcome.question.prompt);
    answers.push({ question: outcome.question, ...pick(outcome.question) });
  }
}

describe('The playground shows the add-on menu', () => {
  it("lists the items of Extensions ▸ Gator as the bundle's onOpen builds them, separators included", () => {
    const items = menuItems(session).map((i) => ('separator' in i ? '---' : i.caption));
    expect(items).toEqual([
      'Set up campaign',
      'Load demo battle',
      'Import mechs (.mtf)…',
      '---',
      'Open combat sidebar',
      'Show battle map',
      'Resolve round',
      'Undo last round or import',
      'Start a new battle…',
      'Repair list',
      'Approve skill steps',
      'After-action report',
      'Post the round to Discord',
      '---',
      'Start the deadline clock',
      'Pause the deadline clock',
      'Stop the deadline clock',
      '---',
      'Protect the campaign',
      'Help',
    ]);
  });

  it('Resolve round asks "Resolve round 1?" first and writes nothing until it is answered', () => {
    const rows = logRows();
    const first = runMenuItem(session, 'menuResolveRound', []);
    expect(first).toMatchObject({
      status: 'question',
      question: { kind: 'alert', prompt: 'Resolve round 1?', buttons: 'YES_NO' },
    });
    expect(round()).toBe(1);
    expect(logRows()).toBe(rows);
  });

  it('answered Yes, the round is resolved and its report is what the item says', () => {
    const { outcome, asked } = runAnswering('menuResolveRound', () => ({ button: 'YES' }));
    expect(asked).toEqual(['Resolve round 1?']);
    expect(outcome).toMatchObject({ status: 'done' });
    if (outcome.status !== 'done') return;
    expect(outcome.messages.map((m) => m.title)).toEqual(['Gator: round 1 resolved']);
    expect(round()).toBe(2);
  });

  it('answered No, nothing is resolved and nothing is said', () => {
    const { outcome } = runAnswering('menuResolveRound', () => ({ button: 'NO' }));
    expect(outcome).toEqual({ status: 'done', messages: [], sidebar: false, dialog: false });
    expect(round()).toBe(1);
  });

  it('Start a new battle asks its prompt and three questions in order, then starts the battle named in the prompt', () => {
    runAnswering('menuResolveRound', () => ({ button: 'YES' }));
    const { outcome, asked } = runAnswering('menuStartNewBattle', (q) =>
      q.kind === 'prompt' ? { button: 'OK', text: 'Ambush at Hesperus' } : { button: 'YES' },
    );
    expect(asked).toHaveLength(4);
    expect(asked[0]).toMatch(/Name of the new battle/);
    expect(asked[3]).toMatch(/^Start Ambush at Hesperus\?/);
    expect(outcome.status).toBe('done');
    expect(round()).toBe(1);
    expect(session.fake.book.getSheets().map((s) => s.getName())).toContain('Log — battle 1');
  });

  it('Open combat sidebar opens the sidebar; an item the menu does not list is refused', () => {
    expect(runMenuItem(session, 'openSidebar', [])).toEqual({
      status: 'done',
      messages: [],
      sidebar: true,
      dialog: false,
    });
    expect(() => runMenuItem(session, 'resolveRound', [])).toThrow(
      'The Gator menu has no item that runs resolveRound.',
    );
  });

  it('Import mechs (.mtf)… only opens its dialog: the item says it opened one, so the page does not call the import done', () => {
    const rows = session.fake.book.sheet('Mechs').getLastRow();
    expect(runMenuItem(session, 'openImportDialog', [])).toEqual({
      status: 'done',
      messages: [],
      sidebar: false,
      dialog: true,
    });
    expect(session.fake.ui.dialogs.map((d) => d.title)).toEqual(['Gator: import mechs']);
    expect(session.fake.book.sheet('Mechs').getLastRow()).toBe(rows);
  });

  it('After-action report opens its dialog with the report to copy, and writes nothing', () => {
    const before = session.fake.book.sheet('Log').getLastRow();
    expect(runMenuItem(session, 'menuAfterActionReport', [])).toEqual({
      status: 'done',
      messages: [],
      sidebar: false,
      dialog: true,
    });
    expect(session.fake.ui.dialogs.map((d) => d.title)).toEqual(['Gator: after-action report, Battle 1']);
    expect(session.fake.ui.dialogs[0].html.getContent()).toContain('[hider=After-action report: Battle 1]');
    expect(session.fake.book.sheet('Log').getLastRow()).toBe(before);
  });

  it('Repair list (R-16.6) writes the Repairs tab in the playground, listing the damage a round left, for the GM to tick', () => {
    runAnswering('menuResolveRound', () => ({ button: 'YES' }));
    const { outcome } = runAnswering('menuRepairList', () => ({ button: 'OK' }));
    expect(outcome.status).toBe('done');
    const list = session.fake.book.sheet('Repairs').getDataRange().getValues();
    expect(list[0].slice(0, 4)).toEqual(['Mech', 'Repair', 'Points', 'Repair it']);
    expect(list.slice(1).filter((r) => r[0] !== '').length).toBeGreaterThan(0);
  });

  it('an answer to a question the item no longer asks is refused, not given to another question', () => {
    const stale: MenuAnswer = {
      question: { kind: 'alert', title: 'Gator', prompt: 'Resolve round 7?', buttons: 'YES_NO' },
      button: 'YES',
    };
    expect(() => runMenuItem(session, 'menuResolveRound', [stale])).toThrow(
      /Gator asked something else this time \("Resolve round 1\?"\)/,
    );
    expect(round()).toBe(1);
  });
});
