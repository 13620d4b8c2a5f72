// and Protect the campaign (docs/fair-play.md): a player asks for a skill step in their own pilot's Step asked
// cell, protected for them as their orders are; every other cell of the Pilots tab is the GM's — through the built
// bundle on fakes that model protection as Google documents it.
import { describe, expect, it } from 'vitest';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell } from '../harness';
import { ANNA } from './players';

const GM = 'gm@example.com';
const REFUSED = 'You are trying to edit a protected cell or object';

/** The demo protected by the GM; Anna plays the Griffin and its pilot, Sir Percival (Pilots row 2). */
function protectedDemo() {
  const c = campaign({ editors: [ANNA] });
  c.fake.book
    .sheet(TAB.pilots)
    .getRange(cell(PILOTS, 'playerAccount', 2))
    .setValue(ANNA);
  c.fake.setUser(GM);
  c.fake.ui.answers.push('YES');
  c.gas.protectCampaign();
  return c;
}

function editable(c: ReturnType<typeof protectedDemo>, user: string, a1: string): boolean {
  c.fake.setUser(user);
  try {
    c.fake.book.sheet(TAB.pilots).getRange(a1).setValue('Gunnery');
    return true;
  } catch (e) {
    expect(String(e)).toContain(REFUSED);
    return false;
  }
}

describe("R-16.4: the player's Step asked is theirs; the rest of the Pilots tab is the GM's", () => {
  it("R-16.4: Anna types Gunnery in Sir Percival's Step asked; not his Gunnery, not another pilot's Step asked", () => {
    const c = protectedDemo();
    expect(editable(c, ANNA, cell(PILOTS, 'stepAsked', 2))).toBe(true);
    expect(editable(c, ANNA, cell(PILOTS, 'gunnery', 2))).toBe(false);
    expect(editable(c, ANNA, cell(PILOTS, 'xpEarned', 2))).toBe(false);
    expect(editable(c, ANNA, cell(PILOTS, 'stepAsked', 3))).toBe(false);
    expect(editable(c, GM, cell(PILOTS, 'xpEarned', 2))).toBe(true);
  });
});
