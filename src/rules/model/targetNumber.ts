/** Where a modifier of a target number comes from. */
type ModifierSource =
  | 'gunnery'
  | 'piloting'
  | 'base'
  | 'amm'
  | 'tmm'
  | 'range'
  | 'minRange'
  | 'terrain'
  | 'wounds'
  | 'sensors'
  | 'actuators'
  | 'heat'
  | 'melee'
  | 'dfa'
  | 'jump'
  | 'weapon'
  | 'targetingComputer'
  | 'other';

/** One term of a target number: `+2 medium range`. */
export interface Modifier {
  readonly source: ModifierSource;
  readonly value: number;
  /** A few words a GM reads: `gunnery`, `ran`, `target TMM`, `medium range`, `1 light woods`. */
  readonly label: string;
}

/**
 * A target number as the list of its modifiers; the total is derived
 * with `tnTotal`, never stored.
 */
export interface TargetNumber {
  readonly modifiers: readonly Modifier[];
}

export function tnTotal(tn: TargetNumber): number {
  let total = 0;
  for (const m of tn.modifiers) total += m.value;
  return total;
}

export function mod(source: ModifierSource, value: number, label: string): Modifier {
  return { source, value, label };
}

/** `3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8` (zero terms other than the skill are left out). */
export function describeTargetNumber(tn: TargetNumber): string {
  const terms = tn.modifiers.filter((m, i) => i === 0 || m.value !== 0);
  const text = terms
    .map((m, i) => {
      if (i === 0) return `${m.value} ${m.label}`;
      return `${m.value < 0 ? '-' : '+'} ${Math.abs(m.value)} ${m.label}`;
    })
    .join(' ');
  return `${text} = ${tnTotal(tn)}`;
}
