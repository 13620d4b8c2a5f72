/**
 * What the sidebar's panels receive (docs/sidebar.md): plain, JSON-safe data the client renders
 * with `textContent`. Every number a GM sees comes with its explanation: a TN as its
 * breakdown text (`3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8`), a chance with
 * how the dice are rolled; the TN shapes are the table layer's (src/table/views.ts).
 * The client imports these as types only.
 */
import type { MeleeKind } from '../../rules/model/declarations';
import type { HeldBackView } from '../../table/heldBack';
import type { AttackPreview, TnResult, TnView, WakeCondition } from '../../table/views';
import type { AttackLists } from '../../table/weaponList';
import type { Failure } from '../reply/responses';
import type { SealView } from './seal';
import type { RoundStatus } from './status';

/** The forum post of the last resolved round, read back from the Log. */
export interface ForumPost {
  readonly round: number;
  /** `[hider=Round N]…` */
  readonly text: string;
  /** The Rules tab's Forum post limit (characters) the parts were cut to. */
  readonly limit: number;
  /** The post as it is pasted: itself when within the limit, else `[hider=Round N (part i of n)]…` parts. */
  readonly parts: readonly ForumPostPart[];
  /**
   * Its twin for Discord (docs/discord.md): markdown messages of at most 2,000 characters, and whether the Rules tab
   * names a Discord webhook (Post to Discord). Absent from an older server.
   */
  readonly discord?: { readonly messages: readonly ForumPostPart[]; readonly webhook: boolean };
}

/** One part of the forum post, copied on its own. */
interface ForumPostPart {
  readonly text: string;
  /** Characters, as the forum counts them. */
  readonly length: number;
  /** Still over the limit: a single line, which is never cut. */
  readonly over: boolean;
}

/** Everything the sidebar shows on opening and after each action, in one server call. */
export interface SidebarState {
  readonly ok: true;
  /** The round status; its problems carry the cell to select wherever one can be found. */
  readonly status: RoundStatus;
  /** Every declared attack no problem touches, with its TNs; empty while a problem holds everything back. */
  readonly attacks: readonly AttackPreviewView[];
  /**
   * The attack lines the preview cannot show and the orders a problem holds back, with why, and
   * what Resolve without them would do. Absent from an older server.
   */
  readonly held?: HeldBackView;
  /** The last resolved round's BBCode, for Copy for the forum; null when none is on the Log. */
  readonly forumPost: ForumPost | null;
  /** Dice seed Sealed: the seal of the round the sheet is at, for the players before they declare; else null. */
  readonly seal: SealView | null;
  /** The TN column's formula, as Set up writes it in Attacks!H2: the preview shows it. */
  readonly tnFormula?: string;
}

/** One attack line as the preview shows it: its TNs, and its lists of weapons in the TN cell's words. */
export interface AttackPreviewView extends AttackPreview {
  readonly lists: AttackLists;
}

/** A set of weapons the advisor proposes. */
export interface WeaponSetView {
  readonly names: readonly string[];
  /**
   * The weapons as the TN cell counts them, each with the mode it fires in — what a player may copy
   * into the Weapons cell: `Large Laser, Ultra AC/5 (ultra) ×2`.
   */
  readonly list: string;
  /** Chance one of its weapons fired in a mode jams on a natural 2; 0 for none. */
  readonly jamChance: number;
  readonly expectedDamage: number;
  readonly weaponHeat: number;
  /** The mech's heat at the end of the round if it fires this set. */
  readonly endHeat: number;
  /** The weapon to name as the freebie, for a PC. */
  readonly freebie?: string;
}

/** One weapon against one enemy, as the advisor weighs it. */
interface AdvisedWeapon {
  readonly name: string;
  readonly location: string;
  readonly heat: number;
  readonly tn: TnResult;
  /**
   * The target's pilot is unconscious: `tn` is at a target that wakes, this at one that does not (see
   * AdvisedTarget.staysOut).
   */
  readonly ifTargetStaysOut?: TnResult;
  /** Chance to hit, over the outflank roll when one is declared on this target and the target's wake roll. */
  readonly chance: number;
  readonly expectedDamage: number;
  /** The best set fires it plain. */
  readonly inBestSet: boolean;
  /** Its modes, weighed: `Ultra AC/5 (ultra)`; empty for a weapon without. */
  readonly modes: readonly AdvisedMode[];
}

/** One mode of a weapon against one enemy, as the advisor weighs it. */
export interface AdvisedMode {
  /** As the Weapons cell writes it: `Rotary AC/5 (4 shots)`. */
  readonly name: string;
  readonly heat: number;
  readonly tn: TnResult;
  readonly chance: number;
  readonly expectedDamage: number;
  /** Chance its roll is a natural 2, jamming it for the rest of the battle. */
  readonly jamChance: number;
  readonly inBestSet: boolean;
}

/**
 * One kind of melee attack on an adjacent enemy, as the advisor weighs it: Fast (two a
 * round), Strong, Death from Above (only when jumping, and then no weapon fires).
 */
export interface AdvisedMelee {
  readonly kind: MeleeKind;
  /** `Fast`, `Strong`, `Death from Above`. */
  readonly name: string;
  /** Attacks of this kind in a round: 2 Fast, 1 Strong, 1 Death from Above. */
  readonly count: number;
  /** The TN of each attack with its breakdown (never a refusal: impossible kinds are left out). */
  readonly tn: TnView;
  /** Chance each attack hits, over the outflank roll when one is declared on this target. */
  readonly chance: number;
  /** Damage of one hit. */
  readonly damage: number;
  /** count × chance × damage. */
  readonly expectedDamage: number;
  /** Heat all `count` attacks make, hit or miss; 0 for a TN never rolled. */
  readonly heat: number;
}

export interface AdvisedTarget {
  readonly target: string;
  readonly distance: number | null;
  /** The most expected damage that keeps the heat below the first heat-scale effect. */
  readonly best: WeaponSetView;
  /** Every weapon that can reach. */
  readonly all: WeaponSetView;
  readonly weapons: readonly AdvisedWeapon[];
  readonly outflankChance?: number;
  /** Melee attacks, best expected damage first; empty unless the target is adjacent. */
  readonly melee: readonly AdvisedMelee[];
  /** Its pilot is unconscious and rolls to wake: the TNs are for it waking, the odds weigh both outcomes. */
  readonly staysOut?: WakeCondition;
}

/** The target advisor for one mech: enemies best first. */
export interface TargetAdviceView {
  readonly ok: true;
  readonly attacker: string;
  /** End-of-round heat if it fires nothing. */
  readonly heatWithoutWeapons: number;
  /** The highest end-of-round heat the best set allows. */
  readonly heatLimit: number;
  readonly targets: readonly AdvisedTarget[];
  /** Its pilot is unconscious: every attack is made only if the wake roll succeeds. */
  readonly onlyIf?: WakeCondition;
}

export type TargetAdviceResponse = TargetAdviceView | Failure;
export type { HeldBackView };
