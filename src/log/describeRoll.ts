import type { RollEvent, RollPurpose } from '../rules/model/events';
import { describeTargetNumber, tnTotal } from '../rules/model/targetNumber';
import type { TargetNumber } from '../rules/model/targetNumber';
import { describeDice, isKeepRoll, keptClause } from './faces';
import type { TextStyle } from './style';

/** What each roll was for, as the Log tab's Purpose column and the check lines name it (R-0.4). */
export const PURPOSE_LABELS: Readonly<Record<RollPurpose, string>> = {
  attack: 'Attack',
  melee: 'Melee',
  outflank: 'Outflank',
  cluster: 'Cluster',
  hitLocation: 'Hit location',
  critConfirm: 'Critical check',
  critEffect: 'Critical effect',
  piloting: 'Piloting check',
  consciousness: 'Consciousness check',
  wake: 'Wake-up check',
  lifeSupport: 'Life support check',
  ammoExplosionSurvival: 'Ammo explosion survival check',
  engineDetonation: 'Engine detonation roll',
  shutdown: 'Shutdown check',
  restart: 'Restart check',
  heatAmmoExplosion: 'Heat ammo explosion check',
  externalHeat: 'External heat',
  coolDown: 'Cool-down check',
  wreck: 'Wreck roll',
};

/** What passing or failing each check means, in the words a player reads. */
const OUTCOMES: Partial<Record<RollPurpose, readonly [pass: string, fail: string]>> = {
  attack: ['hit', 'miss'],
  melee: ['hit', 'miss'],
  outflank: ['success', 'failure'],
  critConfirm: ['confirmed', 'not confirmed'],
  piloting: ['stays standing', 'falls'],
  consciousness: ['stays conscious', 'knocked unconscious'],
  wake: ['wakes up', 'stays unconscious'],
  lifeSupport: ['stays conscious', 'unconscious next round'],
  ammoExplosionSurvival: ['survives', 'killed'],
  engineDetonation: ['engine detonates', 'no detonation'],
  shutdown: ['stays powered', 'shuts down'],
  restart: ['restarts', 'stays shut down'],
  heatAmmoExplosion: ['no explosion', 'ammo explodes'],
  coolDown: ['success', 'failure'],
};

/** The critical-confirmation target when the engine gives none (R-9.2). */
const CRIT_CONFIRM_TN = 8;

/** What `tnClause` says of a target number, whatever the style. */
interface TnParts {
  readonly total: number;
  /** `3 gunnery + 1 ran + …`, without the ` = total`. */
  readonly terms: string;
  /** More than the one skill term is shown. */
  readonly several: boolean;
}

/**
 * Each target number's parts, worked out once: the Log and the forum post word an attack's TN
 * up to three times. Keyed by the TargetNumber itself, which is
 * immutable, so an entry never outlives or outdates it.
 */
const TN_PARTS = new WeakMap<TargetNumber, TnParts>();

function tnParts(tn: TargetNumber): TnParts {
  let parts = TN_PARTS.get(tn);
  if (!parts) {
    const total = tnTotal(tn);
    const full = describeTargetNumber(tn);
    const suffix = ` = ${total}`;
    const terms = full.slice(-suffix.length) === suffix ? full.slice(0, -suffix.length) : full;
    const several = tn.modifiers.filter((m, i) => i === 0 || m.value !== 0).length > 1;
    parts = { total, terms, several };
    TN_PARTS.set(tn, parts);
  }
  return parts;
}

/** The breakdown of a TN without its total (`3 gunnery + 1 ran`): equal for equal target numbers. */
export function tnTerms(tn: TargetNumber): string {
  return tnParts(tn).terms;
}

/** `TN 10 (3 gunnery + 1 ran + 1 target TMM + 3 woods + 2 medium range)`; just `TN 8` for a single term (R-3.4). */
export function tnClause(tn: TargetNumber, style: TextStyle): string {
  const { total, terms, several } = tnParts(tn);
  return several ? `TN ${total} (${style.text(terms)})` : `TN ${total}`;
}

/** Did the check pass: the engine's word, else total ≥ TN (R-0.1); undefined for a plain roll. */
export function checkPassed(e: RollEvent): boolean | undefined {
  if (e.success !== undefined) return e.success;
  if (e.tn) return e.roll.total >= tnTotal(e.tn);
  if (e.purpose === 'critConfirm') return e.roll.total >= CRIT_CONFIRM_TN;
  return undefined;
}

/** The outcome as the Result column shows it: `hit`, `3 missiles`, `Center Torso`, `falls`. */
export function rollOutcome(e: RollEvent): string {
  const words = OUTCOMES[e.purpose];
  const passed = checkPassed(e);
  if (words && passed !== undefined) return passed ? words[0] : words[1];
  return e.result ?? String(e.roll.total);
}

/**
 * `rolls 9 (4+5) vs TN 10 (…) — miss`, or with extra dice
 * `with Advantage: rolled 6, 5, 2, kept 6+5 = 11 vs TN 10 (…) — hit`; begins with the
 * separator the head needs (`: ` or ` with …`). `briefTn` gives the TN without its breakdown
 * (`vs TN 10`), for a line under one that showed the same breakdown.
 */
export function attackRollClause(e: RollEvent, style: TextStyle, briefTn = false): string {
  const mode = e.mode === 'disadvantage' ? 'Disadvantage' : e.mode === 'advantage' ? 'Advantage' : '3d6';
  // A total typed for a 3d6 roll shows no dropped die: the line still says the roll's mode (R-16.7 counts on it).
  const dice = isKeepRoll(e.roll)
    ? ` with ${mode}: ${keptClause(e.roll, style)}`
    : e.roll.typed?.totalOnly && (e.mode === 'advantage' || e.mode === 'disadvantage')
      ? ` with ${mode}: rolls ${describeDice(e.roll, e.mode, style)}`
      : `: rolls ${describeDice(e.roll, e.mode, style)}`;
  const tn = e.tn ? ` vs ${briefTn ? `TN ${tnParts(e.tn).total}` : tnClause(e.tn, style)}` : '';
  const passed = checkPassed(e);
  let outcome = passed === undefined ? '' : ` — ${rollOutcome(e)}`;
  // R-9.1: a natural 12 on the attack roll is a critical chance; say so, the next rolls follow from it.
  if (passed && e.roll.total === 12) outcome += ' (12: critical chance)';
  if (e.jammed) outcome += ' (natural 2: jammed for the rest of the battle, R-18.2)';
  return dice + tn + outcome;
}

/** The weapon an attack roll fires, with its mode: `Ultra AC/5 (ultra)` (R-18.2). */
export function firedWeapon(e: RollEvent, style: TextStyle): string | undefined {
  if (e.weapon === undefined) return undefined;
  return style.text(e.firedAs ? `${e.weapon} ${e.firedAs}` : e.weapon);
}

/** What a hit-location line says, apart, so the forum post can end it with the damage it did. */
interface HitLocationParts {
  /** `Hit location: 7 (3+4)`, `Hit location (fall): 8 (3+5)`. */
  readonly roll: string;
  /** `Center Torso`, `Left Torso (rear)`: where the roll landed. */
  readonly location: string;
  /** ` (snake eyes: critical chance)` on a 2 of the 2d6 tables (R-9.1), else empty. */
  readonly note: string;
}

/** The engine's own mark of a through-armor critical chance on the Result (R-9.1). */
const CRITICAL_CHANCE = ' (critical chance)';

/**
 * The parts of a hit-location line. Outside the attack step the roll says what it was for
 * (`fall`, an engine detonation), since no attack line above names it. A 2 on the 2d6 tables is
 * a critical chance (R-9.1): said once, as `snake eyes`, though the engine's Result marks it too.
 */
export function hitLocationParts(e: RollEvent, style: TextStyle): HitLocationParts {
  const reason = e.reason ?? (e.step !== 'attacks' ? e.weapon : undefined);
  const why = reason ? ` (${style.text(reason)})` : '';
  const snakeEyes = e.roll.faces.length === 2 && e.roll.total === 2;
  let location = e.result ?? '?';
  if (snakeEyes && location.slice(-CRITICAL_CHANCE.length) === CRITICAL_CHANCE)
    location = location.slice(0, -CRITICAL_CHANCE.length);
  return {
    roll: `Hit location${why}: ${describeDice(e.roll, undefined, style)}`,
    location: style.text(location),
    note: snakeEyes ? ' (snake eyes: critical chance)' : '',
  };
}

const FAST_OR_STRONG = /^(fast|strong)\b/i;

/** `a Strong attack`, `Death from Above`: the melee kind with the article English wants. */
export function meleePhrase(weapon: string): string {
  return FAST_OR_STRONG.test(weapon) ? `a ${weapon}` : weapon;
}

/** One line for one roll (R-0.4): every face shown, the TN with its breakdown, the outcome. */
export function describeRollEvent(e: RollEvent, style: TextStyle): string {
  const mech = style.mech(e.mech);
  const target = e.target !== undefined ? style.mech(e.target) : 'its target';
  const weapon = e.weapon !== undefined ? style.text(e.weapon) : undefined;
  const why = e.reason ? ` (${style.text(e.reason)})` : '';
  const reading = e.result !== undefined ? style.text(e.result) : undefined;
  switch (e.purpose) {
    case 'attack':
      return `${mech} fires ${firedWeapon(e, style) ?? 'a weapon'} at ${target}${attackRollClause(e, style)}`;
    case 'melee':
      return `${mech} tries ${weapon ? meleePhrase(weapon) : 'a melee attack'} on ${target}${attackRollClause(e, style)}`;
    case 'outflank':
      return `${mech} tries to outflank ${target}${why}: ${checkClause(e, style)}`;
    case 'cluster':
      return `Cluster${why}: ${weapon ? `${weapon} ` : ''}rolls ${describeDice(e.roll, undefined, style)} → ${reading ?? 'see table'}`;
    case 'hitLocation': {
      const hit = hitLocationParts(e, style);
      return `${hit.roll} → ${style.mech(e.target ?? e.mech)} ${hit.location}${hit.note}`;
    }
    case 'critConfirm':
      return `Critical ${checkPassed(e) ? 'confirmed' : 'not confirmed'} on ${describeDice(e.roll, undefined, style)}${criticalWhere(e, style)}`;
    case 'critEffect':
      return `Critical effect${criticalWhere(e, style)}: ${describeDice(e.roll, undefined, style)} → ${reading ?? '?'}`;
    case 'externalHeat':
      // A Flamer's heat goes to the mech it hit, not to the attacker whose roll it is.
      return `${style.mech(e.target ?? e.mech)} external heat${why}: ${checkClause(e, style)}`;
    default:
      return `${mech} ${PURPOSE_LABELS[e.purpose].toLowerCase()}${why}: ${checkClause(e, style)}`;
  }
}

/**
 * Whose critical and where: ` (Griffin Center Torso)`. The line follows a hit on another mech
 * or a chain of them (an engine detonation), so it names the mech itself.
 */
export function criticalWhere(e: RollEvent, style: TextStyle): string {
  return ` (${style.mech(e.mech)}${e.reason ? ` ${style.text(e.reason)}` : ''})`;
}

/**
 * `6 (3+3) vs TN 5 — stays conscious`; a plain roll ends with what it gave: `4 → +4 heat`. A check
 * the engine did not roll (R-0.1: TN 13+; or no pilot to make it) says so instead of showing no dice:
 * `not rolled: TN 15 (4 piloting + 11 heat) cannot succeed — failure`.
 */
function checkClause(e: RollEvent, style: TextStyle): string {
  const dice = describeDice(e.roll, e.mode, style);
  const passed = checkPassed(e);
  if (e.roll.faces.length === 0 && passed === false) {
    const why =
      e.tn && tnTotal(e.tn) >= 13 ? `${tnClause(e.tn, style)} cannot succeed` : style.text(e.result ?? 'no dice');
    return `not rolled: ${why} — ${rollOutcome(e)}`;
  }
  if (passed === undefined) return e.result !== undefined ? `${dice} → ${style.text(e.result)}` : dice;
  const tn = e.tn ? ` vs ${tnClause(e.tn, style)}` : '';
  return `${dice}${tn} — ${rollOutcome(e)}${margin(e, passed)}`;
}

/** What the margin of a check buys, where the rules say (R-4.2 rear hits, R-V.2 heat lost). */
function margin(e: RollEvent, passed: boolean): string {
  if (!passed || !e.tn) return '';
  const by = e.roll.total - tnTotal(e.tn);
  if (e.purpose === 'outflank' && by >= 3) return ` by ${by}: hits strike the rear`;
  if (e.purpose === 'coolDown') return ` by ${by}: heat drops ${by + 1}`;
  return '';
}
