/**
 * What a battle's after-action report says (docs/campaign.md, The after-action report), read from its Log rows and
 * the mechs that fought it, pure: the outcome, each side's losses, kills and assists (R-16.2, R-16.3, from
 * `creditBattle`), damage dealt and taken per mech, the mech of the battle, the pilots wounded or out, each pilot's XP
 * earned (R-16.4, from `battleXp`, as the service record credits it), and luck
 * (R-16.7, from `battleLuck`). The forum post (afterActionPost.ts) and the Stats tab's rows are both made from it, so
 * they never disagree, and replaying the same Log gives the same report.
 */
import { creditBattle, type AssistCredit, type BattleCredits, type CitedRow, type KillCredit } from './credits';
import { battleLuck, type MechLuck } from './luck';
import { TYPE_LABELS } from './rows';
import { battleXp, type XpRates } from '../rules/pilot/experience';

/** A mech of the battle as the Mechs tab names it. */
export interface FieldedMech {
  readonly name: string;
  /** `PC`, `NPC`; '' when not known. */
  readonly side: string;
  /** The pilot's name; '' when the row names none. */
  readonly pilot: string;
}

export interface AfterActionOptions {
  /** The battle's name: `Battle 1`. */
  readonly battle: string;
  readonly mechs: readonly FieldedMech[];
  /** R-16.3's assist damage. */
  readonly assistDamage: number;
  /** R-16.4's XP per battle, kill and assist: each pilot's XP earned in the battle. */
  readonly xp: XpRates;
}

/** What the battle earned a mech's pilot, as Start a new battle credits it to the roster. */
export interface PilotXp {
  readonly xp: number;
  readonly kills: number;
  readonly assists: number;
  /** Not dead at the end of the Log: the battle's own XP is earned. */
  readonly survived: boolean;
}

/** One mech's line of the report, and of the Stats tab. */
export interface MechRecord {
  readonly mech: string;
  readonly side: string;
  readonly pilot: string;
  readonly dealt: number;
  readonly taken: number;
  /** Its kills of enemies (a same-side kill is listed, not counted). */
  readonly kills: readonly KillCredit[];
  readonly assists: readonly AssistCredit[];
  readonly luck: MechLuck;
  /** Destroyed in this battle, as the Log says; or its pilot dead, out or ejected. */
  readonly out: boolean;
  /** Its pilot's XP earned in the battle; undefined when its row names no pilot. */
  readonly xp: PilotXp | undefined;
}

/** A pilot the battle hurt: wounds taken in it, and how the pilot left it. */
export interface PilotHurt {
  readonly mech: string;
  readonly pilot: string;
  readonly woundsTaken: number;
  /** Wounds carried at the end (the Log's last Wound row). */
  readonly wounds: number;
  /** The pilot's last state on the Log: `dead`, `out`, `ejected`, `unconscious`; '' when none. */
  readonly status: string;
}

export interface AfterAction {
  readonly battle: string;
  /** The last round on the Log (0 before any). */
  readonly rounds: number;
  readonly outcome: string;
  readonly credits: BattleCredits;
  /** Every mech of the battle, in the Mechs tab's order, then any the Log names that the tab does not. */
  readonly mechs: readonly MechRecord[];
  /** The mech of the battle: most kills, then most damage dealt, then least taken; undefined when nobody did anything. */
  readonly best: MechRecord | undefined;
  readonly hurt: readonly PilotHurt[];
}

/** How the mech of the battle is chosen, as the report says it. */
export const BEST_RULE = 'most kills, then most damage dealt, then least damage taken';

const PILOT_GONE = new Set(['dead', 'out', 'ejected']);
const NO_LUCK = (mech: string): MechLuck => ({ mech, attacks: 0, hits: 0, expected: 0, luck: 0 });

/**
 * The report's facts from the battle's Log rows (those of this battle only: a battle's Log is its own tab).
 * @example afterAction(rows, { battle: 'Battle 1', mechs, assistDamage: 10 }).best?.mech // 'Griffin'
 */
export function afterAction(rows: readonly CitedRow[], options: AfterActionOptions): AfterAction {
  const fielded = new Map(options.mechs.map((m) => [m.name, m]));
  const credits = creditBattle(rows, { assistDamage: options.assistDamage, sideOf: (m) => fielded.get(m)?.side });
  const luck = new Map(battleLuck(rows).map((l) => [l.mech, l]));
  const hurt = new Map<string, { woundsTaken: number; wounds: number; status: string }>();
  const named = new Set<string>();
  let rounds = 0;
  for (const { log } of rows) {
    if (typeof log[0] === 'number' && log[0] > rounds) rounds = log[0];
    const mech = String(log[2] ?? '').trim();
    if (mech !== '') named.add(mech);
    if (log[4] !== TYPE_LABELS.wound && log[4] !== TYPE_LABELS.pilot) continue;
    let h = hurt.get(mech);
    if (!h) hurt.set(mech, (h = { woundsTaken: 0, wounds: 0, status: '' }));
    if (log[4] === TYPE_LABELS.wound) {
      h.woundsTaken++;
      h.wounds = Number.parseInt(String(log[7]), 10) || h.wounds;
    } else h.status = String(log[7] ?? '').trim();
  }
  const order = [...options.mechs.map((m) => m.name), ...[...named].filter((m) => !fielded.has(m))];
  const destroyed = new Set(credits.kills.map((k) => k.victim));
  const mechs = order
    .filter((name) => fielded.has(name) || credits.damage.has(name) || luck.has(name))
    .map((name): MechRecord => {
      const m = fielded.get(name);
      const tally = credits.damage.get(name);
      const kills = credits.kills.filter((k) => k.killer === name && !k.sameSide);
      const assists = credits.assists.filter((a) => a.mech === name);
      const pilot = m?.pilot ?? '';
      const deeds = { kills: kills.length, assists: assists.length, survived: hurt.get(name)?.status !== 'dead' };
      return {
        mech: name,
        side: m?.side ?? '',
        pilot,
        dealt: tally?.dealt ?? 0,
        taken: tally?.taken ?? 0,
        kills,
        assists,
        luck: luck.get(name) ?? NO_LUCK(name),
        out: destroyed.has(name) || PILOT_GONE.has(hurt.get(name)?.status ?? ''),
        xp: pilot === '' ? undefined : { ...deeds, xp: battleXp(options.xp, deeds) },
      };
    });
  return {
    battle: options.battle,
    rounds,
    outcome: outcomeOf(mechs, rounds),
    credits,
    mechs,
    best: bestOf(mechs),
    hurt: [...hurt].map(([mech, h]) => ({ mech, pilot: fielded.get(mech)?.pilot ?? '', ...h })),
  };
}

/** The mech of the battle (`BEST_RULE`); undefined when no mech killed or dealt damage. */
function bestOf(mechs: readonly MechRecord[]): MechRecord | undefined {
  let best: MechRecord | undefined;
  for (const m of mechs) {
    if (m.kills.length === 0 && m.dealt === 0) continue;
    if (!best) best = m;
    else if (m.kills.length !== best.kills.length) best = m.kills.length > best.kills.length ? m : best;
    else if (m.dealt !== best.dealt) best = m.dealt > best.dealt ? m : best;
    else if (m.taken < best.taken) best = m;
  }
  return best;
}

/** `PC won: every NPC mech destroyed or out of the fight`, or who still stands when no side is beaten. */
function outcomeOf(mechs: readonly MechRecord[], rounds: number): string {
  const sides: string[] = [];
  for (const m of mechs) if (m.side !== '' && sides.indexOf(m.side) < 0) sides.push(m.side);
  const standing = (side: string) => mechs.filter((m) => m.side === side && !m.out).length;
  const beaten = sides.filter((s) => standing(s) === 0);
  const after = `after ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`;
  if (sides.length === 2 && beaten.length === 1) {
    const winner = sides.find((s) => s !== beaten[0]);
    return `${winner} won ${after}: every ${beaten[0]} mech destroyed or out of the fight`;
  }
  if (sides.length > 0 && beaten.length === sides.length) return `No side stands ${after}: every mech is out`;
  const counts = sides.map((s) => `${s} ${standing(s)} of ${mechs.filter((m) => m.side === s).length}`);
  return `Undecided ${after}: standing ${counts.join(', ')}`;
}
