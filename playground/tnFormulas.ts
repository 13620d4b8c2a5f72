/**
 * The TN formulas players write on the Attacks tab — the custom functions in the
 * Attacks tab's TN column recalculate when a record cell changes — typed into the demo as a
 * player would type them:
 *
 * - the TN column (H2): one ATTACKTN formula over the tabs, answering every declared attack
 *   line with the TN of each weapon (when the bundle has ATTACKTN);
 * - right of it, set apart from the attack lines by a blank column, its own background and a
 *   header that says whose it is (the rows are shared with the attack lines, so nothing else
 *   would tell a player it is not part of theirs), the Griffin player's own check of the seed's
 *   three examples, weapon by weapon,
 *   with `=GATOR(gunnery, move, TMM(run, move), woods, RANGEMOD(weapon, HEXDIST(from, to)))`,
 *   and its chance to hit, `=HITCHANCE(tn)`, formatted as a percentage (`58%`).
 *   Each mech is measured where it ends the round (its Move to, else its Position) with its
 *   declared Move; a blank Move is standing still (the Mechs tab's rule), so the cells still
 *   read after a round has cleared the orders.
 *
 * Columns the Attacks schema does not know are never read or cleared by a round
 * (src/sheet/schema/), and rows with only such columns filled are not attack lines.
 */
import type { FakeSpreadsheet } from '../src/fakes';
import { columnLetters } from '../src/fakes';
import { TN_FORMULA } from '../src/sheet/setup/tnFormula';

/**
 * The seed's three worked examples from the Griffin's seat, in the seed's order: target, weapon,
 * and the Other the woods between them add (the player counts the woods on the map).
 */
export const GRIFFIN_CHECKS: readonly { readonly target: string; readonly weapon: string; readonly woods: number }[] = [
  // Example 1: nothing in the way of the Blackjack.
  { target: 'Blackjack', weapon: 'Large Laser', woods: 0 },
  { target: 'Blackjack', weapon: 'LRM-5', woods: 0 },
  { target: 'Blackjack', weapon: 'Medium Laser', woods: 0 },
  // Example 2: 1 light + 1 heavy woods hex between the Griffin and the Rifleman, Other +3.
  { target: 'Rifleman', weapon: 'LRM-5', woods: 3 },
  { target: 'Rifleman', weapon: 'Large Laser', woods: 3 },
  { target: 'Rifleman', weapon: 'Medium Laser', woods: 3 },
  // Example 3: nothing in the way of the Locust.
  { target: 'Locust', weapon: 'LRM-5', woods: 0 },
  { target: 'Locust', weapon: 'Large Laser', woods: 0 },
  { target: 'Locust', weapon: 'Medium Laser', woods: 0 },
];

/**
 * Headers of the check block: the first says whose check it is; none is an Attacks header, so the
 * round's reader ignores the block.
 */
export const CHECK_HEADERS = [
  "Griffin's check: fires at",
  'With',
  'Hexes',
  'Woods (Other)',
  "Griffin's TN",
  "Griffin's chance",
] as const;

/** The note on the block's first header: what the block is, and that Gator leaves it alone. */
export const CHECK_NOTE =
  "The Griffin player's own check of the seed's three examples (=GATOR, =HITCHANCE): a worksheet beside the attack lines, not part of any. Gator never reads, writes or clears these columns.";

/** The block's background, unlike the attack lines' white: a note pad beside the orders. */
export const CHECK_BACKGROUND = '#fff9db';

/** How a chance shows: `58%`, not `0.58333333333`. */
export const CHANCE_FORMAT = '0%';

/** The blank column between the Roll column and the check block, narrow. */
export const GAP_COLUMN = 10; // J
export const GAP_WIDTH = 24;

/** First column of the check block: right of the TN and Roll columns and the gap. */
export const CHECK_COLUMN = GAP_COLUMN + 1; // K

/** The table-driven TN column, as Set up writes it (every range inside its tab's grid). */
export const ATTACKTN_FORMULA = TN_FORMULA;

function headerIndex(header: readonly unknown[], name: string): number {
  const i = header.findIndex((h) => typeof h === 'string' && h.trim().toLowerCase() === name.toLowerCase());
  if (i < 0) throw new Error(`playground: no "${name}" column`);
  return i + 1;
}

/**
 * Types the formulas into the demo's Attacks tab (raw side of the fake: as typed, uncounted).
 * Cell references are found by header and mech name, so they are the ones a player would click.
 */
export function typeTnFormulas(book: FakeSpreadsheet, options: { attackTn: boolean }): void {
  const mechs = book.sheet('Mechs').peekValues();
  const col = (name: string) => columnLetters(headerIndex(mechs[0], name));
  const row = (mech: string) => {
    const r = mechs.findIndex((line) => line[0] === mech);
    if (r < 1) throw new Error(`playground: no mech ${mech} on the Mechs tab`);
    return r + 1;
  };
  const cell = (column: string, mech: string) => `Mechs!$${col(column)}$${row(mech)}`;
  // Where the mech ends the round, and how it moved: blank Move to = stays, blank Move = Stand.
  const hexOf = (mech: string) =>
    `IF(${cell('Move to', mech)}="", ${cell('Position', mech)}, ${cell('Move to', mech)})`;
  const moveOf = (mech: string) => `IF(${cell('Move', mech)}="", "Stand", ${cell('Move', mech)})`;
  const attacks = book.sheet('Attacks');
  const tn = headerIndex(attacks.peekValues()[0], 'TN');
  if (options.attackTn) attacks.getRange(2, tn).setValue(ATTACKTN_FORMULA);

  const [fires, withCol, hexes, woods, tnCol, chanceCol] = CHECK_HEADERS.map((_, i) => CHECK_COLUMN + i);
  attacks.setColumnWidth(GAP_COLUMN, GAP_WIDTH);
  attacks
    .getRange(1, CHECK_COLUMN, 1, CHECK_HEADERS.length)
    .setValues([[...CHECK_HEADERS]])
    .setFontWeight('bold');
  attacks.getRange(1, CHECK_COLUMN).setNote(CHECK_NOTE);
  attacks.getRange(1, CHECK_COLUMN, GRIFFIN_CHECKS.length + 1, CHECK_HEADERS.length).setBackground(CHECK_BACKGROUND);
  GRIFFIN_CHECKS.forEach((check, i) => {
    const r = i + 2;
    const a1 = (c: number) => `${columnLetters(c)}${r}`;
    attacks.getRange(r, fires).setValue(check.target);
    attacks.getRange(r, withCol).setValue(check.weapon);
    attacks.getRange(r, hexes).setValue(`=HEXDIST(${hexOf('Griffin')}, ${hexOf(check.target)})`);
    attacks.getRange(r, woods).setValue(check.woods);
    attacks
      .getRange(r, tnCol)
      .setValue(
        `=GATOR(${cell('Gunnery', 'Griffin')}, ${moveOf('Griffin')}, TMM(${cell('Run', check.target)}, ${moveOf(check.target)}), ${a1(woods)}, RANGEMOD(${a1(withCol)}, ${a1(hexes)}))`,
      );
    attacks
      .getRange(r, chanceCol)
      .setNumberFormat(CHANCE_FORMAT)
      .setValue(`=HITCHANCE(${a1(tnCol)})`);
  });
}
