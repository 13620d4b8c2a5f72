import type { RollMode, RollPurpose } from '../model/roll';
import { nearestOf } from '../text/nearest';

/**
 * The dice one roll throws: 1d6 (hit location on a melee table, critical effect, wreck), 2d6, or 3d6 keep two (R-4.1).
 */
export type DiceKind = '1d6' | '2d6' | '3d6';

/**
 * What a roll is for, described before a die is thrown (R-0.5): enough to tell this roll from
 * every other roll of the round, so a roll a player made elsewhere can be used for exactly the
 * roll it was typed for. Every rule that rolls hands one over with the roll.
 */
export interface RollRequest {
  readonly purpose: RollPurpose;
  /** The mech that rolls: the attacker, or the mech making the check. */
  readonly mech: string;
  readonly target?: string;
  /** The weapon, melee attack or damage source: `LRM-5`, `Fast attack`, `fall`. */
  readonly weapon?: string;
  /** Which of the mech's attacks of that weapon at that target this round (1-based): `LRM-5 #2`, the second punch. */
  readonly shot?: number;
  /** Which damage group of the hit (1-based), when the hit lands several (R-8.1). */
  readonly group?: number;
  /** What the roll is about when the purpose alone does not say: the location of a critical chance. */
  readonly about?: string;
  readonly dice: DiceKind;
  /** How 3d6 keeps two (R-4.1). */
  readonly mode?: RollMode;
  /** To-hit rolls: the attack line (0-based, sheet order) … */
  readonly line?: number;
  /** … and the weapon's equipment index, for a weapon's to-hit roll. */
  readonly weaponIndex?: number;
  /**
   * Whose roll it is when not `mech`'s (R-0.5a): the attacker, for a critical its attack caused. Not part of the roll's
   * words.
   */
  readonly owner?: string;
  /** To-hit rolls: the TN the roll must reach, for the player to roll against (docs/typed-dice.md). */
  readonly tn?: number;
}

/** The dice kind of a check thrown in `mode`: 2d6, or 3d6 keeping two (R-4.1). */
export function checkDice(mode: RollMode): DiceKind {
  return mode === 'normal' ? '2d6' : '3d6';
}

/** What each roll is, in the words of the Log's Purpose column, lower case (src/log/describeRoll.ts). */
const ROLL_WORDS: Readonly<Record<RollPurpose, string>> = {
  attack: 'to-hit',
  melee: 'to-hit',
  outflank: 'outflank check',
  cluster: 'cluster hits',
  hitLocation: 'hit location',
  critConfirm: 'critical check',
  critEffect: 'critical effect',
  piloting: 'piloting check',
  consciousness: 'consciousness check',
  wake: 'wake-up check',
  lifeSupport: 'life support check',
  ammoExplosionSurvival: 'ammo explosion survival check',
  engineDetonation: 'engine detonation roll',
  shutdown: 'shutdown check',
  restart: 'restart check',
  heatAmmoExplosion: 'heat ammo explosion check',
  externalHeat: 'heat',
  coolDown: 'cool-down check',
  wreck: 'wreck roll',
};

/**
 * The roll in words, as the Rolls tab's For column holds it and the sidebar asks for it:
 * `Griffin: LRM-5 #1 at Rifleman — cluster hits`, `Griffin: Death from Above at Blackjack —
 * hit location, group 3`, `Blackjack: piloting check`. The `occurrence` of the same words in
 * the round (1-based) tells repeats apart: `Blackjack: consciousness check #2`.
 */
export function rollKey(request: RollRequest, occurrence = 1): string {
  const r = request;
  let words = ROLL_WORDS[r.purpose];
  if (r.purpose === 'outflank' && r.target !== undefined) words += ` on ${r.target}`;
  if (r.group !== undefined) words += `, group ${r.group}`;
  if (r.about !== undefined) words += `, ${r.about}`;
  const weapon = r.weapon === undefined ? '' : r.shot === undefined ? r.weapon : `${r.weapon} #${r.shot}`;
  const at = r.purpose !== 'outflank' && r.target !== undefined && r.target !== r.mech ? `at ${r.target}` : '';
  const subject = [weapon, at].filter((s) => s !== '').join(' ');
  const repeat = occurrence > 1 ? ` #${occurrence}` : '';
  return `${r.mech}: ${subject === '' ? '' : `${subject} — `}${words}${repeat}`;
}

const MODE_NOTES: Readonly<Record<RollMode, string>> = {
  normal: '',
  advantage: ' (Advantage: the highest two count)',
  disadvantage: ' (Disadvantage: the lowest two count)',
};

/**
 * The line the GM posts to ask for a roll: the key with the dice in it, and for a to-hit roll
 * the TN to reach, `Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 8`. Typed
 * into the For column as it stands, it names the same roll as the key (`sameRoll`).
 */
export function rollAsked(request: RollRequest, key: string): string {
  const colon = request.mech.length;
  const note = request.dice === '3d6' ? MODE_NOTES[request.mode ?? 'advantage'] : '';
  const tn = request.tn === undefined ? '' : `, TN ${request.tn}`;
  return `${key.slice(0, colon)}: roll ${request.dice}${note} for ${key.slice(colon + 2)}${tn}`;
}

const ASKED = /^(.*?):\s*roll\s+[123]d6\b(?:\s*\([^)]*\))?\s+for\s+/;
/** The TN an asked to-hit line ends with (`— to-hit, TN 8`): not part of the roll's words. */
const ASKED_TN = /(to-hit),?\s*tn\s*\d+\+?$/;

/**
 * A roll's words reduced to what matters for matching: any case and spacing (around the name's
 * colon too), any dash between
 * the parts (`—`, `–`, ` - `), a trailing full stop, and the asking form (`roll 2d6 for`) all
 * name the same roll.
 */
export function normalizeRollKey(text: string): string {
  let t = text.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  // The colon after the mech's name, with any spacing around it (`Griffin:piloting`).
  t = t.replace(/^([^:]*?)\s*:\s*/, '$1: ');
  t = t.replace(ASKED, '$1: ').replace(ASKED_TN, '$1');
  t = t.replace(/\s*[\u2012-\u2015\u2212]+\s*/g, ' — ').replace(/\s+-{1,2}\s+/g, ' — ');
  return t.replace(/\s+/g, ' ').trim();
}

/** Whether two texts name the same roll (see `normalizeRollKey`). */
export function sameRoll(a: string, b: string): boolean {
  return normalizeRollKey(a) === normalizeRollKey(b);
}

/**
 * The roll typed words most likely meant, of the rolls `asked` in their words (did you mean):
 * `Grifin: LRM-5 #1 at Rifleman — cluster hits` → `Griffin: LRM-5 #1 at Rifleman — cluster hits`.
 * Undefined when none is close, or two are as close.
 */
export function rollWordsMeant(typed: string, asked: readonly string[]): string | undefined {
  return nearestOf(normalizeRollKey(typed), asked, (key) => [normalizeRollKey(key)]);
}
