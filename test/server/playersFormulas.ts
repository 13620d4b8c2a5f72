// The players' formulas on the demo battle, typed as players type them (issue 18): the TN
// column's one ATTACKTN formula, and a player's own GATOR and HITCHANCE cells in columns the GM
// added. Shared by the tests and the bench.
import { columnLetters, type FakeServices } from '../../src/fakes';
import { MECHS, TAB } from '../../src/sheet/schema';
import { type, type Campaign } from './harness';

/** The TN formula with every range inside its tab's grid (Mechs is as wide as its schema). */
export const TN_FORMULA = `=ATTACKTN(A1:G, Mechs!A1:${columnLetters(MECHS.columns.length)}, Equipment!A1:E, Catalog!A1:K, Map!A1:Q18, Rules!A1:H)`;

/** The Griffin player's own checks, in columns J and K the GM added: a TN per row and one HITCHANCE over them. */
export const OWN_CHECKS = [
  ['My TN', 'Chance'],
  ['=GATOR(4, "Run", TMM(6, "Walk"), 0, RANGEMOD("Medium Laser", 3))', '=HITCHANCE(J2:J4)'],
  ['=GATOR(4, "Run", TMM(5, "Walk"), 3, RANGEMOD("LRM-5", HEXDIST("0609", "0415")))', ''],
  ['=GATOR(4, "Walk", TMM(8, "Run"), 0, RANGEMOD("Large Laser", 5))', ''],
];

/** Types the players' formulas as players type them (no escaping): H2, and J1:K4. */
export function typePlayersFormulas(fake: FakeServices): void {
  const attacks = fake.book.sheet(TAB.attacks);
  attacks.getRange('H2').setValues([[TN_FORMULA]]);
  attacks.getRange('J1:K4').setValues(OWN_CHECKS.map((row) => [...row]));
}

/** "Typed rolls first", and rolls typed in the Roll column as players type them: the Rifleman's four, one of the Blackjack's. */
export function typedRound(c: Campaign): void {
  const rules = c.fake.book.sheet(TAB.rules).peekValues();
  type(c.fake, TAB.rules, `B${rules.findIndex((r) => r[0] === 'Dice') + 1}`, 'Typed rolls first');
  c.fake.book.sheet(TAB.attacks).getRange('I3:I4').setValues([['7, 7, 7, 7'], ['8']]);
}
