/**
 * A mech's card (MECHCARD, docs/players.md): its whole state in a small block of cells a player can read on a
 * phone — who and where it is, its orders, its MP, each location's armor and structure, its heat
 * and what that heat does next round, its pilot and the next consciousness roll, its weapons and
 * its TN at each enemy in range. What the MECHCARD custom function shows, computed from the tabs
 * themselves so it recalculates whenever the sheet changes.
 */
import { hexLabel } from '../rules/hex/label';
import type { MechState } from '../rules/model/mech';
import { didYouMean, nearest } from '../rules/text/nearest';
import { cellText, normalize } from '../sheet/tab/cells';
import { parseFullArmor, type FullArmor } from '../sheet/setup/fullArmor';
import { readCampaignParts, type Campaign } from '../sheet/read/campaign';
import { MECHS } from '../sheet/schema/mechsTab';
import { openTab, type TabReader } from '../sheet/tab/tabReader';
import { SheetProblems } from '../sheet/tab/problems';
import type { Tabs } from '../sheet/tab/tabs';
import { heatRows, locationRows, movementRow, pilotRows } from './cardStatus';
import { targetRows } from './cardTargets';
import { CARD_ROWS, cardRow, type CardRow } from './cardWords';
import { freebieWords } from './cardFreebie';
import { mechViews } from './mechs';
import { attackPreviews } from './preview';
import type { AttackPreview } from './views';
import { givenOrders, isTicked, type GivenOrders } from './orders';

export { CARD_COLUMNS, CARD_ROWS } from './cardWords';

/**
 * What a card shows: the card itself, always CARD_ROWS × CARD_COLUMNS cells; a name that is no
 * mech's, or a Mechs range that is not the Mechs tab (`unknown`, with the name most likely
 * meant); or why the mech cannot be read yet (`waits`: a problem on its rows, or one every mech
 * depends on).
 */
export type MechCard =
  | { readonly kind: 'card'; readonly rows: readonly CardRow[] }
  | { readonly kind: 'unknown'; readonly message: string }
  | { readonly kind: 'waits'; readonly message: string };

/** The Name cells of the Mechs tab, as typed. */
function mechNames(table: TabReader): string[] {
  const names: string[] = [];
  for (let r = 1; r < table.values.length; r++) {
    const name = cellText(table.get(r, 'name'));
    if (name !== '') names.push(name);
  }
  return names;
}

/** The Mechs row (0-based) holding `name`. */
function rowOf(table: TabReader, name: string): number {
  for (let r = 1; r < table.values.length; r++)
    if (normalize(cellText(table.get(r, 'name'))) === normalize(name)) return r;
  return -1;
}

/**
 * The record sheet's armor from the row's Full armor cell; undefined when it is blank or unreadable (the reader reports
 * it).
 */
function fullArmor(table: TabReader, row: number): FullArmor | undefined {
  const text = cellText(table.get(row, 'fullArmor'));
  if (text === '') return undefined;
  const parsed = parseFullArmor(text);
  return parsed.ok ? parsed.value : undefined;
}

function statusWords(mech: MechState): string {
  if (mech.destroyed) return mech.wreck ? 'Wreck' : 'Destroyed';
  const parts = [mech.shutdown ? 'Shut down' : 'Active'];
  if (mech.prone) parts.push('prone');
  return parts.join(', ');
}

/** Every mech's view of a campaign, worked out once however many cards read it. */
const views = new WeakMap<Campaign, ReturnType<typeof mechViews>>();
function viewsOf(c: Campaign, given: CardSource['given']): ReturnType<typeof mechViews> {
  let known = views.get(c);
  if (!known) views.set(c, (known = mechViews(c, given)));
  return known;
}

/**
 * The Mechs tab's Ready box as the card shows it, in the Orders row's last cell: `Ready` once the
 * player ticked it (their orders are final, R-15.1), `Not ready` before; nothing on a Mechs tab
 * without the column.
 */
function readyWords(table: TabReader, row: number): string {
  if (!table.has('ready')) return '';
  return isTicked(table.get(row, 'ready')) ? 'Ready' : 'Not ready';
}

/** Every attack line's preview of a campaign, worked out once however many cards read it. */
const previews = new WeakMap<Campaign, AttackPreview[]>();
function previewsOf(c: Campaign): AttackPreview[] {
  let known = previews.get(c);
  if (!known) previews.set(c, (known = attackPreviews(c)));
  return known;
}

/**
 * Name, model, player, hex, status and round; then the orders as the sheet reads them — a blank
 * is no decision: `No move yet`, its TNs labelled as if it stands; `No attack yet` — and the
 * freebie they make; the Ready box last.
 */
function headRows(c: Campaign, src: CardSource, mech: MechState, table: TabReader, row: number): CardRow[] {
  const view = viewsOf(c, src.given).find((v) => v.name === mech.id);
  const where = mech.position ? hexLabel(mech.position) : 'Off the map';
  const title = cardRow([
    mech.id,
    cellText(table.get(row, 'model')),
    cellText(table.get(row, 'player')),
    where,
    statusWords(mech),
    `Round ${c.battle.round}`,
  ]);
  const freebie = freebieWords(previewsOf(c), mech.id);
  const move = view ? (view.movePending ? `${view.move} (TNs below: if it stands)` : view.move) : '';
  const attacks = view ? (view.attacks.length > 0 ? view.attacks.join(' · ') : view.noAttack) : '';
  const orders = cardRow(['Orders', move, attacks, freebie]);
  orders[orders.length - 1] = readyWords(table, row);
  return [title, orders];
}

/** The campaign as every card reads it: once, however many cards are made of it. */
export interface CardSource {
  readonly read: ReturnType<typeof readCampaignParts>;
  /** The Mechs tab as a table; undefined when the range is not the Mechs tab. */
  readonly table: TabReader | undefined;
  /** What each mech's player typed for the round. */
  readonly given: (mech: string) => GivenOrders | undefined;
}

/** The tabs read for cards (`getValues()` of each, as ATTACKTN takes them). */
export function cardSource(tabs: Tabs): CardSource {
  return {
    read: readCampaignParts(tabs),
    table: openTab(tabs, MECHS, new SheetProblems(), true),
    given: givenOrders(tabs),
  };
}

/** The Name cells of the Mechs tab, as typed, top to bottom: the mechs that get a card. */
export function cardNames(src: CardSource): string[] {
  return src.table ? mechNames(src.table) : [];
}

/**
 * The card of the mech named `name` (any case), from the campaign's tabs (`getValues()` of each,
 * as ATTACKTN takes them).
 *
 * @example mechCard(demoTabs(), 'Griffin') — a card whose weapons table reads, at the Blackjack
 *          5 hexes away, Large Laser `6 (72%)`, LRM-5 ×2 `7 (58%)`, Medium Laser ×2 `8 (42%)`.
 */
export function mechCard(tabs: Tabs, name: string): MechCard {
  return cardFrom(cardSource(tabs), name);
}

/** The card of the mech named `name` (any case), from the campaign read once. */
export function cardFrom(src: CardSource, name: string): MechCard {
  const { read, table } = src;
  // A Mechs range that is not the Mechs tab is the formula's mistake, like a name that is no mech's.
  if (!table)
    return {
      kind: 'unknown',
      message:
        (read.located.find((p) => p.tab === MECHS.name)?.problem ?? read.blocking)?.message ??
        'the Mechs range has no Name column',
    };
  const row = rowOf(table, name);
  if (row < 0)
    return {
      kind: 'unknown',
      message: `"${name.trim()}" is not a mech on the Mechs tab${didYouMean(nearest(name, mechNames(table)), name)}`,
    };
  const id = cellText(table.get(row, 'name'));
  if (!read.campaign) return { kind: 'waits', message: `${id}: fix ${read.blocking?.message ?? 'the sheet'}` };
  const held = read.heldBack.find((h) => normalize(h.mech) === normalize(id));
  const mech = read.campaign.battle.mechs.find((m) => normalize(m.id) === normalize(id));
  if (held || !mech)
    return { kind: 'waits', message: `${id}: fix ${held?.problem.message ?? 'its row on the Mechs tab'}` };
  const c = read.campaign;
  const rows = [
    ...headRows(c, src, mech, table, row),
    movementRow(mech, c.rules),
    ...locationRows(mech, fullArmor(table, row)),
    ...heatRows(mech, c.rules),
    ...pilotRows(mech, c.battle.round),
    ...targetRows(c, mech),
  ];
  while (rows.length < CARD_ROWS) rows.push(cardRow([]));
  return { kind: 'card', rows: rows.slice(0, CARD_ROWS) };
}
