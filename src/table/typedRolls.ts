/**
 * A round's dice under the Rules tab's Dice setting: the rolls typed into the sheet,
 * each tied to exactly the roll it was typed for, and the round's seeded dice for the rest —
 * or none, when only typed rolls count. After the round, what was typed and not used.
 */
import type { Dice } from '../rules/dice/dice';
import type { RoundEvent } from '../rules/model/events';
import type { DiceKind } from '../rules/dice/requests';
import { TypedDice, type DiceSetting, type NeededRoll, type TypedRoll } from '../rules/dice/typed';
import { didYouMean } from '../rules/text/nearest';
import type { Campaign } from '../sheet/read/campaign';
import type { LineRolls, StrayRoll } from '../sheet/read/rolls';
import { attackPreviews } from './preview';
import { tnCellGroups } from './tnCell';
import { meleeCount, notRolledWhy, tooManyRollsWhy, type MeleeOf } from './unusedRolls';
import type { AttackPreview } from './views';

/** Where each to-hit roll of a line goes, in the order of its TN cell: a weapon, or the n-th melee attack. */
type RollSlot = { readonly weaponIndex: number } | { readonly meleeShot: number };

/**
 * The to-hit rolls a line makes, in the order its TN cell shows them: each weapon group that
 * can be rolled (not the freebie, not out of range, TN 12 or less) weapon by weapon, then the
 * melee attack (twice for Fast ×2).
 */
function rollSlots(p: AttackPreview, meleeCount: number): RollSlot[] {
  const slots: RollSlot[] = [];
  for (const g of tnCellGroups(p.weapons)) {
    if (g.freebie) continue;
    for (const w of g.weapons) if (w.tn.ok && w.tn.rollable) slots.push({ weaponIndex: w.index });
  }
  if (p.melee && p.melee.tn.ok && p.melee.tn.rollable)
    for (let k = 1; k <= meleeCount; k++) slots.push({ meleeShot: k });
  return slots;
}

/**
 * The typed rolls of a campaign as the rules take them: each Roll cell's rolls given to the
 * line's to-hit rolls in the order of its TN cell — the freebie, which takes none, left out
 * — and rolls beyond what the line makes are strays. `previews`, the lines as their TN
 * cells show them, for saying later why a roll went unused.
 */
function typedRollsOf(c: Campaign): { typed: TypedRoll[]; strays: StrayRoll[]; previews: AttackPreview[] } {
  const typed: TypedRoll[] = [];
  const strays: StrayRoll[] = [...c.typed.strays];
  const previews = c.typed.lines.length > 0 ? attackPreviews(c) : [];
  for (const line of c.typed.lines) typed.push(...lineTyped(line, previews[line.line], c, strays));
  typed.push(...c.typed.rows);
  return { typed, strays, previews };
}

function lineTyped(line: LineRolls, preview: AttackPreview | undefined, c: Campaign, strays: StrayRoll[]): TypedRoll[] {
  const melee = c.declarations.attacks[line.line]?.melee;
  const slots = preview ? rollSlots(preview, melee ? meleeCount(melee) : 0) : [];
  const out: TypedRoll[] = [];
  line.rolls.forEach((entry, i) => {
    const slot = slots[i];
    if (!slot) {
      strays.push({
        cell: line.cell,
        text: entry.text,
        why: tooManyRollsWhy(preview, line.rolls.length, slots.length, i + 1),
      });
      return;
    }
    out.push({
      for: { line: line.line, ...slot },
      ...(entry.faces ? { faces: entry.faces } : { total: entry.total }),
      cell: line.cell,
      text: entry.text,
    });
  });
  return out;
}

/** A typed roll the round did not use, as the sidebar and the Log report it. */
export interface UnusedRoll {
  readonly cell: string;
  readonly text: string;
  readonly why: string;
}

interface RoundDice {
  readonly dice: Dice;
  /** After the round (its `events`): every typed roll no roll took, with why. */
  unused(events: readonly RoundEvent[]): UnusedRoll[];
  /** How many typed rolls the round took. */
  used(): number;
  /**
   * Who typed the rolls the round took, in the order first used: the Rolls tab's Rolled by, or where they were typed.
   */
  typedBy(): string[];
}

/** Who typed a roll, in words: its Rolled by, else the place it was typed. */
function typist(t: TypedRoll): string {
  if (t.by !== undefined && t.by.trim() !== '') return t.by.trim();
  return t.cell.startsWith('Attacks!') ? PLACES[0] : PLACES[1];
}

const PLACES = ["the players in the Attacks tab's Roll column", 'someone unnamed on the Rolls tab'];

const NOT_ASKED =
  "no roll of the round was for it (the attack or check was not made, or its words differ from the Log's)";

/**
 * The dice of a round: Gator's seeded dice alone ("Gator rolls everything": typed rolls are
 * reported unused), typed rolls first with the seeded dice for the rest, or typed rolls only.
 */
export function roundDice(setting: DiceSetting, c: Campaign, seeded: Dice): RoundDice {
  const { typed, strays, previews } = typedRollsOf(c);
  const strayReports = strays.map((s) => ({ cell: s.cell, text: s.text, why: s.why }));
  if (setting === 'gator') {
    const why = "the Rules tab's Dice is Gator rolls everything";
    return {
      dice: seeded,
      used: () => 0,
      typedBy: () => [],
      unused: () => [...typed.map((t) => ({ cell: t.cell, text: t.text, why })), ...strayReports],
    };
  }
  const dice = new TypedDice(typed, setting === 'typedFirst' ? seeded : undefined);
  const meleeOf: MeleeOf = (line) => c.declarations.attacks[line]?.melee;
  return {
    dice,
    used: () => typed.length - dice.unused().length,
    typedBy: () => {
      const unused = new Set(dice.unused());
      const who = [...new Set(typed.filter((t) => !unused.has(t)).map(typist))];
      // People by name first, then the places where unnamed rolls were typed.
      return [...who.filter((w) => !PLACES.includes(w)), ...who.filter((w) => PLACES.includes(w))];
    },
    unused: (events) => [
      ...dice.unused().map((t) => ({ cell: t.cell, text: t.text, why: unusedWhy(t, previews, events, dice, meleeOf) })),
      ...strayReports,
    ],
  };
}

/**
 * Why the round took no roll for `t`: for a Roll cell's roll, what the round did with its attack;
 * for a Rolls row, that no roll of the round had its words (with the words it most likely meant).
 */
function unusedWhy(
  t: TypedRoll,
  previews: readonly AttackPreview[],
  events: readonly RoundEvent[],
  dice: TypedDice,
  melee: MeleeOf,
): string {
  if ('key' in t.for) return NOT_ASKED + didYouMean(dice.meant(t));
  return notRolledWhy(t.for, previews, events, melee);
}

/** A roll the round waits for, as the sidebar lists it. */
export interface NeededView {
  readonly mech: string;
  readonly dice: DiceKind;
  /** `Griffin: LRM-5 #1 at Rifleman — cluster hits`: what the Rolls tab's For column takes. */
  readonly key: string;
  /** `Griffin: roll 2d6 for LRM-5 #1 at Rifleman — cluster hits`: the line to post. */
  readonly asked: string;
  /** A to-hit roll, which may go in its line's Roll cell instead. */
  readonly toHit: boolean;
}

export function neededView(n: NeededRoll): NeededView {
  const toHit = n.request.purpose === 'attack' || n.request.purpose === 'melee';
  return { mech: n.request.mech, dice: n.request.dice, key: n.key, asked: n.asked, toHit };
}

/** `Attacks!I2: 4+5 was not used: …`. */
export function unusedText(u: UnusedRoll): string {
  // A did-you-mean ends the sentence with its question mark.
  return `${u.cell}: ${u.text} was not used: ${u.why}${u.why.endsWith('?') ? '' : '.'}`;
}
