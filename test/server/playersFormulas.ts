// The players' formulas on the demo battle: the TN column's one ATTACKTN formula,
// which Set up writes, and a player's own GATOR and HITCHANCE cells in columns the GM added,
// typed as players type them. Shared by the tests and the bench.
import type { FakeServices } from '../../src/fakes';
import { TAB } from '../../src/sheet/schema/columns';
import { TN_FORMULA } from '../../src/sheet/setup/tnFormula';
import { type, type Campaign } from './harness';

export { TN_FORMULA };

/** The Griffin player's own checks, in columns J and K the GM added: a TN per row and one HITCHANCE over them. */
export const OWN_CHECKS = [
  ['My TN', 'Chance'],
  ['=GATOR(4, "Run", TMM(6, "Walk"), 0, RANGEMOD("Medium Laser", 3))', '=HITCHANCE(J2:J4)'],
  ['=GATOR(4, "Run", TMM(5, "Walk"), 3, RANGEMOD("LRM-5", HEXDIST("0609", "0415")))', ''],
  ['=GATOR(4, "Walk", TMM(8, "Run"), 0, RANGEMOD("Large Laser", 5))', ''],
];

/** The players' own formulas, typed as players type them (no escaping) in J1:K4; H2 holds Set up's TN formula. */
export function typePlayersFormulas(fake: FakeServices): void {
  const attacks = fake.book.sheet(TAB.attacks);
  if (attacks.getRange('H2').getFormula() !== TN_FORMULA) throw new Error('Set up did not write the TN formula');
  attacks.getRange('J1:K4').setValues(OWN_CHECKS.map((row) => [...row]));
}

/**
 * "Typed rolls first", and rolls typed in the Roll column as players type them: the Rifleman's four, one of the
 * Blackjack's.
 */
export function typedRound(c: Campaign): void {
  const rules = c.fake.book.sheet(TAB.rules).peekValues();
  type(c.fake, TAB.rules, `B${rules.findIndex((r) => r[0] === 'Dice') + 1}`, 'Typed rolls first');
  c.fake.book
    .sheet(TAB.attacks)
    .getRange('I3:I4')
    .setValues([['7, 7, 7, 7'], ['8']]);
}
