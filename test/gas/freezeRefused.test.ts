// Set up's freeze of a tab's name column refused by Sheets (src/gas/freeze.ts): the GM is told Sheets' reason, with
// only Apps Script's leading "Exception: " taken off, and whatever was thrown Set up goes on to report it.
import { describe, expect, it } from 'vitest';
import { freezeHeader } from '../../src/gas/freeze';
import { ROLLS } from '../../src/sheet/schema/playTabs';

type Sheet = Parameters<typeof freezeHeader>[0];

/** A Rolls tab frozen at its header only, whose freeze of columns Sheets refuses by throwing `thrown`. */
function refusing(thrown: unknown): Sheet {
  return {
    getFrozenColumns: () => 0,
    getFrozenRows: () => 1,
    setFrozenRows: () => {},
    setFrozenColumns: () => {
      throw thrown;
    },
  } as unknown as Sheet;
}

/** The Rolls tab's For column, the one naming whose row it is, in column A. */
const FOR_IN_A = { for: 1 };

describe("a freeze Sheets refuses is reported in Sheets' words", () => {
  it('"Exception: " at the start of the message is Apps Script\'s, and dropped', () => {
    const done = freezeHeader(
      refusing(new Error("Exception: You can't freeze columns which contain only part of a merged cell.")),
      ROLLS,
      FOR_IN_A,
      'complete',
    );
    expect(done).toEqual({
      problem:
        "Rolls: Set up could not freeze column A (For) — You can't freeze columns which contain only part of a merged cell. Run Set up again once that is fixed.",
    });
  });

  it('"Exception: " further in is part of the reason, and kept', () => {
    const done = freezeHeader(
      refusing(new Error('Service error: Exception: the sheet is busy.')),
      ROLLS,
      FOR_IN_A,
      'complete',
    );
    expect(done.problem).toBe(
      'Rolls: Set up could not freeze column A (For) — Service error: Exception: the sheet is busy. Run Set up again once that is fixed.',
    );
  });

  it('a refusal thrown with no error at all is still reported, never thrown on', () => {
    const done = freezeHeader(refusing(undefined), ROLLS, FOR_IN_A, 'complete');
    expect(done.problem).toMatch(
      /^Rolls: Set up could not freeze column A \(For\) — .* Run Set up again once that is fixed\.$/,
    );
  });
});
