// One TN cell of the Attacks tab (src/table/tnCell.ts) for lines the demo does not declare: a melee attack beside
// weapons and alone, at a target whose pilot may stay unconscious, a Cool down line, and a line with
// nothing to fire. Every TN the cell gives is a roll to type, in its order.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { sheetIndex } from '../../src/table/locate';
import { attackPreviews } from '../../src/table/preview';
import { lineCell } from '../../src/table/tnCell';
import type { AttackPreview } from '../../src/table/views';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

/** The demo's tabs changed by `change`, previewed. */
function previewOf(change: (tabs: Tabs) => void): AttackPreview[] {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return attackPreviews(read.value, sheetIndex(tabs));
}

/**
 * The Griffin stands in 0414 beside the Rifleman in 0415 and adds a Fast attack ×2 (High); the Rifleman's pilot
 * (2 wounds) rolls 5 to wake, and if it stays out the Rifleman stands still with TMM 0.
 */
function besideUnconsciousRifleman(tabs: Tabs): void {
  setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
  setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
  setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === 'Rifleman', 'Unconscious');
  setCell(tabs, 'Mechs', 'Wounds', (r) => r[0] === 'Rifleman', 2);
  setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', 'Fast x2');
  setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Griffin', 'High');
}

const STAYS_OUT = "If Rifleman's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0415 (TMM 0)";

describe('R-12: a melee attack in the TN cell, after the weapons, with a TN to roll (never a freebie)', () => {
  it('R-11.2: at an unconscious Rifleman, each TN if it wakes (TMM 1), then each if it stays out (TMM 0), the melee attack too', () => {
    const [griffin] = previewOf(besideUnconsciousRifleman);
    expect(lineCell(griffin)).toBe(
      `Large Laser freebie · Medium Laser ×2 3 · LRM-5 ×2 8 · Fast attack ×2 3 — ${STAYS_OUT}: Large Laser freebie · Medium Laser ×2 2 · LRM-5 ×2 7 · Fast attack ×2 2`,
    );
  });

  it('a melee attack alone is its TN as a number; with no move yet, said as if the Griffin stands', () => {
    const [griffin] = previewOf((tabs) => {
      besideUnconsciousRifleman(tabs);
      setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === 'Rifleman', 'Active');
      setCell(tabs, 'Mechs', 'Wounds', (r) => r[0] === 'Rifleman', 0);
      setCell(tabs, 'Attacks', 'Weapons', (r) => r[0] === 'Griffin', '');
      setCell(tabs, 'Attacks', 'Freebie', (r) => r[0] === 'Griffin', '');
    });
    // 4 piloting − 1 stood still + 1 target TMM − 1 Fast attack.
    expect(lineCell(griffin)).toBe(3);
    expect(lineCell(griffin, false)).toBe('No move yet — if it stands: 3');
  });
});

describe('lines with no TN to give', () => {
  const line: AttackPreview = {
    line: 0,
    attacker: 'Locust',
    target: 'Griffin',
    coolDown: false,
    weapons: [],
    unreachable: [],
    other: 0,
  };

  it('R-V.2: a Cool down line says "Cool down"', () => {
    expect(lineCell({ ...line, target: '', coolDown: true })).toBe('Cool down');
  });

  it('a line with no weapon and no melee attack: "No weapon can fire"', () => {
    expect(lineCell(line)).toBe('No weapon can fire');
  });
});
