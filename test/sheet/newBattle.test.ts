// Start a new battle, the sheet's side: with the GM's choice to repair, each mech goes back to its record — which
// needs the record (Full armor, a standard tonnage); what stands in the way is a problem, said on its cell.
import { describe, expect, it } from 'vitest';
import { newBattleUpdates } from '../../src/sheet/setup/newBattle';
import { addRow, colOf, demo, set, type Sheets } from './fixtures';

const REPAIR = { repair: true, heal: false, next: 2 };

const problems = (tabs: Sheets): { code: string; message: string }[] => {
  const result = newBattleUpdates(tabs, REPAIR);
  return result.ok ? [] : result.problems.map((p) => ({ code: p.code, message: p.message }));
};

describe('repairing every mech needs its record', () => {
  it('without a Full armor column, the GM is told where the record armor goes, or to start without repairing', () => {
    const tabs = demo();
    const col = colOf(tabs, 'Mechs', 'Full armor');
    tabs.Mechs = tabs.Mechs.map((row) => row.filter((_, i) => i !== col));
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/missing_header',
        message:
          'Mechs!1:1: no column headed "Full armor": repairing mechs fully needs each mech\'s record armor there (Set up campaign adds the column; type HD 9, CT 20+8, … for each mech), or start the battle without repairing',
      },
    ]);
    // Without repairing, the same sheet starts its battle.
    expect(newBattleUpdates(tabs, { ...REPAIR, repair: false }).ok).toBe(true);
  });

  it('a tonnage off the standard internal structure table names the mech', () => {
    const tabs = set(demo(), 'Mechs', 'Tons', 3, 57);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/no_structure',
        message: expect.stringMatching(
          /^Mechs!\w+3: Rifleman weighs 57 tons, which has no standard internal structure \(the standard internal structure table\): repairing it needs a tonnage in steps of 5, or start the battle without repairing$/,
        ),
      },
    ]);
  });

  it('a row with no name is named by its row', () => {
    const tabs = demo();
    const row = addRow(tabs, 'Mechs', {
      Tons: 57,
      'Full armor': 'HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20',
    });
    const messages = problems(tabs).map((p) => p.message);
    expect(messages).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Mechs!\\w+${row}: the mech on row ${row} weighs 57 tons, which has no standard internal structure`,
        ),
      ),
    );
  });
});
