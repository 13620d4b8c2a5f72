import { LOCATION_NAMES } from '../model/location';
import type { RollPurpose } from '../model/roll';
import { nearest } from '../text/nearest';
import { normalizeRollKey, rollKey, rollWordsMeant, type RollRequest } from './requests';

/** What the words of a typed roll are checked against: each mech by its name and the weapons it mounts. */
export interface RollMaker {
  readonly id: string;
  readonly equipment: readonly { readonly name: string; readonly kind: string }[];
}

/** Checks a mech makes with no weapon and no target (R-9 to R-13, R-V). */
const CHECKS: readonly RollPurpose[] = [
  'piloting',
  'consciousness',
  'wake',
  'lifeSupport',
  'ammoExplosionSurvival',
  'engineDetonation',
  'shutdown',
  'restart',
  'heatAmmoExplosion',
  'coolDown',
  'wreck',
];
const MELEE = ['Fast attack', 'Strong attack', 'Death from Above'];
/** Where a roll's target goes in a shape: any mech of the battle. */
const ANY = '\u0000';

/** Every roll request a mech can make, with `ANY` for its target: each roll's words come from one. */
function requestsOf(m: RollMaker): RollRequest[] {
  const id = m.id;
  const out: RollRequest[] = [];
  const hit = (weapon: string, extra: Partial<RollRequest>) => {
    for (const group of [undefined, 1])
      out.push({ purpose: 'hitLocation', mech: id, weapon, dice: '2d6', ...extra, ...(group ? { group } : {}) });
  };
  const weapons = [...new Set(m.equipment.filter((e) => e.kind === 'weapon').map((e) => e.name))];
  for (const weapon of weapons) {
    for (const purpose of ['attack', 'cluster', 'externalHeat'] as const)
      out.push({ purpose, mech: id, target: ANY, weapon, shot: 1, dice: '2d6' });
    hit(weapon, { target: ANY, shot: 1 });
  }
  for (const weapon of MELEE) {
    for (const shot of [undefined, 1]) {
      out.push({ purpose: 'melee', mech: id, target: ANY, weapon, dice: '2d6', ...(shot ? { shot } : {}) });
      hit(weapon, { target: ANY, ...(shot ? { shot } : {}) });
    }
  }
  hit('Death from Above (own legs)', {});
  hit('fall', {});
  hit('cool-down critical', {});
  hit(`${ANY} engine detonation`, {});
  for (const weapon of ['fire', 'lava']) out.push({ purpose: 'externalHeat', mech: id, weapon, dice: '2d6' });
  out.push({ purpose: 'outflank', mech: id, target: ANY, dice: '2d6' });
  for (const purpose of CHECKS) out.push({ purpose, mech: id, dice: '2d6' });
  for (const about of Object.values(LOCATION_NAMES)) {
    for (const purpose of ['critConfirm', 'critEffect'] as const) out.push({ purpose, mech: id, about, dice: '2d6' });
  }
  return out;
}

/** A roll's words with what varies from round to round taken out: the target, the numbers, the repeat. */
function shapeOf(normalized: string, names: readonly string[]): string {
  let t = normalized;
  for (const name of names) {
    const n = name.toLowerCase();
    t = t
      .split(` at ${n} —`)
      .join(` at ${ANY} —`)
      .split(` on ${n}`)
      .join(` on ${ANY}`)
      .split(`: ${n} engine detonation`)
      .join(`: ${ANY} engine detonation`);
  }
  return t
    .replace(/#\d+/g, '#n')
    .replace(/group \d+/g, 'group n')
    .replace(/ #n$/, '');
}

/**
 * Whether typed words name a roll some round could make with these mechs:
 * `Griffin: LRM-5 #2 at Rifleman — cluster hits` does when the Griffin mounts an LRM-5;
 * `Grifin: piloting check` and `Griffin: Medium Lazer #1 at Rifleman — to-hit` do not. Undefined
 * when they do; else the words most likely meant (`Griffin: piloting check`), or '' for none.
 */
export function rollWordsProblem(typed: string, mechs: readonly RollMaker[]): string | undefined {
  const normalized = normalizeRollKey(typed);
  const colon = normalized.indexOf(': ');
  const names = mechs.map((m) => m.id).sort((a, b) => b.length - a.length);
  const named = colon < 0 ? undefined : mechs.find((m) => m.id.toLowerCase() === normalized.slice(0, colon));
  if (named) {
    // No roll has a mech aim at itself: its own name stays in the words, so `Griffin: … at Griffin — to-hit` matches nothing.
    const shape = shapeOf(
      normalized,
      names.filter((n) => n !== named.id),
    );
    if (requestsOf(named).some((r) => shapeOf(normalizeRollKey(rollKey(r)), names) === shape)) return undefined;
  }
  const meantName = named?.id ?? (colon < 0 ? undefined : nearest(typed.slice(0, typed.indexOf(':')).trim(), names));
  const maker = mechs.find((m) => m.id === meantName);
  return maker ? (rollWordsMeant(typed, examples(maker, typed, mechs)) ?? '') : '';
}

/**
 * The words of every roll the mech can make, with the numbers typed and every mech as the target: what a typo is
 * compared with.
 */
function examples(m: RollMaker, typed: string, mechs: readonly RollMaker[]): string[] {
  const shot = Number(/#(\d+)/.exec(typed)?.[1] ?? 1);
  const group = Number(/group\s*(\d+)/i.exec(typed)?.[1] ?? 1);
  const out: string[] = [];
  for (const r of requestsOf(m)) {
    const concrete = { ...r, ...(r.shot !== undefined ? { shot } : {}), ...(r.group !== undefined ? { group } : {}) };
    const withTarget = (name: string): RollRequest => ({
      ...concrete,
      ...(r.target === ANY ? { target: name } : {}),
      ...(r.weapon?.includes(ANY) ? { weapon: r.weapon.replace(ANY, name) } : {}),
    });
    const uses = r.target === ANY || r.weapon?.includes(ANY) === true;
    if (!uses) out.push(rollKey(concrete));
    else for (const other of mechs) if (other.id !== m.id) out.push(rollKey(withTarget(other.id)));
  }
  return out;
}
