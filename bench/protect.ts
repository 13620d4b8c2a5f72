// What Protect the campaign costs in service calls — it grows with the players'
// mechs (one protection a block) and the tabs, never with the cells — and what a round costs
// once the campaign is protected, beside an unprotected one.
import type { FakeServices } from '../src/fakes';
import { MECHS } from '../src/sheet/schema/mechsTab';
import { TAB } from '../src/sheet/schema/columns';
import { campaign, cell, mechRow, reset, type Campaign } from '../test/server/harness';
import { scaledCampaign } from '../test/server/scaled';
import type { BenchLine } from './functions';

function calls(fake: FakeServices, run: () => void): string {
  reset(fake);
  run();
  const top = Object.entries(fake.log.calls)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, n]) => `${k} ${n}`);
  return `${fake.log.total} calls (${top.join(', ')}, …)`;
}

function giveTo(c: Campaign, mech: string, account: string): void {
  c.fake.book
    .sheet(TAB.mechs)
    .getRange(cell(MECHS, 'playerAccount', mechRow(c.fake, mech)))
    .setValue(account);
}

function protect(c: Campaign): void {
  c.fake.ui.answers.push('YES');
  c.gas.protectCampaign();
}

export function benchProtect(): BenchLine[] {
  const demo = campaign();
  giveTo(demo, 'Rifleman', 'player2@example.com');
  const lines: BenchLine[] = [
    {
      label: 'Protect the campaign, demo (4 mechs, 2 players), first run',
      value: calls(demo.fake, () => protect(demo)),
    },
  ];
  lines.push({ label: 'Protect the campaign, demo, run again', value: calls(demo.fake, () => protect(demo)) });
  const big = scaledCampaign(24);
  const names = big.fake.book
    .sheet(TAB.mechs)
    .peekValues()
    .slice(1)
    .map((r) => String(r[0]));
  names.slice(0, 8).forEach((name, i) => giveTo(big, name, `player${i + 1}@example.com`));
  lines.push({
    label: 'Protect the campaign, 24 mechs, 8 players, first run',
    value: calls(big.fake, () => protect(big)),
  });
  lines.push({
    label: 'Protect the campaign, 24 mechs, 8 players, run again',
    value: calls(big.fake, () => protect(big)),
  });
  const plain = campaign();
  lines.push({ label: 'resolveRound, demo, unprotected', value: calls(plain.fake, () => plain.gas.resolveRound(1)) });
  lines.push({
    label: 'resolveRound, demo, protected (2 players)',
    value: calls(demo.fake, () => demo.gas.resolveRound(1)),
  });
  lines.push({ label: 'getSidebarState, demo, protected', value: calls(demo.fake, () => demo.gas.getSidebarState()) });
  return lines;
}
