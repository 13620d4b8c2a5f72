// Round engine timing: one round of 8, 24 and 72 mechs (4–6 weapons each, every weapon in range
// firing at the nearest enemy, Fast punches when adjacent), on SeededDice. Goal: 72 mechs < 20 ms.
import { SeededDice } from '../src/rules/dice/seeded';
import { resolveRound } from '../src/rules/round/sequence/resolveRound';
import { randomBattle, randomDeclarations } from '../test/rules/round/randomBattle';
import { defaultRules } from '../test/support/mechs';
import { median } from './stats';

const SIZES: readonly { readonly mechs: number; readonly board: number }[] = [
  { mechs: 8, board: 8 },
  { mechs: 24, board: 12 },
  { mechs: 72, board: 18 },
];

/** Median time of one `resolveRound` for each battle size, over ~20 runs after a warm-up. */
export async function benchEngine(): Promise<{ label: string; medianMs: number }[]> {
  const rules = defaultRules();
  const out: { label: string; medianMs: number }[] = [];
  for (const { mechs, board } of SIZES) {
    const battle = randomBattle(1234 + mechs, { mechs, size: board });
    const decl = randomDeclarations(battle, 99, rules, { size: board });
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
    out.push({ label: `resolveRound: ${mechs} mechs, ${attacks} attack lines`, medianMs: median(times) });
  }
  return out;
}
