// A write that sets Rules settings besides the battle (the next deadline, a new battle's name and round) puts each on
// the row that names it, else the first row whose Setting and Value are both blank, else a new row at the bottom.
import { describe, expect, it } from 'vitest';
import { writeSettings } from '../../src/sheet/write/settings';

describe('the Rules tab row a setting is written on', () => {
  it('with no Rules tab, a tab of its own: the header, then the setting by its name', () => {
    expect(writeSettings({}, [['battle', 2]])).toEqual([
      ['Setting', 'Value'],
      ['Battle', 2],
    ]);
  });

  it('the first row with Setting and Value both blank takes it; a row with only its Setting blank is kept', () => {
    const rules = [
      ['Setting', 'Value', 'Notes'],
      ['Round', 3, ''],
      ['', 'keep me', ''],
      ['', '', 'a note of the GM'],
      ['Wrecks', 'No', ''],
    ];
    const grid = writeSettings({ Rules: rules }, [['battle', 'Ambush at Fort Hope']]);
    expect(grid).toEqual([
      ['Setting', 'Value', 'Notes'],
      ['Round', 3, ''],
      ['', 'keep me', ''],
      ['Battle', 'Ambush at Fort Hope', 'a note of the GM'],
      ['Wrecks', 'No', ''],
    ]);
  });

  it('with no blank row, a new row at the bottom', () => {
    const rules = [
      ['Setting', 'Value'],
      ['Round', 3],
    ];
    expect(writeSettings({ Rules: rules }, [['battle', 2]])).toEqual([
      ['Setting', 'Value'],
      ['Round', 3],
      ['Battle', 2],
    ]);
  });
});
