// The target advisor and Autopilot with weapon modes (docs/rules.md §18, R-18.2, R-17.3), through the
// BUILT bundle on the fakes: the advisor's Fire line names the mode as the Weapons cell takes it, so
// a player can copy it there; Autopilot fires it; the sidebar's orders (and the card's) name the mode.
import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { campaign, cell, read, setRule, type } from '../harness';

type Fake = ReturnType<typeof campaign>['fake'];

/** The demo's Rifleman with an Ultra AC/5 in its right arm and a bin of 20 shots in its left torso; the bin's row. */
function rifleWithUltra(fake: Fake): number {
  const add = (item: string, location: string, shots?: number) => {
    const row = fake.book.sheet('Equipment').peekValues().length + 1;
    type(fake, EQUIPMENT, cell(EQUIPMENT, 'mech', row), 'Rifleman');
    type(fake, EQUIPMENT, cell(EQUIPMENT, 'item', row), item);
    type(fake, EQUIPMENT, cell(EQUIPMENT, 'location', row), location);
    if (shots !== undefined) type(fake, EQUIPMENT, cell(EQUIPMENT, 'shots', row), shots);
    return row;
  };
  add('Ultra AC/5', 'RA');
  return add('Ammo (Ultra AC/5)', 'LT', 20);
}

const logOf = (r: { report: { log: unknown[][] } }, mech: string): string[] =>
  r.report.log.filter((row) => row[2] === mech).map((row) => String(row[8]));

describe("R-18.2: the target advisor suggests ultra mode in the Weapons cell's words", () => {
  it('R-18.2: the Rifleman\'s advice reads "Large Laser, AC/5 ×2, Ultra AC/5 (ultra)" with its jam risk, and that list typed into the Weapons cell resolves', () => {
    const { fake, gas } = campaign();
    const bin = rifleWithUltra(fake);
    const advice = gas.getTargetAdvice('Rifleman');
    const griffin = advice.targets[0];
    expect(griffin.target).toBe('Griffin');
    expect(griffin.best.list).toBe('Large Laser, AC/5 ×2, Ultra AC/5 (ultra)');
    expect(griffin.best.jamChance).toBeCloseTo(1 / 36, 12);
    const ultra = griffin.weapons.find((w: { name: string }) => w.name === 'Ultra AC/5');
    expect(ultra.modes.map((m: { name: string; inBestSet: boolean }) => [m.name, m.inBestSet])).toEqual([
      ['Ultra AC/5 (ultra)', true],
    ]);
    // Copied as it is into the Rifleman's line.
    type(fake, ATTACKS, 'A3', 'Rifleman');
    type(fake, ATTACKS, 'B3', 'Griffin');
    type(fake, ATTACKS, 'C3', griffin.best.list);
    const r = gas.resolveRound(1);
    expect(r.ok, JSON.stringify(r.problems ?? [])).toBe(true);
    expect(logOf(r, 'Rifleman').some((l) => l.startsWith('Rifleman fires Ultra AC/5 (ultra) at Griffin'))).toBe(true);
    expect(read(fake, EQUIPMENT, cell(EQUIPMENT, 'shots', bin))).toBe(18);
  });

  it("R-18.2: the sidebar's orders (as the card's Orders row) name the mode the line fires in", () => {
    const { fake, gas } = campaign();
    rifleWithUltra(fake);
    type(fake, ATTACKS, 'A3', 'Rifleman');
    type(fake, ATTACKS, 'B3', 'Griffin');
    type(fake, ATTACKS, 'C3', 'Ultra AC/5 (ultra), AC/5');
    const rifleman = gas.getSidebarState().status.mechs.find((m: { name: string }) => m.name === 'Rifleman');
    expect(rifleman.attacks).toEqual(['Griffin: Ultra AC/5 (ultra), AC/5']);
  });
});

describe('R-17.3: Autopilot fires the mode the advisor weighs', () => {
  it('R-17.3: the Rifleman on autopilot fires "AC/5, AC/5, Medium Laser, Ultra AC/5 (ultra)" at the Griffin, and the Log rolls it in ultra mode', () => {
    const { fake, gas } = campaign();
    const bin = rifleWithUltra(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    setRule(fake, 'Missing orders', 'Autopilot');
    const r = gas.resolveRound(2);
    expect(r.ok, JSON.stringify(r.problems ?? [])).toBe(true);
    expect(r.orders.defaults).toContain(
      'Rifleman had no orders when the GM resolved the round: on autopilot it stood still and fired AC/5, AC/5, Medium Laser, Ultra AC/5 (ultra) at Griffin',
    );
    expect(logOf(r, 'Rifleman').some((l) => l.startsWith('Rifleman fires Ultra AC/5 (ultra) at Griffin'))).toBe(true);
    expect(read(fake, EQUIPMENT, cell(EQUIPMENT, 'shots', bin))).toBe(18);
  });
});
