/**
 * Attack preview (docs/sidebar.md): every declared attack's TN with its breakdown
 * (`3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8`) and its chance to hit, with
 * advantage or disadvantage said in words, the freebie and the outflank
 * noted.
 */
import type { AttackPreviewView } from '../../server/sidebar/views';
import type { TnResult, WeaponPreview } from '../../table/views';
import type { Actions } from '../controller';
import { percent, tnLine } from '../format';
import { heldBackOf, type AppState } from '../state';
import { h, type ChildInput, type VNode } from '../vnode';
import { selectButton } from './common';
import { heldLineItem } from './heldBack';

function breakdown(tn: TnResult): VNode | null {
  return tn.ok ? h('p', { class: 'breakdown', 'data-testid': 'tn-breakdown' }, tn.breakdown) : null;
}

/** Weapons of a line that would read the same (same name, TN, range, freebie), shown once with their count. */
interface WeaponGroup {
  readonly w: WeaponPreview;
  readonly count: number;
  readonly locations: readonly string[];
}

function groupWeapons(weapons: readonly WeaponPreview[]): WeaponGroup[] {
  const groups: { key: string; w: WeaponPreview; count: number; locations: string[] }[] = [];
  for (const w of weapons) {
    const key = JSON.stringify([w.name, w.tn, w.freebie, w.chanceIfOutflanked, w.distance, w.band, w.ifTargetStaysOut]);
    const g = groups.find((x) => x.key === key);
    if (g) {
      g.count++;
      if (g.locations.indexOf(w.location) < 0) g.locations.push(w.location);
    } else groups.push({ key, w, count: 1, locations: [w.location] });
  }
  return groups;
}

/** Under a weapon or melee attack: its TN if the target's pilot stays unconscious. */
function staysOutLine(target: string, tn: TnResult | undefined): VNode | null {
  return tn
    ? h(
        'p',
        { class: 'muted', 'data-testid': 'tn-if-stays-out' },
        `If ${target}'s pilot stays unconscious: ${tnLine(tn)}`,
      )
    : null;
}

/**
 * The freebie named in the Freebie cell, or picked by Gator with the cell blank: the one the TN column marks.
 */
const FREEBIE_WORDS = { named: 'Freebie', picked: "Freebie, Gator's pick" } as const;

function weaponItem({ w, count, locations }: WeaponGroup, target: string): VNode {
  const range = w.distance !== undefined ? `, ${w.distance} hexes, ${w.band} range` : '';
  const chance = w.freebie ? `${FREEBIE_WORDS[w.freebie]}: hits without a roll (Players' Advantage)` : tnLine(w.tn);
  return h(
    'li',
    {
      class: w.tn.ok ? 'weapon' : 'weapon cannot',
      'data-testid': 'weapon-tn',
      'data-weapon': w.name,
      'data-count': count,
      'data-tn': w.tn.ok ? w.tn.total : '',
    },
    h('p', null, h('strong', null, count > 1 ? `${w.name} ×${count}` : w.name), ` (${locations.join(', ')}${range})`),
    breakdown(w.tn),
    h(
      'p',
      { class: w.tn.ok ? 'chance' : 'warn' },
      w.freebie && w.tn.ok ? `${chance}; rolled it would be ${tnLine(w.tn)}` : chance,
    ),
    w.chanceIfOutflanked !== undefined
      ? h('p', { class: 'muted' }, `If the outflank succeeds: ${percent(w.chanceIfOutflanked)} with advantage.`)
      : null,
    staysOutLine(target, w.ifTargetStaysOut),
  );
}

/**
 * A line with an illegal move, or none of whose attacks can be made: the reason once, and what it declares, with no TN.
 */
function refusedItem(a: AttackPreviewView, reason: string, tail: string): ChildInput[] {
  return [
    h('p', { class: 'warn', 'data-testid': 'attack-illegal' }, reason),
    a.lists.declared !== '' ? h('p', { class: 'muted' }, `Declared: ${a.lists.declared} — ${tail}.`) : null,
  ];
}

/**
 * The one reason every attack of the line fails for (`Griffin will sprint this round and cannot attack.`), said once.
 */
function sharedReason(a: AttackPreviewView): string | undefined {
  const tns = a.weapons.map((w) => w.tn).concat(a.melee ? [a.melee.tn] : []);
  const first = tns[0];
  if (!first || first.ok) return undefined;
  return tns.every((t) => !t.ok && t.reason === first.reason) ? first.reason : undefined;
}

/** A blank Move is no decision: the TNs of its mech's lines are for it standing still, and say so. */
function ifStandsLine(a: AttackPreviewView, pending: ReadonlySet<string>): VNode | null {
  return pending.has(a.attacker)
    ? h(
        'p',
        { class: 'muted', 'data-testid': 'attack-if-stands' },
        `${a.attacker} has no move yet: these TNs are for it standing still.`,
      )
    : null;
}

function attackItem(a: AttackPreviewView, actions: Actions, pending: ReadonlySet<string>): VNode {
  const title = a.coolDown ? `${a.attacker}: cool down` : `${a.attacker} → ${a.target}`;
  const head = h('h3', null, title, a.cell ? [' ', selectButton(a.cell, `attack line ${a.line + 1}`, actions)] : null);
  if (a.illegal)
    return h(
      'li',
      { class: 'attack', 'data-testid': 'attack-preview', 'data-line': a.line, 'data-illegal': 'true' },
      head,
      refusedItem(a, a.illegal.reason, 'no TN until the move is fixed'),
    );
  const once = sharedReason(a);
  if (once)
    return h(
      'li',
      { class: 'attack', 'data-testid': 'attack-preview', 'data-line': a.line, 'data-cannot': 'true' },
      head,
      refusedItem(a, once, 'none of it is made'),
    );
  return h(
    'li',
    { class: 'attack', 'data-testid': 'attack-preview', 'data-line': a.line },
    head,
    ifStandsLine(a, pending),
    a.onlyIf
      ? h(
          'p',
          { class: 'warn', 'data-testid': 'attack-only-if' },
          `${a.onlyIf.text}: otherwise ${a.attacker} does nothing this round.`,
        )
      : null,
    a.targetStaysOut
      ? h(
          'p',
          { class: 'warn', 'data-testid': 'target-stays-out' },
          `The TNs are for ${a.target}'s pilot waking (${percent(a.targetStaysOut.chance)}) and ${a.target} moving as declared. ${a.targetStaysOut.text}: each TN then is under it.`,
        )
      : null,
    a.other !== 0
      ? h('p', { class: 'muted' }, `GM other ${a.other > 0 ? '+' : ''}${a.other} is in every TN below.`)
      : null,
    a.outflankChance !== undefined
      ? h('p', { class: 'muted' }, `Outflank declared on ${a.target}: ${percent(a.outflankChance)} to succeed.`)
      : null,
    a.weapons.length > 0
      ? h(
          'ul',
          { class: 'weapons' },
          groupWeapons(a.weapons).map((g) => weaponItem(g, a.target)),
        )
      : null,
    a.melee
      ? h(
          'div',
          { class: 'melee', 'data-testid': 'melee-tn' },
          h('p', null, h('strong', null, a.melee.name)),
          breakdown(a.melee.tn),
          h('p', { class: a.melee.tn.ok ? 'chance' : 'warn' }, tnLine(a.melee.tn)),
          staysOutLine(a.target, a.melee.ifTargetStaysOut),
        )
      : null,
    a.lists.unreachable !== ''
      ? h('p', { class: 'warn' }, `Out of reach of every target, not fired: ${a.lists.unreachable}.`)
      : null,
    a.weapons.length === 0 && !a.melee && !a.coolDown
      ? h('p', { class: 'muted' }, 'No weapon to fire on this line.')
      : null,
  );
}

/** `Attack preview (3)`, and how many of them are held back: every line is counted. */
function previewTitle(previewed: number, held: number): string {
  return held === 0 ? `Attack preview (${previewed})` : `Attack preview (${previewed + held}: ${held} held back)`;
}

export function renderPreview(state: AppState, actions: Actions): VNode {
  const attacks = state.view?.attacks ?? [];
  const held = heldBackOf(state.view).lines;
  const hasProblems = (state.view?.status.problems.length ?? 0) > 0;
  const pending = new Set((state.view?.status.mechs ?? []).filter((m) => m.movePending).map((m) => m.name));
  const empty = !state.view
    ? ''
    : hasProblems && state.view.status.mechs.length === 0
      ? 'The preview is shown once the sheet can be read.'
      : 'No attack is declared on the Attacks tab.';
  return h(
    'section',
    { id: 'preview', 'aria-labelledby': 'preview-title' },
    h(
      'details',
      { open: true },
      h('summary', null, h('h2', { id: 'preview-title' }, previewTitle(attacks.length, held.length))),
      attacks.length > 0
        ? h(
            'ol',
            { class: 'attack-list' },
            attacks.map((a) => attackItem(a, actions, pending)),
          )
        : null,
      held.length > 0
        ? h(
            'ul',
            { class: 'attack-list', id: 'held-lines', 'aria-label': 'Attack lines held back' },
            held.map((l) => heldLineItem(l, actions)),
          )
        : null,
      attacks.length === 0 && held.length === 0 ? h('p', { class: 'muted' }, empty) : null,
      state.view?.tnFormula
        ? h(
            'p',
            { class: 'muted', 'data-testid': 'tn-formula' },
            "The Attacks tab's TN column shows these TNs from one formula in Attacks!H2 (Set up wrote it; type it there if it is missing, and leave the cells under it empty): ",
            h('code', null, state.view.tnFormula),
          )
        : null,
    ),
  );
}
