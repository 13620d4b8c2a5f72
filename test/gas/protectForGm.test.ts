// "Who may resolve" on a spreadsheet the GM had protected before (src/gas/protection.ts, protectCampaign.ts): a tab
// left at "Show a warning", or editable by everyone of the owner's domain, lets a colleague edit it whatever its
// editors say; protecting it for the GM turns both off. And which tabs a user cannot edit when only ranges are
// protected.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { protectForGm, tabsUserCannotEdit } from '../../src/gas/protection';
import { protectCampaign } from '../../src/gas/protectCampaign';
import { Workbook } from '../../src/gas/workbook';
import { TAB } from '../../src/sheet/schema/columns';
import { demoTabs } from '../../src/sheet/setup/demo';

const OWNER = 'owner@x.org';
const GM = 'gm@x.org';
/** An editor of the file from the owner's domain: domain edit lets them in whatever the editors list says. */
const COLLEAGUE = 'colleague@x.org';

function book() {
  const fake = createFakeServices({ owner: OWNER, editors: [GM, COLLEAGUE], user: GM });
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  return { fake, wb, services: fake as unknown as Parameters<typeof protectCampaign>[0] };
}

/** The tab protected as the GM left it: only the GM listed, but warning-only and/or domain-editable. */
function leftOpen(fake: ReturnType<typeof book>['fake'], name: string, how: { warning?: boolean; domain?: boolean }) {
  const sheet = fake.book.getSheetByName(name) ?? fake.book.insertSheet(name);
  const p = sheet.protect();
  p.removeEditors([COLLEAGUE]);
  if (how.domain) p.setDomainEdit(true);
  if (how.warning) p.setWarningOnly(true);
  return sheet;
}

function colleagueTypes(fake: ReturnType<typeof book>['fake'], tab: string): void {
  fake.setUser(COLLEAGUE);
  try {
    fake.book.sheet(tab).getRange('A1').setValue('mine now');
  } finally {
    fake.setUser(GM);
  }
}

describe('protectForGm: only the GM (and the owner) edit the tab, however it was protected before', () => {
  it('a tab left at "Show a warning" stops warning and refuses the colleague', () => {
    const { fake } = book();
    const sheet = leftOpen(fake, TAB.log, { warning: true });
    expect(() => colleagueTypes(fake, TAB.log)).not.toThrow();
    protectForGm(sheet as never, GM);
    expect(sheet.protect().isWarningOnly()).toBe(false);
    expect(() => colleagueTypes(fake, TAB.log)).toThrow('protected cell');
  });

  it("a tab everyone of the owner's domain could edit no longer lets the colleague in", () => {
    const { fake } = book();
    const sheet = leftOpen(fake, TAB.log, { domain: true });
    expect(() => colleagueTypes(fake, TAB.log)).not.toThrow();
    protectForGm(sheet as never, GM);
    expect(sheet.protect().canDomainEdit()).toBe(false);
    expect(() => colleagueTypes(fake, TAB.log)).toThrow('protected cell');
  });
});

/** The demo's tabs written to the fake book, `change`d first. */
function seedDemo(
  fake: ReturnType<typeof book>['fake'],
  change: (tabs: ReturnType<typeof demoTabs>) => void = () => {},
) {
  const tabs = demoTabs();
  change(tabs);
  for (const [name, grid] of Object.entries(tabs)) {
    const sheet = fake.book.insertSheet(name);
    const width = Math.max(...grid.map((r) => r.length));
    if (grid.length > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), grid.length - sheet.getMaxRows());
    if (width > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    sheet
      .getRange(1, 1, grid.length, width)
      .setValues(grid.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')));
  }
}

describe("protectCampaign: the campaign's tabs closed to the domain too", () => {
  it('a Rules tab the GM had left domain-editable is closed to the colleague', () => {
    const { fake, wb, services } = book();
    seedDemo(fake);
    leftOpen(fake, TAB.rules, { domain: true });
    protectCampaign(services, wb, GM);
    expect(() => colleagueTypes(fake, TAB.rules)).toThrow('protected cell');
  });

  it('a Player account the file is not shared with is reported once, however its case is typed on each row', () => {
    const { fake, wb, services } = book();
    seedDemo(fake, (tabs) => {
      const col = (h: string) => tabs.Mechs[0].indexOf(h);
      const locust = tabs.Mechs.find((r) => r[0] === 'Locust') as unknown[];
      locust[col('Side')] = 'PC';
      locust[col('Player')] = 'Player 2';
      locust[col('Player account')] = 'Stranger@Elsewhere.org';
      const blackjack = tabs.Mechs.find((r) => r[0] === 'Blackjack') as unknown[];
      blackjack[col('Side')] = 'PC';
      blackjack[col('Player')] = 'Player 2';
      blackjack[col('Player account')] = 'stranger@elsewhere.org';
    });
    const report = protectCampaign(services, wb, GM);
    // The Blackjack's row comes first: its spelling is the one said.
    expect(report.unshared).toEqual(['player1@example.com', 'stranger@elsewhere.org']);
    expect(report.players).toBe(2);
  });
});

describe('tabsUserCannotEdit where no tab is protected: the range protections decide', () => {
  it('a tab with a range the user may not edit is listed; one with a range they may edit is not', () => {
    const { fake, wb, services } = book();
    for (const name of [TAB.mechs, TAB.rules]) fake.book.insertSheet(name);
    // The GM protects a block of Mechs for themselves alone, and a Rules cell for every editor.
    fake.book.sheet(TAB.mechs).getRange('A2:C3').protect().removeEditors([COLLEAGUE]);
    fake.book.sheet(TAB.rules).getRange('B2').protect();
    fake.setUser(COLLEAGUE);
    expect(tabsUserCannotEdit(services, wb, [TAB.mechs, TAB.rules])).toEqual([TAB.mechs]);
    fake.setUser(GM);
    expect(tabsUserCannotEdit(services, wb, [TAB.mechs, TAB.rules])).toEqual([]);
  });
});
