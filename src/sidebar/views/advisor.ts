/**
 * Target advisor (docs/sidebar.md): pick a mech, see every enemy ranked by the damage it can expect
 * to deal, with the weapons to fire and the heat they cost, and under
 * an adjacent enemy the melee attacks it could make.
 */
import type { AdvisedMelee, AdvisedMode, AdvisedTarget, WeaponSetView } from '../../server/sidebar/views';
import type { Actions } from '../controller';
import { damage, percent, plural, tnLine } from '../format';
import type { AppState } from '../state';
import { h, type VNode } from '../vnode';
import { problemList } from './common';
import { groupWeapons } from './weaponGroups';

function setLine(s: WeaponSetView): string {
  if (s.names.length === 0) return 'Nothing worth firing.';
  const freebie = s.freebie ? ` (freebie: ${s.freebie})` : '';
  // the jam risk of the modes is shown, never taken off the expected damage.
  const jam = s.jamChance > 0 ? ` A natural 2 jams a weapon fired in a mode: ${percent(s.jamChance)} (R-18.2).` : '';
  return `${s.list}${freebie}: expect ${damage(s.expectedDamage)} damage for ${s.weaponHeat} heat, ending the round at heat ${s.endHeat}.${jam}`;
}

/**
 * A weapon's mode under its TN: `Ultra AC/5 (ultra): TN 7 (58%) · expect 6.2 · 2 heat · jams 3% ·
 * fire it`.
 */
function modePart(m: AdvisedMode, count: number): VNode {
  const each = count > 1 ? ' each' : '';
  const jam = m.jamChance > 0 ? ` · jams ${percent(m.jamChance)}` : '';
  const chosen = m.inBestSet ? (count > 1 ? ' · fire them so' : ' · fire it so') : '';
  return h(
    'p',
    { class: m.tn.ok ? 'chance mode' : 'warn mode', 'data-testid': 'advice-mode' },
    m.tn.ok
      ? `${m.name}: ${tnLine(m.tn)} · expect ${damage(m.expectedDamage)}${each} · ${m.heat} heat${each}${jam}${chosen}`
      : `${m.name}: ${m.tn.reason}`,
  );
}

/** The same weapons in the same modes: the same weapons with a mode only in one are two sets. */
function sameSet(a: WeaponSetView, b: WeaponSetView): boolean {
  return a.list === b.list;
}

/** `Fast ×2`, `Strong`. */
function meleeName(m: AdvisedMelee): string {
  return m.count > 1 ? `${m.name} ×${m.count}` : m.name;
}

/**
 * One melee option in a line: `Fast ×2 TN 5 (83%) 5 dmg each, expect 8.3, 2 heat`. The chance
 * weighs a declared outflank, as the weapons' expected damage does (R-4.2).
 */
function meleePart(m: AdvisedMelee): string {
  if (!m.tn.rollable) return `${meleeName(m)} TN ${m.tn.total} (cannot hit: 13 or more is never rolled)`;
  const mode = m.tn.mode === 'normal' ? '' : ` with ${m.tn.mode}`;
  const heat = m.heat > 0 ? `${m.heat} heat` : m.kind === 'dfa' ? 'no heat beyond the jump' : 'no heat';
  return `${meleeName(m)} TN ${m.tn.total} (${percent(m.chance)}${mode}) ${m.damage} dmg${m.count > 1 ? ' each' : ''}, expect ${damage(m.expectedDamage)}, ${heat}`;
}

/** The melee line under an adjacent enemy, a note on what may be combined, and each TN's breakdown. */
function meleeBlock(t: AdvisedTarget): VNode[] {
  if (t.melee.length === 0) return [];
  const dfa = t.melee.some((m) => m.kind === 'dfa');
  return [
    h(
      'p',
      { class: 'melee', 'data-testid': 'advice-melee' },
      h('span', { class: 'label' }, 'Melee: '),
      t.melee.map(meleePart).join(' · '),
    ),
    h(
      'p',
      { class: 'muted' },
      dfa
        ? 'Fast and Strong attacks may go with the weapons (R-12.4); Death from Above only if no weapon fires (R-12.3). Not counted in the expected damage above.'
        : 'Fast and Strong attacks may go with the weapons (R-12.4). Not counted in the expected damage above.',
    ),
    h(
      'details',
      null,
      h('summary', null, `Each melee TN (${t.melee.length})`),
      h(
        'ul',
        { class: 'weapons' },
        t.melee.map((m) =>
          h(
            'li',
            { class: 'weapon', 'data-testid': 'advice-melee-tn', 'data-kind': m.kind },
            h('p', null, h('strong', null, meleeName(m))),
            h('p', { class: 'breakdown' }, m.tn.breakdown),
            h('p', { class: 'chance' }, tnLine({ ok: true, ...m.tn })),
          ),
        ),
      ),
    ),
  ];
}

function targetItem(t: AdvisedTarget, rank: number): VNode {
  const distance = t.distance === null ? 'off the map' : plural(t.distance, 'hex', 'hexes');
  return h(
    'li',
    { class: 'target', 'data-testid': 'advice-target', 'data-target': t.target },
    h(
      'h4',
      null,
      `${rank}. ${t.target}`,
      h('span', { class: 'muted' }, ` · ${distance} · expect ${damage(t.best.expectedDamage)}`),
    ),
    h('p', null, h('span', { class: 'label' }, 'Fire: '), setLine(t.best)),
    !sameSet(t.best, t.all) && t.all.names.length > 0
      ? h('p', { class: 'muted' }, h('span', { class: 'label' }, 'Everything: '), setLine(t.all))
      : null,
    t.outflankChance !== undefined
      ? h(
          'p',
          { class: 'muted' },
          `The declared outflank succeeds ${percent(t.outflankChance)} of the time; the odds above weigh it.`,
        )
      : null,
    t.staysOut
      ? h(
          'p',
          { class: 'muted', 'data-testid': 'advice-stays-out' },
          `The TNs are for ${t.target}'s pilot waking (${percent(t.staysOut.chance)}). ${t.staysOut.text}; the odds above weigh both.`,
        )
      : null,
    meleeBlock(t),
    h(
      'details',
      null,
      h('summary', null, `Each weapon's TN (${t.weapons.length})`),
      h(
        'ul',
        { class: 'weapons' },
        groupWeapons(t.weapons).map(({ weapon: w, count, locations }) =>
          h(
            'li',
            {
              class: w.inBestSet || w.modes.some((m) => m.inBestSet) ? 'weapon in-set' : 'weapon',
              'data-testid': 'advice-weapon',
            },
            h(
              'p',
              null,
              h('strong', null, count > 1 ? `${w.name} ×${count}` : w.name),
              ` (${locations.join(', ')}, ${w.heat} heat${count > 1 ? ' each' : ''})${w.inBestSet ? (count > 1 ? ' · fire them' : ' · fire it') : ''}`,
            ),
            w.tn.ok ? h('p', { class: 'breakdown' }, w.tn.breakdown) : null,
            h(
              'p',
              { class: w.tn.ok ? 'chance' : 'warn' },
              w.tn.ok ? `${tnLine(w.tn)} · expect ${damage(w.expectedDamage)}${count > 1 ? ' each' : ''}` : w.tn.reason,
            ),
            w.ifTargetStaysOut
              ? h('p', { class: 'muted' }, `If ${t.target}'s pilot stays unconscious: ${tnLine(w.ifTargetStaysOut)}`)
              : null,
            w.modes.map((m) => modePart(m, count)),
          ),
        ),
      ),
    ),
  );
}

function result(state: AppState, actions: Actions): VNode | null {
  const a = state.advisor;
  if (a.busy)
    return h(
      'p',
      { class: 'busy', role: 'status' },
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      `Weighing ${a.mech}'s targets…`,
    );
  if (a.error) return h('p', { id: 'advisor-error', class: 'warn', role: 'alert', tabindex: -1 }, a.error);
  const r = a.result;
  if (!r) return null;
  const heldBack = state.view?.status.heldBack ?? [];
  if (!r.ok) {
    // A held-back mech: the advisor says why it has nothing to say.
    const why =
      heldBack.indexOf(a.mech) >= 0
        ? `No advice for ${a.mech}: it is held back until this is fixed (its orders and its rows are not read):`
        : `No advice for ${a.mech}:`;
    return h(
      'div',
      { id: 'advisor-error', role: 'alert', tabindex: -1 },
      h('p', { class: 'warn' }, why),
      problemList(r.problems, actions),
    );
  }
  return h(
    'div',
    { id: 'advisor-result' },
    h('h3', { id: 'advisor-title', tabindex: -1 }, `${r.attacker}'s targets, best first`),
    r.onlyIf
      ? h(
          'p',
          { class: 'warn', 'data-testid': 'advice-only-if' },
          `${r.onlyIf.text}: otherwise ${r.attacker} does nothing this round.`,
        )
      : null,
    h(
      'p',
      { class: 'muted' },
      `Heat at the end of the round without firing: ${r.heatWithoutWeapons}. The advice keeps it at ${r.heatLimit} or below.`,
    ),
    r.targets.length > 0
      ? h(
          'ol',
          { class: 'targets' },
          r.targets.map((t, i) => targetItem(t, i + 1)),
        )
      : h('p', { class: 'muted' }, 'No enemy to shoot at.'),
    heldBack.length > 0
      ? h(
          'p',
          { class: 'muted', 'data-testid': 'advice-held-back' },
          `Not ranked while held back: ${heldBack.join(', ')} (fix the problems on ${heldBack.length === 1 ? 'its rows' : 'their rows'} to see ${heldBack.length === 1 ? 'it' : 'them'} here).`,
        )
      : null,
  );
}

export function renderAdvisor(state: AppState, actions: Actions): VNode {
  const mechs = (state.view?.status.mechs ?? []).filter((m) => m.status !== 'destroyed');
  // A held-back mech stays in the list, marked, so the advisor can say why it has no advice.
  const held = (state.view?.status.heldBack ?? []).filter((name) => !mechs.some((m) => m.name === name));
  const options = [
    ...mechs.map((m) => ({ value: m.name, label: m.name })),
    ...held.map((name) => ({ value: name, label: `${name} (held back)` })),
  ];
  const a = state.advisor;
  return h(
    'section',
    { id: 'advisor', 'aria-labelledby': 'advisor-heading' },
    h('h2', { id: 'advisor-heading' }, 'Target advisor'),
    h(
      'div',
      { class: 'row' },
      h('label', { for: 'advisor-mech' }, 'Mech'),
      h(
        'select',
        {
          id: 'advisor-mech',
          disabled: options.length === 0 || a.busy,
          on: { change: (e: Event) => actions.chooseMech((e.target as HTMLSelectElement).value) },
        },
        options.map((o) => h('option', { value: o.value, selected: o.value === a.mech }, o.label)),
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'advisor-go',
          disabled: options.length === 0 || a.busy || a.mech === '',
          on: { click: () => void actions.advise() },
        },
        'Rank targets',
      ),
    ),
    result(state, actions),
  );
}
