import type { Problem } from '../model/problem';
import { keepTwo, type Dice, type Roll } from './dice';
import { ownerRefusal } from './owner';
import { normalizeRollKey, rollAsked, rollKey, rollWordsMeant, type RollRequest } from './requests';

/**
 * Which roll a typed roll is for: by its words (the Rolls tab's For column,
 * `Griffin: LRM-5 #1 at Rifleman — cluster hits`), or a to-hit roll of an attack line (the
 * Attacks tab's Roll column): a weapon by its equipment index, or a melee attack's n-th roll.
 */
type TypedFor =
  | { readonly key: string }
  | { readonly line: number; readonly weaponIndex: number }
  | { readonly line: number; readonly meleeShot: number };

/** A roll made elsewhere and typed into the sheet (R-0.5): the faces, or only the total. */
export interface TypedRoll {
  readonly for: TypedFor;
  /** The faces as typed, in order (1–6 each); absent when only the total was typed. */
  readonly faces?: readonly number[];
  /** The total as typed, when no faces were. */
  readonly total?: number;
  /** Who rolled it (the Rolls tab's Rolled by). */
  readonly by?: string;
  /** The mech whose rows it was typed on (the Rolls tab's Mech): only that mech's rolls count there (R-0.5a). */
  readonly rowOf?: string;
  /** Where it was typed, for messages: `Attacks!I2`, `Rolls!B4`. */
  readonly cell: string;
  /** The roll as typed, for messages: `4+5`, `9`. */
  readonly text: string;
}

/** How a round takes its dice (the Rules tab's Dice setting, R-0.5). */
export type DiceSetting = 'gator' | 'typedFirst' | 'typedOnly';

/** A roll the round needs and nobody typed, in the words the GM can post and type back. */
export interface NeededRoll {
  readonly request: RollRequest;
  /** `Griffin: LRM-5 #1 at Rifleman — cluster hits`: what the For column takes. */
  readonly key: string;
  /** `Griffin: roll 2d6 for LRM-5 #1 at Rifleman — cluster hits`: what the GM posts. */
  readonly asked: string;
}

/**
 * Thrown by typed-only dice at the first roll nobody typed (with every other roll known to
 * be made independently of it), and caught by `resolveRound`, which returns it as a result:
 * it never leaves the rules core.
 */
export class RollsNeeded {
  constructor(readonly needed: readonly NeededRoll[]) {}
}

/**
 * Thrown when a typed roll does not fit the roll it was typed for (two faces for a 3d6 roll); caught by `resolveRound`.
 */
export class TypedRollRefused {
  constructor(readonly problem: Problem) {}
}

const FACE_WORDS = ['', 'one face', 'two faces', 'three faces'];

function facesText(t: TypedRoll): string {
  return t.faces ? `${FACE_WORDS[t.faces.length] ?? `${t.faces.length} faces`} ${t.text}` : `the total ${t.text}`;
}

/** What the roll needs, in words: `a 2d6 roll (two faces such as 4+5, or the total)`. */
function wanted(request: RollRequest): string {
  if (request.dice === '1d6') return 'a 1d6 roll: type its one face, 1 to 6';
  if (request.dice === '2d6') return 'a 2d6 roll: type its two faces (4+5) or the total, 2 to 12';
  const mode = request.mode === 'disadvantage' ? 'Disadvantage' : 'Advantage';
  return `a 3d6 roll with ${mode} (R-4.1): type its three faces (6 3 2) or the total of the two kept, 2 to 12`;
}

/** The typed roll as the roll it was typed for, or the reason it does not fit. */
function typedAsRoll(t: TypedRoll, request: RollRequest, key: string): Roll | Problem {
  const notTheirs = ownerRefusal(t.rowOf, t.cell, request, key);
  if (notTheirs) return notTheirs;
  const mark = t.by !== undefined && t.by !== '' ? { by: t.by } : {};
  const refuse = (): Problem => ({
    code: 'dice/typed_roll_mismatch',
    mech: request.mech,
    message: `${t.cell}: ${key} is ${wanted(request)}; got ${facesText(t)}`,
  });
  if (t.faces === undefined) {
    const total = t.total ?? 0;
    if (request.dice === '1d6')
      return total >= 1 && total <= 6 ? { faces: [total], kept: [total], total, typed: mark } : refuse();
    if (total < 2 || total > 12) return refuse();
    // The faces are not known; the engine reads only the total, the log shows only the total.
    const first = Math.min(6, total - 1);
    const faces = [first, total - first];
    return { faces, kept: faces, total, typed: { ...mark, totalOnly: true } };
  }
  const faces = t.faces;
  const wantFaces = request.dice === '1d6' ? 1 : request.dice === '2d6' ? 2 : 3;
  if (faces.length !== wantFaces || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) return refuse();
  if (request.dice === '3d6')
    return { ...keepTwo(faces, request.mode === 'disadvantage' ? 'disadvantage' : 'advantage'), typed: mark };
  return { faces: faces.slice(), kept: faces.slice(), total: faces.reduce((a, b) => a + b, 0), typed: mark };
}

function isProblem(x: Roll | Problem): x is Problem {
  return (x as Problem).code !== undefined;
}

/**
 * Dice that use the rolls typed into the sheet (R-0.5): each for exactly the roll it names.
 * A roll nobody typed is thrown by `fallback` (typed rolls first, the seeded dice the rest),
 * or — typed rolls only, no fallback — stops the round with the rolls needed next. Rolls
 * named by their words are told apart by how often the same words came up before in the
 * round (`#2`). After the round, `unused` lists what was typed but never asked for.
 */
export class TypedDice implements Dice {
  private readonly byKey = new Map<string, TypedRoll[]>();
  private readonly byShot = new Map<string, TypedRoll[]>();
  private readonly used = new Set<TypedRoll>();
  private readonly seen = new Map<string, number>();
  /** The words of every roll the round asked for, in order. */
  private readonly asked: string[] = [];

  constructor(
    private readonly typed: readonly TypedRoll[],
    private readonly fallback?: Dice,
  ) {
    for (const t of typed) {
      const f = t.for;
      const index = 'key' in f ? this.byKey : this.byShot;
      const k =
        'key' in f
          ? normalizeRollKey(f.key)
          : shotKey(f.line, 'weaponIndex' in f ? `w${f.weaponIndex}` : `m${f.meleeShot}`);
      index.set(k, (index.get(k) ?? []).concat([t]));
    }
  }

  d6(): number {
    if (!this.fallback)
      throw new Error('TypedDice: a face was asked for outside a described roll, with no dice to throw it');
    return this.fallback.d6();
  }

  answer(request: RollRequest): Roll | undefined {
    const key = this.nextKey(request);
    const found = this.find(request, key);
    if (found) return this.use(found, request, key);
    if (!this.fallback) throw new RollsNeeded([needed(request, key)]);
    return undefined;
  }

  expect(requests: readonly RollRequest[]): void {
    if (this.fallback) return;
    const missing = requests
      .map((r) => ({ r, key: rollKey(r, (this.seen.get(rollKey(r)) ?? 0) + 1) }))
      .filter(({ r, key }) => !this.find(r, key));
    if (missing.length > 0) throw new RollsNeeded(missing.map(({ r, key }) => needed(r, key)));
  }

  peek(request: RollRequest): Roll | undefined {
    if (this.fallback) return undefined;
    const key = rollKey(request, (this.seen.get(rollKey(request)) ?? 0) + 1);
    const found = this.find(request, key);
    if (!found) return undefined;
    const roll = typedAsRoll(found, request, key);
    // A roll that does not fit is refused when the round uses it, not here.
    return isProblem(roll) ? undefined : roll;
  }

  /**
   * These dice with more rolls taken as typed, by their words (`Griffin: piloting check` came
   * up 7): to see where a round that asks for rolls goes next (`rollsAhead`). Undefined when
   * the dice do not ask (a fallback throws what nobody typed).
   */
  assuming(rolls: readonly { readonly key: string; readonly total: number }[]): TypedDice | undefined {
    if (this.fallback) return undefined;
    const assumed = rolls.map(
      (r): TypedRoll => ({ for: { key: r.key }, total: r.total, cell: '', text: String(r.total) }),
    );
    return new TypedDice([...this.typed, ...assumed]);
  }

  /** Typed rolls no roll of the round asked for, in the order typed. */
  unused(): TypedRoll[] {
    return this.typed.filter((t) => !this.used.has(t));
  }

  /**
   * For a typed roll the round did not use, the words of the roll it most likely meant: one the
   * round asked for and nobody typed, spelled closest to its For column (`Grifin: …` → `Griffin: …`).
   */
  meant(t: TypedRoll): string | undefined {
    if (!('key' in t.for)) return undefined;
    return rollWordsMeant(
      t.for.key,
      this.asked.filter((key) => !this.byKey.has(normalizeRollKey(key))),
    );
  }

  /** The request's words with its occurrence in the round counted. */
  private nextKey(request: RollRequest): string {
    const base = rollKey(request);
    const n = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, n);
    const key = rollKey(request, n);
    this.asked.push(key);
    return key;
  }

  /** The one typed roll for this request, if any; typed in two places is refused. */
  private find(request: RollRequest, key: string): TypedRoll | undefined {
    const matches = (this.byKey.get(normalizeRollKey(key)) ?? []).slice();
    if (request.line !== undefined) {
      const shot = request.weaponIndex !== undefined ? `w${request.weaponIndex}` : `m${request.shot ?? 1}`;
      matches.push(...(this.byShot.get(shotKey(request.line, shot)) ?? []));
    }
    if (matches.length > 1) {
      throw new TypedRollRefused({
        code: 'dice/typed_twice',
        mech: request.mech,
        message: `${matches[1].cell}: ${key} is typed twice (${matches.map((m) => `${m.cell} ${m.text}`).join(' and ')}); keep one`,
      });
    }
    return matches[0];
  }

  private use(t: TypedRoll, request: RollRequest, key: string): Roll {
    const roll = typedAsRoll(t, request, key);
    if (isProblem(roll)) throw new TypedRollRefused(roll);
    this.used.add(t);
    return roll;
  }
}

function shotKey(line: number, shot: string): string {
  return `${line}:${shot}`;
}

function needed(request: RollRequest, key: string): NeededRoll {
  return { request, key, asked: rollAsked(request, key) };
}
