/**
 * The resolved round: what it played without (held back, Missing orders), then by mech, the
 * hits, damage by location, criticals, wounds, heat, falls and destruction (src/log/summary.ts roundSummary) — and
 * under the heat-phase
 * variant (R-V) its cool-down checks, whether it ends overheating or cooled (R-V.1,
 * R-V.2), its wreck rolls and whether it was left a wreck or exploded (R-V.3) — then every die
 * rolled in an expandable list (R-0.4: every die is shown with what it was for).
 */
import type { LogRow } from '../../log/rows';
import type { CoolDownSummary, MechRoundSummary } from '../../log/summary';
import { plural, unescapeSheetText } from '../format';
import type { AppState } from '../state';
import { h, type VNode } from '../vnode';
import { againLine, nextSealLine } from './fairPlay';

function headline(m: MechRoundSummary): string {
  if (m.hitsTaken === 0 && m.damageTaken === 0) return 'No damage taken.';
  return `${plural(m.hitsTaken, 'hit')} taken, ${m.damageTaken} damage.`;
}

function locationText(l: MechRoundSummary['locations'][number]): string {
  if (l.destroyed) return `${l.name}: ${l.damage} damage, destroyed`;
  const left = l.structureHit ? `armor ${l.armorLeft}, structure ${l.structureLeft} left` : `armor ${l.armorLeft} left`;
  return `${l.name}: ${l.damage} damage (${left})`;
}

function pilotText(m: MechRoundSummary): string | null {
  const parts: string[] = [];
  if (m.woundsTaken > 0)
    parts.push(`${plural(m.woundsTaken, 'wound')} taken${m.woundsTotal !== null ? ` (${m.woundsTotal} in all)` : ''}`);
  if (m.pilotStatus) parts.push(`pilot ${m.pilotStatus}`);
  return parts.length > 0 ? `Pilot: ${parts.join(', ')}.` : null;
}

/** `Cool-down check instead of moving: 5 vs TN 8, failed — critical hit`. */
export function coolDownText(c: CoolDownSummary): string {
  const instead =
    c.step === 'movement' ? 'instead of moving' : c.step === 'attacks' ? 'instead of attacking' : `(${c.step})`;
  const roll = c.rolled === null ? `TN ${c.tn}, not rolled` : `${c.rolled} vs TN ${c.tn}`;
  return `Cool-down check ${instead}: ${roll}, ${c.success ? 'success' : 'failed'} — ${c.result}`;
}

/** Its cool-down checks (R-V.2), made before the heat phase. */
function coolDownLines(m: MechRoundSummary): VNode[] {
  return (m.coolDowns ?? []).map((c) => h('p', { 'data-testid': 'cool-down' }, coolDownText(c)));
}

/** What the heat phase left (R-V.1, R-V.3): overheating or cooled, wreck rolls, wreck or exploded. */
function heatPhaseLines(m: MechRoundSummary): VNode[] {
  const lines: VNode[] = [];
  const hs = m.heatStatus;
  if (hs) {
    lines.push(
      hs.status === 'overheating'
        ? h(
            'p',
            { class: 'warn', 'data-testid': 'heat-status', 'data-status': hs.status },
            `Overheating: ${hs.reason}.`,
          )
        : h(
            'p',
            { class: 'ok', 'data-testid': 'heat-status', 'data-status': hs.status },
            `No longer overheating: ${hs.reason}.`,
          ),
    );
  }
  for (const w of m.wreckRolls ?? [])
    lines.push(h('p', { 'data-testid': 'wreck-roll' }, `Wreck roll: ${w.rolled}, ${w.result}.`));
  if (m.exploded) lines.push(h('p', { class: 'warn' }, 'Exploded: removed from the battlefield.'));
  else if (m.wreck)
    lines.push(
      h('p', { class: 'warn' }, 'Left standing as a wreck: impassable, and every hit on it is a critical hit.'),
    );
  return lines;
}

/** ` EXPLODED`, ` WRECK` or ` DESTROYED`: what is left of a destroyed mech. */
function destroyedBadge(m: MechRoundSummary): string | null {
  if (m.exploded) return ' EXPLODED';
  if (m.wreck) return ' WRECK';
  return m.destroyed ? ' DESTROYED' : null;
}

function mechCard(m: MechRoundSummary): VNode {
  const badge = destroyedBadge(m);
  return h(
    'li',
    {
      class: m.destroyed ? 'mech-summary destroyed' : 'mech-summary',
      'data-testid': 'mech-summary',
      'data-mech': m.mech,
    },
    h('h3', null, m.mech, badge ? h('span', { class: 'badge' }, badge) : null),
    h('p', null, headline(m)),
    m.locations.length > 0
      ? h(
          'ul',
          { class: 'locations', 'aria-label': `${m.mech}: damage by location` },
          m.locations.map((l) => h('li', null, locationText(l))),
        )
      : null,
    m.criticals.length > 0
      ? h(
          'ul',
          { class: 'crits', 'aria-label': `${m.mech}: critical hits` },
          m.criticals.map((c) =>
            h('li', null, `Critical (${c.location}): ${c.effect}${c.detail ? ` — ${c.detail}` : ''}`),
          ),
        )
      : null,
    pilotText(m) ? h('p', null, pilotText(m)) : null,
    coolDownLines(m),
    m.heatAfter !== null ? h('p', null, `Heat ${m.heatBefore ?? 0} → ${m.heatAfter}.`) : null,
    m.fell ? h('p', { class: 'warn' }, 'Fell this round.') : null,
    heatPhaseLines(m),
  );
}

/** A rolled row of the Log: the faces, then what they were for. */
function dieItem(row: LogRow): VNode {
  const [, , , , purpose, dice, , , detail] = row;
  return h(
    'li',
    { 'data-testid': 'die', 'data-purpose': purpose },
    h('code', { class: 'faces' }, dice),
    ' ',
    unescapeSheetText(detail),
  );
}

/** How many typed rolls the round used (R-0.5), and each it did not: reported, never dropped silently. */
function typedRollsNote(r: NonNullable<AppState['resolved']>): VNode | null {
  const typed = r.dice.typed;
  if (!typed || (typed.used === 0 && typed.unused.length === 0)) return null;
  return h(
    'div',
    { id: 'typed-rolls', 'data-testid': 'typed-rolls' },
    typed.used > 0 ? h('p', null, `${plural(typed.used, 'typed roll')} used; the Log marks each one.`) : null,
    typed.unused.length > 0
      ? [
          h('p', { class: 'warn' }, `${plural(typed.unused.length, 'typed roll')} not used:`),
          h(
            'ul',
            { class: 'problems' },
            typed.unused.map((u) => h('li', { 'data-testid': 'unused-roll' }, u)),
          ),
        ]
      : null,
  );
}

/**
 * What the round played without, in the words of the post and the Log: each line and order a
 * problem held back (Resolve without them) and what became of it, and each mech that took the
 * Missing orders default (R-15.3).
 */
function playedWithout(r: NonNullable<AppState['resolved']>): VNode[] {
  const { heldBack, defaults } = r.orders;
  const list = (id: string, title: string, items: readonly string[]): VNode =>
    h(
      'div',
      { id },
      h('p', null, title),
      h(
        'ul',
        { class: 'problems' },
        items.map((t) => h('li', null, t)),
      ),
    );
  return [
    heldBack.length > 0 ? list('summary-held-back', 'Held back — played without them:', heldBack) : null,
    defaults.length > 0 ? list('summary-defaults', 'Missing orders — the default taken:', defaults) : null,
  ].filter((n): n is VNode => n !== null);
}

export function renderSummary(state: AppState): VNode {
  const r = state.resolved;
  if (!r) return h('section', { id: 'summary', hidden: true });
  const rolls = r.report.log.filter((row) => row[5] !== '');
  return h(
    'section',
    { id: 'summary', 'aria-labelledby': 'summary-title' },
    h('h2', { id: 'summary-title', tabindex: -1 }, `Round ${r.round} resolved`),
    againLine(r),
    h('p', { class: 'muted' }, `${r.dice.seedText} The sheet is now at round ${r.nextRound}.`),
    nextSealLine(r),
    typedRollsNote(r),
    playedWithout(r),
    h('ul', { class: 'mech-summaries' }, r.report.summary.map(mechCard)),
    h(
      'details',
      { id: 'dice-log' },
      h('summary', null, `Every die rolled (${rolls.length})`),
      h('ol', { class: 'dice' }, rolls.map(dieItem)),
    ),
  );
}
