/**
 * The forum post's recaps after the round's steps: damage by location, criticals, pilots and
 * falls, heat and the destroyed — which events each recap takes, and their lines.
 */
import type { CriticalEvent, FallEvent, RoundEvent } from '../rules/model/events';
import { hitLocationName, LOCATION_NAMES } from '../rules/model/location';
import { describeEventStyled, plural } from './describe';
import { BBCODE } from './style';
import type { MechRoundSummary } from './summary';

/** An event's line in the post. */
export function line(e: RoundEvent): string {
  return describeEventStyled(e, BBCODE);
}

/**
 * Per mech that took damage: total and hits, then each location with what is left (R-8.4). Damage lost on a destroyed
 * mech is no line.
 */
export function damageLines(summary: readonly MechRoundSummary[]): string[] {
  const lines: string[] = [];
  for (const s of summary) {
    const hit = s.locations.filter((l) => l.damage > 0 || l.destroyed);
    if (hit.length === 0) continue;
    lines.push(`${BBCODE.mech(s.mech)}: ${s.damageTaken} damage, ${plural(s.hitsTaken, 'hit')}`);
    for (const l of hit) {
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

export function criticalLine(e: CriticalEvent): string {
  const detail = e.detail && e.detail !== e.effect ? ` (${BBCODE.text(e.detail)})` : '';
  return `${BBCODE.mech(e.mech)} ${LOCATION_NAMES[e.location]}: ${BBCODE.text(e.effect)}${detail}`;
}

/** Wounds, the pilots' changes of status, falls and prone mechs, in log order; a fall names where its damage went. */
export function pilotLines(events: readonly RoundEvent[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'fall') lines.push(fallLine(e, events, i));
    else if (e.type === 'wound' || e.type === 'pilot' || (e.type === 'status' && e.status === 'prone'))
      lines.push(line(e));
  }
  return lines;
}

/**
 * `[i]Blackjack[/i] falls (failed gyro check) and takes 9 damage: Left Torso 5, Right Arm 4` —
 * the damage of the fall's groups (R-10.2), by location in the order they landed, read from the
 * damage events that follow it up to the mech's next fall; what landed on a destroyed mech is lost.
 */
function fallLine(fall: FallEvent, events: readonly RoundEvent[], at: number): string {
  const where: { name: string; damage: number }[] = [];
  let dealt = 0;
  for (let j = at + 1; j < events.length; j++) {
    const e = events[j];
    if (e.type === 'fall' && e.mech === fall.mech) break;
    if (e.type !== 'damage' || e.mech !== fall.mech || e.source !== 'fall') continue;
    const damage = e.armorBefore - e.armorAfter + (e.structureBefore - e.structureAfter);
    if (damage === 0) continue;
    dealt += damage;
    const name = hitLocationName(e.hit);
    const same = where.find((w) => w.name === name);
    if (same) same.damage += damage;
    else where.push({ name, damage });
  }
  const lost = fall.damage - dealt;
  const parts = where.map((w) => `${w.name} ${w.damage}`);
  if (lost > 0 && where.length > 0) parts.push(`${lost} lost`);
  return `${line(fall)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

export function isCriticalRecap(e: RoundEvent): boolean {
  return e.type === 'critical' || (e.type === 'status' && e.status === 'immobile');
}

export function isHeatRecap(e: RoundEvent): boolean {
  if (e.type === 'heat') return true;
  return (
    e.type === 'status' &&
    (e.status === 'shutdown' || e.status === 'restarted' || e.status === 'overheating' || e.status === 'cooled')
  );
}

export function isDestroyedRecap(e: RoundEvent): boolean {
  return e.type === 'status' && (e.status === 'destroyed' || e.status === 'exploded' || e.status === 'wreck');
}
