// Typed rolls only (R-0.5, issue 21 §4): how many presses of Resolve the demo's round 1 takes
// when the players type every roll the sidebar asks for, and how many rolls each press asks.
import type { FakeServices } from '../src/fakes';
import { ROLLS, TAB } from '../src/sheet/schema';
import { campaign, cell, type } from '../test/server/harness';
import type { BenchLine } from './functions';

/** Faces a player might throw for a roll of this many dice. */
function facesFor(dice: string, k: number): string {
  const f = (i: number) => ((k * 7 + i * 3) % 6) + 1;
  return dice === '1d6' ? String(f(0)) : dice === '2d6' ? `${f(0)}+${f(1)}` : `${f(0)} ${f(1)} ${f(2)}`;
}

function setDice(fake: FakeServices, value: string): void {
  const row = fake.book.sheet(TAB.rules).peekValues().findIndex((r) => r[0] === 'Dice');
  type(fake, TAB.rules, `B${row + 1}`, value);
}

/** The presses of Resolve a Typed rolls only round takes, each with the number of rolls it asked for. */
export function typedPresses(seedText?: string): number[] {
  const { fake, gas } = campaign();
  setDice(fake, 'Typed rolls only');
  if (seedText !== undefined) {
    const row = fake.book.sheet(TAB.rules).peekValues().findIndex((r) => r[0] === 'Dice seed');
    type(fake, TAB.rules, `B${row + 1}`, seedText);
  }
  const asked: number[] = [];
  let row = 2;
  for (let press = 0; press < 100; press++) {
    const r = gas.resolveRound(1);
    if (r.ok) return [...asked, 0];
    if (!r.needed) throw new Error(`the demo round was refused: ${r.problems[0].message}`);
    r.needed.forEach((n: { key: string; dice: string }, i: number) => {
      type(fake, ROLLS, cell(ROLLS, 'for', row), n.key);
      type(fake, ROLLS, cell(ROLLS, 'roll', row), facesFor(n.dice, press + i));
      row++;
    });
    asked.push(r.needed.length);
  }
  throw new Error('the demo round never resolved');
}

export function benchTyped(): BenchLine[] {
  const presses = typedPresses();
  return [{ label: "demo round 1, Dice: Typed rolls only", value: `${presses.length} presses of Resolve (rolls asked per press: ${presses.slice(0, -1).join(', ')}, then resolved)` }];
}
