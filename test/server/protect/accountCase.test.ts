// Protect the campaign (docs/fair-play.md "Who may edit what"): an account is the same account in
// any case, as Google's are. A Player account typed `Ben@Example.com` for a file shared with
// `ben@example.com` gives Ben his block; it does not take his own cells away from him.
import { describe, expect, it } from 'vitest';
import { TAB } from '../../../src/sheet/schema/columns';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { campaign, cell, mechRow } from '../harness';
import { ANNA, BEN } from './players';

const GM = 'gm@example.com';

describe('Protect the campaign: a Player account is matched in any case', () => {
  it("Ben@Example.com on the Mechs tab, the file shared with ben@example.com: Ben still types in his Rifleman's Move cell", () => {
    const c = campaign({ editors: [ANNA, BEN] });
    const rifleman = mechRow(c.fake, 'Rifleman');
    const mechs = c.fake.book.sheet(TAB.mechs);
    mechs.getRange(cell(MECHS, 'side', rifleman)).setValue('PC');
    mechs.getRange(cell(MECHS, 'playerAccount', rifleman)).setValue('Ben@Example.com');
    c.fake.setUser(GM);
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();
    expect(c.fake.ui.alerts.at(-1)?.prompt ?? '').not.toContain('not shared');
    c.fake.setUser(BEN);
    expect(() => mechs.getRange(cell(MECHS, 'move', rifleman)).setValue('Walk')).not.toThrow();
  });
});
