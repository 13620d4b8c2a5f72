// Set up on a campaign made before a setting existed (Round length, R-17.1): the Rules tab gets
// the setting's row, at its default with its note, and no cell already there changes — the heat
// scale beside the settings included. Through the built bundle on the fakes.
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../src/sheet/schema/settings';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, reset, writes, type Campaign } from '../harness';

/** The campaign's Rules tab as Set up made it before Round length: the settings after it moved up a row (A:C only). */
function rulesWithoutRoundLength(c: Campaign): number {
  const rules = c.fake.book.sheet(TAB.rules);
  const values = rules.peekValues();
  const at = values.findIndex((r) => r[0] === 'Round length');
  const last = values.findIndex((r, i) => i > 0 && r[0] === '') - 1;
  const below = values.slice(at + 1, last + 1).map((r) => r.slice(0, 3));
  rules.getRange(at + 1, 1, below.length, 3).setValues(below);
  rules.getRange(last + 1, 1, 1, 3).setValues([['', '', '']]);
  return last + 1;
}

describe('R-17.1: Set up adds the Round length row to an existing campaign without losing a cell', () => {
  it('the row goes into the first free Setting/Value/Notes row, beside the heat scale; every other cell stays; the report says so', () => {
    const c = campaign();
    const row = rulesWithoutRoundLength(c);
    const rules = c.fake.book.sheet(TAB.rules);
    const before = rules.peekValues();
    expect(before.some((r) => r[0] === 'Round length')).toBe(false);
    // A heat-scale row beside the free one: it must stay.
    expect(before[row - 1][3]).not.toBe('');
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    const after = rules.peekValues();
    const spec = SETTINGS.filter((s) => s.key === 'roundLength')[0];
    expect(after[row - 1].slice(0, 3)).toEqual(['Round length', '', spec.notes]);
    // Every other cell as it was: the heat scale on that same row too.
    expect(after[row - 1].slice(3)).toEqual(before[row - 1].slice(3));
    expect(after.filter((_, i) => i !== row - 1)).toEqual(before.filter((_, i) => i !== row - 1));
    expect(c.fake.ui.alerts[c.fake.ui.alerts.length - 1].prompt).toContain('Rules: added the setting Round length.');
    expect(c.gas.getSidebarState().status.problems).toEqual([]);
  });

  it('Set up again: the row is there, nothing is written', () => {
    const c = campaign();
    rulesWithoutRoundLength(c);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(writes(c.fake)).toBe(0);
    expect(c.fake.ui.alerts[c.fake.ui.alerts.length - 1].prompt).toContain('Rules: already complete.');
  });
});
