/**
 * Why a roll typed in an Attacks line's Roll cell was not used, in words true of that
 * cell: more rolls than the line makes — with its freebie, which takes none — or what the
 * round did with the attack the roll was typed for (it became the freebie, or was not fired).
 * A Roll cell's roll is tied to its attack by the TN cell's order, never by words, so it is never
 * told that "its words differ from the Log's".
 */
import type { AttackEvent, RoundEvent } from '../rules/model/events';
import type { MeleeDeclaration } from '../rules/model/declarations';
import { MELEE_NAME } from '../rules/round/melee/meleeTargetNumber';
import type { AttackPreview } from './views';

/** `the Large Laser is its freebie`, when the line holds its attacker's freebie. */
function freebieNote(p: AttackPreview): string {
  const freebie = p.weapons.find((w) => w.freebie !== false);
  return freebie ? `the ${freebie.name} is its freebie; ` : '';
}

/**
 * Why roll `n` (1-based) of `typed` typed in a line's Roll cell was not used: the line makes
 * only `takes` to-hit rolls.
 * @example "4 rolls were typed for Griffin's attack on Blackjack, which makes 3 to-hit rolls (the Large Laser is its
 * freebie; see its TN cell): this is roll 4"
 */
export function tooManyRollsWhy(p: AttackPreview | undefined, typed: number, takes: number, n: number): string {
  const makes = takes === 0 ? 'no to-hit roll' : takes === 1 ? 'one to-hit roll' : `${takes} to-hit rolls`;
  if (!p) return `the line makes ${makes} (see its TN cell), and this is roll ${n}`;
  const were = typed === 1 ? '1 roll was' : `${typed} rolls were`;
  return `${were} typed for ${p.attacker}'s attack on ${p.target}, which makes ${makes} (${freebieNote(p)}see its TN cell): this is roll ${n}`;
}

/** Where a Roll cell's roll was typed for: a weapon of the line by equipment index, or its n-th melee attack. */
export type LineSlot =
  | { readonly line: number; readonly weaponIndex: number }
  | { readonly line: number; readonly meleeShot: number };

/**
 * The attack a slot names, as the round numbers it: its attack's name and its number among the attacker's of that name
 * at that target, over the lines in sheet order.
 */
function slotAttack(
  slot: LineSlot,
  previews: readonly AttackPreview[],
  melee: MeleeOf,
): { name: string; shot: number } | undefined {
  const p = previews[slot.line];
  if (!p) return undefined;
  const same = (q: AttackPreview) => q.attacker === p.attacker && q.target === p.target;
  const before = previews.slice(0, slot.line).filter(same);
  if ('weaponIndex' in slot) {
    const w = p.weapons.find((x) => x.index === slot.weaponIndex);
    if (!w) return undefined;
    const earlier = before.reduce((n, q) => n + q.weapons.filter((x) => x.name === w.name).length, 0);
    const mine = p.weapons.slice(0, p.weapons.indexOf(w) + 1).filter((x) => x.name === w.name).length;
    return { name: w.name, shot: earlier + mine };
  }
  const kind = melee(slot.line)?.kind;
  if (!kind) return undefined;
  const earlier = before.reduce((n, q) => {
    const m = melee(q.line);
    return m?.kind === kind ? n + meleeCount(m) : n;
  }, 0);
  return { name: MELEE_NAME[kind], shot: earlier + slot.meleeShot };
}

/** The melee attack a line declares, by line index. */
export type MeleeOf = (line: number) => MeleeDeclaration | undefined;

/** How many attacks a melee declaration makes: a Fast attack ×2 twice. */
export function meleeCount(m: MeleeDeclaration): number {
  return m.kind === 'fast' ? (m.count ?? 1) : 1;
}

/**
 * Why the round did not use a roll typed in a Roll cell for `slot`: what it did with that attack.
 * @example "Griffin's Medium Laser #1 at Rifleman was its freebie when the attacks were made, and hit
 * without a roll"
 */
export function notRolledWhy(
  slot: LineSlot,
  previews: readonly AttackPreview[],
  events: readonly RoundEvent[],
  melee: MeleeOf,
): string {
  const p = previews[slot.line];
  const attack = slotAttack(slot, previews, melee);
  if (!p || !attack) return 'the round made no to-hit roll for it';
  const named = `${p.attacker}'s ${attack.name} #${attack.shot} at ${p.target}`;
  const made = events.filter(
    (e): e is AttackEvent =>
      e.type === 'attack' && e.attacker === p.attacker && e.target === p.target && e.weapon === attack.name,
  )[attack.shot - 1];
  if (!made) return `${named} was not made this round`;
  if (made.outcome === 'freebie') {
    const instead = made.freebieInstead
      ? `, in place of the named ${made.freebieInstead}, which could not hit from where the mechs stood`
      : '';
    return `${named} was its freebie when the attacks were made (R-5.1, R-5.3)${instead}, and hit without a roll`;
  }
  if (made.outcome === 'impossible')
    return `${named} was not fired: ${(made.reason ?? 'it could not be made').replace(/\.$/, '')}`;
  return `the round made no to-hit roll for ${named} from this cell`;
}
