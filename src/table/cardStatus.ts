/**
 * A mech card's status sections: what the mech can do this round, each location's
 * armor and structure, its heat and what that heat does at the start of the next round, and its
 * pilot with the next consciousness roll — each as rows of at most six cells.
 */
import { hitChance } from '../rules/dice/probability';
import { isImmobile, ammoLocations, locationLost } from '../rules/mech/condition';
import { heatEffects, lowestShutdownLevel } from '../rules/mech/heatEffects';
import { workingHeatSinks } from '../rules/mech/heatSinks';
import { currentJumpMP, currentRunMP, currentSprintMP, currentWalkMP } from '../rules/mech/speed';
import { LOCATIONS, LOCATION_NAMES, isTorso } from '../rules/model/location';
import type { MechState } from '../rules/model/mech';
import type { RulesOptions } from '../rules/model/rules';
import { tnTotal } from '../rules/model/targetNumber';
import { consciousnessTarget } from '../rules/pilot/checks';
import { FATAL_WOUNDS } from '../rules/pilot/wounds';
import { wakeOutlook } from '../rules/pilot/wake';
import { coolDownTarget } from '../rules/round/heat/coolDown';
import { isOverheating, mechSize } from '../rules/round/heat/overheating';
import { heatScaleRow } from '../rules/charts/heatScale';
import type { FullArmor } from '../sheet/setup/fullArmor';
import { cardRow, nowOfFull, rollText, type CardRow } from './cardWords';
import { heatModelOf } from '../rules/model/heatModel';

const NONE = '—';

/** The MP each mode allows now (R-2.1: heat and legs lower Walk MP; an immobile mech none). */
export function movementRow(mech: MechState, rules: RulesOptions): CardRow {
  if (isImmobile(mech)) return cardRow(['MP', 'Immobile: stands still']);
  return cardRow([
    'MP',
    `Walk ${currentWalkMP(mech, rules)}`,
    `Run ${currentRunMP(mech, rules)}`,
    `Sprint ${currentSprintMP(mech, rules)}`,
    `Jump ${currentJumpMP(mech)}`,
  ]);
}

/**
 * Each location's armor (front and, for torsos, rear) and structure, now / full. The full
 * armor is the record sheet's (the Mechs tab's Full armor cell) when it is known; otherwise the
 * armor the mech came into the battle with.
 */
export function locationRows(mech: MechState, full: FullArmor | undefined): CardRow[] {
  const rows = [cardRow(['Location', 'Armor', 'Rear', 'Structure'])];
  const armor = full?.armor ?? mech.maxArmor;
  const back = full?.rear ?? mech.maxRearArmor;
  for (const loc of LOCATIONS) {
    const rear = isTorso(loc) ? nowOfFull(mech.rearArmor[loc], back[loc]) : '';
    const lost = locationLost(mech, loc) ? 'Destroyed' : '';
    rows.push(
      cardRow([
        LOCATION_NAMES[loc],
        nowOfFull(mech.armor[loc], armor[loc]),
        rear,
        nowOfFull(mech.structure[loc], mech.maxStructure[loc]),
        lost,
      ]),
    );
  }
  return rows;
}

/**
 * The heat the mech carries and what it does at the start of the next round: Walk MP
 * lost, the to-hit modifier, the roll to avoid a shutdown and the one to avoid an ammunition
 * explosion, and the heat sinks that will take heat away. Under the cool-down model (R-V.1) the
 * scale does nothing: the Size, whether it is overheating, and the cool-down check's TN (R-V.2).
 */
export function heatRows(mech: MechState, rules: RulesOptions): CardRow[] {
  if (heatModelOf(rules).coolsDown) {
    const tn = tnTotal(coolDownTarget(mech));
    const over = isOverheating(mech, rules) ? 'Yes: cannot move or attack' : 'No';
    return [
      cardRow(['Heat', 'Size', 'Overheating', 'Cool-down check']),
      cardRow([mech.heat, mechSize(mech), over, rollText(tn, hitChance(tn))]),
    ];
  }
  const effects = heatEffects(mech, rules);
  return [
    cardRow(['Heat', 'Walk MP', 'To-hit', 'Shutdown roll', 'Ammo roll', 'Heat sinks']),
    cardRow([
      mech.heat,
      effects.mpReduction > 0 ? `−${effects.mpReduction}` : NONE,
      effects.toHit > 0 ? `+${effects.toHit}` : NONE,
      shutdownText(mech, rules),
      ammoText(mech, rules),
      workingHeatSinks(mech),
    ]),
  ];
}

/**
 * The start-of-round shutdown step as it will go: a restart, an automatic shutdown, or the roll to avoid one.
 */
function shutdownText(mech: MechState, rules: RulesOptions): string {
  if (rules.heatScale.length === 0) return NONE;
  const restartBelow = lowestShutdownLevel(rules);
  if (mech.shutdown) return mech.heat < restartBelow ? 'Restarts' : `Stays off (restarts below ${restartBelow})`;
  const avoid = heatScaleRow(rules.heatScale, mech.heat).shutdownAvoid;
  if (avoid === null) return NONE;
  if (avoid === 'auto') return 'Automatic';
  return rollText(avoid, hitChance(avoid));
}

/** The start-of-round ammunition roll: only a mech carrying working ammunition rolls. */
function ammoText(mech: MechState, rules: RulesOptions): string {
  if (rules.heatScale.length === 0) return NONE;
  const avoid = heatScaleRow(rules.heatScale, mech.heat).ammoAvoid;
  if (avoid === null) return NONE;
  if (ammoLocations(mech).length === 0) return `${NONE} (no ammo)`;
  return rollText(avoid, hitChance(avoid));
}

const PILOT_STATUS: Readonly<Record<MechState['pilot']['status'], string>> = {
  active: 'Active',
  unconscious: 'Unconscious',
  dead: 'Dead',
  out: 'Out',
};

/** The pilot, their skills and wounds, and the next consciousness roll they face. */
export function pilotRows(mech: MechState, round: number): CardRow[] {
  const p = mech.pilot;
  return [
    cardRow(['Pilot', 'Gunnery', 'Piloting', 'Wounds', 'Status', 'Consciousness']),
    cardRow([
      p.name === '' ? NONE : p.name,
      p.gunnery,
      p.piloting,
      p.wounds,
      PILOT_STATUS[p.status],
      nextConsciousness(mech, round),
    ]),
  ];
}

/**
 * What the pilot rolls next for their consciousness: an unconscious one the wake roll at the
 * start of the round or none while life support keeps them out; an active one
 * the roll after their next wound, 3 + 2 × (wounds − 1) with that wound counted — or, on the
 * fifth, no roll: it kills them or takes them out of the battle.
 */
function nextConsciousness(mech: MechState, round: number): string {
  const p = mech.pilot;
  const wake = wakeOutlook(mech, round);
  if (wake.kind === 'roll') return `Wakes on ${rollText(wake.total, wake.chance)}`;
  if (wake.kind === 'wakes') return 'Wakes next round';
  if (wake.kind === 'stays') return `Out until after round ${wake.untilRound}`;
  if (wake.kind === 'gone') return NONE;
  if (p.wounds + 1 >= FATAL_WOUNDS)
    return mech.side === 'NPC' || p.allowsDeath ? 'A 5th wound kills' : 'A 5th wound takes them out';
  const tn = tnTotal(consciousnessTarget(p.wounds + 1));
  return `Next wound: ${rollText(tn, hitChance(tn))}`;
}
