// Every roll a round made, with what it was for: the rolls a table of players would have
// typed in had they rolled the round themselves.
import { throwRoll, type Dice, type Roll } from '../../src/rules/dice/dice';
import { rollKey, type RollRequest } from '../../src/rules/dice/requests';
import type { TypedRoll } from '../../src/rules/dice/typed';
import type { RoundEvent } from '../../src/rules/model/events';

export interface RecordedRoll {
  readonly request: RollRequest;
  /** The roll's words with its occurrence in the round, as the Rolls tab's For column takes them. */
  readonly key: string;
  readonly roll: Roll;
}

/** Dice that throw `inner`'s faces, exactly as a plain source would, and note each roll with its request. */
export class RecordingDice implements Dice {
  readonly rolls: RecordedRoll[] = [];
  private readonly seen = new Map<string, number>();

  constructor(private readonly inner: Dice) {}

  d6(): number {
    return this.inner.d6();
  }

  answer(request: RollRequest): Roll {
    const roll = throwRoll(this.inner, request);
    const base = rollKey(request);
    const n = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, n);
    this.rolls.push({ request, key: rollKey(request, n), roll });
    return roll;
  }
}

/**
 * The recorded rolls typed in: to-hit rolls on their attack line (as the Attacks tab's Roll
 * column gives them) when `onLines`, every other roll by its words (the Rolls tab), all as faces.
 */
export function typedFromRecord(
  rolls: readonly RecordedRoll[],
  opts: { onLines?: (r: RecordedRoll, i: number) => boolean; by?: string } = {},
): TypedRoll[] {
  return rolls.map((r, i) => {
    const q = r.request;
    const onLine = q.line !== undefined && (opts.onLines ? opts.onLines(r, i) : true);
    const target = onLine
      ? q.weaponIndex !== undefined
        ? { line: q.line as number, weaponIndex: q.weaponIndex }
        : { line: q.line as number, meleeShot: q.shot ?? 1 }
      : { key: r.key };
    return {
      for: target,
      faces: r.roll.faces,
      ...(opts.by !== undefined ? { by: opts.by } : {}),
      cell: onLine ? `Attacks!I${(q.line as number) + 2}` : `Rolls!B${i + 2}`,
      text: r.roll.faces.join('+'),
    };
  });
}

/** The events with every typed mark taken off the rolls: what the round would be had Gator rolled. */
export function withoutTypedMarks(events: readonly RoundEvent[]): RoundEvent[] {
  return events.map((e) => {
    if (e.type !== 'roll' || !e.roll.typed) return e;
    const { typed: _typed, ...roll } = e.roll;
    return { ...e, roll };
  });
}

/**
 * Scripted faces, thrown in order, that also note what each roll was asked for (`requests`); a roll
 * past the last face is an error, not a silent `undefined`.
 */
export function askingDice(faces: readonly number[]): Dice & { requests: RollRequest[] } {
  const requests: RollRequest[] = [];
  let i = 0;
  return {
    requests,
    d6: () => {
      if (i >= faces.length) throw new Error(`out of faces: ${faces.length} scripted`);
      return faces[i++];
    },
    answer: (r) => {
      requests.push(r);
      return undefined;
    },
  };
}
