import type { Battle } from '../../model/battle';
import type { Equipment, MechState, Pilot } from '../../model/mech';

/**
 * A deep copy of the battle for one round's resolution, so `resolveRound` never touches its
 * input. Everything a rule may change is copied field by field (a small typed clone, no
 * structuredClone: ES2019 and Apps Script); the map, the catalog and the record's `max*`
 * values are read-only and shared.
 */
export function cloneBattle(battle: Battle): Battle {
  const copy: Battle = { round: battle.round, mechs: battle.mechs.map(cloneMech), catalog: battle.catalog };
  if (battle.map !== undefined) copy.map = battle.map;
  return copy;
}

/** A deep copy of one mech: every mutable record, list and the pilot copied; `max*` shared. */
function cloneMech(mech: MechState): MechState {
  const copy: MechState = {
    id: mech.id,
    side: mech.side,
    pilot: clonePilot(mech.pilot),
    tonnage: mech.tonnage,
    walkMP: mech.walkMP,
    jumpMP: mech.jumpMP,
    heatSinks: mech.heatSinks,
    armor: { ...mech.armor },
    rearArmor: { ...mech.rearArmor },
    structure: { ...mech.structure },
    maxArmor: mech.maxArmor,
    maxRearArmor: mech.maxRearArmor,
    maxStructure: mech.maxStructure,
    destroyedLocations: mech.destroyedLocations.slice(),
    equipment: mech.equipment.map(cloneEquipment),
    crits: { ...mech.crits, actuatorHits: { ...mech.crits.actuatorHits } },
    heat: mech.heat,
    position: mech.position ? { col: mech.position.col, row: mech.position.row } : null,
    prone: mech.prone,
    shutdown: mech.shutdown,
    destroyed: mech.destroyed,
  };
  if (mech.size !== undefined) copy.size = mech.size;
  if (mech.wreck !== undefined) copy.wreck = mech.wreck;
  return copy;
}

function clonePilot(pilot: Pilot): Pilot {
  const copy: Pilot = { ...pilot };
  return copy;
}

function cloneEquipment(item: Equipment): Equipment {
  return { ...item };
}
