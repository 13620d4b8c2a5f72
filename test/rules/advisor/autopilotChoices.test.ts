// Autopilot: the heat it stays below, the enemy it fires at when only some of its weapons reach, and the
// Players' Advantage freebie (section 5) it names for a PC.
import { describe, expect, it } from 'vitest';
import { autopilotAttack, autopilotHeatLevel } from '../../../src/rules/advisor/autopilot';
import type { HeatScaleRow } from '../../../src/rules/model/rules';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';

const row = (heat: number, mpReduction: number, toHit: number, shutdownAvoid: number | null): HeatScaleRow => ({
  heat,
  mpReduction,
  toHit,
  shutdownAvoid,
  ammoAvoid: null,
});

describe('R-17.3 the heat autopilot stays below: the first to-hit or shutdown effect of the scale', () => {
  it('the standard scale: 8, its first to-hit modifier (the MP lost from 5 does not count)', () => {
    expect(autopilotHeatLevel(defaultRules())).toBe(8);
  });

  it('a scale calling for a shutdown roll before any to-hit modifier: the shutdown row counts', () => {
    const heatScale = [row(0, 0, 0, null), row(3, 1, 0, null), row(6, 1, 0, 4), row(9, 1, 1, 4)];
    expect(autopilotHeatLevel(defaultRules({ heatScale }))).toBe(6);
  });

  it("R-V.1 under the cool-down variant the scale has no such effects: the advisor's first effect (5, MP lost) stands", () => {
    expect(autopilotHeatLevel(defaultRules({ heatModel: 'cooldown' }))).toBe(5);
  });
});

/** Hunter in 0505 with `equipment`, Prey four hexes off in 0509. */
function duel(hunter: Parameters<typeof makeMech>[0], prey: Parameters<typeof makeMech>[0] = {}) {
  return makeBattle([
    makeMech({ id: 'Hunter', side: 'NPC', position: '0505', ...hunter }),
    makeMech({ id: 'Prey', side: 'PC', position: '0509', ...prey }),
  ]);
}

describe('R-17.3 an enemy is in range when any one weapon can hit it', () => {
  it('a Small Laser out of reach at 4 hexes does not stop the Medium Laser that reaches', () => {
    const b = duel({
      equipment: [
        { name: 'Small Laser', location: 'LA' },
        { name: 'Medium Laser', location: 'RA' },
      ],
    });
    expect(autopilotAttack(b, [], 'Hunter', defaultRules({ playersAdvantage: false }))).toEqual({
      kind: 'fire',
      attack: { attacker: 'Hunter', target: 'Prey', weapons: ['Medium Laser'] },
      weapons: ['Medium Laser'],
      endHeat: 0,
    });
  });

  // Gunnery 10, -1 for standing still, +4 at long range (8 hexes): 13.
  it('a weapon in range whose target number no roll of 2d6 makes is no reach at all: "no enemy in range"', () => {
    const b = duel({ gunnery: 10, equipment: [{ name: 'Medium Laser', location: 'RA' }] });
    b.mechs[1].position = { col: 5, row: 13 };
    expect(autopilotAttack(b, [], 'Hunter', defaultRules({ playersAdvantage: false }))).toEqual({
      kind: 'holdFire',
      why: 'no enemy in range',
    });
  });
});

describe('R-17.3 with R-13.3: spare heat sinks take weapon heat before it counts against the limit', () => {
  // Heat 0, ten sinks, no move: the PPC's 10 heat is sunk and the round ends at 0.
  it('a mech at heat 0 with ten heat sinks fires its PPC, ending the round at heat 0', () => {
    const b = duel({ equipment: [{ name: 'PPC', location: 'RA' }] });
    expect(autopilotAttack(b, [], 'Hunter', defaultRules({ playersAdvantage: false }))).toEqual({
      kind: 'fire',
      attack: { attacker: 'Hunter', target: 'Prey', weapons: ['PPC'] },
      weapons: ['PPC'],
      endHeat: 0,
    });
  });

  // Heat 5, ten sinks: a PPC and a Medium Laser (13 heat) end at 8, the standard scale's first to-hit effect;
  // the PPC alone ends at 5.
  it('spare sinks count once: a mech at heat 5 fires the PPC alone, ending at heat 5, not the laser too', () => {
    const b = duel({
      heat: 5,
      equipment: [
        { name: 'PPC', location: 'RA' },
        { name: 'Medium Laser', location: 'LA' },
      ],
    });
    const order = autopilotAttack(b, [], 'Hunter', defaultRules({ playersAdvantage: false }));
    expect(order).toMatchObject({ kind: 'fire', weapons: ['PPC'], endHeat: 5 });
  });
});

describe("section 5 Players' Advantage: a PC on autopilot names its freebie", () => {
  it('a PC with one Medium Laser fires it as its freebie', () => {
    const b = duel({ side: 'PC', equipment: [{ name: 'Medium Laser', location: 'RA' }] }, { side: 'NPC' });
    expect(autopilotAttack(b, [], 'Hunter', defaultRules())).toEqual({
      kind: 'fire',
      attack: { attacker: 'Hunter', target: 'Prey', weapons: ['Medium Laser'], freebie: 'Medium Laser' },
      weapons: ['Medium Laser'],
      endHeat: 0,
    });
  });

  it("an NPC never does, Players' Advantage or not", () => {
    const b = duel({ equipment: [{ name: 'Medium Laser', location: 'RA' }] });
    const order = autopilotAttack(b, [], 'Hunter', defaultRules());
    expect(order.kind === 'fire' && order.attack).toEqual({
      attacker: 'Hunter',
      target: 'Prey',
      weapons: ['Medium Laser'],
    });
  });
});
