/**
 * Each mech as the table sees it (the sidebar's Round status): its record — heat,
 * wounds, hex, status — and its declared orders in words (`Run to 0610, evasive`,
 * `Rifleman: All`). Under the heat-phase variant (R-V) also its Size and whether it is
 * overheating (R-V.1), and whether it stands as a wreck (R-V.3).
 */
import { hexLabel } from '../rules/hex/label';
import { sameHex } from '../rules/hex/distance';
import type { MechState, PilotStatus } from '../rules/model/mech';
import { wakeOutlook } from '../rules/pilot/wake';
import type { RulesOptions } from '../rules/model/rules';
import { isOverheating, mechSize } from '../rules/round/heat/overheating';
import type { Campaign } from '../sheet/read/campaign';
import { heatModelOf } from '../rules/model/heatModel';
import { namedWithMode } from '../rules/model/weaponMode';
import { namedWeaponList } from './weaponList';
import { movePending, type GivenOrders } from './orders';

export interface MechView {
  readonly name: string;
  readonly side: 'PC' | 'NPC';
  readonly pilot: string;
  readonly heat: number;
  readonly wounds: number;
  /** `0609`, or '' when off the map. */
  readonly position: string;
  readonly status: 'active' | 'shutdown' | 'destroyed' | 'prone';
  /**
   * The declared move: `Run to 0610`, `Stand`; evasive and outflank noted. A blank Move is no
   * decision: `No move yet`, or with Ready ticked `Stands still: Ready with no move`.
   */
  readonly move: string;
  /** Its Move is blank and not made final by Ready: its TNs are worked out as if it stands. */
  readonly movePending: boolean;
  /** `Rifleman: All`, `Griffin: Large Laser x2, AC/5 x2`, `Locust: Strong (High)`, `Cool down`. */
  readonly attacks: readonly string[];
  /**
   * What it does with no attack line: `Holds fire` (a Hold fire line), `Holds fire:
   * Ready with no attack line`, or `No attack yet`.
   */
  readonly noAttack: string;
  /**
   * Its Size under the cool-down heat model (R-V.1: the Mechs row's, else by tonnage); null under the standard model.
   */
  readonly size: number | null;
  /**
   * Heat over Size under the cool-down heat model (R-V.1): it cannot move or attack until a cool-down check brings it
   * down.
   */
  readonly overheating: boolean;
  /** Destroyed and standing on its hex as a wreck (R-V.3); its `status` is `destroyed`. */
  readonly wreck: boolean;
  /** The MechWarrior: active, unconscious, dead, or out of the battle. */
  readonly pilotStatus: PilotStatus;
  /**
   * An unconscious pilot at the start of the round: `roll` — wakes on 2d6 ≥ `tn`
   * (`chance`), else the mech does nothing; `wakes` — a life support knock-out that is over;
   * `stays` — out until after `untilRound`. Null for any other pilot.
   */
  readonly wake:
    | { readonly kind: 'roll'; readonly tn: number; readonly chance: number }
    | { readonly kind: 'wakes' }
    | { readonly kind: 'stays'; readonly untilRound: number }
    | null;
}

/** A blank Move in words: no decision yet, or with Ready ticked the stand it makes final. */
function blankMove(ready: boolean): string {
  return ready ? 'Stands still: Ready with no move' : 'No move yet';
}

/** What a mech with no attack line does, in words. */
function noAttackText(given: GivenOrders | undefined): string {
  if (given?.attacks === 'holdFire') return 'Holds fire';
  return given?.ready ? 'Holds fire: Ready with no attack line' : 'No attack yet';
}

/**
 * `Run to 0610`, `Stand`; a Walk or Run with no new hex is `Run in place` (R-2.7: its AMM, TMM and
 * heat apply); a blank Move as `blankMove` words it, whatever else its row ticks.
 */
function moveText(c: Campaign, mech: MechState, given: GivenOrders | undefined): string {
  const move = c.declarations.moves.find((m) => m.mech === mech.id);
  const blank = given !== undefined && !given.move;
  if (!move) return blank ? blankMove(given.ready) : 'Stand';
  const mode = move.coolDown ? 'Cool down' : move.mode.charAt(0).toUpperCase() + move.mode.slice(1);
  const stays = !move.to || (mech.position !== null && sameHex(move.to, mech.position));
  const inPlace =
    stays && !move.coolDown && !move.standUp && (move.mode === 'walk' || move.mode === 'run' || move.mode === 'sprint');
  const parts = [
    blank
      ? blankMove(given.ready)
      : inPlace
        ? `${mode} in place`
        : move.to && !stays
          ? `${mode} to ${hexLabel(move.to)}`
          : mode,
  ];
  if (move.evasive) parts.push('evasive');
  if (move.standUp) parts.push('standing up');
  if (move.outflank) parts.push(`outflanking ${move.outflank}`);
  return parts.join(', ');
}

function attackTexts(c: Campaign, name: string): string[] {
  return c.declarations.attacks
    .filter((a) => a.attacker === name)
    .map((a) => {
      if (a.coolDown) return 'Cool down';
      // Repeated weapons counted as the TN cell counts them, each with its mode: `Large Laser ×2, Ultra AC/5 (ultra)`.
      const named = a.weapons === 'all' ? [] : a.weapons.map((w) => namedWithMode(w, a.modes?.[w]));
      const weapons = a.weapons === 'all' ? ['All'] : named.length > 0 ? [namedWeaponList(named)] : [];
      if (a.melee)
        weapons.push(
          `${a.melee.kind === 'dfa' ? 'DFA' : a.melee.kind === 'fast' ? 'Fast' : 'Strong'} (${a.melee.angle === 'high' ? 'High' : 'Low'})`,
        );
      return `${a.target}: ${weapons.join(', ')}`;
    });
}

/** The heat-phase variant's view of a mech (R-V.1, R-V.3): Size and overheating only under the cool-down model. */
function variantView(m: MechState, rules: RulesOptions): Pick<MechView, 'size' | 'overheating' | 'wreck'> {
  const cooldown = heatModelOf(rules).coolsDown;
  return {
    size: cooldown ? mechSize(m) : null,
    // A destroyed mech has no heat phase (R-V.1): it is never said to be overheating.
    overheating: !m.destroyed && isOverheating(m, rules),
    wreck: m.wreck === true,
  };
}

function wakeView(m: MechState, round: number): MechView['wake'] {
  const w = wakeOutlook(m, round);
  if (w.kind === 'roll') return { kind: 'roll', tn: w.total, chance: w.chance };
  if (w.kind === 'wakes' || w.kind === 'stays') return w;
  return null;
}

/**
 * Each mech of the campaign as the table sees it; `given` (src/table/orders.ts `givenOrders`) says
 * what its player typed, so a blank Move or no attack line is worded as no decision.
 */
export function mechViews(c: Campaign, given: (mech: string) => GivenOrders | undefined): MechView[] {
  return c.battle.mechs.map((m) => mechView(c, m, given(m.id)));
}

function mechView(c: Campaign, m: MechState, given: GivenOrders | undefined): MechView {
  return {
    name: m.id,
    side: m.side,
    pilot: m.pilot.name,
    heat: m.heat,
    wounds: m.pilot.wounds,
    position: m.position ? hexLabel(m.position) : '',
    status: m.destroyed ? 'destroyed' : m.shutdown ? 'shutdown' : m.prone ? 'prone' : 'active',
    move: moveText(c, m, given),
    movePending: movePending(given),
    attacks: attackTexts(c, m.id),
    noAttack: noAttackText(given),
    ...variantView(m, c.rules),
    pilotStatus: m.pilot.status,
    wake: m.destroyed ? null : wakeView(m, c.battle.round),
  };
}
