/**
 * Protect the campaign (docs/fair-play.md): every tab the GM's alone, but for each player's own cells
 * — their mechs' declaration cells on Mechs and their mechs' blocks of rows on Attacks and
 * Rolls — carved out of the tab's protection (`setUnprotectedRanges`) and protected again for
 * the GM and that player's account. One protection per tab and one per block, so the calls grow
 * with the tabs and the mechs, never with the cells. Re-running replaces Gator's previous
 * protections: a mech or a player added since is covered in one action.
 * https://developers.google.com/apps-script/reference/spreadsheet/protection
 */
import { a1Range } from '../sheet/tab/cells';
import { nextFreeRow } from '../sheet/write/freeRow';
import { campaignGrants, mechsOrderColumns, BLOCK_OWNER, type Grant, type NewBlock } from '../sheet/play/orderBlocks';
import { pilotGrants } from '../sheet/play/pilotGrants';
import { FITTED_TABS, ROOM } from '../sheet/setup/room';
import { CARDS_TAB } from '../sheet/setup/cardsTab';
import { ATTACKS, ROLLS } from '../sheet/schema/playTabs';
import { TAB } from '../sheet/schema/columns';
import { headerMap } from '../sheet/tab/headers';
import { SheetProblems } from '../sheet/tab/problems';
import type { Services } from './services';
import { fitTab, growTab, insertRowsUnder } from './tabGrids';
import { lastSnapshotRound } from './undoStore';
import type { Workbook } from './workbook';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Protection = GoogleAppsScript.Spreadsheet.Protection;

/**
 * Every tab Gator keeps: all the GM's, the orders tabs with their players' blocks carved out —
 * the Record and the Cards tab too (a player reads them; a cell typed among the cards would blank
 * every card).
 */
export const CAMPAIGN_TABS: readonly string[] = [
  TAB.mechs,
  TAB.equipment,
  TAB.catalog,
  TAB.attacks,
  TAB.rolls,
  TAB.map,
  TAB.rules,
  TAB.log,
  TAB.record,
  CARDS_TAB,
  TAB.undo,
  // The roster: each player's pilot's Step asked is theirs.
  TAB.pilots,
  // The GM's repair list and its prices: only the GM ticks what is repaired.
  TAB.repairs,
  // The campaign's figures, battle by battle (docs/campaign.md, The after-action report): written by Start a new battle.
  TAB.stats,
];

/** The tabs whose protection may leave a player's cells out: each player's block, or their pilot's Step asked. */
const CARVED_TABS: readonly string[] = [TAB.mechs, TAB.attacks, TAB.rolls, TAB.pilots];

/** The description of a tab's protection, and the mark of every protection Gator made. */
const TAB_DESCRIPTION = "Gator: only the GM edits this tab, but each player's own orders (Protect the campaign).";
const GRANT_PREFIX = 'Gator orders: ';

/** A block's protection says whose it is: `Gator orders: Griffin — anna@example.com`. */
function grantDescription(g: Pick<Grant, 'mech' | 'account'>): string {
  return `${GRANT_PREFIX}${g.mech} — ${g.account}`;
}

/** The account a block's protection was made for, from its description; undefined for another protection. */
export function grantAccount(description: string): string | undefined {
  if (description.indexOf(GRANT_PREFIX) !== 0) return undefined;
  const dash = description.lastIndexOf(' — ');
  return dash < 0 ? undefined : description.slice(dash + 3);
}

export interface ProtectReport {
  readonly tabs: readonly string[];
  readonly players: number;
  readonly mechs: number;
  /** The range protections made: one a block. */
  readonly blocks: number;
  readonly added: readonly AddedBlock[];
  /**
   * The Mechs columns a player types in, as their headers and letters: `Move, Move to, …, Ready (P–U)`; '' without a
   * Mechs tab.
   */
  readonly mechsColumns: string;
  readonly problems: readonly string[];
  /** Player accounts the file's editors do not list (as the Mechs tab spells them), each once. */
  readonly unshared: readonly string[];
}

/**
 * The Player accounts that are neither the file's owner nor among its editors: a block
 * protection names them, but "doesn't automatically give the user permission to edit the
 * spreadsheet itself" (Protection.addEditor). People who edit through a shared link are in no
 * list, so the report only says what the list shows.
 * https://developers.google.com/apps-script/reference/spreadsheet/protection#addeditoremailaddress
 */
function unsharedAccounts(accounts: readonly string[], fileEditors: readonly string[]): string[] {
  const known = fileEditors.map((e) => e.toLowerCase());
  const out: string[] = [];
  for (const a of accounts) {
    const lower = a.toLowerCase();
    if (known.indexOf(lower) < 0 && !out.some((o) => o.toLowerCase() === lower)) out.push(a);
  }
  return out;
}

/**
 * A block Protect added: its first row (1-based, where it is once every block is in), right under the mech's rows
 * (`beside`) or at the end.
 */
export interface AddedBlock extends NewBlock {
  readonly first: number;
  readonly beside: boolean;
  /** Set when the block went to the end, not under its mech's rows, because Undo can still put this round back. */
  readonly undoRound?: number;
}

/**
 * The blocks, each to go under its mech's rows — unless Undo can still put a round back: a round's
 * Undo puts the Attacks and Rolls rows it cleared back by position, so rows inserted among them
 * would move them under it. Then every block goes at the end, as the report says. One read of the
 * undo tab's column A, only when a block would go in among the rows.
 */
function keepUndoable(wb: Workbook, missing: readonly NewBlock[]): (NewBlock & { undoRound?: number })[] {
  if (!missing.some((m) => m.after !== undefined)) return [...missing];
  const round = lastSnapshotRound(wb);
  if (round === undefined) return [...missing];
  return missing.map(({ after: _moved, ...block }) => (_moved === undefined ? block : { ...block, undoRound: round }));
}

/**
 * Gives each mech a player plays the rows a block has on Attacks and Rolls, its owner column
 * filled (only that column is written, so nothing lands in a formula's cells): rows inserted right
 * under the mech's last row there, so a player's lines stay together — the lowest block first, so
 * the rows above stay where they are — or, for a mech with no row yet, at the end: under the last
 * row holding a value, found from the values read (never from `getLastRow`, which may count the
 * blank cells the TN column's array spills), the tab grown first when it has no room. New rows
 * are formatted as the rows above them; `tabs` is kept in step with the sheet.
 */
function addBlocks(
  wb: Workbook,
  tabs: Record<string, unknown[][]>,
  missing: readonly (NewBlock & { undoRound?: number })[],
): AddedBlock[] {
  const added: AddedBlock[] = [];
  for (const spec of [ATTACKS, ROLLS]) {
    const values = tabs[spec.name];
    const mine = missing.filter((m) => m.tab === spec.name);
    if (!values || mine.length === 0) continue;
    const at = headerMap(values, spec, new SheetProblems())?.[BLOCK_OWNER[spec.name]];
    if (at === undefined) continue;
    const width = Math.max(1, values[0]?.length ?? 1);
    const owned = (mech: string): unknown[] => Array.from({ length: width }, (_, c) => (c === at ? mech : ''));
    const write = (row: number, owners: readonly string[]) =>
      wb.write([
        {
          tab: spec.name,
          row,
          column: at + 1,
          values: owners.map((m) => [m]),
          a1: a1Range(spec.name, row - 1, at, owners.length, 1),
        },
      ]);
    const beside: { block: NewBlock; first: number }[] = [];
    for (const block of mine
      .filter((m) => m.after !== undefined)
      .sort((a, b) => (b.after as number) - (a.after as number))) {
      const row = (block.after as number) + 1;
      insertRowsUnder(wb, spec.name, row, block.rows);
      const owners = Array.from({ length: block.rows }, () => block.mech);
      write(row + 1, owners);
      values.splice(row, 0, ...owners.map(owned));
      // The blocks already in, lower down, moved down with these rows.
      for (const b of beside) b.first += block.rows;
      beside.push({ block, first: row + 1 });
    }
    added.push(...beside.map(({ block, first }) => ({ ...block, first, beside: true })));
    // The rows went in among the lines: the grid sheds as many blank rows at its bottom, so it still fits its data.
    if (beside.length > 0 && FITTED_TABS.indexOf(spec.name) >= 0)
      fitTab(wb, spec.name, nextFreeRow(values) - 1, wb.maxRows(TAB.mechs));
    const end = mine.filter((m) => m.after === undefined);
    if (end.length === 0) continue;
    const owners = end.flatMap((m) => Array.from({ length: m.rows }, () => m.mech));
    const start = nextFreeRow(values);
    // The last block ends on row start - 1 + owners.length; the tab's room goes below it, as Set up fits it.
    growTab(wb, spec.name, start - 1 + owners.length + (ROOM[spec.name] ?? 0), start - 1);
    write(start, owners);
    owners.forEach((m, i) => (values[start - 1 + i] = owned(m)));
    let first = start;
    for (const block of end) {
      added.push({ ...block, first, beside: false });
      first += block.rows;
    }
  }
  return added;
}

/**
 * Protects a tab for the GM alone (the owner always edits too), keeping its existing protection
 * if any — `sheet.protect()` returns it as the GM left it, perhaps "Show a warning", which lets
 * everyone edit and ignores its editors. Restricting comes first: turned off, warning-only lists
 * every editor of the file again (Sheets API, ProtectedRange.warningOnly), so the editors are
 * set only after it.
 */
function protectTab(sheet: Sheet, gm: string, others: readonly string[]): Protection {
  const p = sheet.protect().setDescription(TAB_DESCRIPTION);
  if (p.isWarningOnly()) p.setWarningOnly(false);
  // Add the GM first: removing every editor must never lock the GM out.
  p.addEditor(gm);
  if (others.length > 0) p.removeEditors(others as string[]);
  if (p.canDomainEdit()) p.setDomainEdit(false);
  return p;
}

/** Removes the block protections Gator made before, found by their description. */
function removeOldGrants(services: Services, wb: Workbook): void {
  for (const p of wb.ss.getProtections(services.SpreadsheetApp.ProtectionType.RANGE)) {
    if (p.getDescription().indexOf(GRANT_PREFIX) === 0) p.remove();
  }
}

/**
 * Protects the campaign for `gm` (the user running it), each player's cells theirs too.
 * Reads Mechs, Attacks and Rolls once; writes only the rows of new blocks.
 */
export function protectCampaign(services: Services, wb: Workbook, gm: string): ProtectReport {
  const tabs = wb.readTabs([TAB.mechs, TAB.attacks, TAB.rolls, TAB.pilots]);
  const widths = (): Record<string, number> => ({
    [TAB.attacks]: wb.sheet(TAB.attacks) ? wb.maxColumns(TAB.attacks) : 0,
    [TAB.rolls]: wb.sheet(TAB.rolls) ? wb.maxColumns(TAB.rolls) : 0,
  });
  let plan = campaignGrants(tabs, widths());
  const added = plan.missing.length > 0 ? addBlocks(wb, tabs, keepUndoable(wb, plan.missing)) : [];
  if (added.length > 0) plan = campaignGrants(tabs, widths());
  // Everyone with edit access but the GM: a new protection lists them all, as Sheets does.
  const fileEditors = wb.ss.getEditors().map((u) => u.getEmail());
  const others = fileEditors.filter((e) => e !== gm);
  const owner = wb.ss.getOwner();
  removeOldGrants(services, wb);
  const done: string[] = [];
  let blocks = 0;
  for (const name of CAMPAIGN_TABS) {
    const sheet = wb.sheet(name);
    if (!sheet) continue;
    const grants = (name === TAB.pilots ? pilotGrants(tabs) : plan.grants).filter((g) => g.cells.tab === name);
    const ranges = grants.map((g) => sheet.getRange(g.cells.row + 1, g.cells.col + 1, g.cells.rows, g.cells.cols));
    const tab = protectTab(sheet, gm, others);
    // A tab that has carve-outs (blocks, Step asked cells) has them set afresh, none left from a grant now gone.
    if (ranges.length > 0 || CARVED_TABS.includes(name)) tab.setUnprotectedRanges(ranges);
    grants.forEach((g, i) => {
      const p = ranges[i].protect().setDescription(grantDescription(g));
      p.addEditors([gm, g.account]);
      // An account in any case is the same account (the unshared check reads them so too).
      const out = others.filter((e) => e.toLowerCase() !== g.account.toLowerCase());
      if (out.length > 0) p.removeEditors(out);
      if (p.canDomainEdit()) p.setDomainEdit(false);
      blocks++;
    });
    done.push(name);
  }
  const unshared = unsharedAccounts(
    plan.players.map((p) => p.account),
    owner ? [...fileEditors, owner.getEmail()] : fileEditors,
  );
  const players = new Set(plan.players.map((p) => p.account.toLowerCase())).size;
  return {
    tabs: done,
    players,
    mechs: plan.players.length,
    blocks,
    added,
    mechsColumns: mechsOrderColumns(tabs),
    problems: plan.problems,
    unshared,
  };
}
