import type { CriticalEvent, RollPurpose, RollEvent, RoundEvent, RoundStep } from '../rules/model/events';
import { hitLocationName, LOCATION_NAMES } from '../rules/model/location';
import { attackBlocks, blocksByAttacker } from './attackBlocks';
import type { AttackBlock } from './attackBlocks';
import { attackHead, freebieFallback } from './describe';
import { attackRollClause, criticalWhere, hitLocationParts, tnClause, tnTerms } from './describeRoll';
import { describeDice } from './faces';
import { eventSteps } from './steps';
import { BBCODE, neutralizeBBCode } from './style';
import { mechsOf, roundSummary, type MechRoundSummary } from './summary';
import { criticalLine, damageLines, isCriticalRecap, isDestroyedRecap, isHeatRecap, line, pilotLines } from './recaps';

interface RoundBBCodeOptions {
  /** The outer hider's title; default `Round N`. Brackets in it are neutralized like names. */
  readonly title?: string;
  /** `roundSummary(events)`, when the caller has it already: the Damage recap is read from it. */
  readonly summary?: readonly MechRoundSummary[];
  /** Resolved without them (docs/sidebar.md): the lines and orders a problem held back, and what became of each. */
  readonly heldBack?: readonly string[];
  /** Lines said before the round's steps: each mech that took the Missing orders default, and why (R-15.3). */
  readonly orders?: readonly string[];
}

/**
 * The round as a forum post in the seed's style (R-0.4), one `[hider=Round N]` holding the
 * round step by step — Start of round, Movement, Attacks (per attacker in sheet order: each
 * weapon's roll and TN, then its cluster, locations, damage, criticals), End of round — and
 * then the recaps Damage (per mech: locations hit, armor and structure left), Criticals,
 * Pilots, Heat and Destroyed. Empty sections are left out; mech names are in `[i]…[/i]`.
 *
 * Every die is shown once, on the line of the step it was rolled in, with its faces, its TN
 * and what it gave; the recaps carry no dice, only what the round left behind. A line says a
 * thing once: a hit location and the damage it took are one line, as are a critical's effect
 * roll and the critical. Under one attacker, a TN whose breakdown was already shown is given
 * by its total.
 *
 * The text keeps a shape `postParts` (src/log/postParts.ts) splits on, between mechs'
 * blocks: sections parted by a blank line, each opened by a `[b]Title[/b]` line; in Attacks,
 * one group per attacker parted by blank lines, opened by the attacker's name alone; a line's
 * follow-ups begin with `• `.
 *
 * Any text from the sheet (mech and weapon names, reasons, the title) has `[` and `]`
 * replaced by the fullwidth `［` `］` (`neutralizeBBCode`), so a mech named `[b]X` cannot
 * open a tag or close the hider.
 */
export function roundBBCode(round: number, events: readonly RoundEvent[], opts?: RoundBBCodeOptions): string {
  const steps = eventSteps(events);
  const inSteps = (...wanted: RoundStep[]): RoundEvent[] =>
    events.filter((e, i) => e.type !== 'problem' && wanted.indexOf(steps[i]) >= 0);
  // The post line by line, joined once at the end: sections are parted by a blank line.
  const post: string[] = [`[hider=${neutralizeBBCode(opts?.title ?? `Round ${round}`)}]`];
  const add = (title: string, lines: readonly string[]): void => {
    if (lines.length === 0) return;
    if (post.length > 1) post.push('');
    post.push(`[b]${title}[/b]`);
    for (let i = 0; i < lines.length; i++) post.push(lines[i]);
  };

  add('Held back', (opts?.heldBack ?? []).map(neutralizeBBCode));
  add('Orders', opts?.orders ?? []);
  add('Problems', events.filter((e) => e.type === 'problem').map(line));
  add('Start of round', unitLines(inSteps('start')));
  add('Movement', unitLines(inSteps('movement', 'outflank')));
  // Each shot's bin is on the Log (R-19.1); the post names only the bins the round emptied, in their own section.
  add('Attacks', attackLines(attackBlocks(inSteps('attacks').filter((e) => e.type !== 'ammo'))));
  // The end step's heat lines and heat statuses are the Heat section, which follows.
  add('End of round', unitLines(inSteps('end').filter((e) => !isHeatRecap(e))));
  add('Damage', damageLines(opts?.summary ?? roundSummary(events)));
  add(
    'Criticals',
    events.filter(isCriticalRecap).map((e) => (e.type === 'critical' ? criticalLine(e) : line(e))),
  );
  add('Pilots', pilotLines(events));
  add('Heat', events.filter(isHeatRecap).map(line));
  add('Ammunition', events.filter((e) => e.type === 'ammo' && e.left === 0).map(line));
  add('Destroyed', events.filter(isDestroyedRecap).map(line));
  post.push('[/hider]');
  return post.join('\n');
}

/** One line of the post and the event it begins with (a merged line holds two). */
interface Rendered {
  readonly event: RoundEvent;
  readonly text: string;
}

/**
 * The events as the post's lines, a thing said once: a hit location and the damage group it
 * placed (`Hit location: 7 (3+4) → [i]Locust[/i] Center Torso takes 8: armor 2 → 0`), a
 * critical's effect roll and the critical, are one line; a mech standing up is its move line
 * (`stands up in 0609 (counts as standing still)`) without the status before it.
 */
function rendered(events: readonly RoundEvent[]): Rendered[] {
  const out: Rendered[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const next = events[i + 1];
    if (e.type === 'status' && e.status === 'stood' && next?.type === 'move' && next.mech === e.mech && next.standUp)
      continue;
    if (e.type === 'roll' && e.purpose === 'hitLocation' && next?.type === 'damage' && placed(e, next)) {
      const hit = hitLocationParts(e, BBCODE);
      out.push({ event: e, text: `${hit.roll} → ${line(next)}${hit.note}` });
      i++;
    } else if (
      e.type === 'roll' &&
      e.purpose === 'critEffect' &&
      next?.type === 'critical' &&
      next.effect === e.result
    ) {
      out.push({ event: e, text: criticalEffectLine(e, next) });
      i++;
    } else {
      out.push({ event: e, text: line(e) });
    }
  }
  return out;
}

/** The damage group landed where the roll said, or was carried inward from there (R-8.4). */
function placed(roll: RollEvent, damage: Extract<RoundEvent, { type: 'damage' }>): boolean {
  if (damage.mech !== (roll.target ?? roll.mech)) return false;
  const rolled = hitLocationParts(roll, BBCODE).location;
  const from = damage.transferredFrom ? LOCATION_NAMES[damage.transferredFrom] : undefined;
  return rolled === hitLocationName(damage.hit) || rolled === from || rolled === `${from} (rear)`;
}

/**
 * `Critical effect ([i]Rifleman[/i] Left Torso): 6 → Major Ammo Explosion (Ammo (AC/5) explodes …)`: the roll and what
 * it did.
 */
function criticalEffectLine(roll: RollEvent, critical: CriticalEvent): string {
  const where = LOCATION_NAMES[critical.location];
  const at = roll.reason === where ? '' : ` in ${where}`;
  const detail = critical.detail && critical.detail !== critical.effect ? ` (${BBCODE.text(critical.detail)})` : '';
  return `Critical effect${criticalWhere(roll, BBCODE)}: ${describeDice(roll.roll, undefined, BBCODE)} → ${BBCODE.text(critical.effect)}${at}${detail}`;
}

/** Rolls that start a line of their own: a new action, not what followed one. */
const ACTION_ROLLS: readonly RollPurpose[] = ['attack', 'melee', 'outflank', 'coolDown'];

/** Rolls that follow from the line above (a cluster, a hit location, a critical, a wound's check). */
const CONSEQUENCE_ROLLS: readonly RollPurpose[] = [
  'cluster',
  'hitLocation',
  'critConfirm',
  'critEffect',
  'consciousness',
  'ammoExplosionSurvival',
  'externalHeat',
  'engineDetonation',
];

/**
 * The lines of a step other than Attacks, one block per mech's action: its move, check or
 * roll, then — marked `• ` — what followed from it for the mechs it concerns (a gyro check
 * after the move, the fall, its hit locations and damage, the wound and its consciousness
 * check). A block is what the post's parts are never split inside.
 */
function unitLines(events: readonly RoundEvent[]): string[] {
  const lines: string[] = [];
  let headMech: string | undefined;
  let mechs = new Set<string>();
  for (const r of rendered(events)) {
    const e = r.event;
    const named = mechsOf(e);
    if (headMech !== undefined && follows(e, named, headMech, mechs)) {
      lines.push(`• ${r.text}`);
      for (const m of named) mechs.add(m);
    } else {
      lines.push(r.text);
      headMech = named[0];
      mechs = new Set(named);
    }
  }
  return lines;
}

function follows(e: RoundEvent, named: readonly string[], headMech: string, mechs: ReadonlySet<string>): boolean {
  switch (e.type) {
    case 'move':
    case 'attack':
    case 'heat':
    case 'problem':
      return false;
    case 'roll':
      if (ACTION_ROLLS.indexOf(e.purpose) >= 0) return false;
      if (CONSEQUENCE_ROLLS.indexOf(e.purpose) < 0) return e.mech === headMech;
      break;
    default:
      break;
  }
  return named.some((m) => mechs.has(m));
}

/** Per attacker a heading, then each attack's head line and its follow-ups marked `•`. */
function attackLines(blocks: readonly AttackBlock[]): string[] {
  const groups = blocksByAttacker(blocks);
  const lines: string[] = [];
  groups.forEach((group, g) => {
    if (g > 0) lines.push('');
    if (group.attacker) lines.push(BBCODE.mech(group.attacker));
    // A breakdown shown once under this attacker is not repeated: `vs TN 8` below `vs TN 8 (…)`.
    const shown = new Set<string>();
    for (const block of group.blocks) {
      const head = blockHead(block, shown);
      if (head) lines.push(head);
      for (const r of rendered(block.followUps)) lines.push(`${head ? '• ' : ''}${r.text}`);
    }
  });
  return lines;
}

/** `LRM-5 at [i]Rifleman[/i]: rolls 8 (3+5) vs TN 8 (…) — hit`, or the freebie or the reason it could not be made. */
function blockHead(block: AttackBlock, shown: Set<string>): string | undefined {
  if (block.coolDown) return line(block.coolDown);
  if (!block.attacker) return undefined;
  // R-18.2: an Ultra or Rotary fired in a mode is headed with it, `Ultra AC/5 (ultra) at …`.
  const mode = block.roll?.firedAs ?? block.attack?.mode;
  const head = attackHead(mode ? `${block.weapon} ${mode}` : block.weapon, block.target, BBCODE, block.melee);
  if (block.roll) {
    const tn = block.roll.tn ? tnTerms(block.roll.tn) : undefined;
    const brief = tn !== undefined && shown.has(tn);
    if (tn !== undefined) shown.add(tn);
    return head + attackRollClause(block.roll, BBCODE, brief);
  }
  const attack = block.attack;
  if (!attack) return head;
  const reason = attack.reason ? BBCODE.text(attack.reason) : '';
  switch (attack.outcome) {
    case 'freebie':
      return `${head}: hits automatically (Players' Advantage freebie${freebieFallback(attack, BBCODE)})`;
    case 'impossible':
      return `${head}: impossible${reason ? `, ${reason}` : ''}${attack.tn ? ` — ${tnClause(attack.tn, BBCODE)}` : ''}`;
    default:
      return `${head}: ${attack.outcome}${reason ? ` (${reason})` : ''}`;
  }
}
