/**
 * What one typo holds back, and the round that can be played without it: a round
 * that never waits for one typo. A problem on an attack line holds back that line; a problem
 * on a mech's orders (a declaration cell of its Mechs row: Move, Move to, Evasive, Outflank …)
 * holds back that mech's orders: it stands still and holds fire, as the default for missing
 * orders does, while attacks on it are still made (at it standing still). Anything else — the
 * Rules, Catalog or Map tab, a record cell, two mechs in one hex, a typed roll on the Rolls tab —
 * cannot be skipped: the round would have to guess a record or a die.
 *
 * Pure: built from what the partial read (read.ts) found, never from the sheet again.
 */
import type { Battle } from '../../rules/model/battle';
import type { MoveDeclaration } from '../../rules/model/declarations';
import type { Problem } from '../../rules/model/problem';
import { a1, cellText, normalize } from '../tab/cells';
import type { MechsRead } from './mechs';
import type { AttackLine } from './attacks';
import { attackLineRows, type SheetRolls } from './rolls';
import { ATTACKS } from '../schema/playTabs';
import { MECHS } from '../schema/mechsTab';
import { TAB } from '../schema/columns';
import { SheetProblems, type LocatedProblem } from '../tab/problems';
import { openTab, type TabReader } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

/** An attack line the partial read could not preview, and what Resolve without them does with it. */
export interface HeldLine {
  /** Its Attacks row (0-based, as the tab's values count) and its Attacker cell, `Attacks!A3`. */
  readonly row: number;
  readonly cell: string;
  /** The Attacker and Target as typed (a known mech's own spelling when the text names one). */
  readonly attacker: string;
  readonly target: string;
  /** The Weapons and Melee cells as typed, for the views. */
  readonly weapons: string;
  /** Why it is held back: its own problem, or the problem holding back its attacker's or target's orders. */
  readonly problem: Problem;
  /** The message after its cell, `Weapons: "Large Lazer" is not a weapon …`. */
  readonly text: string;
  /** Its own cell problem (`line`), or the attacker's or target's orders or record (`attacker`, `target`). */
  readonly because: 'line' | 'attacker' | 'target';
  /**
   * Resolve without them still makes it: only its target's orders are held back, so it is made at the target standing
   * still.
   */
  readonly made: boolean;
}

/** A mech whose orders are held back: it stands still and holds fire. */
export interface HeldOrders {
  readonly mech: string;
  readonly row: number;
  readonly problem: Problem;
  /** The message after its cell. */
  readonly text: string;
}

/** A problem Resolve without them cannot skip, and why. */
interface Unskippable {
  readonly problem: Problem;
  readonly why: string;
}

/** The campaign parts the round is built from (as read.ts has them). */
interface RoundParts {
  readonly tabs: Tabs;
  readonly located: readonly LocatedProblem[];
  readonly mechs: MechsRead;
  readonly lines: readonly AttackLine[];
  readonly battle: Omit<Battle, 'mechs'>;
}

/** The round without what is held back: the battle and declarations to resolve, or why it cannot be. */
export interface WithoutHeldBack {
  /** Every attack line not previewed, in sheet order. */
  readonly lines: readonly HeldLine[];
  /** Every mech whose orders are held back (not the mechs whose records are). */
  readonly orders: readonly HeldOrders[];
  /** The problems that refuse the round anyway, with why. */
  readonly unskippable: readonly Unskippable[];
  /** When nothing is unskippable: the battle (every mech), the moves and the attack lines made. */
  readonly round?: {
    readonly battle: Battle;
    readonly moves: readonly MoveDeclaration[];
    readonly attacks: readonly AttackLine[];
  };
}

/** Tabs every TN depends on. */
const SHARED_TABS: readonly string[] = [TAB.rules, TAB.catalog, TAB.map];

/** The Mechs columns that are a mech's orders this round, not its record. */
const ORDER_KEYS: readonly string[] = MECHS.columns.filter((c) => c.role === 'declaration').map((c) => c.key);

function orderColumns(mechs: TabReader | undefined): Set<number> {
  const out = new Set<number>();
  if (mechs) for (const key of ORDER_KEYS) if (mechs.has(key)) out.add(mechs.col(key));
  return out;
}

/** Why a problem that is neither a line's nor a mech's orders cannot be skipped. */
function whyUnskippable(p: LocatedProblem): string {
  if (p.row === undefined || p.row === 0)
    return `${p.tab}: a tab or header Gator cannot read, so no order can be read with it`;
  if (SHARED_TABS.indexOf(p.tab) >= 0) return `the ${p.tab} tab: every TN of the round depends on it`;
  if (p.problem.code === 'sheet/shared_hex')
    return 'two mechs in one hex: the round cannot tell where each stands (R-2.8)';
  if (p.tab === TAB.mechs)
    return `a record cell${p.problem.mech ? ` of ${p.problem.mech}` : ''} on the Mechs tab: the round reads the mech's state from it and writes it back`;
  if (p.tab === TAB.equipment)
    return `an Equipment row${p.problem.mech ? ` of ${p.problem.mech}` : ''}: the round reads what the mech carries from it`;
  if (p.tab === TAB.rolls) return 'a typed roll on the Rolls tab: Gator never guesses a roll; fix it or clear it';
  return `the ${p.tab} tab`;
}

/** The message after a located problem's cell. */
function textOf(p: LocatedProblem): string {
  return p.text ?? p.problem.message;
}

/** A name as a known mech spells it, else as typed. */
function nameOf(table: TabReader, row: number, key: string, known: Readonly<Record<string, string>>): string {
  const typed = cellText(table.get(row, key));
  return known[normalize(typed)] ?? typed;
}

/**
 * What Resolve without them would skip and play, from the partial read's parts. `blocking`
 * (a problem every TN depends on) makes everything unskippable at once.
 */
export function withoutHeldBack(parts: RoundParts): WithoutHeldBack {
  const { tabs, located, mechs } = parts;
  const mechsTable = openTab(tabs, MECHS, new SheetProblems(), false);
  const attacks = openTab(tabs, ATTACKS, new SheetProblems(), false);
  const orderCols = orderColumns(mechsTable);
  const unskippable: Unskippable[] = [];
  const lineProblems = new Map<number, LocatedProblem>();
  const orders: HeldOrders[] = [];
  /** Mechs held back by a problem on their record (Mechs record cells, Equipment rows). */
  const records = new Map<string, Problem>();
  for (const p of located) {
    const mech = p.problem.mech;
    const onRow = p.row !== undefined && p.row > 0 && SHARED_TABS.indexOf(p.tab) < 0;
    if (onRow && p.tab === TAB.attacks) {
      if (!lineProblems.has(p.row as number)) lineProblems.set(p.row as number, p);
    } else if (onRow && p.tab === TAB.mechs && mech !== undefined && p.col !== undefined && orderCols.has(p.col)) {
      if (!orders.some((o) => o.mech === mech))
        orders.push({ mech, row: p.row as number, problem: p.problem, text: textOf(p) });
    } else {
      unskippable.push({ problem: p.problem, why: whyUnskippable(p) });
      if (onRow && mech !== undefined && (p.tab === TAB.mechs || p.tab === TAB.equipment) && !records.has(mech))
        records.set(mech, p.problem);
    }
  }
  // A mech whose record is held back is not also said to have its orders held back.
  const heldOrders = orders.filter((o) => !records.has(o.mech));
  const ordersOf = new Map(heldOrders.map((o) => [normalize(o.mech), o] as const));
  const recordOf = new Map(Array.from(records.entries()).map(([m, p]) => [normalize(m), p] as const));
  const lines: HeldLine[] = [];
  if (attacks) {
    for (const row of attackLineRows(attacks)) {
      const own = lineProblems.get(row);
      const attacker = nameOf(attacks, row, 'attacker', mechs.known);
      const target = nameOf(attacks, row, 'target', mechs.known);
      const base = {
        row,
        cell: a1(TAB.attacks, row, attacks.col('attacker')),
        attacker,
        target,
        weapons: weaponsText(attacks, row),
      };
      if (own) {
        lines.push({ ...base, problem: own.problem, text: textOf(own), because: 'line', made: false });
        continue;
      }
      const a = normalize(attacker);
      const t = normalize(target);
      const byRecord = recordOf.get(a) ?? recordOf.get(t);
      const byOrders = ordersOf.get(a) ?? ordersOf.get(t);
      if (byRecord)
        lines.push({
          ...base,
          problem: byRecord,
          text: byRecord.message,
          because: recordOf.has(a) ? 'attacker' : 'target',
          made: false,
        });
      else if (byOrders)
        lines.push({
          ...base,
          problem: byOrders.problem,
          text: byOrders.problem.message,
          because: ordersOf.has(a) ? 'attacker' : 'target',
          made: !ordersOf.has(a),
        });
    }
  }
  if (unskippable.length > 0) return { lines, orders: heldOrders, unskippable };
  const stands = new Set(heldOrders.map((o) => o.mech));
  const notMade = new Set(lines.filter((l) => !l.made).map((l) => l.row));
  return {
    lines,
    orders: heldOrders,
    unskippable,
    round: {
      battle: { ...parts.battle, mechs: mechs.mechs },
      moves: mechs.moves.filter((m) => !stands.has(m.mech)),
      attacks: parts.lines.filter((l) => !notMade.has(l.row) && !stands.has(l.declaration.attacker)),
    },
  };
}

/** `Large Lazer`, `Strong (High)`: the line's Weapons and Melee as typed. */
function weaponsText(attacks: TabReader, row: number): string {
  const weapons = cellText(attacks.get(row, 'weapons'));
  const melee = cellText(attacks.get(row, 'melee'));
  const angle = cellText(attacks.get(row, 'angle'));
  const hit = melee === '' ? '' : angle === '' ? melee : `${melee} (${angle})`;
  return [weapons, hit].filter((s) => s !== '').join(', ');
}

/** The typed to-hit rolls of the lines kept, numbered as the kept lines are (a held-back line's rolls wait with it). */
export function typedOfLines(typed: SheetRolls, kept: readonly { readonly row: number }[]): SheetRolls {
  const lineOfRow = new Map(kept.map((l, i) => [l.row, i] as const));
  const lines = typed.lines
    .filter((l) => lineOfRow.has(l.row))
    .map((l) => ({ ...l, line: lineOfRow.get(l.row) as number }));
  return { ...typed, lines };
}
