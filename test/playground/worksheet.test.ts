// The playground's demo has, beside the attack lines of the Attacks tab, the Griffin player's own
// check of the seed's three examples (playground/tnFormulas.ts). It shares rows with the attack
// lines, so it must not look like part of them: a GM expects a blank column between, a header
// that says whose it is, and a background of its own — and Set up, a round and the sheet's
// readers to leave it where it is.
import { beforeEach, describe, expect, it } from 'vitest';
import { readDist } from '../../playground/bundle';
import { Session } from '../../playground/session';
import { CHECK_BACKGROUND, CHECK_COLUMN, CHECK_HEADERS, GAP_COLUMN, GRIFFIN_CHECKS } from '../../playground/tnFormulas';
import type { SheetView } from '../../playground/view';

let s: Session;
beforeEach(() => {
  s = Session.demo(readDist());
});

const attacksView = (): SheetView => {
  const tab = s.view().sheets.find((t) => t.name === 'Attacks');
  if (!tab) throw new Error('no Attacks tab');
  return tab;
};
const header = (tab: SheetView) => tab.rows[0].map((c) => c.text);
const rollColumn = (tab: SheetView) => header(tab).indexOf('Roll') + 1;
const blockRows = GRIFFIN_CHECKS.length + 1;

describe("the Griffin player's check on the Attacks tab stands apart from the attack lines", () => {
  it('a blank, narrow column right after the Roll column, then the check: nothing in that column, header or rows', () => {
    const tab = attacksView();
    expect(rollColumn(tab)).toBe(GAP_COLUMN - 1);
    expect(tab.rows.map((r) => r[GAP_COLUMN - 1]?.text ?? '')).toEqual(tab.rows.map(() => ''));
    expect(tab.widths[GAP_COLUMN - 1]).toBeLessThan(tab.widths[rollColumn(tab) - 1] / 2);
    expect(header(tab).slice(CHECK_COLUMN - 1, CHECK_COLUMN - 1 + CHECK_HEADERS.length)).toEqual([...CHECK_HEADERS]);
  });

  it('its header says whose check it is, with a note that Gator never reads, writes or clears it', () => {
    const first = attacksView().rows[0][CHECK_COLUMN - 1];
    expect(first.text).toBe("Griffin's check: fires at");
    expect(first.note).toMatch(
      /^The Griffin player's own check of the seed's three examples .*not part of any\. Gator never reads, writes or clears these columns\.$/,
    );
  });

  it('it has a background of its own, header and rows; the attack lines beside it stay white', () => {
    const tab = attacksView();
    for (let r = 0; r < blockRows; r++) {
      for (let c = 0; c < CHECK_HEADERS.length; c++)
        expect(tab.rows[r][CHECK_COLUMN - 1 + c].background, `row ${r + 1}`).toBe(CHECK_BACKGROUND);
      for (let c = 0; c < rollColumn(tab); c++)
        expect(tab.rows[r][c].background, `attack line ${r + 1}`).toBeUndefined();
    }
  });

  it('Set up campaign run again adds no column and moves nothing; a round neither reads nor clears the check', () => {
    const before = attacksView();
    s.call('setupCampaign', []);
    expect(s.fake.ui.alerts.at(-1)?.prompt).not.toMatch(/Attacks: .*added/);
    expect(header(attacksView())).toEqual(header(before));
    const resolved = s.call('resolveRound', [1]) as { ok: boolean };
    expect(resolved.ok).toBe(true);
    const after = attacksView();
    const block = (tab: SheetView) =>
      tab.rows
        .slice(0, blockRows)
        .map((r) =>
          r
            .slice(CHECK_COLUMN - 1, CHECK_COLUMN - 1 + CHECK_HEADERS.length)
            .map((c) => [c.input ?? c.text, c.background]),
        );
    // The formulas stay (their answers follow the round's new state), the typed cells and the background too.
    expect(
      block(after).map((r) => r.map(([input, bg]) => (String(input).startsWith('=') ? ['formula', bg] : [input, bg]))),
    ).toEqual(
      block(before).map((r) => r.map(([input, bg]) => (String(input).startsWith('=') ? ['formula', bg] : [input, bg]))),
    );
    expect(after.rows.map((r) => r[GAP_COLUMN - 1]?.text ?? '')).toEqual(after.rows.map(() => ''));
  });
});
