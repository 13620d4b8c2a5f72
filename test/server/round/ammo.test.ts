// Ammunition that runs out (docs/rules.md §19), through the BUILT bundle on the fakes: a round takes
// each shot from its bin and writes the Shots back, an empty weapon's next line is a problem held back
// by Resolve without them, Undo puts the shots back, and a new battle refills every bin.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { campaign, cell, dump, mechRow, read, setRule, type } from '../harness';

type Fake = ReturnType<typeof campaign>['fake'];

const NO_SHOTS = "Rifleman's AC/20: no shots left in its bins (R-19.2)";

/** Appends an Equipment row (Mech, Item, Location, Status, Shots); returns its 1-based row. */
function addItem(fake: Fake, mech: string, item: string, location: string, shots: unknown = ''): number {
  const row = fake.book.sheet('Equipment').peekValues().length + 1;
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'mech', row), mech);
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'item', row), item);
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'location', row), location);
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'status', row), 'OK');
  if (shots !== '') type(fake, EQUIPMENT, cell(EQUIPMENT, 'shots', row), shots);
  return row;
}

/**
 * The Rifleman's line (Attacks row 3) fires its AC/20 at the Griffin 7 hexes off, through woods: the GM's
 * Other of −6 brings its TN under 13, so it is rolled and fired.
 */
function rifleFires(fake: Fake): void {
  type(fake, ATTACKS, 'A3', 'Rifleman');
  type(fake, ATTACKS, 'B3', 'Griffin');
  type(fake, ATTACKS, 'C3', 'AC/20');
  type(fake, ATTACKS, cell(ATTACKS, 'other', 3), -6);
}

/** The demo with an AC/20 on the Rifleman and one bin for it holding its last shot. */
function lastShot() {
  const c = campaign();
  addItem(c.fake, 'Rifleman', 'AC/20', 'RA');
  const bin = addItem(c.fake, 'Rifleman', 'Ammo (AC/20)', 'LT', 1);
  rifleFires(c.fake);
  return { ...c, bin: cell(EQUIPMENT, 'shots', bin) };
}

describe('R-19.1 a round takes each shot from its bin and writes the Shots back', () => {
  it("R-19.1: the demo's bins start full; the Rifleman's AC/20 fires its last shot: Shots 0, the Log names the bin, Undo puts it back", () => {
    const { fake, gas, bin } = lastShot();
    const before = dump(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(read(fake, EQUIPMENT, bin)).toBe(0);
    const ammo = r.report.log.filter((row: unknown[]) => row[4] === 'Ammo' && row[2] === 'Rifleman');
    expect(ammo.map((row: unknown[]) => row[8])).toContain(
      "Rifleman's AC/20 took its shot from Ammo (AC/20) in the Left Torso: now empty (R-19.1)",
    );
    // The forum post names the bin the round emptied.
    expect(r.report.bbcode).toContain('[b]Ammunition[/b]');
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });
});

describe('R-19.2 a weapon with no shots left cannot fire: a problem on its attack line', () => {
  it('R-19.2: the round after the AC/20 emptied its last bin, its line is a problem naming it, held back under Resolve without them', () => {
    const { fake, gas } = lastShot();
    expect(gas.resolveRound(1).ok).toBe(true);
    rifleFires(fake);
    const refused = gas.resolveRound(2);
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p: { message: string }) => p.message)).toContain(`Attacks!C3: Weapons: ${NO_SHOTS}`);
    // The TN column says it on the line.
    expect(String(read(fake, ATTACKS, cell(ATTACKS, 'tn', 3)))).toContain('no shots left in its bins');
    const held = gas.getSidebarState().held;
    expect(held.canSkip).toBe(true);
    expect(held.plan).toEqual([`Rifleman's attack line Attacks!A3 at Griffin will not be made: Weapons: ${NO_SHOTS}`]);
    // The other mechs gave no orders for round 2: the GM confirms they stand still and hold fire.
    const none = { lacks: ['move', 'attacks'] };
    const missingOrders = [
      { mech: 'Griffin', ...none },
      { mech: 'Rifleman', lacks: ['move'] },
      { mech: 'Blackjack', ...none },
      { mech: 'Locust', ...none },
    ];
    const r = gas.resolveRound(2, { withoutHeldBack: true, missingOrders });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(r.report.log.some((row: unknown[]) => row[2] === 'Rifleman' && row[4] === 'Attack')).toBe(false);
  });
});

describe('R-19.3 a bin with no shots left cannot explode', () => {
  /**
   * The demo with the Rifleman's side torsos bare (armor 0) and one more AC/5 bin in each, the Blackjack firing
   * at it too; Dice seed `ammo6` lands a critical 6 (Major Ammo Explosion, R-9.7) in its Left Torso.
   */
  function criticalOnTheLeftTorso(leftShots: number) {
    const c = campaign();
    addItem(c.fake, 'Rifleman', 'Ammo (AC/5)', 'RT', 1);
    addItem(c.fake, 'Rifleman', 'Ammo (AC/5)', 'LT', leftShots);
    const row = mechRow(c.fake, 'Rifleman');
    for (const key of ['armor.LT', 'armor.RT']) type(c.fake, MECHS, cell(MECHS, key, row), 0);
    type(c.fake, ATTACKS, 'B4', 'Rifleman');
    setRule(c.fake, 'Dice seed', 'ammo6');
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    return r.report.log
      .filter((x: unknown[]) => x[2] === 'Rifleman' && x[4] === 'Critical')
      .map((x: unknown[]) => x[8]);
  }

  it('R-19.3: with a shot left in the Left Torso the critical 6 blows the bin up (R-9.7)', () => {
    expect(criticalOnTheLeftTorso(1)).toEqual([
      'Critical: Major Ammo Explosion in Left Torso (Ammo (AC/5) explodes: mech destroyed; piloting check 7 to survive)',
    ]);
  });

  it('R-19.3: the same critical on the bin emptied is an Internal Explosion: the Rifleman stands, and fights on', () => {
    const criticals = criticalOnTheLeftTorso(0);
    expect(criticals[0]).toBe(
      'Critical: Internal Explosion in Left Torso (Major Ammo Explosion with no ammunition in the Left Torso: Left Torso and Left Arm destroyed; pilot wounded)',
    );
    // Still standing, it takes the round's later criticals too.
    expect(criticals.length).toBeGreaterThan(1);
    expect(criticals.some((text: string) => text.includes('explodes: mech destroyed'))).toBe(false);
  });
});

describe('R-19.4 bins are refilled when the GM starts a new battle', () => {
  it('R-19.4: after the AC/20 emptied its bin, Start a new battle fills it again and its report says so', () => {
    const { fake, gas, bin } = lastShot();
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(read(fake, EQUIPMENT, bin)).toBe(0);
    const r = gas.startNewBattle({ name: '', repair: false, heal: false });
    expect(r.ok).toBe(true);
    expect(read(fake, EQUIPMENT, bin)).toBe(5);
    expect(r.refilled).toBeGreaterThanOrEqual(1);
    expect(r.message).toContain('every ammunition bin full (');
  });
});
