import type { MoveDeclaration } from '../../rules/model/declarations';
import type { BattleMap } from '../../rules/model/map';
import { LOCATIONS, TORSOS, type Location, type Torso } from '../../rules/model/location';
import { emptyCriticalState, type MechState, type PilotStatus } from '../../rules/model/mech';
import type { RulesOptions } from '../../rules/model/rules';
import { runMP } from '../../rules/movement/modifiers';
import { internalStructure } from '../../rules/charts/structure';
import { didYouMean, nearest } from '../../rules/text/nearest';
import { describeGot, normalize } from '../tab/cells';
import { LIFE_SUPPORT, MECH_STATUSES, PILOT_STATUSES, SIDES } from '../schema/choices';
import { MECHS } from '../schema/mechsTab';
import { reportSharedHexes, type RowPlace } from './sharedHexes';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { readHexCell, readMove } from './mechOrders';

/** The mechs of the Mechs tab, indexed by name (any case), with their movement orders. */
export interface MechsRead {
  readonly mechs: MechState[];
  /** Normalized name → mech, for the rows read without a problem. */
  readonly byName: Readonly<Record<string, MechState>>;
  /**
   * Normalized name → name, for every row with a valid name, even one with other bad
   * cells: references to it are fine, and are not reported again.
   */
  readonly known: Readonly<Record<string, string>>;
  readonly moves: MoveDeclaration[];
  /** False when the tab could not be read at all: references to mechs are then not checked. */
  readonly complete: boolean;
}

/** ` — did you mean Griffin?` after a name that is no mech, when one on the Mechs tab is close. */
export function mechMeant(name: string, mechs: Pick<MechsRead, 'known'>): string {
  return didYouMean(
    nearest(
      name,
      Object.keys(mechs.known).map((k) => mechs.known[k]),
    ),
  );
}

/** Each location with its column key (`armor.LA`), built once rather than per cell. */
function columnsOf<K extends string>(
  keys: readonly K[],
  prefix: string,
): readonly { readonly at: K; readonly key: string }[] {
  return keys.map((at) => ({ at, key: `${prefix}.${at}` }));
}

const ARMOR_COLUMNS = columnsOf<Location>(LOCATIONS, 'armor');
const REAR_COLUMNS = columnsOf<Torso>(TORSOS, 'rear');
const STRUCTURE_COLUMNS = columnsOf<Location>(LOCATIONS, 'structure');
const ACTUATOR_KEYS = (['LA', 'RA', 'LL', 'RL'] as const).map((limb) => `actuators.${limb}`);

function perLocation<K extends string>(
  r: RowReader,
  columns: readonly { readonly at: K; readonly key: string }[],
): Record<K, number> | undefined {
  const out = {} as Record<K, number>;
  let ok = true;
  for (let i = 0; i < columns.length; i++) {
    const n = r.bounded(columns[i].key);
    if (n === undefined) ok = false;
    else out[columns[i].at] = n;
  }
  return ok ? out : undefined;
}

/** The record's full structure: reference §5 for the tonnage, never below what is left. */
function fullStructure(tons: number, left: Record<Location, number>): Record<Location, number> {
  const table = internalStructure(tons);
  const out = { ...left };
  if (table) for (const loc of LOCATIONS) out[loc] = Math.max(table[loc], left[loc]);
  return out;
}

/**
 * Reads the Mechs tab into mech states and movement orders: every cell checked (names
 * unique in any case, skills 0–8, armor and structure whole numbers 0 or more, hexes on
 * the map, choices from their lists), every problem reported with its cell.
 */
export function readMechs(
  tabs: Tabs,
  rules: RulesOptions,
  map: BattleMap | undefined,
  problems: SheetProblems,
): MechsRead {
  const table = openTab(tabs, MECHS, problems, true);
  const mechs: MechState[] = [];
  const byName: Record<string, MechState> = {};
  const moves: MoveDeclaration[] = [];
  const known: Record<string, string> = {};
  if (!table) return { mechs, byName, known, moves, complete: false };
  const rowOf: Record<string, number> = {};
  // Moves wait for every name to be known: Outflank may name a mech further down.
  const pending: { r: RowReader; move: MoveDeclaration; text: string }[] = [];
  const places: RowPlace[] = [];
  for (const row of table.dataRows()) {
    const r = new RowReader(table, row, problems);
    let id = r.isError('name') ? undefined : r.requiredText('name');
    if (id !== undefined) {
      r.mech = id;
      const earlier = rowOf[normalize(id)];
      if (earlier !== undefined) {
        r.report(
          'name',
          'duplicate_mech',
          `Name ${describeGot(id)} is used twice (also on row ${earlier + 1}); each mech needs its own name`,
        );
        id = undefined;
      } else {
        rowOf[normalize(id)] = row;
        known[normalize(id)] = id;
      }
    }
    // Its name stays known, so Equipment and Attacks rows naming it are not reported again.
    if (r.reportErrors()) continue;
    const side = r.choice('side', SIDES);
    const gunnery = r.bounded('gunnery', rules.defaultGunnery);
    const piloting = r.bounded('piloting', rules.defaultPiloting);
    const tons = r.bounded('tons');
    const walk = r.bounded('walk');
    if (table.has('run') && !r.blank('run') && walk !== undefined) {
      const run = r.bounded('run');
      if (run !== undefined && run !== runMP(walk))
        r.report(
          'run',
          'run_mismatch',
          `Run must be ceil(1.5 × Walk) = ${runMP(walk)} (R-2.1), got ${run}; fix Walk or leave Run blank`,
        );
    }
    const jump = r.bounded('jump', 0);
    const heatSinks = r.bounded('heatSinks');
    const size = table.has('size') && !r.blank('size') ? r.bounded('size') : null;
    const allowsDeath = r.yesNo('allowsDeath', false);
    const position = readHexCell(r, 'position', map);
    const move = readMove(r, rules, map, id);
    const heat = r.bounded('heat', 0);
    const status = r.choice('status', MECH_STATUSES, 'Active');
    const prone = r.yesNo('prone', false);
    const pilotStatus = r.choice('pilotStatus', PILOT_STATUSES, 'Active');
    const wounds = r.bounded('wounds', 0);
    const wakesAfter = r.blank('wakesAfter') ? null : r.bounded('wakesAfter');
    const armor = perLocation(r, ARMOR_COLUMNS);
    const rearArmor = perLocation(r, REAR_COLUMNS);
    const structure = perLocation(r, STRUCTURE_COLUMNS);
    const crits = emptyCriticalState();
    const sensorHits = r.bounded('sensorHits', 0);
    const lifeSupport = r.choice('lifeSupport', LIFE_SUPPORT, 'OK');
    const gyroHits = r.bounded('gyroHits', 0);
    const engineHits = r.bounded('engineHits', 0);
    const actuators = ACTUATOR_KEYS.map((key) => r.bounded(key, 0));
    const critCount = r.bounded('critCount', 0);
    if (move) pending.push({ r, move: move.move, text: move.outflankText });
    // a destroyed mech is gone from its hex; a wreck still stands in it (R-V.3).
    if (id !== undefined && position && status !== undefined && status !== 'Destroyed')
      places.push({ mech: id, row, hex: position });
    if (id === undefined || side === undefined || gunnery === undefined || piloting === undefined || tons === undefined)
      continue;
    if (
      walk === undefined ||
      jump === undefined ||
      heatSinks === undefined ||
      size === undefined ||
      allowsDeath === undefined
    )
      continue;
    if (
      position === undefined ||
      heat === undefined ||
      status === undefined ||
      prone === undefined ||
      pilotStatus === undefined
    )
      continue;
    if (wounds === undefined || wakesAfter === undefined || !armor || !rearArmor || !structure) continue;
    if (
      sensorHits === undefined ||
      lifeSupport === undefined ||
      gyroHits === undefined ||
      engineHits === undefined ||
      critCount === undefined
    )
      continue;
    if (actuators.some((a) => a === undefined)) continue;
    crits.sensorHits = sensorHits;
    crits.lifeSupport = lifeSupport === 'Damaged';
    crits.gyroHits = gyroHits;
    crits.engineHits = engineHits;
    crits.actuatorHits = {
      LA: actuators[0] as number,
      RA: actuators[1] as number,
      LL: actuators[2] as number,
      RL: actuators[3] as number,
    };
    crits.count = critCount;
    const mech: MechState = {
      id,
      side,
      pilot: {
        name: r.text('pilot'),
        gunnery,
        piloting,
        wounds,
        status: pilotStatus.toLowerCase() as PilotStatus,
        allowsDeath,
        ...(wakesAfter !== null ? { unconsciousUntilRound: wakesAfter } : {}),
      },
      tonnage: tons,
      walkMP: walk,
      jumpMP: jump,
      heatSinks,
      ...(size !== null ? { size } : {}),
      armor,
      rearArmor,
      structure,
      // The sheet keeps what is left, not the record's full armor: the values read stand in for it.
      maxArmor: { ...armor },
      maxRearArmor: { ...rearArmor },
      maxStructure: fullStructure(tons, structure),
      destroyedLocations: LOCATIONS.filter((loc) => structure[loc] === 0),
      equipment: [],
      crits,
      heat,
      position,
      prone,
      shutdown: status === 'Shutdown',
      destroyed: status === 'Destroyed' || status === 'Wreck',
      ...(status === 'Wreck' ? { wreck: true } : {}),
    };
    mechs.push(mech);
    byName[normalize(id)] = mech;
  }
  // Two mechs in one hex are a problem of the record, not of either mech's orders: both stay in
  // the battle, so the map draws both tokens and the views read on, and Resolve refuses until the
  // GM moves one.
  reportSharedHexes(table, places, problems);
  for (const { r, move, text } of pending) {
    if (text === '') {
      moves.push(move);
      continue;
    }
    const target = known[normalize(text)];
    if (!target)
      r.report(
        'outflank',
        'unknown_mech',
        `Outflank ${describeGot(text)} is not a mech on the Mechs tab${mechMeant(text, { known })}`,
        text,
      );
    else if (target === move.mech) r.report('outflank', 'self_target', `${move.mech} cannot outflank itself`);
    else moves.push({ ...move, outflank: target });
  }
  return { mechs, byName, known, moves, complete: true };
}
