// Weapon modes on a player's attack line (docs/rules.md §18, R-18.2), through the BUILT bundle on the
// fakes: `Ultra AC/5 (ultra)` fires two shots from its bin and the Log says the mode; a mode on a
// weapon without one, or a Rotary's shots out of 1–6, is a problem naming the cell; a weapon whose
// Equipment Status is Jammed cannot fire.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { campaign, cell, read, type } from '../harness';

type Fake = ReturnType<typeof campaign>['fake'];

/** Appends an Equipment row (Mech, Item, Location, Status, Shots); returns its 1-based row. */
function addItem(fake: Fake, mech: string, item: string, location: string, status = 'OK', shots: unknown = ''): number {
  const row = fake.book.sheet('Equipment').peekValues().length + 1;
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'mech', row), mech);
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'item', row), item);
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'location', row), location);
  type(fake, EQUIPMENT, cell(EQUIPMENT, 'status', row), status);
  if (shots !== '') type(fake, EQUIPMENT, cell(EQUIPMENT, 'shots', row), shots);
  return row;
}

/** The Rifleman's line (Attacks row 3) fires `weapons` at the Griffin 7 hexes off; Other −6 keeps the TN rollable. */
function rifleFires(fake: Fake, weapons: string): void {
  type(fake, ATTACKS, 'A3', 'Rifleman');
  type(fake, ATTACKS, 'B3', 'Griffin');
  type(fake, ATTACKS, 'C3', weapons);
  type(fake, ATTACKS, cell(ATTACKS, 'other', 3), -6);
}

function problemsOf(r: { problems?: { message: string }[] }): string[] {
  return (r.problems ?? []).map((p) => p.message);
}

describe('R-18.2: an attack line fires an Ultra autocannon in ultra mode', () => {
  it('R-18.2: "Ultra AC/5 (ultra)" takes two shots from its bin (R-19.1) and the Log names the mode', () => {
    const { fake, gas } = campaign();
    addItem(fake, 'Rifleman', 'Ultra AC/5', 'RA');
    const bin = addItem(fake, 'Rifleman', 'Ammo (Ultra AC/5)', 'LT', 'OK', 10);
    rifleFires(fake, 'Ultra AC/5 (ultra)');
    const r = gas.resolveRound(1);
    expect(r.ok, JSON.stringify(problemsOf(r))).toBe(true);
    expect(read(fake, EQUIPMENT, cell(EQUIPMENT, 'shots', bin))).toBe(8);
    const said = r.report.log.filter((row: unknown[]) => row[2] === 'Rifleman').map((row: unknown[]) => String(row[8]));
    expect(said).toContain(
      'Rifleman fires Ultra AC/5 (ultra) at Griffin: rolls 9 (3+6) vs TN 5 (3 gunnery + 1 ran + 2 target TMM + 3 woods (1 light, 1 heavy) - 6 GM other + 2 medium range) — hit',
    );
    expect(said).toContain('Cluster: Ultra AC/5 rolls 6 (1+5) → 1 of 2 shots hit');
    // The forum post heads the attack with its mode.
    expect(r.report.bbcode).toContain('Ultra AC/5 (ultra) at');
  });
});

describe('R-18.3 and R-18.8: LB-X cluster and inferno lines through the bundle', () => {
  it('R-18.3: "LB 10-X AC (cluster)": the TN has -1 LB 10-X AC and the Log names the mode', () => {
    const { fake, gas } = campaign();
    addItem(fake, 'Rifleman', 'LB 10-X AC', 'RA');
    rifleFires(fake, 'LB 10-X AC (cluster)');
    const r = gas.resolveRound(1);
    expect(r.ok, JSON.stringify(problemsOf(r))).toBe(true);
    const said = r.report.log.filter((row: unknown[]) => row[2] === 'Rifleman').map((row: unknown[]) => String(row[8]));
    const fired = said.find((s: string) => s.startsWith('Rifleman fires LB 10-X AC (cluster) at Griffin'));
    expect(fired).toContain('- 1 LB 10-X AC');
  });

  it('R-18.8: "SRM-6 (inferno)" hits the Griffin: 1d6 heat, no damage; the Log names the mode', () => {
    const { fake, gas } = campaign();
    addItem(fake, 'Rifleman', 'SRM-6', 'LT');
    rifleFires(fake, 'SRM-6 (inferno)');
    const r = gas.resolveRound(1);
    expect(r.ok, JSON.stringify(problemsOf(r))).toBe(true);
    const said = r.report.log.map((row: unknown[]) => String(row[8]));
    // It hits: no cluster roll, no damage, 1d6 heat on the Griffin.
    expect(said.filter((s: string) => /SRM-6/.test(s))).toEqual([
      'Rifleman fires SRM-6 (inferno) at Griffin: rolls 9 (3+6) vs TN 7 (3 gunnery + 1 ran + 2 target TMM + 3 woods (1 light, 1 heavy) - 6 GM other + 4 long range) — hit',
      'Griffin external heat (hit by a SRM-6 (inferno)): 1 → +1 heat',
      'Rifleman heat: 0 + 6 generated (ran 2, SRM-6 4) − 6 sunk = 0',
    ]);
  });
});

describe('R-18.2: the TN column names the mode a line fires in', () => {
  it('R-18.2: "Ultra AC/5 (ultra), AC/5" — the TN cell reads "AC/5 5 · Ultra AC/5 (ultra) 5"', () => {
    const { fake } = campaign();
    addItem(fake, 'Rifleman', 'Ultra AC/5', 'RA');
    rifleFires(fake, 'Ultra AC/5 (ultra), AC/5');
    expect(String(read(fake, ATTACKS, cell(ATTACKS, 'tn', 3)))).toBe('AC/5 5 · Ultra AC/5 (ultra) 5');
  });
});

describe('R-18.2: a mode the weapon does not have is a problem naming the cell', () => {
  it('R-18.2: "Medium Laser (ultra)" — a Medium Laser has no firing mode', () => {
    const { fake, gas } = campaign();
    rifleFires(fake, 'Medium Laser (ultra)');
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(problemsOf(r)).toContain(
      'Attacks!C3: Weapons: "Medium Laser (ultra)": Medium Laser has no firing mode, got "(ultra)": only an Ultra autocannon (ultra), a Rotary autocannon (1 to 6 shots), an LB-X autocannon (cluster) and an SRM launcher (inferno) say one (R-18.2, R-18.3, R-18.8)',
    );
  });

  it('R-18.2: "Rotary AC/5 (8 shots)" — a Rotary fires 1 to 6', () => {
    const { fake, gas } = campaign();
    addItem(fake, 'Rifleman', 'Rotary AC/5', 'RA');
    rifleFires(fake, 'Rotary AC/5 (8 shots)');
    const r = gas.resolveRound(1);
    expect(problemsOf(r)).toContain(
      'Attacks!C3: Weapons: "Rotary AC/5 (8 shots)": a Rotary autocannon fires 1 to 6 shots: write "Rotary AC/5 (4 shots)" (R-18.2); got "(8 shots)"',
    );
  });
});

describe('R-18.2: one line fires a weapon in one mode', () => {
  it('R-18.2: "Ultra AC/5 (ultra), Ultra AC/5" is a problem: each mode on a row of its own', () => {
    const { fake, gas } = campaign();
    addItem(fake, 'Rifleman', 'Ultra AC/5', 'RA');
    addItem(fake, 'Rifleman', 'Ultra AC/5', 'LA');
    rifleFires(fake, 'Ultra AC/5 (ultra), Ultra AC/5');
    expect(problemsOf(gas.resolveRound(1))).toContain(
      'Attacks!C3: Weapons: this row fires Ultra AC/5 in two ways; write each mode on a row of its own (R-18.2)',
    );
  });
});

describe('R-18.2: a jammed weapon cannot fire for the rest of the battle', () => {
  it('R-18.2: an Ultra AC/5 whose Equipment Status is Jammed: its line is a problem saying so', () => {
    const { fake, gas } = campaign();
    addItem(fake, 'Rifleman', 'Ultra AC/5', 'RA', 'Jammed');
    rifleFires(fake, 'Ultra AC/5');
    const r = gas.resolveRound(1);
    expect(problemsOf(r)).toContain(
      "Attacks!C3: Weapons: Rifleman's Ultra AC/5 is jammed (Status on the Equipment tab): it cannot fire for the rest of the battle (R-18.2)",
    );
  });
});
