import type { RollPurpose, RoundEvent } from '../rules/model/events';
import { LOCATION_NAMES } from '../rules/model/location';
import { attackBlocks, blocksByAttacker } from './attackBlocks';
import type { AttackBlock } from './attackBlocks';
import { attackHead, describeEventStyled, freebieFallback, plural } from './describe';
import { attackRollClause, FOLLOW_UP_PURPOSES, tnClause } from './describeRoll';
import { eventSteps } from './steps';
import { BBCODE, neutralizeBBCode } from './style';
import { roundSummary, type MechRoundSummary } from './summary';

export interface RoundBBCodeOptions {
  /** The outer hider's title; default `Round N`. Brackets in it are neutralized like names. */
  readonly title?: string;
  /** `roundSummary(events)`, when the caller has it already: the Damage recap is read from it. */
  readonly summary?: readonly MechRoundSummary[];
}

const PILOT_ROLLS: readonly RollPurpose[] = ['piloting', 'consciousness', 'wake', 'lifeSupport', 'ammoExplosionSurvival'];
const HEAT_ROLLS: readonly RollPurpose[] = ['shutdown', 'restart', 'heatAmmoExplosion', 'externalHeat', 'coolDown'];

/** An event's line in the post (`describeEventStyled` in the BBCode style). */
type Line = (e: RoundEvent) => string;

/**
 * The round as a forum post in the seed's style (R-0.4): one `[hider=Round N]` holding
 * Start of round (wake rolls, shutdowns, heat explosions, in the order made, R-14.1),
 * Movement, Attacks (per attacker in sheet order: each weapon's roll and TN, then its
 * cluster, locations, damage, criticals), and the recaps Damage (per mech: locations hit,
 * armor and structure left), Criticals, Pilots, Heat, Destroyed — empty sections left
 * out — and a nested `[hider=Dice]` with every roll. Mech names are in `[i]…[/i]`.
 *
 * Any text from the sheet (mech and weapon names, reasons, the title) has `[` and `]`
 * replaced by the fullwidth `［` `］` (`neutralizeBBCode`), so a mech named `[b]X` cannot
 * open a tag or close the hider.
 */
export function roundBBCode(round: number, events: readonly RoundEvent[], opts?: RoundBBCodeOptions): string {
  const steps = eventSteps(events);
  const inStep = (...wanted: string[]): RoundEvent[] => events.filter((_, i) => wanted.indexOf(steps[i]) >= 0);
  // A roll that follows an attack is also a line of the Dice hider: each event is worded once.
  const described = new Map<RoundEvent, string>();
  const line: Line = (e) => {
    let text = described.get(e);
    if (text === undefined) {
      text = describeEventStyled(e, BBCODE);
      described.set(e, text);
    }
    return text;
  };
  // The post line by line, joined once at the end: sections are parted by a blank line.
  const post: string[] = [`[hider=${neutralizeBBCode(opts?.title ?? `Round ${round}`)}]`];
  const section = (head: string, lines: readonly string[], tail?: string): void => {
    if (lines.length === 0) return;
    if (post.length > 1) post.push('');
    post.push(head);
    for (let i = 0; i < lines.length; i++) post.push(lines[i]);
    if (tail !== undefined) post.push(tail);
  };
  const add = (title: string, lines: readonly string[]): void => section(`[b]${title}[/b]`, lines);

  add('Problems', events.filter((e) => e.type === 'problem').map(line));
  // R-14.1: wake rolls, shutdowns and heat explosions happen before anyone moves, in that order.
  add('Start of round', inStep('start').filter((e) => e.type !== 'problem').map(line));
  add('Movement', inStep('movement', 'outflank').map(line));
  add('Attacks', attackLines(attackBlocks(inStep('attacks')), line));
  add('Damage', damageLines(opts?.summary ?? roundSummary(events)));
  add('Criticals', events.filter(isCriticalRecap).map((e) => (e.type === 'critical' ? criticalLine(e) : line(e))));
  // The start of the round has its own section above: the recaps keep what happened later.
  const later = (i: number): boolean => steps[i] !== 'start';
  add('Pilots', events.filter((e, i) => later(i) && isPilotRecap(e)).map(line));
  add('Heat', events.filter((e, i) => later(i) && isHeatRecap(e)).map(line));
  add('Destroyed', events.filter(isDestroyedRecap).map(line));
  section('[hider=Dice]', events.filter((e) => e.type === 'roll').map((e) => diceLine(e, line)), '[/hider]');
  post.push('[/hider]');
  return post.join('\n');
}

/** Per attacker a heading, then each attack's head line and its follow-ups marked `•`. */
function attackLines(blocks: readonly AttackBlock[], line: Line): string[] {
  const groups = blocksByAttacker(blocks);
  const lines: string[] = [];
  groups.forEach((group, g) => {
    if (g > 0) lines.push('');
    if (group.attacker) lines.push(BBCODE.mech(group.attacker));
    for (const block of group.blocks) {
      const head = blockHead(block, line);
      if (head) lines.push(head);
      for (const e of block.followUps) lines.push(`${head ? '• ' : ''}${line(e)}`);
    }
  });
  return lines;
}

/** `LRM-5 at [i]Rifleman[/i]: rolls 8 (3+5) vs TN 8 (…) — hit`, or the freebie or the reason it could not be made. */
function blockHead(block: AttackBlock, line: Line): string | undefined {
  if (block.coolDown) return line(block.coolDown);
  if (!block.attacker) return undefined;
  const head = attackHead(block.weapon, block.target, BBCODE, block.melee);
  if (block.roll) return head + attackRollClause(block.roll, BBCODE);
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

/** Per mech that took damage: total and hits, then each location with what is left (R-8.4). */
function damageLines(summary: readonly MechRoundSummary[]): string[] {
  const lines: string[] = [];
  for (const s of summary) {
    if (s.locations.length === 0) continue;
    lines.push(`${BBCODE.mech(s.mech)}: ${s.damageTaken} damage, ${plural(s.hitsTaken, 'hit')}`);
    for (const l of s.locations) {
      const left = l.destroyed
        ? 'destroyed'
        : l.structureHit
          ? `armor ${l.armorLeft}, structure ${l.structureLeft} left`
          : `armor ${l.armorLeft} left`;
      lines.push(`• ${l.name}: ${l.damage} damage, ${left}`);
    }
  }
  return lines;
}

function criticalLine(e: Extract<RoundEvent, { type: 'critical' }>): string {
  const detail = e.detail && e.detail !== e.effect ? ` (${BBCODE.text(e.detail)})` : '';
  return `${BBCODE.mech(e.mech)} ${LOCATION_NAMES[e.location]}: ${BBCODE.text(e.effect)}${detail}`;
}

/** A roll in the Dice hider; follow-up rolls get their mech (and target) in front, as they do not name it. */
function diceLine(e: RoundEvent, line: Line): string {
  const text = line(e);
  if (e.type !== 'roll' || FOLLOW_UP_PURPOSES.indexOf(e.purpose) < 0) return text;
  const who = BBCODE.mech(e.mech) + (e.target !== undefined ? ` → ${BBCODE.mech(e.target)}` : '');
  return `${who}: ${text}`;
}

function isCriticalRecap(e: RoundEvent): boolean {
  return e.type === 'critical' || (e.type === 'status' && e.status === 'immobile') || (e.type === 'roll' && e.purpose === 'engineDetonation');
}

function isPilotRecap(e: RoundEvent): boolean {
  if (e.type === 'wound' || e.type === 'pilot' || e.type === 'fall') return true;
  if (e.type === 'status') return e.status === 'prone';
  return e.type === 'roll' && PILOT_ROLLS.indexOf(e.purpose) >= 0;
}

function isHeatRecap(e: RoundEvent): boolean {
  if (e.type === 'heat') return true;
  if (e.type === 'status') return e.status === 'shutdown' || e.status === 'restarted' || e.status === 'overheating' || e.status === 'cooled';
  return e.type === 'roll' && HEAT_ROLLS.indexOf(e.purpose) >= 0;
}

function isDestroyedRecap(e: RoundEvent): boolean {
  if (e.type === 'status') return e.status === 'destroyed' || e.status === 'exploded' || e.status === 'wreck';
  return e.type === 'roll' && e.purpose === 'wreck';
}
