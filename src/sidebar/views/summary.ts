/**
 * The resolved round (issue 5): by mech, the hits, damage by location, criticals, wounds,
 * heat, falls and destruction (src/log/summary.ts roundSummary), then every die rolled in
 * an expandable list (R-0.4: every die is shown with what it was for).
 */
import type { LogRow } from '../../log/rows';
import type { MechRoundSummary } from '../../log/summary';
import { plural, unescapeSheetText } from '../format';
import type { AppState } from '../state';
import { h, type VNode } from '../vnode';

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
  if (m.woundsTaken > 0) parts.push(`${plural(m.woundsTaken, 'wound')} taken${m.woundsTotal !== null ? ` (${m.woundsTotal} in all)` : ''}`);
  if (m.pilotStatus) parts.push(`pilot ${m.pilotStatus}`);
  return parts.length > 0 ? `Pilot: ${parts.join(', ')}.` : null;
}

function mechCard(m: MechRoundSummary): VNode {
  return h(
    'li',
    { class: m.destroyed ? 'mech-summary destroyed' : 'mech-summary', 'data-testid': 'mech-summary', 'data-mech': m.mech },
    h('h3', null, m.mech, m.destroyed ? h('span', { class: 'badge' }, ' DESTROYED') : null),
    h('p', null, headline(m)),
    m.locations.length > 0 ? h('ul', { class: 'locations', 'aria-label': `${m.mech}: damage by location` }, m.locations.map((l) => h('li', null, locationText(l)))) : null,
    m.criticals.length > 0
      ? h('ul', { class: 'crits', 'aria-label': `${m.mech}: critical hits` }, m.criticals.map((c) => h('li', null, `Critical (${c.location}): ${c.effect}${c.detail ? ` — ${c.detail}` : ''}`)))
      : null,
    pilotText(m) ? h('p', null, pilotText(m)) : null,
    m.heatAfter !== null ? h('p', null, `Heat ${m.heatBefore ?? 0} → ${m.heatAfter}.`) : null,
    m.fell ? h('p', { class: 'warn' }, 'Fell this round.') : null,
  );
}

/** A rolled row of the Log: the faces, then what they were for. */
function dieItem(row: LogRow): VNode {
  const [, , , , purpose, dice, , , detail] = row;
  return h('li', { 'data-testid': 'die', 'data-purpose': purpose }, h('code', { class: 'faces' }, dice), ' ', unescapeSheetText(detail));
}

export function renderSummary(state: AppState): VNode {
  const r = state.resolved;
  if (!r) return h('section', { id: 'summary', hidden: true });
  const rolls = r.log.filter((row) => row[5] !== '');
  return h(
    'section',
    { id: 'summary', 'aria-labelledby': 'summary-title' },
    h('h2', { id: 'summary-title', tabindex: -1 }, `Round ${r.round} resolved`),
    h('p', { class: 'muted' }, `${r.seedText} The sheet is now at round ${r.nextRound}.`),
    h('ul', { class: 'mech-summaries' }, r.summary.map(mechCard)),
    h(
      'details',
      { id: 'dice-log' },
      h('summary', null, `Every die rolled (${rolls.length})`),
      h('ol', { class: 'dice' }, rolls.map(dieItem)),
    ),
  );
}
