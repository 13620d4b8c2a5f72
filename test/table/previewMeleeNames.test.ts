// The attack preview's melee attack and its refused lines (src/table/preview.ts): the attack named with its count
// up to two Fast attacks a round), its TN if an unconscious target stays out given only for such a target
// and a line whose move is illegal still listing its weapons, freebie and melee with no TN.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { sheetIndex } from '../../src/table/locate';
import { attackPreviews } from '../../src/table/preview';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

/** The Griffin's line (the demo's first) previewed, on the demo's tabs changed by `change`. */
function griffinLine(change: (tabs: Tabs) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return attackPreviews(read.value, sheetIndex(tabs))[0];
}

/** The Griffin standing in 0414 beside the Rifleman in 0415, its line at the Rifleman declaring `melee` (High). */
function besideRifleman(tabs: Tabs, melee: string): void {
  setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
  setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
  setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', melee);
  setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Griffin', 'High');
}

describe('R-12.2: the melee attack is named with its count', () => {
  it('"Fast x2" is a "Fast attack ×2"', () => {
    expect(griffinLine((tabs) => besideRifleman(tabs, 'Fast x2')).melee?.name).toBe('Fast attack ×2');
  });

  it('one Fast attack is a "Fast attack", with no count', () => {
    expect(griffinLine((tabs) => besideRifleman(tabs, 'Fast')).melee?.name).toBe('Fast attack');
  });

  it('a Strong attack, made once a round, is a "Strong attack"', () => {
    expect(griffinLine((tabs) => besideRifleman(tabs, 'Strong')).melee?.name).toBe('Strong attack');
  });
});

describe('R-11.2: a TN for the target staying unconscious is given only when its pilot is unconscious', () => {
  it('a conscious Rifleman running in place: one TN, 4 piloting − 1 stood still + 1 TMM − 1 Fast = 3, and no other', () => {
    const melee = griffinLine((tabs) => besideRifleman(tabs, 'Fast x2')).melee;
    expect(melee).toEqual({
      name: 'Fast attack ×2',
      tn: {
        ok: true,
        total: 3,
        breakdown: '4 piloting - 1 stood still + 1 target TMM - 1 Fast attack = 3',
        mode: 'normal',
        rollable: true,
        chance: 35 / 36,
      },
    });
  });

  it('an unconscious Rifleman running in place: TN 3 if it wakes, 2 if it stays out and stands still (TMM 0)', () => {
    const melee = griffinLine((tabs) => {
      besideRifleman(tabs, 'Fast x2');
      setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === 'Rifleman', 'Unconscious');
      setCell(tabs, 'Mechs', 'Wounds', (r) => r[0] === 'Rifleman', 2);
    }).melee;
    expect(melee?.tn.ok && melee.tn.total).toBe(3);
    expect(melee?.ifTargetStaysOut).toEqual({
      ok: true,
      total: 2,
      breakdown: '4 piloting - 1 stood still - 1 Fast attack = 2',
      mode: 'normal',
      rollable: true,
      chance: 1,
    });
  });
});

describe('a line whose attacker has an illegal move: its weapons, freebie and melee listed with no TN', () => {
  const line = griffinLine((tabs) => {
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Walk');
    setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '1617');
    setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', 'Strong');
    setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Griffin', 'Low');
  });
  const tn = { ok: false, code: 'attack/illegal_move', reason: line.illegal?.reason };

  it('R-5.1: the Large Laser named in the Freebie cell is still marked as the freebie, and no other weapon', () => {
    expect(line.illegal?.reason).toMatch(/^No TN until Griffin's move is fixed: Griffin cannot walk to 1617/);
    expect(line.weapons.map((w) => [w.name, w.freebie, w.tn])).toEqual([
      ['Large Laser', 'named', tn],
      ['Medium Laser', false, tn],
      ['Medium Laser', false, tn],
      ['LRM-5', false, tn],
      ['LRM-5', false, tn],
    ]);
  });

  it('no weapon is listed as out of reach: where the Griffin ends is unknown', () => {
    expect(line.unreachable).toEqual([]);
  });

  it('its one Strong attack is listed by name, with the same refusal', () => {
    expect(line.melee).toEqual({ name: 'Strong attack', tn });
  });
});
