/**
 * What one TN cell of the Attacks tab says of a previewed attack line (docs/sheet-layout.md): the TN
 * of each weapon, identical weapons and identical reasons said once, and the conditions an
 * unconscious pilot puts on the line (R-11.2). The Roll column takes its rolls in the order
 * the cell lists them (R-0.5).
 */
import type { AttackPreview, TnResult, WeaponPreview } from './views';

/** The text GATOR, RANGEMOD and the TN column give for a target beyond long range (R-3.2). */
export const OUT_OF_RANGE = 'Out of range';

function tnText(tn: TnResult): string {
  if (!tn.ok) return tn.code === 'attack/out_of_range' ? OUT_OF_RANGE : tn.reason;
  return String(tn.total);
}

/** What the TN cell says in place of the freebie's TN: `Medium Laser freebie`, named or picked by Gator (R-5.1). */
export const FREEBIE = 'freebie';

/** Weapons the TN cell writes as one: the same name, TN and freebie mark. */
interface TnCellGroup {
  readonly name: string;
  readonly text: string;
  readonly freebie: boolean;
  readonly weapons: WeaponPreview[];
}

/**
 * A line's weapons as the TN cell lists them: identical weapons with the same TN together,
 * in the order each first appears. The Roll column takes its rolls in this order (R-0.5).
 */
export function tnCellGroups(weapons: readonly WeaponPreview[]): TnCellGroup[] {
  const groups: (TnCellGroup & { key: string })[] = [];
  for (const w of weapons) {
    const text = tnText(w.tn);
    const freebie = w.freebie !== false;
    const key = `${w.name}\u0000${text}\u0000${freebie}`;
    const same = groups.find((g) => g.key === key);
    if (same) same.weapons.push(w);
    else groups.push({ key, name: w.name, text, freebie, weapons: [w] });
  }
  return groups;
}

/** One weapon (or several identical ones) of a line and what the column says of it. */
interface Entry {
  readonly name: string;
  count: number;
  /** The TN, or why it cannot fire. */
  readonly text: string;
  /** `text` is a reason, not a TN. */
  readonly reason: boolean;
  readonly freebie: boolean;
}

/** Identical weapons with the same TN or reason are one entry with their count: `Machine Gun ×2`. */
function entries(p: AttackPreview): Entry[] {
  const out: Entry[] = [];
  const add = (name: string, tn: TnResult | undefined, freebie: boolean): void => {
    const text = tn ? tnText(tn) : OUT_OF_RANGE;
    const reason = !tn || !tn.ok;
    const same = out.find((e) => e.name === name && e.text === text && e.freebie === freebie);
    if (same) same.count++;
    else out.push({ name, count: 1, text, reason, freebie });
  };
  for (const w of p.weapons) add(w.name, w.tn, w.freebie !== false);
  if (p.melee) add(p.melee.name, p.melee.tn, false);
  for (const name of p.unreachable) add(name, undefined, false);
  return out;
}

const counted = (e: Entry): string => `${e.name}${e.count > 1 ? ` ×${e.count}` : ''}`;

/**
 * The entries as one cell: a TN per weapon (`LRM-5 ×2 8`), and each reason once after every
 * weapon it stops (`Medium Laser, Machine Gun ×2 Out of range`). When one reason stops them all,
 * it is the whole cell.
 */
function entriesText(list: readonly Entry[]): string {
  if (list.length === 0) return 'No weapon can fire';
  if (list.every((e) => e.reason && e.text === list[0].text)) return list[0].text;
  const parts: string[] = [];
  const done = new Set<string>();
  for (const e of list) {
    // The freebie hits without a roll (R-5.1): its TN is no roll to type, so the cell shows none.
    if (!e.reason) parts.push(`${counted(e)} ${e.freebie ? FREEBIE : e.text}`);
    else if (!done.has(e.text)) {
      done.add(e.text);
      parts.push(
        `${list
          .filter((f) => f.reason && f.text === e.text)
          .map(counted)
          .join(', ')} ${e.text}`,
      );
    }
  }
  return parts.join(' · ');
}

/**
 * The words before the TNs of a line whose attacker has no move yet (R-15.1): they are worked out as if it stands, as
 * the card's `No move yet (TNs below: if it stands)` says.
 */
const IF_IT_STANDS = 'No move yet — if it stands';

/**
 * One cell for one attack line: a lone weapon or melee attack gives its TN as a number (or
 * `Out of range`, or the reason it cannot attack); several give `LRM-5 ×2 8 · Large Laser 10`,
 * with identical weapons and identical reasons said once. The attacker's freebie, named or
 * picked by Gator, says `freebie` in place of its TN (`Large Laser 7 · Medium Laser freebie ·
 * Medium Laser 9`): every TN in the cell is a roll to type, in its order (R-0.5, R-5.1). A line with an illegal move
 * gives the
 * reason instead of any TN; a line whose attacker's pilot is unconscious starts
 * `Only if Griffin's pilot wakes (wake roll TN 5, 83%): …`; one whose target's pilot is gives the
 * TNs at a target that wakes, then `— If Griffin's pilot stays unconscious (…), it stands still
 * in 0609 (TMM 0): …` with the TNs then. `hasMove` false: the attacker's Move is blank, and the cell starts
 * `No move yet — if it stands: …` — a TN then is text, no number.
 */
export function lineCell(p: AttackPreview, hasMove = true): number | string {
  if (p.coolDown) return 'Cool down';
  // An illegal move leaves no TN to give: say so once, not once per weapon.
  if (p.illegal) return p.illegal.reason;
  const tns = lineTns(p);
  // R-11.2: the target wakes and moves as declared, or stays unconscious and stands still.
  const both = p.targetStaysOut ? `${tns} — ${p.targetStaysOut.text}: ${lineTns(ifTargetStaysOut(p))}` : tns;
  // R-11.2: an unconscious attacker's line is made only if the wake roll succeeds.
  const cell = p.onlyIf ? `${p.onlyIf.text}: ${both}` : both;
  // R-15.1: a blank Move is no decision; the TNs are those of a stand, and say so.
  return hasMove || !dependsOnPlace(p) ? cell : `${IF_IT_STANDS}: ${cell}`;
}

/**
 * Whether where the attacker ends its move could change what the cell says: a TN, or a weapon out of range. A line
 * every attack of which is stopped by something else (`Griffin is shut down …`) says the same whatever it does.
 */
function dependsOnPlace(p: AttackPreview): boolean {
  const tns = p.weapons.map((w) => w.tn).concat(p.melee ? [p.melee.tn] : []);
  return p.unreachable.length > 0 || tns.some((tn) => tn.ok || tn.code === 'attack/out_of_range');
}

/** The line as it is if its target's pilot stays unconscious (R-11.2): each TN then, where it differs. */
function ifTargetStaysOut(p: AttackPreview): AttackPreview {
  return {
    ...p,
    weapons: p.weapons.map((w) => (w.ifTargetStaysOut ? { ...w, tn: w.ifTargetStaysOut } : w)),
    ...(p.melee ? { melee: { ...p.melee, tn: p.melee.ifTargetStaysOut ?? p.melee.tn } } : {}),
  };
}

function lineTns(p: AttackPreview): number | string {
  const lone = p.weapons.length + (p.melee ? 1 : 0) + p.unreachable.length === 1;
  if (lone && p.unreachable.length === 1) return OUT_OF_RANGE;
  if (lone) {
    const tn = p.melee ? p.melee.tn : p.weapons[0].tn;
    if (!tn.ok) return tnText(tn);
    if (p.melee || !p.weapons[0].freebie) return tn.total;
  }
  return entriesText(entries(p));
}
