/**
 * Resolve without them (docs/sidebar.md): the round played without the attack lines and orders a
 * problem holds back. What it skips is said on the Log (Purpose `Held back`, one row each) and in
 * the forum post; the held-back cells are left as they were — not cleared with the round's other
 * orders — so the player fixes them and they stand for the next round, where they are checked
 * again (a line still wrong is held back again, never made by surprise). Anything the round
 * cannot skip refuses it, saying why.
 */
import { sheetText, type LogRow } from '../../log/rows';
import type { CampaignRead, WithoutHeldBackRead } from '../../sheet/read/campaign';
import { ATTACKS } from '../../sheet/schema/playTabs';
import { MECHS } from '../../sheet/schema/mechsTab';
import { TAB, type TabSpec } from '../../sheet/schema/columns';
import { openTab } from '../../sheet/tab/tabReader';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { heldBackFates, type HeldBackView } from '../../table/heldBack';
import type { MissingOrder, OrdersGap } from '../../table/orders';
import { failure, type Failure } from '../reply/responses';

/** What the resolve endpoint and the menu item may be asked (one object, so each confirmation adds its own key). */
export interface ResolveOptions {
  /**
   * The mechs without orders the GM's question named, and what each lacked: the GM resolves
   * anyway. Resolve asks again when the mechs without orders are no longer these.
   */
  readonly missingOrders?: readonly MissingOrder[];
  /** Play the round without the lines and orders a problem holds back. */
  readonly withoutHeldBack?: boolean;
}

/** The options as sent by a page or the menu; anything else reads as none. */
export function resolveOptions(value: unknown): ResolveOptions {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const missing = missingOrdersFrom(v.missingOrders);
  return {
    ...(missing ? { missingOrders: missing } : {}),
    ...(v.withoutHeldBack === true ? { withoutHeldBack: true } : {}),
  };
}

/** The mechs a question named, as sent; undefined for anything else (a bare `'confirmed'` names nobody). */
function missingOrdersFrom(value: unknown): MissingOrder[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: MissingOrder[] = [];
  for (const m of value as unknown[]) {
    if (typeof m !== 'object' || m === null) return undefined;
    const { mech, lacks } = m as Record<string, unknown>;
    if (typeof mech !== 'string' || !Array.isArray(lacks) || !lacks.every((g) => g === 'move' || g === 'attacks'))
      return undefined;
    out.push({ mech, lacks: lacks as OrdersGap[] });
  }
  return out;
}

/**
 * The round to play without them, or the refusal: every problem the round cannot skip (as the
 * status groups them), each saying why.
 */
export function withoutThem(read: CampaignRead): { readonly without: WithoutHeldBackRead } | Failure {
  const w = read.withoutHeldBack;
  if (w?.campaign) return { without: w };
  if (!w) return failure(...read.problems);
  const skippable = new Set([
    ...w.lines.filter((l) => l.because === 'line').map((l) => l.problem.message),
    ...w.orders.map((o) => o.problem.message),
  ]);
  const whyOf = (message: string): string => {
    const same = w.unskippable.find((u) => u.problem.message === message);
    // A group of repeats (`Equipment!A2:A17: 16 Equipment rows …`) takes the why of its tab's first.
    const tab = message.slice(0, message.indexOf('!') + 1);
    return (
      (same ?? w.unskippable.find((u) => tab !== '' && u.problem.message.indexOf(tab) === 0) ?? w.unskippable[0])
        ?.why ?? "it is not about one attack line or one mech's orders"
    );
  };
  const refusals = read.problems.filter((p) => !skippable.has(p.message) && p.message.indexOf(`${TAB.attacks}!`) !== 0);
  if (refusals.length === 0) return failure(...read.problems);
  return failure(
    ...refusals.map((p) => ({ ...p, message: `${p.message} — this cannot be skipped: ${whyOf(p.message)}.` })),
  );
}

/** What the round skipped, as the Log and the post say it (past tense). */
export function heldBackNotes(w: WithoutHeldBackRead): string[] {
  return heldBackFates(w, 'did');
}

/** One Log row a thing held back: Purpose `Held back`, the sentence in Detail. */
export function heldBackRows(round: number, w: WithoutHeldBackRead, notes: readonly string[]): LogRow[] {
  const actors = [...w.orders.map((o) => o.mech), ...w.lines.map((l) => l.attacker)];
  const results = [...w.orders.map(() => 'stood still'), ...w.lines.map((l) => (l.made ? 'made' : 'not made'))];
  return notes.map((text, i) => [
    round,
    'Start',
    sheetText(actors[i] ?? ''),
    '',
    'Held back',
    '',
    '',
    results[i] ?? '',
    sheetText(text),
  ]);
}

/**
 * The round's updates with the held-back cells as they were: the declaration cells of each
 * held-back line's Attacks row and of each held-back mech's Mechs row are not cleared.
 */
export function keepHeldBackCells(
  before: Tabs,
  updates: Record<string, unknown[][]>,
  w: WithoutHeldBackRead,
): Record<string, unknown[][]> {
  const out = { ...updates };
  keepRows(
    before,
    out,
    ATTACKS,
    w.lines.filter((l) => !l.made).map((l) => l.row),
  );
  keepRows(
    before,
    out,
    MECHS,
    w.orders.map((o) => o.row),
  );
  return out;
}

/** Puts back the declaration cells of `rows` (the round's own cells, its state columns, keep the new values). */
function keepRows(before: Tabs, updates: Record<string, unknown[][]>, spec: TabSpec, rows: readonly number[]): void {
  const after = updates[spec.name];
  const table = openTab(before, spec, new SheetProblems(), false);
  if (!after || !table || rows.length === 0) return;
  const cols = spec.columns.filter((c) => c.role === 'declaration' && table.has(c.key)).map((c) => table.col(c.key));
  const grid = after.map((row) => row.slice());
  for (const r of rows) {
    const line = grid[r];
    if (!line) continue;
    for (const c of cols) {
      const old = (table.values[r] ?? [])[c];
      if (old === undefined) continue;
      while (line.length <= c) line.push('');
      line[c] = old;
    }
  }
  updates[spec.name] = grid;
}

/** Something is held back: Resolve is asked to play without it (and refuses, saying why, when it cannot). */
export function holdsBack(held: HeldBackView): boolean {
  return held.lines.length > 0 || held.orders.length > 0;
}

/** The menu's question before a round played without them: what will happen to each thing held back. */
export function heldBackQuestion(round: number, held: HeldBackView): string {
  const lines = held.plan.map((p) => `• ${p}`);
  return `Resolve round ${round} without them? Problems hold back these orders:\n\n${lines.join('\n')}\n\n${keptNote(round)}`;
}

/** What becomes of the held-back cells, the same words in the menu and the sidebar. */
function keptNote(round: number): string {
  return `Their cells stay on the sheet for round ${round + 1}: fix them to play them then, or clear them. Nothing else changes, and Undo takes the round back.`;
}
