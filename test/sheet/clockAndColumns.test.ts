// The deadline clock's settings as the Rules tab gives them (docs/deadline-clock.md), and which columns a write may
// touch.
import { describe, expect, it } from 'vitest';
import { readClockSettings } from '../../src/sheet/read/clockSettings';
import { RULES } from '../../src/sheet/schema/playTabs';
import { TabReader } from '../../src/sheet/tab/tabReader';
import { ownedColumns } from '../../src/sheet/write/ownedColumns';
import { addRow, demo } from './fixtures';

describe('the clock settings', () => {
  it('no Rules tab: tell the GM at the deadline, remind a day before, no problem', () => {
    const tabs = demo();
    delete tabs.Rules;
    expect(readClockSettings(tabs)).toEqual({ atDeadline: 'tell', reminder: 24 * 3600000, problems: [] });
  });

  it('a reminder that is no length of time is a problem of its cell', () => {
    const tabs = demo();
    const row = addRow(tabs, 'Rules', { Setting: 'Reminder before the deadline', Value: 'soonish' });
    const { problems } = readClockSettings(tabs);
    expect(problems).toEqual([
      `Rules!B${row}: Reminder before the deadline must be a length of time such as 24h, 12h or 1d, or blank for no reminders, got "soonish"`,
    ]);
  });
});

describe('the columns a write may touch', () => {
  it('a tab Gator has no schema for is Gator’s throughout', () => {
    const owned = ownedColumns('Campaign notes', [['Who', 'What']]);
    expect([owned(0), owned(1), owned(7)]).toEqual([true, true, true]);
  });

  it('a tab whose headers cannot be matched (one used twice) is Gator’s throughout', () => {
    const owned = ownedColumns('Rules', [['Setting', 'Value', 'Notes', 'Mine', 'Setting']]);
    expect([owned(0), owned(3), owned(4)]).toEqual([true, true, true]);
  });

  it('a column a caller asks for that the tab does not have is a bug, named', () => {
    const table = new TabReader(RULES, [['Setting', 'Value']], { setting: 0, value: 1 });
    expect(() => table.col('heatLevel')).toThrow('Rules: column heatLevel not found');
  });
});
