// A write that sets settings on the Rules tab (withSettings) carries the tab only when one of its cells changes, so an
// unchanged Rules tab is never rewritten (nor its formulas put at risk).
import { describe, expect, it } from 'vitest';
import { withSettings } from '../../src/sheet/write/settings';
import { demo, get } from './fixtures';

describe('settings written with a round', () => {
  it('a setting set to the value it holds: the Rules tab is left out of the write', () => {
    const tabs = demo();
    const updates = { Mechs: tabs.Mechs };
    expect(withSettings(tabs, updates, [['round', 1]])).toBe(updates);
  });

  it('a setting set to a new value: the Rules tab is written, with it', () => {
    const tabs = demo();
    const out = withSettings(tabs, {}, [['round', 2]]);
    expect(Object.keys(out)).toEqual(['Rules']);
    expect(get(out, 'Rules', 'Value', 2)).toBe(2);
  });
});
