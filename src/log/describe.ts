import type {
  AttackEvent,
  DamageEvent,
  HeatEvent,
  MechStatusEvent,
  MoveEvent,
  PilotEvent,
  RoundEvent,
} from '../rules/model/events';
import { hexLabel } from '../rules/hex/label';
import { hitLocationName, LOCATION_NAMES } from '../rules/model/location';
import { MOVE_MODE_PAST } from '../rules/movement/modes';
import { describeRollEvent, meleePhrase, tnClause } from './describeRoll';
import { PLAIN } from './style';
import type { TextStyle } from './style';

/**
 * One plain-English line for one event of a round's log (R-0.4, R-3.4): every die face,
 * every TN term, every armor and structure change is on the line, so a player can audit it.
 * @example describeEvent(damage) // 'Rifleman Left Torso takes 5: armor 15 → 10'
 */
export function describeEvent(event: RoundEvent): string {
  return describeEventStyled(event, PLAIN);
}

/** `describeEvent` with mech names and sheet text passed through a style (the forum post's italics). */
export function describeEventStyled(e: RoundEvent, style: TextStyle): string {
  switch (e.type) {
    case 'roll':
      return describeRollEvent(e, style);
    case 'move':
      return describeMove(e, style);
    case 'attack':
      return describeAttack(e, style);
    case 'ammo':
      return `${style.possessive(e.mech)} ${style.text(e.weapon)} took its shot from ${style.text(e.bin)} in the ${LOCATION_NAMES[e.location]}: ${e.left === 0 ? 'now empty' : `${plural(e.left, 'shot')} left`} (R-19.1)`;
    case 'damage':
      return describeDamage(e, style);
    case 'critical':
      return `Critical: ${style.text(e.effect)} in ${LOCATION_NAMES[e.location]}${detail(e.detail, e.effect, style)}`;
    case 'wound':
      return `Pilot of ${style.mech(e.mech)} takes a wound (${plural(e.wounds, 'wound')})${e.cause ? `: ${style.text(e.cause)}` : ''}`;
    case 'pilot':
      return describePilot(e, style);
    case 'fall':
      return `${style.mech(e.mech)} falls${e.reason ? ` (${style.text(e.reason)})` : ''} and takes ${e.damage} damage`;
    case 'status':
      return describeStatus(e, style);
    case 'heat':
      return describeHeat(e, style);
    case 'problem':
      return `Problem: ${style.text(e.problem.message)} (${style.text(e.problem.code)})`;
  }
}

/** `3 wounds`, `1 hex`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : word === 'hex' ? 'es' : 's'}`;
}

function detail(text: string, effect: string, style: TextStyle): string {
  return text && text !== effect ? ` (${style.text(text)})` : '';
}

/** The infinitive the log uses for a mode it could not carry out: `run`, `jump`. */
const MOVE_MODE_VERB: Readonly<Record<MoveEvent['mode'], string>> = {
  stand: 'stand still',
  walk: 'walk',
  run: 'run',
  jump: 'jump',
  sprint: 'sprint',
};

/**
 * `Griffin ran 5 hexes from 0609 to 0612`, `Rifleman stood still in 0415`, and a Walk or Run
 * with no new hex `Rifleman ran in place in 0415` (R-2.7: its AMM, TMM and heat apply). A move
 * that could not end where it was to (R-2.8): `Locust stood still in 1516: it was to run to 0610,
 * where Rifleman still stands (R-2.8)`; one an enemy still on its path turned aside or stopped
 * (R-2.8a): `Griffin walked 5 hexes from 0609 to 0612, around Rifleman in 0610 (R-2.8a)`.
 */
function describeMove(e: MoveEvent, style: TextStyle): string {
  const mech = style.mech(e.mech);
  const evasive = e.evasive ? ', evasive' : '';
  const at = e.to ?? e.from;
  const where = at ? ` in ${hexLabel(at)}` : '';
  if (e.standUp) return `${mech} stands up${where} (counts as standing still)${evasive}`;
  if (e.blocked?.destination) {
    const { by, at, destination } = e.blocked;
    return `${mech} ${MOVE_MODE_PAST.stand}${where}: it was to ${MOVE_MODE_VERB[e.mode]} to ${hexLabel(destination)} through ${hexLabel(at)}, where ${style.mech(by)} still stands, and no other way fits its MP (R-2.8a)${evasive}`;
  }
  if (e.blocked) {
    return `${mech} ${MOVE_MODE_PAST.stand}${where}: it was to ${MOVE_MODE_VERB[e.mode]} to ${hexLabel(e.blocked.at)}, where ${style.mech(e.blocked.by)} still stands (R-2.8)${evasive}`;
  }
  if (e.mode === 'stand') return `${mech} ${MOVE_MODE_PAST.stand}${where}${evasive}`;
  if (e.hexes === 0) return `${mech} ${MOVE_MODE_PAST[e.mode]} in place${where}${evasive}`;
  const from = e.from ? ` from ${hexLabel(e.from)}` : '';
  const to = e.to ? ` to ${hexLabel(e.to)}` : '';
  const detour = e.detour ? `, around ${style.mech(e.detour.by)} in ${hexLabel(e.detour.at)} (R-2.8a)` : '';
  return `${mech} ${MOVE_MODE_PAST[e.mode]} ${plural(e.hexes, 'hex')}${from}${to}${detour}${evasive}`;
}

/**
 * Hit and miss name the weapon; a freebie says why it needed no roll (R-5.1); an impossible attack says why not (R-0.1,
 * R-3.2).
 */
function describeAttack(e: AttackEvent, style: TextStyle): string {
  const weapon = style.text(e.mode ? `${e.weapon} ${e.mode}` : e.weapon);
  const target = style.mech(e.target);
  const why = [e.reason, e.jammed ? 'natural 2, jammed for the rest of the battle (R-18.2)' : undefined].filter(
    Boolean,
  );
  const reason = why.length > 0 ? `: ${style.text(why.join('; '))}` : '';
  switch (e.outcome) {
    case 'hit':
      return `${style.possessive(e.attacker)} ${weapon} hits ${target}${reason}`;
    case 'miss':
      return `${style.possessive(e.attacker)} ${weapon} misses ${target}${reason}`;
    case 'freebie':
      return `${style.possessive(e.attacker)} freebie: ${weapon} hits ${target} automatically (Players' Advantage${freebieFallback(e, style)})`;
    case 'impossible': {
      const tn = e.tn ? ` — ${tnClause(e.tn, style)}` : '';
      return `${style.mech(e.attacker)} cannot attack ${target} with ${weapon}${reason}${tn}`;
    }
  }
}

/** `; the named Large Laser could not hit from where the mechs stand, R-5.3` for a freebie picked in its place. */
export function freebieFallback(e: AttackEvent, style: TextStyle): string {
  return e.freebieInstead
    ? `; the named ${style.text(e.freebieInstead)} could not hit from where the mechs stand, R-5.3`
    : '';
}

/** The head line of one attack in the forum post, the attacker being the heading: `Large Laser at Rifleman`. */
export function attackHead(weapon: string, target: string, style: TextStyle, melee: boolean): string {
  return melee
    ? `${meleePhrase(style.text(weapon))} on ${style.mech(target)}`
    : `${style.text(weapon)} at ${style.mech(target)}`;
}

/**
 * `Rifleman Left Torso takes 5: armor 2 → 0, structure 14 → 11` (R-8.4). A group that did nothing
 * because the mech was already destroyed (or is a wreck, R-V.3) says so:
 * `Locust Center Torso: 5 damage lost (already destroyed)`.
 */
function describeDamage(e: DamageEvent, style: TextStyle): string {
  const untouched = e.armorBefore === e.armorAfter && e.structureBefore === e.structureAfter;
  if (untouched && e.lost !== undefined && e.lost >= e.amount) {
    return `${style.mech(e.mech)} ${hitLocationName(e.hit)}: ${e.amount} damage lost (already destroyed)`;
  }
  const parts: string[] = [];
  if (e.armorBefore !== e.armorAfter) parts.push(`armor ${e.armorBefore} → ${e.armorAfter}`);
  if (e.structureBefore !== e.structureAfter) parts.push(`structure ${e.structureBefore} → ${e.structureAfter}`);
  if (parts.length === 0) parts.push(`armor ${e.armorAfter}, structure ${e.structureAfter}`);
  const where = hitLocationName(e.hit);
  const carried = e.transferredFrom ? ` (carried from ${LOCATION_NAMES[e.transferredFrom]})` : '';
  const destroyed = e.locationDestroyed ? ` — ${where} destroyed` : '';
  return `${style.mech(e.mech)} ${where} takes ${e.amount}${carried}: ${parts.join(', ')}${destroyed}`;
}

const PILOT_WORDS: Readonly<Record<PilotEvent['status'], string>> = {
  unconscious: 'is knocked unconscious',
  awake: 'wakes up',
  dead: 'is killed',
  out: 'is out of the battle',
  ejected: 'ejects',
};

/** Reasons that only restate the status (`wakes up: woke up`): the line says it once. */
const PILOT_RESTATED: Partial<Readonly<Record<PilotEvent['status'], string>>> = { awake: 'woke up' };

function describePilot(e: PilotEvent, style: TextStyle): string {
  const reason = e.reason && e.reason !== PILOT_RESTATED[e.status] ? `: ${style.text(e.reason)}` : '';
  return `Pilot of ${style.mech(e.mech)} ${PILOT_WORDS[e.status]}${reason}`;
}

const STATUS_WORDS: Readonly<Record<MechStatusEvent['status'], string>> = {
  destroyed: 'is destroyed',
  shutdown: 'shuts down',
  restarted: 'restarts',
  prone: 'is prone',
  stood: 'stands up',
  immobile: 'is immobile',
  exploded: 'explodes',
  wreck: 'is left as a wreck',
  overheating: 'is overheating',
  cooled: 'is no longer overheating',
};

/**
 * `Rifleman is prone: failed gyro check`. A reason that already says what happened stands for the
 * status words: `Griffin spent its movement standing up`, not `stands up: spent its movement standing up`.
 */
function describeStatus(e: MechStatusEvent, style: TextStyle): string {
  if (e.status === 'stood' && /standing up/i.test(e.reason)) return `${style.mech(e.mech)} ${style.text(e.reason)}`;
  return `${style.mech(e.mech)} ${STATUS_WORDS[e.status]}${e.reason ? `: ${style.text(e.reason)}` : ''}`;
}

/**
 * `Griffin heat: 0 + 20 generated (Large Laser 8, Medium Laser 3 ×2, LRM-5 2 ×2, ran 2) − 16 sunk = 4`
 * (R-13.1–R-13.3): equal sources are counted once with ×N; the engine floor and external
 * heat appear only when they are not zero. Under the cool-down heat model nothing is sunk; what
 * took heat away is listed instead (R-V.1, R-V.2):
 * `Griffin heat: 4 + 0 generated − 2 cool-down check − 1 no heat built up = 1`.
 */
function describeHeat(e: HeatEvent, style: TextStyle): string {
  let generated = 0;
  for (const g of e.generated) generated += g.value;
  const sources = heatSources(e.generated)
    .map((s) => `${style.text(s.label)} ${s.value}${s.count > 1 ? ` ×${s.count}` : ''}`)
    .join(', ');
  const list = sources ? ` (${sources})` : '';
  const floor = e.floor > 0 ? ` (floor ${e.floor})` : '';
  const external = e.external !== 0 ? ` + ${e.external} external` : '';
  const sunk = e.cooling ? e.cooling.map((c) => ` − ${c.value} ${style.text(c.label)}`).join('') : ` − ${e.sunk} sunk`;
  return `${style.mech(e.mech)} heat: ${e.before} + ${generated} generated${list}${sunk}${floor}${external} = ${e.after}`;
}

/** Heat sources with the same label and value merged, in the order first seen. */
function heatSources(generated: HeatEvent['generated']): { label: string; value: number; count: number }[] {
  const merged: { label: string; value: number; count: number }[] = [];
  for (const g of generated) {
    const same = merged.find((m) => m.label === g.label && m.value === g.value);
    if (same) same.count++;
    else merged.push({ label: g.label, value: g.value, count: 1 });
  }
  return merged;
}
