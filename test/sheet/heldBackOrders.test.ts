// Resolve without them (docs/sidebar.md): a mech whose orders have problems is held back once, with its first problem.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo, set } from './fixtures';

describe('orders held back', () => {
  it('two bad order cells of one mech hold it back once, with the first; another mech’s bad order holds that one too', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Move', 2, 'Fly');
    set(tabs, 'Mechs', 'Evasive', 2, 'maybe');
    set(tabs, 'Mechs', 'Move', 3, 'Swim');
    const without = readCampaignParts(tabs).withoutHeldBack;
    expect(without?.orders.map((o) => [o.mech, o.row])).toEqual([
      ['Griffin', 1],
      ['Rifleman', 2],
    ]);
    expect(without?.orders[0].text).toMatch(/^Move must be .*"Fly"/);
  });
});
