// The heat scale's avoid columns on the Rules tab: a 2d6 target from 2 to 12, blank
// for no roll, or — for shutdown — Auto. A 2d6 never makes 13, so 13 is refused with a
// pointer to Auto rather than read as a number the engine could never roll.
// Demo layout: Rules rows 2–32 hold heat levels 0–30; row 17 is heat 15 (standard: shutdown 4+).
import { describe, expect, it } from 'vitest';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demo, get, readOk, set } from './fixtures';

const HEAT_15 = 17;

/** The heat-15 row read back, or the problem messages. */
function readAvoid(
  header: 'Shutdown avoid' | 'Ammo avoid',
  value: unknown,
): { ok: true; row: (typeof STANDARD_HEAT_SCALE)[number] } | { ok: false; messages: string[] } {
  const read = readCampaign(set(demo(), 'Rules', header, HEAT_15, value));
  if (!read.ok) return { ok: false, messages: read.problems.map((p) => p.message) };
  return { ok: true, row: read.value.rules.heatScale.filter((r) => r.heat === 15)[0] };
}

const SHUTDOWN =
  'Rules!G17: Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll)';
const AMMO = 'Rules!H17: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+)';

describe('R-13.4, R-0.1: Shutdown avoid is blank, 2–12 or Auto', () => {
  it.each([
    [2, 2],
    [12, 12],
    ['12+', 12],
    ['Auto', 'auto'],
    ['automatic', 'auto'],
    ['', null],
    ['—', null],
  ] as const)('R-13.4: %j reads as %j', (value, expected) => {
    expect(readAvoid('Shutdown avoid', value)).toEqual({
      ok: true,
      row: { heat: 15, mpReduction: 3, toHit: 2, shutdownAvoid: expected, ammoAvoid: null },
    });
  });

  it.each([
    [1, `${SHUTDOWN}, got 1`],
    ['maybe', `${SHUTDOWN}, got "maybe"`],
    [13, `${SHUTDOWN}, got 13 (13 or more can never be rolled, R-0.1: write Auto)`],
    ['13+', `${SHUTDOWN}, got "13+" (13 or more can never be rolled, R-0.1: write Auto)`],
  ] as const)('R-0.1: %j is refused, the message says what is accepted and what Auto means', (value, message) => {
    expect(readAvoid('Shutdown avoid', value)).toEqual({ ok: false, messages: [message] });
  });
});

describe('R-13.4, R-0.1: Ammo avoid is blank or 2–12', () => {
  it.each([
    [2, 2],
    [12, 12],
    ['4+', 4],
    ['', null],
    ['none', null],
  ] as const)('R-13.4: %j reads as %j', (value, expected) => {
    expect(readAvoid('Ammo avoid', value)).toEqual({
      ok: true,
      row: { heat: 15, mpReduction: 3, toHit: 2, shutdownAvoid: 4, ammoAvoid: expected },
    });
  });

  it.each([
    [1, `${AMMO}, got 1`],
    ['lots', `${AMMO}, got "lots"`],
    [13, `${AMMO}, got 13 (13 or more can never be rolled, R-0.1)`],
    ['Auto', `${AMMO}, got "Auto" (Auto is for Shutdown avoid only)`],
  ] as const)('R-0.1: %j is refused with what is accepted', (value, message) => {
    expect(readAvoid('Ammo avoid', value)).toEqual({ ok: false, messages: [message] });
  });
});

describe('R-13.4: the scale Set up writes reads back as written', () => {
  it('heat 30 is written Auto and read as an automatic shutdown; every level equals the standard scale', () => {
    const tabs = demo();
    expect(get(tabs, 'Rules', 'Heat', 32)).toBe(30);
    expect(get(tabs, 'Rules', 'Shutdown avoid', 32)).toBe('Auto');
    const { rules } = readOk(tabs);
    expect(rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
    expect(rules.heatScale[30].shutdownAvoid).toBe('auto');
  });
});
