// and Protect the campaign (docs/fair-play.md): a pilot's Step asked is its player's only while the roster
// names them. Protect again after the GM clears the Player account, and the cell is the GM's again — the Pilots tab's
// carve-out goes with the grant, as the Mechs, Attacks and Rolls tabs' do.
import { describe, expect, it } from 'vitest';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell } from '../harness';
import { ANNA } from './players';

const GM = 'gm@example.com';
const REFUSED = 'You are trying to edit a protected cell or object';

describe('R-16.4: a Step asked taken back from a player who left the roster', () => {
  it('R-16.4: with Sir Percival’s Player account cleared, Protect again leaves Anna no cell of the Pilots tab', () => {
    const c = campaign({ editors: [ANNA] });
    const account = c.fake.book.sheet(TAB.pilots).getRange(cell(PILOTS, 'playerAccount', 2));
    account.setValue(ANNA);
    c.fake.setUser(GM);
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();
    account.setValue('');
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();
    c.fake.setUser(ANNA);
    expect(() =>
      c.fake.book
        .sheet(TAB.pilots)
        .getRange(cell(PILOTS, 'stepAsked', 2))
        .setValue('Gunnery'),
    ).toThrow(REFUSED);
  });
});
