import type { MoveMode } from '../model/mech';

/**
 * Run MP from Walk MP: 1.5 × Walk, rounded up (seed "Running"; ).
 * @example runMP(5) === 8
 */
export function runMP(walkMP: number): number {
  return Math.ceil(walkMP * 1.5);
}

/** Sprint MP: 2 × Walk (seed "Sprinting"). */
export function sprintMP(walkMP: number): number {
  return walkMP * 2;
}

/**
 * Attacker Movement Modifier, the A of G.A.T.O.R.: Stand −1, Walk 0, Run +1, Jump +2
 * (docs/rules.md §2). A sprinting mech may not fire, so Sprint has none: undefined.
 */
export function attackerMovementModifier(mode: MoveMode): number | undefined {
  switch (mode) {
    case 'stand':
      return -1;
    case 'walk':
      return 0;
    case 'run':
      return 1;
    case 'jump':
      return 2;
    case 'sprint':
      return undefined;
  }
}

/**
 * Target Movement Modifier, the T of G.A.T.O.R. (docs/rules.md §2, R-2.2): base = floor(Run MP / 4);
 * Stand 0, Walk base − 1 (never below 0), Run and Sprint base, Jump base + 1.
 * @example targetMovementModifier(8, 'run') === 2 // the Griffin
 */
export function targetMovementModifier(runMPValue: number, mode: MoveMode): number {
  const base = Math.floor(Math.max(0, runMPValue) / 4);
  switch (mode) {
    case 'stand':
      return 0;
    case 'walk':
      return Math.max(0, base - 1);
    case 'run':
    case 'sprint':
      return base;
    case 'jump':
      return base + 1;
  }
}

/**
 * Heat a movement mode generates (seed "Heat"; for Sprint; ): Stand 0, Walk 1,
 * Run 2, Sprint 3, Jump 1 per hex jumped.
 */
export function movementHeat(mode: MoveMode, hexesMoved: number): number {
  switch (mode) {
    case 'stand':
      return 0;
    case 'walk':
      return 1;
    case 'run':
      return 2;
    case 'sprint':
      return 3;
    case 'jump':
      return Math.max(0, hexesMoved);
  }
}

/** Whether a mech moving this way may fire weapons (Sprint may not, docs/rules.md §2). */
export function mayFireWeapons(mode: MoveMode): boolean {
  return mode !== 'sprint';
}
