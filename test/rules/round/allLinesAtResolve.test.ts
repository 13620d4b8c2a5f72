// an `All` line fires what reaches its target from where the mechs stand when the attack step resolves it,
// not from where they were planned to stand: a freebie named on it follows the weapon's name.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { MountedWeapon } from '../../../src/rules/mech/weapons';
import { mod } from '../../../src/rules/model/targetNumber';
import type { Movements } from '../../../src/rules/round/movement/movements';
import { measuredAtResolve } from '../../../src/rules/round/movement/measuredAtResolve';
import type { PlannedAttack } from '../../../src/rules/round/sequence/plan';
import { hex } from './seedBattle';

const mounted = (index: number, name: string): MountedWeapon => ({
  index,
  location: 'RA',
  spec: STANDARD_CATALOG[name],
});

// Long range: Medium Laser 9, LRM-5 21, Small Laser 3.
const ML = mounted(0, 'Medium Laser');
const LRM = mounted(1, 'LRM-5');
const SL = mounted(2, 'Small Laser');
const ML2 = mounted(3, 'Medium Laser');

/** Where each mech stands when the step resolves: all in column 05, so the distance is the difference of rows. */
function standing(rows: Record<string, number | null>): Movements {
  const out: Record<string, Movements[string]> = {};
  for (const [id, row] of Object.entries(rows)) {
    out[id] = {
      mode: 'stand',
      evasive: false,
      position: row === null ? null : hex(`05${String(row).padStart(2, '0')}`),
      tmm: mod('tmm', 0, 'stood still'),
    };
  }
  return out;
}

const line = (n: number, attacker: string, target: string, more: Partial<PlannedAttack> = {}): PlannedAttack => ({
  line: n,
  attacker,
  target,
  weapons: [],
  unreachable: [],
  other: 0,
  ...more,
});

describe('R-5.3: an All line fires the weapons that reach its target now', () => {
  it('lines naming their weapons are left as planned, even one now out of range', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [ML], freebieIndex: 0 })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 20 }))).toEqual(attacks);
  });

  it('Prey moved from 3 hexes to 12: only the LRM-5 fires; the lasers are listed on the line as reaching nothing', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [ML, LRM, SL], all: true })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 17 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [LRM], unreachable: [ML, SL], all: true }),
    ]);
  });

  it('a weapon reaches out to its long range and no further: at 9 hexes the Medium Laser fires, the Small Laser does not', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [ML, SL], all: true })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 14 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [ML], unreachable: [SL], all: true }),
    ]);
  });

  it('a weapon planned out of reach comes back into play when the target came closer', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [LRM], unreachable: [SL, ML], all: true })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 7 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [ML, LRM, SL], all: true }),
    ]);
  });

  it('an attacker or target no longer on the map is reached by nothing', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [ML, LRM], all: true })];
    expect(measuredAtResolve(attacks, standing({ Hunter: null, Prey: 7 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [], unreachable: [ML, LRM], all: true }),
    ]);
    expect(measuredAtResolve(attacks, standing({ Hunter: 5 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [], unreachable: [ML, LRM], all: true }),
    ]);
  });
});

describe("R-5.3: an attacker's weapons are shared again among its All lines in sheet order", () => {
  it('the first All line takes what reaches its target; the next gets the rest; what reaches neither is listed on the first', () => {
    // Planned the other way round; now Far is 12 hexes away and Near 2.
    const attacks = [
      line(0, 'Hunter', 'Far', { weapons: [ML, SL], all: true }),
      line(1, 'Hunter', 'Near', { weapons: [LRM], all: true }),
    ];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Far: 17, Near: 3 }))).toEqual([
      line(0, 'Hunter', 'Far', { weapons: [LRM], unreachable: [], all: true }),
      line(1, 'Hunter', 'Near', { weapons: [ML, SL], unreachable: [], all: true }),
    ]);
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Far: 17, Near: 15 }))).toEqual([
      line(0, 'Hunter', 'Far', { weapons: [LRM], unreachable: [ML, SL], all: true }),
      line(1, 'Hunter', 'Near', { weapons: [], unreachable: [], all: true }),
    ]);
  });

  it('a named line between them keeps its weapon, which the All lines do not share: the Small Laser in reach of Near stays put', () => {
    const attacks = [
      line(0, 'Hunter', 'Far', { weapons: [LRM], all: true }),
      line(1, 'Hunter', 'Prey', { weapons: [SL] }),
      line(2, 'Hunter', 'Near', { weapons: [ML], all: true }),
    ];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Far: 30, Prey: 6, Near: 6 }))).toEqual([
      line(0, 'Hunter', 'Far', { weapons: [], unreachable: [], all: true }),
      attacks[1],
      line(2, 'Hunter', 'Near', { weapons: [ML, LRM], unreachable: [], all: true }),
    ]);
  });

  it("each attacker shares only its own weapons: two mechs' lines on the same equipment lines both fire", () => {
    const attacks = [
      line(0, 'Hunter', 'Prey', { weapons: [ML, LRM], all: true }),
      line(1, 'Buddy', 'Prey', { weapons: [ML, LRM], all: true }),
    ];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Buddy: 9, Prey: 14 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [ML, LRM], unreachable: [], all: true }),
      line(1, 'Buddy', 'Prey', { weapons: [ML, LRM], unreachable: [], all: true }),
    ]);
  });
});

describe('R-5.1, R-5.3: a freebie named on an All line', () => {
  it('stays on the weapon of that name that still reaches', () => {
    // The freebie was planned on the second Medium Laser; the first one reaches now, and takes it.
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [LRM, ML2], unreachable: [ML], all: true, freebieIndex: 3 })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 10 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [ML, LRM, ML2], all: true, freebieIndex: 0 }),
    ]);
  });

  it('a freebie planned on a weapon then out of reach follows its name once it reaches', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [LRM], unreachable: [SL], all: true, freebieIndex: 2 })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 8 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [LRM, SL], all: true, freebieIndex: 2 }),
    ]);
  });

  it('is dropped when no weapon of that name reaches now (the attack step then picks one, R-5.1)', () => {
    const attacks = [line(0, 'Hunter', 'Prey', { weapons: [ML, LRM], all: true, freebieIndex: 0 })];
    expect(measuredAtResolve(attacks, standing({ Hunter: 5, Prey: 17 }))).toEqual([
      line(0, 'Hunter', 'Prey', { weapons: [LRM], unreachable: [ML], all: true }),
    ]);
  });
});
