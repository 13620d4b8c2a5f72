// Custom functions over a 1,000-row range in one call, through the built bundle.
import { CUSTOM_FUNCTIONS } from '../src/functions/registry';
import { loadBundleInRealm } from '../test/support/bundle';
import { timeIt } from './stats';

export interface BenchLine {
  readonly label: string;
  readonly value: string;
}

const col = <T>(n: number, f: (i: number) => T): T[][] => Array.from({ length: n }, (_, i) => [f(i)]);

export function benchFunctions(rows = 1000): BenchLine[] {
  // In this realm, not node:vm: see loadBundleInRealm.
  const g = loadBundleInRealm(CUSTOM_FUNCTIONS.map((f) => f.name));
  const moves = ['Stand', 'Walk', 'Run', 'Jump'];
  const weapons = ['Large Laser', 'Medium Laser', 'LRM-5', 'SRM-6', 'AC/20', 'PPC'];
  const hexes = col(rows, (i) => `${String((i % 30) + 1).padStart(2, '0')}${String((i % 34) + 1).padStart(2, '0')}`);
  const c = <T>(f: (i: number) => T) => col(rows, f);
  // Inputs are built once, outside the timing: only the function call is measured.
  const inputs: Record<string, unknown[]> = {
    AMM: [c((i) => moves[i % 4])],
    TMM: [c((i) => 4 + (i % 9)), c((i) => moves[i % 4])],
    RANGEMOD: [c((i) => weapons[i % 6]), c((i) => i % 20)],
    GATOR: [3, c((i) => moves[i % 4]), c((i) => i % 4), 0, c((i) => (i % 3) * 2)],
    HEXDIST: [hexes, '0609'],
    CLUSTER: [c((i) => ['LRM-5', 'LRM-10', 'LRM-15', 'LRM-20', 'SRM-6'][i % 5]), c((i) => 2 + (i % 11))],
    HITLOC: [c((i) => 2 + (i % 11)), c((i) => ['Front', 'Rear', 'Left', 'Right'][i % 4])],
    HITCHANCE: [c((i) => 2 + (i % 12)), c((i) => ['', 'Advantage', 'Disadvantage'][i % 3])],
    EXPECTEDDAMAGE: [c((i) => 2 + (i % 12)), c((i) => weapons[i % 6])],
  };
  const calls: Record<string, () => unknown> = {};
  for (const [name, args] of Object.entries(inputs)) calls[name] = () => g[name](...args);

  return Object.entries(calls).map(([name, run]) => ({
    label: `${name} × ${rows} rows`,
    value: `${timeIt(run).toFixed(2)} ms`,
  }));
}
