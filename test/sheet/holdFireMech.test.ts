// An Attacks row whose Target is Hold fire still fires nothing: a weapon left on it is a problem of that line, about
// its attacker, so the sidebar can tell whose line it is.
import { describe, expect, it } from 'vitest';
import { HOLD_FIRE } from '../../src/sheet/schema/choices';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo, set } from './fixtures';

describe('Hold fire with a weapon left on the line', () => {
  it("the Griffin's line: the problem is the Griffin's", () => {
    const read = readCampaignParts(set(demo(), 'Attacks', 'Target', 2, HOLD_FIRE));
    expect(read.located.map((p) => [p.problem.code, p.problem.mech])).toEqual([['sheet/hold_fire_fires', 'Griffin']]);
  });
});
