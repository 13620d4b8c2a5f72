// Protect the campaign run again, called directly on the fakes (src/gas/protectCampaign.ts): the grants it made
// before are replaced, not doubled, and a range the GM protected themselves is left alone; a campaign with every
// block in adds no rows. And while Undo can put a round back, only the blocks that would have gone in among the
// lines are moved to the end and say so.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { protectCampaign } from '../../src/gas/protectCampaign';
import { Workbook } from '../../src/gas/workbook';
import { TAB } from '../../src/sheet/schema/columns';
import { demoTabs } from '../../src/sheet/setup/demo';

const GM = 'gm@x.org';
const ANNA = 'player1@example.com';

/** The demo written to a fake book the GM and Anna (the Griffin's player) edit. */
function demoBook() {
  const fake = createFakeServices({ owner: GM, editors: [GM, ANNA], user: GM });
  for (const [name, grid] of Object.entries(demoTabs())) {
    const sheet = fake.book.insertSheet(name);
    const width = Math.max(...grid.map((r) => r.length));
    if (grid.length > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), grid.length - sheet.getMaxRows());
    if (width > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    sheet
      .getRange(1, 1, grid.length, width)
      .setValues(grid.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')));
  }
  const services = fake as unknown as Parameters<typeof protectCampaign>[0];
  const protect = () => protectCampaign(services, new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()), GM);
  /** Every range protection's description, sorted. */
  const rangeProtections = (): string[] =>
    fake.SpreadsheetApp.getActiveSpreadsheet()
      .getProtections(fake.SpreadsheetApp.ProtectionType.RANGE)
      .map((p) => p.getDescription())
      .sort();
  return { fake, protect, rangeProtections };
}

describe("Protect run again replaces its own grants and leaves the GM's own protections", () => {
  it("the second run leaves the same range protections as the first: the Griffin's grants not doubled, the GM's own range on Rules kept", () => {
    const { fake, protect, rangeProtections } = demoBook();
    fake.book.sheet(TAB.rules).getRange('B2').protect().setDescription('The round: mine');
    protect();
    const once = rangeProtections();
    expect(once.filter((d) => d === `Gator orders: Griffin — ${ANNA}`).length).toBeGreaterThan(0);
    protect();
    expect(rangeProtections()).toEqual(once);
    expect(once).toContain('The round: mine');
  });

  it('the second run finds every block in: it adds no rows', () => {
    const { protect } = demoBook();
    expect(protect().added.length).toBeGreaterThan(0);
    expect(protect().added).toEqual([]);
  });
});

describe('while Undo can still put round 1 back, a block that would go in among the lines goes to the end', () => {
  it("the Griffin's Attacks rows go to the end, saying round 1; its Rolls rows, at the end anyway, say nothing of it", () => {
    const { fake, protect } = demoBook();
    // Round 1 resolved: the undo tab's column A holds the round's number.
    fake.book.insertSheet(TAB.undo).getRange('A1').setValue(1);
    const added = protect().added;
    expect(added.map((a) => [a.tab, a.mech, a.beside, a.undoRound])).toEqual([
      [TAB.attacks, 'Griffin', false, 1],
      [TAB.rolls, 'Griffin', false, undefined],
    ]);
  });
});
