/**
 * What the table sees of the orders a problem holds back (docs/sidebar.md, Resolve without them): each attack
 * line that cannot be previewed and why, each mech whose orders are held back, the problems that
 * no round can skip and why — and what *Resolve without them* does, in the words every view
 * shares: the confirmation says what will happen, the Log and the forum post what did.
 */
import type { Problem } from '../rules/model/problem';
import type { CampaignRead, WithoutHeldBackRead } from '../sheet/read/campaign';
import type { HeldLine, HeldOrders } from '../sheet/read/heldBack';
import { problemView } from './problems';

/** An attack line the preview cannot show, with why (JSON-safe). */
export interface HeldLineView {
  /** Its Attacker cell, `Attacks!A3`. */
  readonly cell: string;
  readonly attacker: string;
  readonly target: string;
  /** The Weapons (and Melee) cells as typed. */
  readonly weapons: string;
  /** The problem that holds it back, with the cell to select. */
  readonly why: string;
  readonly whyCell?: string;
  /**
   * What Resolve without them does with it, `will not be made: …`, or '' when the round cannot be played without them.
   */
  readonly fate: string;
  /** Resolve without them still makes it (only its target's orders are held back). */
  readonly made: boolean;
}

/** A mech whose orders are held back: it stands still and holds fire. */
interface HeldOrdersView {
  readonly mech: string;
  readonly why: string;
  readonly whyCell?: string;
}

/** A problem Resolve without them cannot skip. */
interface UnskippableView {
  readonly message: string;
  readonly why: string;
  readonly cell?: string;
}

/** What is held back, and whether the round can be played without it. */
export interface HeldBackView {
  readonly lines: readonly HeldLineView[];
  readonly orders: readonly HeldOrdersView[];
  readonly unskippable: readonly UnskippableView[];
  /** Something is held back and nothing unskippable stops the round: Resolve offers to play it without them. */
  readonly canSkip: boolean;
  /** What Resolve without them will do, one sentence a thing held back (future tense). */
  readonly plan: readonly string[];
}

const NOTHING_HELD: HeldBackView = { lines: [], orders: [], unskippable: [], canSkip: false, plan: [] };

type Tense = 'will' | 'did';

/** `Griffin's attack line Attacks!A3 at Rifleman`. */
function lineName(l: Pick<HeldLine, 'attacker' | 'target' | 'cell'>): string {
  const whose = l.attacker === '' ? 'The attack line' : `${l.attacker}'s attack line`;
  return `${whose} ${l.cell}${l.target === '' ? '' : ` at ${l.target}`}`;
}

/** What Resolve without them does with one held-back line, in its tense; '' for a line held back by a record. */
function lineFate(l: HeldLine, tense: Tense): string {
  const name = lineName(l);
  if (l.made)
    return tense === 'will'
      ? `${name} will be made at ${l.target} standing still.`
      : `${name} was made at ${l.target} standing still.`;
  const notMade = tense === 'will' ? 'will not be made' : 'was not made';
  if (l.because === 'line') return `${name} ${notMade}: ${l.text}`;
  if (l.because === 'attacker')
    return `${name} ${notMade}: ${l.attacker}'s orders ${tense === 'will' ? 'are' : 'were'} held back.`;
  return `${name} ${notMade}: ${l.target}'s record is held back.`;
}

/** What Resolve without them does with a mech whose orders are held back. */
function ordersFate(o: HeldOrders, tense: Tense): string {
  return tense === 'will'
    ? `${o.mech}'s orders are held back (${o.problem.message}): ${o.mech} will stand still and hold fire.`
    : `${o.mech}'s orders were held back (${o.problem.message}): ${o.mech} stood still and held fire.`;
}

/** Every thing Resolve without them skips or changes, orders first, in sheet order, in its tense. */
export function heldBackFates(w: Pick<WithoutHeldBackRead, 'lines' | 'orders'>, tense: Tense): string[] {
  return [...w.orders.map((o) => ordersFate(o, tense)), ...w.lines.map((l) => lineFate(l, tense))];
}

function cellOf(p: Problem): { whyCell?: string } {
  const cell = problemView(p).cell;
  return cell ? { whyCell: cell } : {};
}

/** The held-back part of a partial read, as the sidebar shows it. */
export function heldBackView(read: CampaignRead): HeldBackView {
  const w = read.withoutHeldBack;
  if (!w) return NOTHING_HELD;
  const canSkip = w.campaign !== undefined && (w.lines.length > 0 || w.orders.length > 0);
  return {
    lines: w.lines.map((l) => ({
      cell: l.cell,
      attacker: l.attacker,
      target: l.target,
      weapons: l.weapons,
      why: l.problem.message,
      ...cellOf(l.problem),
      fate: canSkip ? lineFate(l, 'will') : '',
      made: l.made,
    })),
    orders: w.orders.map((o) => ({ mech: o.mech, why: o.problem.message, ...cellOf(o.problem) })),
    unskippable: w.unskippable.map((u) => {
      const cell = problemView(u.problem).cell;
      return { message: u.problem.message, why: u.why, ...(cell ? { cell } : {}) };
    }),
    canSkip,
    plan: canSkip ? heldBackFates(w, 'will') : [],
  };
}
