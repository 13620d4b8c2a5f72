// Typed rolls only: how many presses of Resolve a round takes when the
// players type every roll the sidebar asks for, how many rolls each press asks, and what a
// press costs (the look ahead replays the round). Through the built add-on, on the demo.
import type { Gas } from '../test/server/harness';
import { ROLLS } from '../src/sheet/schema/playTabs';
import { TAB } from '../src/sheet/schema/columns';
import type { FakeServices } from '../src/fakes';
import { campaign, cell, type } from '../test/server/harness';
import { scaledCampaign } from '../test/server/scaled';
import type { BenchLine } from './functions';

/** The demo's round 1 before the look ahead (main at 73ea836), with the faces of pattern 0. */
const BEFORE = '4 presses of Resolve (rolls asked per press: 14, 4, 1, then resolved)';

/** Faces a player might throw for a roll of this many dice; `pattern` varies the luck. */
function facesFor(dice: string, k: number, pattern: number): string {
  const f = (i: number) => ((k * 7 + i * 3 + pattern) % 6) + 1;
  return dice === '1d6' ? String(f(0)) : dice === '2d6' ? `${f(0)}+${f(1)}` : `${f(0)} ${f(1)} ${f(2)}`;
}

function setRule(fake: FakeServices, setting: string, value: string): void {
  const row = fake.book
    .sheet(TAB.rules)
    .peekValues()
    .findIndex((r) => r[0] === setting);
  type(fake, TAB.rules, `B${row + 1}`, value);
}

interface Presses {
  /** Rolls asked per press, the last press (which resolves) not counted. */
  readonly asked: number[];
  /** Milliseconds of the slowest press. */
  readonly slowest: number;
}

/** Presses Resolve until the round resolves, typing every roll asked on the Rolls tab. */
function press(fake: FakeServices, gas: Gas, pattern: number): Presses {
  setRule(fake, 'Dice', 'Typed rolls only');
  const asked: number[] = [];
  let row = 2;
  let slowest = 0;
  for (let n = 0; n < 100; n++) {
    const t0 = performance.now();
    const r = gas.resolveRound(1);
    slowest = Math.max(slowest, performance.now() - t0);
    if (r.ok) return { asked, slowest };
    if (!r.needed) throw new Error(`the round was refused: ${r.problems[0].message}`);
    r.needed.forEach((x: { key: string; dice: string }, i: number) => {
      type(fake, ROLLS, cell(ROLLS, 'for', row), x.key);
      type(fake, ROLLS, cell(ROLLS, 'roll', row), facesFor(x.dice, n + i, pattern));
      row++;
    });
    asked.push(r.needed.length);
  }
  throw new Error('the round never resolved');
}

const describe = (p: Presses): string =>
  `${p.asked.length + 1} presses of Resolve (rolls asked per press: ${p.asked.join(', ')}, then resolved); slowest press ${p.slowest.toFixed(0)} ms`;

/** The demo's Typed rolls only round, as pressed in the playground: Gator's faces of pattern 0. */
export function demoPresses(pattern = 0): Presses {
  const { fake, gas } = campaign();
  return press(fake, gas, pattern);
}

export function benchTyped(): BenchLine[] {
  const patterns = [0, 1, 2, 3, 4, 5].map(demoPresses);
  const counts = patterns.map((p) => p.asked.length + 1);
  const scaled = scaledCampaign(24);
  return [
    { label: 'demo round 1, before (main at 73ea836)', value: BEFORE },
    { label: 'demo round 1, now', value: describe(patterns[0]) },
    {
      label: 'demo round 1, six patterns of faces',
      value: `${Math.min(...counts)} to ${Math.max(...counts)} presses (${counts.join(', ')})`,
    },
    { label: 'scaled demo, 24 mechs', value: describe(press(scaled.fake, scaled.gas, 0)) },
  ];
}
