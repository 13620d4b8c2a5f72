// Random but legal battles and declarations, for the property tests and bench/engine.ts.
import { hexDistance, hexNeighbors, sameHex } from '../../../src/rules/hex/distance';
import { isOnMap } from '../../../src/rules/hex/label';
import type { Battle } from '../../../src/rules/model/battle';
import type { AttackDeclaration, Declarations, MoveDeclaration } from '../../../src/rules/model/declarations';
import type { Hex } from '../../../src/rules/model/hex';
import type { Location } from '../../../src/rules/model/location';
import type { MechState } from '../../../src/rules/model/mech';
import type { RulesOptions } from '../../../src/rules/model/rules';
import { isImmobile } from '../../../src/rules/mech/condition';
import { modeMP } from '../../../src/rules/mech/speed';
import { staysShutDown } from '../../../src/rules/round/movement/validateMoves';
import { STANDARD_CATALOG, STANDARD_WEAPONS } from '../../../src/rules/charts/weapons';
import { ANTI_MISSILE_SYSTEM } from '../../../src/rules/charts/equipmentList';
import type { WeaponSpec } from '../../../src/rules/model/weapon';
import { firesInferno, ROTARY_MAX_SHOTS, type WeaponMode } from '../../../src/rules/model/weaponMode';
import { makeBattle, makeMech } from '../../support/mechs';
import type { EquipmentInput } from '../../support/mechs';

/** A tiny PRNG (mulberry32) so a scenario is a pure function of its seed. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** Every standard weapon of the Catalog, so the properties hold for every rule a weapon brings. */
const WEAPONS = STANDARD_WEAPONS.map((w) => w.name);

/** The 3025 arsenal the recorded scenarios were drawn from (test/fixtures/heat-variant): they replay it. */
const INTRODUCTORY = [
  'Medium Laser',
  'Large Laser',
  'PPC',
  'AC/5',
  'AC/10',
  'AC/20',
  'LRM-5',
  'LRM-10',
  'SRM-4',
  'SRM-6',
  'Small Laser',
  'Machine Gun',
  'Flamer',
];
const MOUNTS: Location[] = ['RA', 'LA', 'RT', 'LT', 'CT'];

export interface ScenarioOptions {
  readonly mechs: number;
  /** Board size (no map: every hex clear). */
  readonly size: number;
  /** Random damage, heat, wounds and crits, for the property tests; off for the bench. */
  readonly battered?: boolean;
  readonly weapons?: readonly [number, number];
  /**
   * What the mechs carry: every standard weapon with fire control now and then (the default), or the
   * 3025 arsenal without it, as the recorded scenarios were drawn.
   */
  readonly arsenal?: 'standard' | 'introductory';
}

/** Whether a natural 2 jams the weapon in its mode: an Ultra or a Rotary autocannon. */
function jams(name: string): boolean {
  const rule = STANDARD_CATALOG[name]?.rule;
  return rule === 'Ultra' || rule === 'Rotary';
}

/**
 * Shots a random bin holds: now and then empty or nearly so, so that bins run out within a
 * few rounds and an empty one sits in a torso a critical or the heat scale may hit.
 */
function binShots(r: () => number, full: number): number {
  return pick(r, [0, 0, 1, 1, 2, 3, Math.min(full, 5), full]);
}

/**
 * One or two counted bins for each kind of weapon among `weapons` that uses ammunition with shots per
 * ton, in a torso or where the weapon is mounted, some empty or nearly so.
 */
function countedBins(r: () => number, weapons: readonly EquipmentInput[]): EquipmentInput[] {
  const bins: EquipmentInput[] = [];
  const kinds = new Set<string>();
  for (const w of weapons) {
    const spec = STANDARD_CATALOG[w.name];
    if (!spec?.usesAmmo || spec.shotsPerTon === undefined || kinds.has(spec.name)) continue;
    kinds.add(spec.name);
    for (let b = int(r, 1, 2); b > 0; b--) {
      const location = pick(r, ['LT', 'RT', 'CT', w.location] as const);
      bins.push({ name: `Ammo (${spec.name})`, location, ammoFor: spec.name, shots: binShots(r, spec.shotsPerTon) });
    }
  }
  return bins;
}

/** `n` mechs, alternately PC and NPC, each with 4–6 weapons, on distinct hexes of a size × size field. */
export function randomBattle(seed: number, opts: ScenarioOptions): Battle {
  const r = rng(seed);
  // A stream of its own for the anti-missile systems, so the rest of a seed's battle stays as it was.
  const defence = rng(seed ^ 0x85ebca6b);
  const ammo = rng(seed ^ 0xc2b2ae35);
  const taken = new Set<string>();
  const mechs: MechState[] = [];
  const [wLo, wHi] = opts.weapons ?? [4, 6];
  for (let i = 0; i < opts.mechs; i++) {
    let col = 0;
    let row = 0;
    do {
      col = int(r, 1, opts.size);
      row = int(r, 1, opts.size);
    } while (taken.has(`${col},${row}`));
    taken.add(`${col},${row}`);
    const equipment: EquipmentInput[] = [];
    const standard = opts.arsenal !== 'introductory';
    const arsenal = standard ? WEAPONS : INTRODUCTORY;
    for (let w = int(r, wLo, wHi); w > 0; w--) equipment.push({ name: pick(r, arsenal), location: pick(r, MOUNTS) });
    equipment.push({ name: 'Ammo (AC/5)', location: 'LT', ammoFor: 'AC/5' });
    // Fire control: a targeting computer, and an Artemis IV for the first launcher.
    if (standard && r() < 0.3) equipment.push({ name: 'Targeting Computer', kind: 'other', location: pick(r, MOUNTS) });
    const rack = equipment.find((e) => STANDARD_CATALOG[e.name]?.cluster);
    if (standard && rack && r() < 0.5)
      equipment.push({ name: `Artemis IV (${rack.name})`, kind: 'other', location: rack.location });
    // now and then an anti-missile system fed by its ammunition, to blunt the first missile hit.
    if (standard && defence() < 0.3) {
      const location = pick(defence, MOUNTS);
      equipment.push({ name: ANTI_MISSILE_SYSTEM, kind: 'other', location });
      equipment.push({ name: 'AMS Ammo', kind: 'other', location });
    }
    // counted bins for the weapons that use ammunition, from a stream of their own.
    if (standard) equipment.push(...countedBins(ammo, equipment));
    const jumpMP = int(r, 0, 4);
    for (let j = 0; j < jumpMP; j++)
      equipment.push({ name: 'Jump Jet', location: pick(r, ['LT', 'RT', 'LL', 'RL'] as const) });
    const mech = makeMech({
      id: `M${i + 1}`,
      side: i % 2 === 0 ? 'PC' : 'NPC',
      tonnage: 5 * int(r, 4, 20),
      walkMP: int(r, 3, 6),
      jumpMP,
      heatSinks: int(r, 10, 16),
      equipment,
      position: { col, row },
      heat: opts.battered ? pick(r, [0, 0, 3, 9, 15, 20, 26]) : 0,
      wounds: opts.battered ? pick(r, [0, 0, 1, 2]) : 0,
      pilotStatus: opts.battered && r() < 0.15 ? 'unconscious' : 'active',
      armor: opts.battered ? { CT: int(r, 0, 10), HD: int(r, 0, 3), LT: int(r, 0, 8) } : {},
    });
    if (opts.battered) {
      mech.crits.engineHits = pick(r, [0, 0, 1, 2]);
      mech.crits.gyroHits = pick(r, [0, 0, 0, 1]);
      mech.crits.lifeSupport = r() < 0.1;
    }
    // a battered mech's Ultra or Rotary autocannon may have jammed in an earlier round.
    if (opts.battered && standard)
      for (const e of mech.equipment) if (jams(e.name) && defence() < 0.25) e.jammed = true;
    mechs.push(mech);
  }
  return makeBattle(mechs, { round: 1 });
}

/** A mode the attack line may declare for a weapon, or none if it has none. */
function modeFor(r: () => number, spec: WeaponSpec): WeaponMode | undefined {
  if (spec.rule === 'Ultra') return { kind: 'ultra' };
  if (spec.rule === 'Rotary') return { kind: 'rotary', shots: int(r, 1, ROTARY_MAX_SHOTS) };
  if (spec.rule === 'LB-X') return { kind: 'cluster' };
  return firesInferno(spec) ? { kind: 'inferno' } : undefined;
}

/**
 * About half the weapons of `mech` that have a mode fire in it: ultra, a Rotary's 1–6 shots, LB-X
 * cluster, SRM inferno. Drawn from a stream of their own, so the moves and targets stay the seed's.
 */
function randomModes(r: () => number, mech: MechState): Record<string, WeaponMode> | undefined {
  const modes: Record<string, WeaponMode> = {};
  for (const e of mech.equipment) {
    const spec = e.kind === 'weapon' ? STANDARD_CATALOG[e.name] : undefined;
    const mode = spec && !(e.name in modes) ? modeFor(r, spec) : undefined;
    if (mode && r() < 0.5) modes[e.name] = mode;
  }
  return Object.keys(modes).length > 0 ? modes : undefined;
}

/**
 * Legal declarations for the mechs that can have them: a walk of one hex or a stand (standing up
 * when prone), then an `all` line at the nearest enemy, and a Fast punch when it is adjacent. The
 * line declares modes for about half its weapons that have one, unless `modes` is false (the
 * recorded scenarios were drawn without).
 */
export function randomDeclarations(
  battle: Battle,
  seed: number,
  rules: RulesOptions,
  opts: { readonly size: number; readonly modes?: boolean },
): Declarations {
  const r = rng(seed ^ 0x9e3779b9);
  const modeDraws = rng(seed ^ 0x27d4eb2f);
  const moves: MoveDeclaration[] = [];
  const attacks: AttackDeclaration[] = [];
  const board = { cols: opts.size, rows: opts.size };
  const destination: Record<string, Hex | null> = {};
  for (const m of battle.mechs) destination[m.id] = m.position;
  // one mech a hex, at the moment each mech moves (mechs move in sheet order).
  const taken = (h: Hex, mover: string) =>
    battle.mechs.some(
      (o) =>
        o.id !== mover &&
        (!o.destroyed || o.wreck === true) &&
        destination[o.id] !== null &&
        sameHex(destination[o.id] as Hex, h),
    );
  for (const m of battle.mechs) {
    const out = m.destroyed || m.pilot.status === 'dead' || m.pilot.status === 'out' || staysShutDown(m, rules);
    if (out || !m.position) continue;
    const free = hexNeighbors(m.position).filter((h) => isOnMap(h, board) && !taken(h, m.id));
    if (m.prone) moves.push({ mech: m.id, mode: 'stand', standUp: true });
    else if (!isImmobile(m) && modeMP(m, 'walk', rules) >= 1 && free.length > 0 && r() < 0.6) {
      const to = pick(r, free);
      moves.push({ mech: m.id, mode: pick(r, ['walk', 'run'] as const), to });
      destination[m.id] = to;
    } else moves.push({ mech: m.id, mode: 'stand' });
  }
  for (const m of battle.mechs) {
    const out = m.destroyed || m.pilot.status === 'dead' || m.pilot.status === 'out' || staysShutDown(m, rules);
    const from = destination[m.id];
    if (out || !from) continue;
    let nearest: MechState | undefined;
    let best = Infinity;
    for (const e of battle.mechs) {
      const at = destination[e.id];
      if (e.side === m.side || e.destroyed || !at) continue;
      const d = hexDistance(from, at);
      if (d < best) {
        best = d;
        nearest = e;
      }
    }
    if (!nearest) continue;
    const melee =
      best === 1 && !m.prone && r() < 0.5
        ? { melee: { kind: 'fast' as const, angle: pick(r, ['high', 'low'] as const), count: int(r, 1, 2) } }
        : {};
    const modes = opts.modes === false ? undefined : randomModes(modeDraws, m);
    attacks.push({ attacker: m.id, target: nearest.id, weapons: 'all', ...melee, ...(modes ? { modes } : {}) });
  }
  return { moves, attacks };
}
