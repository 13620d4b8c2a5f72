// Round engine timing: one round of 8, 24 and 72 mechs (4–6 weapons each, every weapon in range
// firing at the nearest enemy, Fast punches when adjacent), on SeededDice. Goal: 72 mechs < 20 ms.
// Two arsenals: the Introductory weapons without modes, and every Catalog weapon with the
// lines declaring modes (ultra, Rotary shots, LB-X cluster, inferno), Streaks, fire control and AMS.
import { SeededDice } from '../src/rules/dice/seeded';
import { resolveRound } from '../src/rules/round/sequence/resolveRound';
import { randomBattle, randomDeclarations } from '../test/rules/round/randomBattle';
import { defaultRules } from '../test/support/mechs';
import { median } from './stats';

type Arsenal = 'introductory' | 'standard';

const SIZES: readonly { readonly mechs: number; readonly board: number; readonly arsenal: Arsenal }[] = [
  { mechs: 8, board: 8, arsenal: 'introductory' },
  { mechs: 24, board: 12, arsenal: 'introductory' },
  { mechs: 72, board: 18, arsenal: 'introductory' },
  { mechs: 24, board: 12, arsenal: 'standard' },
  { mechs: 72, board: 18, arsenal: 'standard' },
];

const WEAPONS: Record<Arsenal, string> = {
  introductory: 'Introductory weapons',
  standard: 'every Catalog weapon, modes and AMS',
};

/** Median time of one `resolveRound` for each battle size and arsenal, over ~20 runs after a warm-up. */
export async function benchEngine(): Promise<{ label: string; medianMs: number }[]> {
  const rules = defaultRules();
  const out: { label: string; medianMs: number }[] = [];
  for (const { mechs, board, arsenal } of SIZES) {
    const battle = randomBattle(1234 + mechs, { mechs, size: board, arsenal });
    const decl = randomDeclarations(battle, 99, rules, { size: board, modes: arsenal === 'standard' });
    const once = (seed: number) => {
      const r = resolveRound(battle, decl, rules, new SeededDice(seed));
      if (!r.ok) throw new Error(`bench battle refused: ${r.problems[0].message}`);
      return r;
    };
    // Enough warm-up rounds for the JIT to settle; the figure is the steady state.
    for (let i = 0; i < 15; i++) once(i);
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      once(100 + i);
      times.push(performance.now() - t0);
    }
    const attacks = decl.attacks.length;
    const modes = decl.attacks.reduce((n, a) => n + Object.keys(a.modes ?? {}).length, 0);
    const declared = modes > 0 ? `, ${modes} modes declared` : '';
    out.push({
      label: `resolveRound: ${mechs} mechs, ${attacks} attack lines${declared} (${WEAPONS[arsenal]})`,
      medianMs: median(times),
    });
  }
  return out;
}
