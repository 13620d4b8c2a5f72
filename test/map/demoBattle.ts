/** The seed's example battle, read from the demo tabs the way the add-on reads a real sheet. */
import type { Campaign } from '../../src/sheet/read/campaign';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { parseHexLabel } from '../../src/rules/hex/label';
import type { Hex } from '../../src/rules/model/hex';

export function demoCampaign(): Campaign {
  const read = readCampaign(demoTabs());
  if (!read.ok) throw new Error(`demo tabs do not read: ${read.problems.map((p) => p.message).join('; ')}`);
  return read.value;
}

export function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

/** Where the seed puts the four mechs. */
export const SEED_POSITIONS: Readonly<Record<string, string>> = {
  Griffin: '0609',
  Rifleman: '0415',
  Blackjack: '0111',
  Locust: '1516',
};
