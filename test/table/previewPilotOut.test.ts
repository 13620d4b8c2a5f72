// an unconscious pilot in the attack preview (src/table/preview.ts): a line whose attacker's pilot is out
// fires only if it wakes, and says so; a line at a target whose pilot is out gives each weapon's TN both ways when
// staying out changes it (the target stands still, TMM 0), and says nothing more when it changes nothing.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { sheetIndex } from '../../src/table/locate';
import { attackPreviews } from '../../src/table/preview';
import { lineCell } from '../../src/table/tnCell';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

/** The demo with `mech`'s pilot unconscious, 2 wounds (wake roll TN 5). */
function pilotOut(mech: string): Tabs {
  const tabs = demoTabs();
  setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === mech, 'Unconscious');
  setCell(tabs, 'Mechs', 'Wounds', (r) => r[0] === mech, 2);
  return tabs;
}

/** The Griffin's line (Attacks line 1, at the Rifleman). */
function griffinLine(tabs: Tabs) {
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return attackPreviews(read.value, sheetIndex(tabs))[0];
}

describe("R-11.2: the attacker's pilot is unconscious", () => {
  it("the Griffin's line is made only if its pilot wakes: the cell says so before its TNs (+2 wounds)", () => {
    expect(lineCell(griffinLine(pilotOut('Griffin')))).toBe(
      "Only if Griffin's pilot wakes (wake roll TN 5, 83%): Large Laser freebie · Medium Laser ×2 14 · LRM-5 ×2 10",
    );
  });
});

describe("R-11.2: the target's pilot is unconscious", () => {
  it('the Rifleman ran (TMM 1): if it stays out it stands still in 0415, TMM 0, and every TN is one lower', () => {
    expect(lineCell(griffinLine(pilotOut('Rifleman')))).toBe(
      'Large Laser freebie · Medium Laser ×2 12 · LRM-5 ×2 8 — ' +
        "If Rifleman's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0415 (TMM 0): " +
        'Large Laser freebie · Medium Laser ×2 11 · LRM-5 ×2 7',
    );
  });

  it('the Rifleman declared it stands: staying out changes no TN, and the line says nothing of it', () => {
    const tabs = pilotOut('Rifleman');
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Rifleman', 'Stand');
    setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Rifleman', '');
    const line = griffinLine(tabs);
    expect(line.targetStaysOut).toBeUndefined();
    expect(lineCell(line)).not.toContain('stays unconscious');
  });
});
