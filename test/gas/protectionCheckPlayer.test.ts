// What a player's sidebar reads of Gator's blocks (src/gas/protectionCheck.ts, docs/fair-play.md): a block the player
// may not edit (another player's) is in place, and its editors — which Google hides from them — are not asked.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { protectionOf } from '../../src/gas/protectionCheck';
import type { Services } from '../../src/gas/services';
import { Workbook } from '../../src/gas/workbook';

const GM = 'gm@example.com';
const ANNA = 'anna@example.com';
const BEN = 'ben@example.com';

describe("a player facing another player's block", () => {
  it("Ben, seeing Anna's block first: protected, nothing stale, and no refusal", () => {
    const fake = createFakeServices({ owner: GM, editors: [ANNA, BEN] });
    for (const tab of ['Mechs', 'Record', 'Log']) fake.book.insertSheet(tab);
    const p = fake.book.sheet('Mechs').getRange('B2:C2').protect().setDescription(`Gator orders: Griffin — ${ANNA}`);
    p.removeEditors(
      p
        .getEditors()
        .map((u) => u.getEmail())
        .filter((e) => e !== ANNA),
    );
    p.addEditor(ANNA);
    fake.setUser(BEN);
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    const status = protectionOf(fake as unknown as Services, wb, ['Mechs', 'Record', 'Log'], [ANNA, BEN]);
    expect(status.state).toEqual({ protected: true, stale: '' });
  });
});
