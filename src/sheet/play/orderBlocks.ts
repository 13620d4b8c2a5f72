/**
 * Whose cells are whose in a protected campaign (docs/fair-play.md "Who may edit
 * what"), pure: each player's mechs (the Mechs tab's Player account), the declaration cells of
 * their Mechs rows, and each mech's block of rows on Attacks (its Attacker) and on Rolls (its
 * Mech). A block is a run of consecutive rows of one mech; Protect the campaign gives each
 * block one protection, so their number grows with the mechs, never with the cells.
 */
import { columnLetters, isBlank, normalize } from '../tab/cells';
import { ATTACKS, ROLLS } from '../schema/playTabs';
import { MECHS } from '../schema/mechsTab';
import type { TabSpec } from '../schema/columns';
import { openTab, type TabReader } from '../tab/tabReader';
import { SheetProblems } from '../tab/problems';
import type { Tabs } from '../tab/tabs';

/** Rows a new block gets: enough attack lines for a round, and the rolls of a busy one. */
export const BLOCK_ROWS: Readonly<Record<string, number>> = { [ATTACKS.name]: 3, [ROLLS.name]: 8 };

/** The column naming a block's mech on each orders tab. */
export const BLOCK_OWNER: Readonly<Record<string, string>> = { [ATTACKS.name]: 'attacker', [ROLLS.name]: 'mech' };

/** A mech a player plays: its name as on Mechs, the player's account, its Mechs row (0-based). */
interface PlayerMech {
  readonly mech: string;
  readonly account: string;
  readonly player: string;
  readonly row: number;
}

/** A rectangle of a tab, 0-based rows and columns as the values count them. */
interface Cells {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
}

/** The cells one player may edit, for one mech. */
export interface Grant {
  readonly mech: string;
  readonly account: string;
  readonly cells: Cells;
}

/**
 * Rows to add for a mech with fewer than `BLOCK_ROWS` on a tab, its owner column filled: right
 * under the mech's last row there (`after`, 0-based as the values count rows), so a player's
 * lines stay together; at the end of the tab when it has none.
 */
export interface NewBlock {
  readonly tab: string;
  readonly mech: string;
  readonly rows: number;
  readonly after?: number;
}

/** The mechs with a Player account, in Mechs order. */
export function playerMechs(tabs: Tabs): PlayerMech[] {
  const table = openTab(tabs, MECHS, new SheetProblems(), false);
  if (!table || !table.has('playerAccount')) return [];
  const out: PlayerMech[] = [];
  for (const row of table.dataRows()) {
    const account = String(table.get(row, 'playerAccount') ?? '').trim();
    const mech = String(table.get(row, 'name') ?? '').trim();
    if (account === '' || mech === '') continue;
    out.push({ mech, account, player: table.has('player') ? String(table.get(row, 'player') ?? '').trim() : '', row });
  }
  return out;
}

/** The names (normalized) of the mechs a player plays: their Attacks rows keep their Attacker after a round. */
export function playedMechs(tabs: Tabs): Set<string> {
  return new Set(playerMechs(tabs).map((p) => normalize(p.mech)));
}

/** The runs of consecutive columns the keys take on a tab (a key missing is left out). */
function columnRuns(table: TabReader, keys: readonly string[]): { col: number; cols: number }[] {
  const cols = keys
    .filter((k) => table.has(k))
    .map((k) => table.col(k))
    .sort((a, b) => a - b);
  const runs: { col: number; cols: number }[] = [];
  for (const c of cols) {
    const last = runs[runs.length - 1];
    if (last && last.col + last.cols === c) last.cols++;
    else runs.push({ col: c, cols: 1 });
  }
  return runs;
}

/**
 * The Mechs columns a player edits in their own rows, by header: the declaration columns (Move through Ready and any
 * added after Stand up), and Notify, their opt-in to the deadline clock's e-mails.
 */
function mechsGrants(table: TabReader, players: readonly PlayerMech[]): Grant[] {
  const keys = [...MECHS.columns.filter((c) => c.role === 'declaration').map((c) => c.key), 'notify'];
  const runs = columnRuns(table, keys);
  return players.flatMap((p) =>
    runs.map((r) => ({
      mech: p.mech,
      account: p.account,
      cells: { tab: MECHS.name, row: p.row, col: r.col, rows: 1, cols: r.cols },
    })),
  );
}

/**
 * The Mechs columns a player types in, named so no one can misread them: every header in the
 * tab's order, then the letters of each run — `Move, Move to, Evasive, Outflank, Stand up and
 * Ready (columns P–U)`. '' without a Mechs tab.
 */
export function mechsOrderColumns(tabs: Tabs): string {
  const table = openTab(tabs, MECHS, new SheetProblems(), false);
  if (!table) return '';
  const keys = MECHS.columns.filter((c) => c.role === 'declaration' && table.has(c.key)).map((c) => c.key);
  const headers = keys
    .map((k) => table.col(k))
    .sort((a, b) => a - b)
    .map((c) => String(table.values[0][c]).trim());
  const letters = columnRuns(table, keys).map((r) =>
    r.cols === 1 ? columnLetters(r.col) : `${columnLetters(r.col)}–${columnLetters(r.col + r.cols - 1)}`,
  );
  const named =
    headers.length > 1 ? `${headers.slice(0, -1).join(', ')} and ${headers[headers.length - 1]}` : headers.join('');
  return `${named} (column${letters.length === 1 && !letters[0].includes('–') ? '' : 's'} ${letters.join(', ')})`;
}

/** Each mech's runs of rows on an orders tab, by its owner column. */
function blocksOf(table: TabReader, ownerKey: string): Map<string, { row: number; rows: number }[]> {
  const out = new Map<string, { row: number; rows: number }[]>();
  let prev = '';
  for (let r = 1; r < table.values.length; r++) {
    const name = isBlank(table.get(r, ownerKey)) ? '' : normalize(String(table.get(r, ownerKey)));
    if (name !== '') {
      const runs = out.get(name) ?? [];
      const last = runs[runs.length - 1];
      if (prev === name && last && last.row + last.rows === r) last.rows++;
      else runs.push({ row: r, rows: 1 });
      out.set(name, runs);
    }
    prev = name;
  }
  return out;
}

/**
 * A player's cells on an orders tab: every column but the owner's — on Attacks to the tab's last
 * column (the TN column and any the GM adds: where a player types their own formulas), on Rolls
 * to its last header — on each run of their
 * mech's rows; the mechs with fewer rows there than a block has, to be given the rest.
 */
function ordersGrants(
  table: TabReader,
  spec: TabSpec,
  players: readonly PlayerMech[],
  width: number,
): { grants: Grant[]; missing: NewBlock[] } {
  const ownerCol = table.col(BLOCK_OWNER[spec.name]);
  const blocks = blocksOf(table, BLOCK_OWNER[spec.name]);
  // Attacks: to the tab's last column, where the player's own formulas go; Rolls: its columns up to its Mech.
  const end = spec.name === ATTACKS.name ? width : Math.min(width, table.values[0]?.length ?? width);
  const spans = [
    { col: 0, cols: ownerCol },
    { col: ownerCol + 1, cols: end - ownerCol - 1 },
  ].filter((s) => s.cols > 0);
  const grants: Grant[] = [];
  const missing: NewBlock[] = [];
  for (const p of players) {
    const runs = blocks.get(normalize(p.mech)) ?? [];
    const short = BLOCK_ROWS[spec.name] - runs.reduce((n, run) => n + run.rows, 0);
    const last = runs[runs.length - 1];
    if (short > 0)
      missing.push({ tab: spec.name, mech: p.mech, rows: short, ...(last ? { after: last.row + last.rows - 1 } : {}) });
    for (const run of runs)
      for (const s of spans)
        grants.push({
          mech: p.mech,
          account: p.account,
          cells: { tab: spec.name, row: run.row, col: s.col, rows: run.rows, cols: s.cols },
        });
  }
  return { grants, missing };
}

interface CampaignGrants {
  readonly players: readonly PlayerMech[];
  readonly grants: readonly Grant[];
  /** Blocks to add before protecting (then the grants are worked out again). */
  readonly missing: readonly NewBlock[];
  /** Why a tab cannot be given out, in words (a missing column). */
  readonly problems: readonly string[];
}

/**
 * Every player's cells in the campaign: their Mechs declaration cells and their blocks on
 * Attacks and Rolls. `widths` gives each orders tab's width in columns (its last column).
 */
export function campaignGrants(tabs: Tabs, widths: Readonly<Record<string, number>>): CampaignGrants {
  const players = playerMechs(tabs);
  const grants: Grant[] = [];
  const missing: NewBlock[] = [];
  const problems: string[] = [];
  const mechs = openTab(tabs, MECHS, new SheetProblems(), false);
  if (mechs) grants.push(...mechsGrants(mechs, players));
  for (const spec of [ATTACKS, ROLLS]) {
    const table = openTab(tabs, spec, new SheetProblems(), false);
    const owner = BLOCK_OWNER[spec.name];
    if (!table || !table.has(owner)) {
      problems.push(
        `${spec.name}: no column headed "${spec.columns.find((c) => c.key === owner)?.header}" to say whose rows are whose; run Set up campaign to add it`,
      );
      continue;
    }
    const got = ordersGrants(table, spec, players, Math.max(widths[spec.name] ?? 0, table.values[0]?.length ?? 0));
    grants.push(...got.grants);
    missing.push(...got.missing);
  }
  return { players, grants, missing, problems };
}
