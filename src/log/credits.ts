/**
 * The service record of one battle, read from its Log rows (R-16.2 kill credit, R-16.3 assists): pure, so that a
 * battle's credits replay exactly from its Log, and later features (repairs, the after-action report, luck) reuse
 * them. Every credit cites the Log row it came from.
 *
 * Who did what is told by the order of the rows, as the engine logs a round (docs/campaign.md, How credit is read
 * from the Log): an attack's rows — its to-hit roll, cluster and hit location rolls, `Actor` the attacker and
 * `Target` the mech hit — come right before the damage, criticals and statuses they cause on the target. So a
 * Damage, Critical check or Status row of a mech belongs to the attacker of the latest attack row on it, within
 * the attacks step. A Fall row ends that: what a fall does is the falling mech's own. A mech's explosion (a status
 * `exploded`) starts a blast: what it does to other mechs belongs to whoever destroyed the exploding mech.
 */
import { PURPOSE_LABELS } from './describeRoll';
import { TYPE_LABELS, type LogRow } from './rows';
import { STEP_LABELS } from './steps';

/** One row of a battle's Log, with where it stands: `row` as the sheet numbers it (1 = the header). */
export interface CitedRow {
  readonly row: number;
  readonly log: LogRow;
}

/** a destroyed mech and who destroyed it. */
export interface KillCredit {
  readonly victim: string;
  /** The mech whose attack destroyed it; undefined: nobody ("destroyed by a fall", its own heat or Death from Above). */
  readonly killer: string | undefined;
  /** The killer is on the victim's side: listed, but no kill is counted. */
  readonly sameSide: boolean;
  /** The Log row of the `destroyed` status. */
  readonly row: number;
  /** What the Log says destroyed it: `Head destroyed (PPC)`. */
  readonly how: string;
}

/** an enemy, other than the killer, that did at least the assist damage to a destroyed mech or confirmed a critical on it. */
export interface AssistCredit {
  readonly victim: string;
  readonly mech: string;
  /** The Log row that earned it: the damage that reached the assist damage, or the critical confirmed first. */
  readonly row: number;
  readonly why: 'damage' | 'critical';
}

/** Damage dealt to other mechs and taken, per mech (damage lost on a destroyed mech counts for neither). */
export interface DamageTally {
  readonly dealt: number;
  readonly taken: number;
}

export interface BattleCredits {
  /** Every mech destroyed in the battle, once, in Log order. */
  readonly kills: readonly KillCredit[];
  readonly assists: readonly AssistCredit[];
  readonly damage: ReadonlyMap<string, DamageTally>;
}

export interface CreditOptions {
  /** R-16.3's setting: the damage to a mech that earns an assist. */
  readonly assistDamage: number;
  /** A mech's side (`PC`, `NPC`), or undefined when not known: an unknown side counts as an enemy. */
  readonly sideOf: (mech: string) => string | undefined;
}

/** Whose damage a row is: an attack on `target` by `attacker`, or the blast of `blast`, destroyed by `killer`. */
type Context =
  | { readonly kind: 'attack'; readonly attacker: string; readonly target: string }
  | { readonly kind: 'blast'; readonly blast: string; readonly killer: string | undefined };

const ATTACK_ROWS = new Set<string>([
  PURPOSE_LABELS.attack,
  PURPOSE_LABELS.melee,
  PURPOSE_LABELS.cluster,
  PURPOSE_LABELS.hitLocation,
  PURPOSE_LABELS.externalHeat,
]);
const DAMAGE_LOST = 'damage lost (already destroyed)';

/** Text of a Log cell. */
function text(v: unknown): string {
  return v === undefined || v === null ? '' : String(v).trim();
}

/**
 * The battle's kills, assists and damage from its Log rows, in the order they were logged.
 * @example creditBattle(rows, { assistDamage: 10, sideOf }).kills // [{ victim: 'Rifleman', killer: 'Griffin', row: 88, … }]
 */
export function creditBattle(rows: readonly CitedRow[], options: CreditOptions): BattleCredits {
  const kills = new Map<string, KillCredit>();
  const damage = new Map<string, { dealt: number; taken: number }>();
  /** victim → attacker → [damage so far, the row that reached the assist damage]. */
  const dealtTo = new Map<string, Map<string, { amount: number; row?: number }>>();
  /** victim → attacker → the row of the first critical they confirmed on it. */
  const critsOn = new Map<string, Map<string, number>>();
  const lastHit = new Map<string, string>();
  let ctx: Context | undefined;
  let step = '';
  const tally = (mech: string) => {
    let t = damage.get(mech);
    if (!t) damage.set(mech, (t = { dealt: 0, taken: 0 }));
    return t;
  };
  /** Who a row about `mech` belongs to, as the context says. */
  const byWhom = (mech: string): string | undefined => {
    if (!ctx) return undefined;
    if (ctx.kind === 'attack') return ctx.target === mech && ctx.attacker !== mech ? ctx.attacker : undefined;
    const killer = ctx.blast === mech ? kills.get(mech)?.killer : ctx.killer;
    // A mech caught in the blast of the engine it destroyed is nobody's kill: not its own.
    return killer === mech ? undefined : killer;
  };
  for (const { row, log } of rows) {
    const [, stepCell, actorCell, targetCell, purpose, , , resultCell, detailCell] = log;
    const actor = text(actorCell);
    const target = text(targetCell);
    const result = text(resultCell);
    if (text(stepCell) !== step) {
      step = text(stepCell);
      ctx = undefined;
    }
    if (ATTACK_ROWS.has(purpose) && actor !== '' && target !== '' && actor !== target) {
      if (step === STEP_LABELS.attacks) ctx = { kind: 'attack', attacker: actor, target };
    } else if (purpose === TYPE_LABELS.fall) ctx = undefined;
    else if (purpose === TYPE_LABELS.damage) {
      const amount = Number.parseInt(result, 10);
      if (!(amount > 0) || text(detailCell).indexOf(DAMAGE_LOST) >= 0) continue;
      tally(actor).taken += amount;
      const by = byWhom(actor);
      if (by === undefined) continue;
      tally(by).dealt += amount;
      lastHit.set(actor, by);
      const seen = at(dealtTo, actor, by, (): { amount: number; row?: number } => ({ amount: 0 }));
      seen.amount += amount;
      if (seen.row === undefined && seen.amount >= options.assistDamage) seen.row = row;
    } else if (purpose === PURPOSE_LABELS.critConfirm && result === 'confirmed') {
      const by = byWhom(actor);
      if (by !== undefined) at(critsOn, actor, by, () => row);
    } else if (purpose === TYPE_LABELS.status && (result === 'destroyed' || result === 'wreck')) {
      if (kills.has(actor)) continue;
      // A wreck the Log never called destroyed (R-V.3) is whoever's hit it last.
      const killer = result === 'wreck' ? lastHit.get(actor) : byWhom(actor);
      const sameSide = killer !== undefined && sides(options, killer, actor) === 'same';
      kills.set(actor, { victim: actor, killer, sameSide, row, how: how(text(detailCell), actor) });
    } else if (purpose === TYPE_LABELS.status && result === 'exploded')
      ctx = { kind: 'blast', blast: actor, killer: kills.get(actor)?.killer };
  }
  return { kills: [...kills.values()], assists: assistsOf(kills, dealtTo, critsOn, options), damage };
}

/** The entry of `outer[a][b]`, made by `make` the first time. */
function at<T>(outer: Map<string, Map<string, T>>, a: string, b: string, make: () => T): T {
  let inner = outer.get(a);
  if (!inner) outer.set(a, (inner = new Map()));
  let v = inner.get(b);
  if (v === undefined) inner.set(b, (v = make()));
  return v;
}

function sides(options: CreditOptions, a: string, b: string): 'same' | 'enemies' {
  const sa = options.sideOf(a);
  const sb = options.sideOf(b);
  return sa !== undefined && sa === sb ? 'same' : 'enemies';
}

/** `Head destroyed (PPC)` from `Rifleman is destroyed: Head destroyed (PPC)`. */
function how(detail: string, mech: string): string {
  const lead = `${mech} is destroyed: `;
  return detail.indexOf(lead) === 0 ? detail.slice(lead.length) : detail;
}

/** per destroyed mech, every other enemy with the assist damage or a confirmed critical, in Log order. */
function assistsOf(
  kills: ReadonlyMap<string, KillCredit>,
  dealtTo: ReadonlyMap<string, ReadonlyMap<string, { amount: number; row?: number }>>,
  critsOn: ReadonlyMap<string, ReadonlyMap<string, number>>,
  options: CreditOptions,
): AssistCredit[] {
  const out: AssistCredit[] = [];
  for (const kill of kills.values()) {
    const earned = new Map<string, AssistCredit>();
    const consider = (mech: string, row: number, why: AssistCredit['why']) => {
      if (mech === kill.killer || mech === kill.victim || sides(options, mech, kill.victim) === 'same') return;
      const before = earned.get(mech);
      if (!before || row < before.row) earned.set(mech, { victim: kill.victim, mech, row, why });
    };
    for (const [mech, d] of dealtTo.get(kill.victim) ?? []) if (d.row !== undefined) consider(mech, d.row, 'damage');
    for (const [mech, row] of critsOn.get(kill.victim) ?? []) consider(mech, row, 'critical');
    out.push(...[...earned.values()].sort((a, b) => a.row - b.row));
  }
  return out;
}
