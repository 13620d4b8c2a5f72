/**
 * The round's buttons (docs/sidebar.md): Resolve round (busy while it runs), Undo with a
 * confirmation (undoConfirm.ts) naming what it takes back — the last round, the last import or the
 * start of a battle, whichever is newest — and, before the GM can confirm, every
 * cell it wrote that was edited since, which Undo overwrites; in the sidebar, since
 * window.confirm is unreliable in HtmlService frames. Copy for the forum — in numbered parts,
 * each with its length, when the post is longer than the Rules tab's Forum post limit
 * — the battle map and import dialogs, and Start a new battle with its small form.
 */
import { renderOrdersConfirm } from './orders';
import type { Actions } from '../controller';
import { roundLine, thousands } from '../format';
import { undoName, wordsOf } from '../../wording/undo';
import {
  forumPost,
  nextForumPart,
  undoDialog,
  undoTarget,
  type AppState,
  type BattleChoices,
  type Busy,
  type ForumPost,
  type UndoableWrite,
} from '../state';
import { h, type VNode } from '../vnode';
import { heldBackPanel } from './heldBack';
import { confirmPanel } from './undoConfirm';
import { discordPanel } from './discord';

const BUSY_TEXT = {
  load: 'Reading the sheet…',
  resolve: 'Resolving the round: rolling the dice and writing the sheet…',
  undo: 'Undoing the round: putting every cell back…',
  battle: 'Starting the new battle: keeping the Log in its own tab and writing the sheet…',
} as const;

/** The busy line; while undoing, the sheet last read still names the write being undone. */
function busyText(busy: Exclude<Busy, null>, undoing: UndoableWrite | null): string {
  return busy === 'undo' && undoing !== null ? wordsOf(undoing).busy : BUSY_TEXT[busy];
}

/** The new battle form's choices, read from the submitted form's fields. */
export function battleChoicesOf(form: unknown): BattleChoices {
  const elements = (form as { elements?: { namedItem?: (name: string) => unknown } } | null)?.elements;
  const field = (name: string) =>
    (elements?.namedItem?.(name) ?? null) as { value?: unknown; checked?: unknown } | null;
  const name = field('name')?.value;
  return {
    name: typeof name === 'string' ? name : '',
    repair: field('repair')?.checked === true,
    heal: field('heal')?.checked === true,
  };
}

/**
 * Start a new battle: what happens, the new battle's name, the two choices
 * (repair, heal — both off: damage, heat and wounds stay), Start and Cancel.
 */
function battleForm(state: AppState, actions: Actions): VNode {
  const status = state.view?.status;
  const current = status ? (status.namesBattle ? status.battle : 'This battle') : 'This battle';
  // The sheet is at the round not yet played: the battle ends after the one before it.
  const ends = status && status.round > 1 ? `after round ${status.round - 1}` : 'before any of its rounds was resolved';
  return h(
    'form',
    {
      id: 'battle-form',
      class: 'confirm',
      'aria-labelledby': 'battle-form-text',
      on: {
        submit: (e: Event) => {
          e.preventDefault();
          void actions.startBattle(battleChoicesOf(e.target));
        },
      },
    },
    h(
      'p',
      { id: 'battle-form-text' },
      `${current} ends ${ends}: its Log moves to its own tab, the round goes back to 1 and every order is cleared. Damage, heat and wounds stay unless you tick below; a repair ticked on the Repairs tab (Repair list) is made, a bin refilled there when ticked. Undo can take it back.`,
    ),
    h('label', { for: 'battle-name' }, 'Name of the new battle'),
    h('input', {
      type: 'text',
      id: 'battle-name',
      name: 'name',
      placeholder: 'blank: the next number',
      autocomplete: 'off',
    }),
    h(
      'label',
      { class: 'check' },
      h('input', { type: 'checkbox', id: 'battle-repair', name: 'repair' }),
      ' Repair every mech fully (armor and structure to their record, criticals cleared, equipment OK, Active, standing, heat 0)',
    ),
    h(
      'label',
      { class: 'check' },
      h('input', { type: 'checkbox', id: 'battle-heal', name: 'heal' }),
      ' Heal every pilot (no wounds, Active; the dead stay dead)',
    ),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'submit', id: 'battle-start', class: 'danger' }, 'Start the new battle'),
      h('button', { type: 'button', id: 'battle-cancel', on: { click: () => actions.cancelBattleForm() } }, 'Cancel'),
    ),
  );
}

/** `part 2 of 3`. */
function partName(i: number, post: ForumPost): string {
  return `part ${i + 1} of ${post.parts.length}`;
}

function copyStatus(state: AppState): VNode {
  const post = forumPost(state);
  const c = state.copy;
  const inParts = post !== null && post.parts.length > 1 && c.part !== undefined && c.part < post.parts.length;
  let text = '';
  if (c.status === 'copied' && inParts) {
    const next =
      c.part! + 1 < post.parts.length ? `, then copy ${partName(c.part! + 1, post)}` : ': that was the last part';
    text = `Copied round ${c.round}'s ${partName(c.part!, post)}: paste it in the forum${next}.`;
  } else if (c.status === 'copied') text = `Copied round ${c.round}'s post: paste it in the forum.`;
  if (c.status === 'failed') text = 'The browser would not copy. Select the text below and press Ctrl+C (⌘C on a Mac).';
  const label = inParts
    ? `Round ${post.round}, ${partName(c.part!, post)}, for the forum (BBCode)`
    : `Round ${post?.round} for the forum (BBCode)`;
  return h(
    'div',
    null,
    h('p', { id: 'copy-status', role: 'status', class: c.status === 'failed' ? 'warn' : 'ok' }, text),
    c.status === 'failed' && post
      ? h(
          'textarea',
          { id: 'forum-text', readonly: true, rows: 6, 'aria-label': label },
          inParts ? post.parts[c.part!].text : post.text,
        )
      : null,
  );
}

/**
 * A post longer than the forum takes: why it comes in parts, then each part with its
 * length and its own Copy button, to paste in order; the part just copied is marked. A part still
 * over the limit — a single line, which is never cut — says so.
 */
function forumParts(post: ForumPost, state: AppState, actions: Actions): VNode | null {
  if (post.parts.length < 2) return null;
  const copied = state.copy.status === 'copied' && state.copy.round === post.round ? state.copy.part : undefined;
  return h(
    'div',
    { id: 'forum-parts', role: 'group', 'aria-labelledby': 'forum-parts-text' },
    h(
      'p',
      { id: 'forum-parts-text' },
      `Round ${post.round}'s post is ${thousands(post.text.length)} characters, more than the Forum post limit of ${thousands(post.limit)} (Rules tab): paste it in ${post.parts.length} parts, in order.`,
    ),
    h(
      'ol',
      { class: 'parts' },
      post.parts.map((part, i) =>
        h(
          'li',
          { class: part.over ? 'warn' : null, 'data-part': String(i + 1) },
          h(
            'button',
            {
              type: 'button',
              id: `copy-part-${i + 1}`,
              disabled: state.busy !== null,
              on: { click: () => void actions.copy(i) },
            },
            `Copy ${partName(i, post)}`,
          ),
          ` ${thousands(part.length)} characters${part.over ? ': over the limit — one line too long to cut; shorten it by hand' : ''}${i === copied ? ' · copied' : ''}`,
        ),
      ),
    ),
  );
}

/** `Copy round 4 for the forum`; in parts, the part the button copies next: `Copy round 4, part 2 of 3`. */
function copyLabel(post: ForumPost | null, state: AppState): string {
  if (!post) return 'Copy for the forum';
  if (post.parts.length < 2) return `Copy round ${post.round} for the forum`;
  return `Copy round ${post.round}, ${partName(nextForumPart(state, post), post)}`;
}

export function renderActions(state: AppState, actions: Actions): VNode {
  const status = state.view?.status;
  const busy = state.busy;
  const post = forumPost(state);
  const last = undoTarget(state.view);
  const resolving = busy === 'resolve';
  const undoing = undoDialog(state);
  const battleOpen = state.dialog.kind === 'newBattle';
  return h(
    'section',
    { id: 'actions', 'aria-label': 'Round actions' },
    h(
      'button',
      {
        type: 'button',
        id: 'resolve',
        class: 'primary',
        disabled: !status || busy !== null || state.dialog.kind === 'heldBack',
        'aria-busy': resolving ? 'true' : 'false',
        'aria-describedby': 'busy-status',
        on: { click: () => void actions.resolve() },
      },
      resolving
        ? `Resolving round ${status?.round ?? ''}…`
        : status
          ? `Resolve round ${status.round}`
          : 'Resolve round',
    ),
    h(
      'p',
      { id: 'busy-status', role: 'status', 'aria-live': 'polite', class: 'busy' },
      busy ? [h('span', { class: 'spinner', 'aria-hidden': 'true' }), busyText(busy, last)] : '',
    ),
    renderOrdersConfirm(state, actions),
    heldBackPanel(state, actions),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', id: 'copy', disabled: !post || busy !== null, on: { click: () => void actions.copy() } },
        copyLabel(post, state),
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'undo',
          disabled: last === null || busy !== null || undoing !== null,
          'aria-expanded': undoing !== null ? 'true' : 'false',
          'data-undo': last ? last.kind : null,
          on: { click: () => actions.askUndo() },
        },
        last !== null ? `Undo ${undoName(last)}` : 'Undo last round',
      ),
    ),
    undoing !== null ? confirmPanel(undoing.target, undoing.preview, actions) : null,
    post ? forumParts(post, state, actions) : null,
    copyStatus(state),
    discordPanel(state, actions),
    // The dialogs open over the spreadsheet; after an import, Refresh reads the new mechs.
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', id: 'open-map', on: { click: () => void actions.openDialog('map') } },
        'Battle map',
      ),
      h(
        'button',
        { type: 'button', id: 'open-import', on: { click: () => void actions.openDialog('import') } },
        'Import mechs…',
      ),
      h(
        'button',
        { type: 'button', id: 'open-report', on: { click: () => void actions.openDialog('report') } },
        'After-action report',
      ),
    ),
    // Battle after battle: the Log archived, round 1, orders cleared; Undo takes it back.
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          type: 'button',
          id: 'new-battle',
          disabled: !status || busy !== null || battleOpen || !status.canResolve,
          'aria-expanded': battleOpen ? 'true' : 'false',
          title: status ? `${roundLine(status)}: start the next battle` : null,
          on: { click: () => actions.openBattleForm() },
        },
        'Start a new battle…',
      ),
    ),
    battleOpen ? battleForm(state, actions) : null,
  );
}
