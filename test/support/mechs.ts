/**
 * Builders for rules tests: a MechState from a tonnage (structure from reference §5, full armor)
 * or from a canonical unit (reference §6), a Battle, and a RoundContext on scripted dice with the
 * campaign's default rules. Shared by every rules test; keep it general.
 */
import type { Dice } from '../../src/rules/dice/dice';
import { ScriptedDice } from '../../src/rules/dice/scripted';
import type { RoundContext } from '../../src/rules/engine/context';
import { newRoundContext } from '../../src/rules/engine/context';
import { parseHexLabel } from '../../src/rules/hex/label';
import type { Battle } from '../../src/rules/model/battle';
import type { Hex } from '../../src/rules/model/hex';
import type { BattleMap } from '../../src/rules/model/map';
import type { RollEvent, RollPurpose, RoundEvent } from '../../src/rules/model/events';
import type { Location, Torso } from '../../src/rules/model/location';
import { LOCATIONS } from '../../src/rules/model/location';
import type { Equipment, EquipmentKind, MechState, PilotStatus, Side } from '../../src/rules/model/mech';
import { emptyCriticalState } from '../../src/rules/model/mech';
import type { RulesOptions } from '../../src/rules/model/rules';
import type { WeaponSpec } from '../../src/rules/model/weapon';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { internalStructure } from '../../src/rules/charts/structure';
import { findCanonicalUnit } from '../../src/rules/charts/units';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';

/**
 * An equipment line; `kind` is guessed from the name when absent (`Heat Sink`, `Jump Jet`, `Ammo (…)`, else weapon).
 */
export type EquipmentInput = Omit<Equipment, 'kind' | 'destroyed'> & { kind?: EquipmentKind; destroyed?: boolean };

export interface MechOptions {
  id?: string;
  /** 20–100 in steps of 5 (the structure table); default 50. */
  tonnage?: number;
  side?: Side;
  pilotName?: string;
  gunnery?: number;
  piloting?: number;
  wounds?: number;
  pilotStatus?: PilotStatus;
  allowsDeath?: boolean;
  walkMP?: number;
  jumpMP?: number;
  heatSinks?: number;
  size?: number;
  /** Overrides per location; the rest is full armor (head 9, others 2 × structure less the rear share). */
  armor?: Partial<Record<Location, number>>;
  rearArmor?: Partial<Record<Torso, number>>;
  structure?: Partial<Record<Location, number>>;
  equipment?: readonly EquipmentInput[];
  /** A hex or its label (`'0609'`); null or absent = not on the map. */
  position?: Hex | string | null;
  heat?: number;
  prone?: boolean;
  shutdown?: boolean;
  destroyed?: boolean;
  destroyedLocations?: Location[];
}

function kindOf(name: string): EquipmentKind {
  if (/heat sink/i.test(name)) return 'heatSink';
  if (/jump jet/i.test(name)) return 'jumpJet';
  if (/^ammo/i.test(name)) return 'ammo';
  return 'weapon';
}

export function makeEquipment(items: readonly EquipmentInput[]): Equipment[] {
  return items.map((e) => ({ ...e, kind: e.kind ?? kindOf(e.name), destroyed: e.destroyed ?? false }));
}

function hexOf(position: Hex | string | null | undefined): Hex | null {
  if (position === null || position === undefined) return null;
  if (typeof position !== 'string') return position;
  const hex = parseHexLabel(position);
  if (!hex) throw new Error(`makeMech: bad hex label ${position}`);
  return hex;
}

/** Rear share of a torso's full armor in the default layout: a quarter of the maximum (2 × structure). */
function defaultRear(structure: number): number {
  return Math.floor((2 * structure) / 4);
}

/**
 * A mech for tests. Structure from the structure table; armor full by default: head 9, arms and
 * legs 2 × structure, torsos 2 × structure split ¾ front, ¼ rear. Pilot: gunnery 3, piloting 4,
 * no wounds, active. Override anything.
 */
export function makeMech(opts: MechOptions = {}): MechState {
  const tonnage = opts.tonnage ?? 50;
  const table = internalStructure(tonnage);
  if (!table) throw new Error(`makeMech: no structure for ${tonnage} t`);
  const structure: Record<Location, number> = { ...table, ...opts.structure };
  const rearArmor: Record<Torso, number> = {
    CT: defaultRear(table.CT),
    LT: defaultRear(table.LT),
    RT: defaultRear(table.RT),
    ...opts.rearArmor,
  };
  const armor = {} as Record<Location, number>;
  for (const loc of LOCATIONS) {
    const max = loc === 'HD' ? 9 : 2 * table[loc];
    armor[loc] = loc === 'CT' || loc === 'LT' || loc === 'RT' ? max - defaultRear(table[loc]) : max;
  }
  Object.assign(armor, opts.armor);
  return {
    id: opts.id ?? 'Mech',
    side: opts.side ?? 'NPC',
    pilot: {
      name: opts.pilotName ?? `${opts.id ?? 'Mech'} pilot`,
      gunnery: opts.gunnery ?? 3,
      piloting: opts.piloting ?? 4,
      wounds: opts.wounds ?? 0,
      status: opts.pilotStatus ?? 'active',
      allowsDeath: opts.allowsDeath ?? false,
    },
    tonnage,
    walkMP: opts.walkMP ?? 4,
    jumpMP: opts.jumpMP ?? 0,
    heatSinks: opts.heatSinks ?? 10,
    ...(opts.size !== undefined ? { size: opts.size } : {}),
    armor,
    rearArmor,
    structure,
    maxArmor: { ...armor },
    maxRearArmor: { ...rearArmor },
    maxStructure: { ...structure },
    destroyedLocations: [...(opts.destroyedLocations ?? [])],
    equipment: makeEquipment(opts.equipment ?? []),
    crits: emptyCriticalState(),
    heat: opts.heat ?? 0,
    position: hexOf(opts.position),
    prone: opts.prone ?? false,
    shutdown: opts.shutdown ?? false,
    destroyed: opts.destroyed ?? false,
  };
}

/**
 * A canonical unit of reference §6 (`'Blackjack BJ-1'`, `'GRF-1S'`) with its record armor,
 * Walk/Jump MP, heat sinks and equipment; `opts` override as for `makeMech` (id defaults to the chassis name).
 */
export function makeCanonicalMech(label: string, opts: MechOptions = {}): MechState {
  const unit = findCanonicalUnit(label);
  if (!unit) throw new Error(`makeCanonicalMech: no unit ${label}`);
  return makeMech({
    id: unit.name,
    tonnage: unit.tonnage,
    walkMP: unit.walkMP,
    jumpMP: unit.jumpMP,
    heatSinks: unit.heatSinks,
    equipment: unit.equipment,
    ...opts,
    armor: { ...unit.armor, ...opts.armor },
    rearArmor: { ...unit.rearArmor, ...opts.rearArmor },
  });
}

export function makeBattle(
  mechs: MechState[],
  opts: { round?: number; map?: BattleMap; catalog?: Readonly<Record<string, WeaponSpec>> } = {},
): Battle {
  return {
    round: opts.round ?? 1,
    mechs,
    ...(opts.map ? { map: opts.map } : {}),
    catalog: opts.catalog ?? STANDARD_CATALOG,
  };
}

/** The campaign's defaults: Players' Advantage on, gunnery 3, piloting 4, standard heat, no wrecks. */
export function defaultRules(overrides: Partial<RulesOptions> = {}): RulesOptions {
  return {
    playersAdvantage: true,
    defaultGunnery: 3,
    defaultPiloting: 4,
    heatScale: STANDARD_HEAT_SCALE,
    heatModel: 'standard',
    wrecks: false,
    ...overrides,
  };
}

/** A RoundContext over `battle` (not copied: tests read the mechs directly), on scripted faces or any Dice. */
export function makeContext(
  battle: Battle,
  dice: readonly number[] | Dice,
  rulesOverrides: Partial<RulesOptions> = {},
): RoundContext {
  const source: Dice = Array.isArray(dice) ? new ScriptedDice(dice as readonly number[]) : (dice as Dice);
  return newRoundContext(battle, defaultRules(rulesOverrides), source);
}

/** The scripted dice behind a context made from faces (to assert every face was used). */
export function scriptedDiceOf(ctx: RoundContext): ScriptedDice {
  if (!(ctx.dice instanceof ScriptedDice)) throw new Error('context dice are not scripted');
  return ctx.dice;
}

/** The round's events of one type, in order: `eventsOf(ctx, 'damage')`. */
export function eventsOf<T extends RoundEvent['type']>(ctx: RoundContext, type: T): Extract<RoundEvent, { type: T }>[] {
  return ctx.events.filter((e): e is Extract<RoundEvent, { type: T }> => e.type === type);
}

/** The round's roll events for one purpose: `rollsOf(ctx, 'hitLocation')`. */
export function rollsOf(ctx: RoundContext, purpose: RollPurpose): RollEvent[] {
  return eventsOf(ctx, 'roll').filter((e) => e.purpose === purpose);
}
