/**
 * Round status (docs/sidebar.md): the round number, each mech with its declared movement and
 * attacks, and what is missing or illegal — each problem under its mech, with a button that
 * selects the offending cell. Under the heat-phase variant (R-V) the line says each mech's
 * Size and heat, or that it is overheating and must cool down (R-V.1), and which mechs stand
 * as wrecks (R-V.3); a declared cool-down check reads `Move: Cool down` / `Cool down`.
 */
import type { MechView } from '../../table/mechs';
import type { Actions } from '../controller';
import { percent, plural, readAgo, roundLine } from '../format';
import { heldBackOf, type AppState, type HeldBackView, type ProblemView } from '../state';
import { h, type ChildInput, type VNode } from '../vnode';
import { problemList } from './common';
import { sealLine } from './fairPlay';
import { renderOrdersBoard } from './orders';

/**
 * When the sheet was last read (`read 12 s ago`), so the GM knows how fresh the orders shown are;
 * after a read the sidebar tried by itself and could not make, it says so.
 */
export function readAtText(state: Pick<AppState, 'readAt' | 'clock' | 'refreshFailed'>): string {
  if (state.readAt === null) return '';
  const ago = readAgo(state.clock - state.readAt);
  return state.refreshFailed ? `${ago}; reading it again failed, Refresh to retry` : ago;
}

/** The title bar: round number, when the sheet was read, Refresh. */
export function renderHeader(state: AppState, actions: Actions): VNode {
  const status = state.view?.status;
  // From the second battle on, the battle is named beside the round.
  const round = status ? roundLine(status) : state.busy === 'load' ? 'Reading the sheet…' : 'Round unknown';
  return h(
    'header',
    { id: 'header' },
    h('h1', null, 'Gator'),
    h(
      'div',
      { class: 'round' },
      h('p', { id: 'round', 'data-testid': 'round', 'aria-live': 'polite' }, round),
      h('p', { id: 'read-at', class: state.refreshFailed ? 'warn' : 'muted' }, readAtText(state)),
    ),
    h(
      'button',
      { type: 'button', id: 'refresh', disabled: state.busy !== null, on: { click: () => void actions.refresh() } },
      'Refresh',
    ),
  );
}

/**
 * The heat part of a mech's line: `heat 4` under the standard model; under the cool-down model
 * (R-V.1) `size 2, heat 1`, or, heat over Size, `overheating (heat 5 over size 2): must cool down`.
 */
export function heatText(m: Pick<MechView, 'heat' | 'size' | 'overheating'>): string {
  if (m.size === null) return `heat ${m.heat}`;
  if (m.overheating) return `overheating (heat ${m.heat} over size ${m.size}): must cool down`;
  return `size ${m.size}, heat ${m.heat}`;
}

/**
 * The pilot's state when it is not simply awake (R-11.2, R-9.8, R-9.9, R-11.3): an unconscious
 * pilot's wake roll with its TN and chance — the words the TN column and the preview use — or
 * why the mech does nothing; '' for an active pilot.
 * @example `pilot unconscious: wake roll TN 5 (83%) at the start of the round; if it fails, Griffin does nothing`
 */
function pilotText(m: Pick<MechView, 'name' | 'pilotStatus' | 'wake'>): string {
  if (m.pilotStatus === 'dead') return 'pilot dead';
  if (m.pilotStatus === 'out') return 'pilot out of the battle';
  if (m.pilotStatus !== 'unconscious') return '';
  const w = m.wake;
  if (!w) return 'pilot unconscious';
  if (w.kind === 'roll')
    return `pilot unconscious: wake roll TN ${w.tn} (${percent(w.chance)}) at the start of the round; if it fails, ${m.name} does nothing`;
  if (w.kind === 'wakes')
    return 'pilot unconscious: wakes by itself at the start of the round (life support knock-out over)';
  return `pilot unconscious until after round ${w.untilRound}: ${m.name} does nothing this round`;
}

function mechLine(m: MechView): ChildInput[] {
  const heat = heatText(m);
  const parts: ChildInput[] = [
    m.side,
    m.pilot ? `pilot ${m.pilot}` : 'no pilot named',
    m.position ? `in ${m.position}` : 'not on the map',
    m.overheating ? h('span', { class: 'warn', 'data-testid': 'overheating' }, heat) : heat,
  ];
  if (m.wounds > 0) parts.push(plural(m.wounds, 'wound'));
  const pilot = m.status === 'destroyed' ? '' : pilotText(m);
  if (pilot) parts.push(h('span', { class: 'warn', 'data-testid': 'pilot-state' }, pilot));
  // A wreck is destroyed but still on the field (R-V.3): it is named for what it is.
  if (m.wreck) parts.push('wreck');
  else if (m.status !== 'active') parts.push(m.status);
  return parts.map((p, i) => (i === 0 ? p : [' · ', p]));
}

/** The attack lines of `mech` a problem holds back, as the status lists them: `Rifleman: All — held back`. */
function heldLines(held: HeldBackView, mech: string): string[] {
  return held.lines
    .filter((l) => l.attacker === mech)
    .map(
      (l) =>
        `${l.target === '' ? l.cell : l.target}: ${l.weapons === '' ? 'nothing named' : l.weapons} — held back (${l.cell})`,
    );
}

/**
 * A mech a problem on its own rows holds back: still listed, marked held back, with
 * its lines, what Resolve without them will do with it and its problems under it.
 */
function heldMechItem(
  name: string,
  i: number,
  held: HeldBackView,
  problems: readonly ProblemView[],
  actions: Actions,
): VNode {
  const lines = heldLines(held, name);
  const orders = held.canSkip && held.orders.some((o) => o.mech === name);
  return h(
    'li',
    { class: 'mech has-problems held-back', 'data-testid': `mech-${i}`, 'data-mech': name, 'data-held-back': 'true' },
    h('h3', null, name, h('span', { class: 'warn' }, ' · held back')),
    h(
      'p',
      { class: 'warn' },
      `Held back until the problem below is fixed: ${orders ? 'its orders are' : 'its row is'} not read, and its attacks and attacks on it are not previewed.`,
    ),
    orders ? h('p', { class: 'muted' }, `Resolve without them: ${name} will stand still and hold fire.`) : null,
    lines.length > 0
      ? h(
          'ul',
          { class: 'attacks', 'aria-label': `${name}'s attacks` },
          lines.map((a) => h('li', null, a)),
        )
      : null,
    problems.length > 0 ? problemList(problems, actions) : null,
  );
}

function mechItem(
  m: MechView,
  i: number,
  problems: readonly ProblemView[],
  actions: Actions,
  held: HeldBackView,
  player?: string,
): VNode {
  const acting = m.status !== 'destroyed';
  const attacks = [...m.attacks, ...heldLines(held, m.name)];
  return h(
    'li',
    {
      class: problems.length > 0 ? 'mech has-problems' : 'mech',
      'data-testid': `mech-${i}`,
      'data-mech': m.name,
      'data-overheating': m.overheating ? 'true' : null,
      'data-wreck': m.wreck ? 'true' : null,
    },
    h('h3', null, m.name, player ? h('span', { class: 'muted player' }, ` — ${player}`) : null),
    h('p', { class: 'muted' }, mechLine(m)),
    h('p', null, h('span', { class: 'label' }, 'Move: '), m.move),
    attacks.length > 0
      ? h(
          'ul',
          { class: 'attacks', 'aria-label': `${m.name}'s attacks` },
          attacks.map((a) => h('li', null, a)),
        )
      : h(
          'p',
          { class: 'muted', 'data-testid': 'no-attack' },
          acting ? `${m.noAttack}.` : m.wreck ? 'Wreck: no orders.' : 'Destroyed: no orders.',
        ),
    problems.length > 0 ? problemList(problems, actions) : null,
  );
}

/**
 * The status panel; problems about no listed mech are listed first, on their own, then the mechs
 * a problem on their own rows holds back (one typo never blinds the GM: the others are still shown).
 */
export function renderStatus(state: AppState, actions: Actions): VNode {
  const status = state.view?.status;
  if (!status)
    return h(
      'section',
      { id: 'status', 'aria-labelledby': 'status-title' },
      h('h2', { id: 'status-title' }, 'Round status'),
    );
  const heldBack = status.heldBack;
  const held = heldBackOf(state.view);
  const names = new Set(status.mechs.map((m) => m.name).concat(heldBack));
  const general = status.problems.filter((p) => p.mech === undefined || !names.has(p.mech));
  const shown = status.mechs.length + heldBack.length;
  const count = status.problems.length;
  // Never "can be resolved" without whose orders are missing: the board above says who.
  const waiting = status.orders?.waiting.length ?? 0;
  const legal =
    waiting > 0
      ? `Every order given is legal; ${plural(waiting, 'mech')} without orders (above).`
      : 'Every order is legal: the round can be resolved.';
  const summary = count === 0 ? legal : `${plural(count, 'problem')} to fix before the round can be resolved.`;
  return h(
    'section',
    { id: 'status', 'aria-labelledby': 'status-title' },
    h('h2', { id: 'status-title' }, `Round ${status.round}: status`),
    renderOrdersBoard(state, actions),
    h('p', { id: 'problem-count', class: count > 0 ? 'warn' : 'ok' }, summary),
    sealLine(state),
    !status.canResolve
      ? h(
          'p',
          { class: 'warn' },
          `The record tabs are protected: only the GM can resolve or undo${status.user ? ` (you are ${status.user})` : ''}.`,
        )
      : null,
    status.protection?.stale ? h('p', { id: 'protection-stale', class: 'warn' }, status.protection.stale) : null,
    general.length > 0 ? problemList(general, actions, 'problems') : null,
    heldBack.length > 0
      ? h(
          'p',
          { id: 'held-back', class: 'warn' },
          `Left out until the problems on their rows are fixed: ${heldBack.join(', ')}. Their attacks, and attacks on them, are not previewed.`,
        )
      : null,
    shown > 0
      ? h(
          'ul',
          { class: 'mechs', id: 'mechs' },
          status.mechs.map((m, i) =>
            mechItem(
              m,
              i,
              status.problems.filter((p) => p.mech === m.name),
              actions,
              held,
              status.players?.[m.name],
            ),
          ),
          heldBack.map((name, i) =>
            heldMechItem(
              name,
              status.mechs.length + i,
              held,
              status.problems.filter((p) => p.mech === name),
              actions,
            ),
          ),
        )
      : h(
          'p',
          { class: 'muted' },
          count > 0
            ? 'The mechs are shown once the problems above are fixed.'
            : 'The Mechs tab has no mech yet: fill it in, or use Extensions ▸ Gator ▸ Load demo battle.',
        ),
  );
}
