// Damage carries over, through the built bundle on the fakes: Repair list writes each damaged mech's repairs
// on the Repairs tab, the GM ticks some, Start a new battle mends the ticked lines, prices them from the tab's table
// and lists again what carries over — and Undo takes it all back.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { REPAIRS } from '../../../src/sheet/schema/repairsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { CARDS_TAB } from '../../../src/sheet/setup/cardsTab';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { campaign, cell, dump, mechRow, read, recordRows, type, type Campaign } from '../harness';

/** The Rifleman's record armor on its left arm, as the demo's Full armor gives it. */
const FULL_LA = 15;

/** The demo with the Rifleman hurt: 4 armor off its left arm, its first Medium Laser destroyed, an engine hit. */
function riflemanHurt(): Campaign & { laser: number } {
  const c = campaign();
  const row = mechRow(c.fake, 'Rifleman');
  expect(String(read(c.fake, MECHS, cell(MECHS, 'fullArmor', row)))).toContain(`LA ${FULL_LA}`);
  type(c.fake, MECHS, cell(MECHS, 'armor.LA', row), FULL_LA - 4);
  type(c.fake, MECHS, cell(MECHS, 'engineHits', row), 1);
  const laser = c.fake.book
    .sheet(TAB.equipment)
    .peekValues()
    .findIndex((r) => r[0] === 'Rifleman' && r[1] === 'Medium Laser');
  expect(laser).toBeGreaterThan(0);
  type(c.fake, EQUIPMENT, cell(EQUIPMENT, 'status', laser + 1), 'Destroyed');
  return { ...c, laser: laser + 1 };
}

/** The Repairs tab's list: [Mech, Repair, Points, Repair it, Cost, Hours] rows with a mech. */
function listed(fake: FakeServices): unknown[][] {
  return fake.book
    .sheet(TAB.repairs)
    .peekValues()
    .slice(1)
    .map((r) => r.slice(0, REPAIRS.columns.length))
    .filter((r) => r[0] !== '');
}

/** Ticks the Repair it box of a listed line. */
function tick(fake: FakeServices, mech: string, repair: string): void {
  const r = fake.book
    .sheet(TAB.repairs)
    .peekValues()
    .findIndex((row) => row[0] === mech && row[1] === repair);
  if (r < 1) throw new Error(`${mech}: no ${repair} listed`);
  type(fake, REPAIRS, cell(REPAIRS, 'tick', r + 1), true);
}

/** Types the price table's row for `label` (Cost, Hours). */
function price(fake: FakeServices, label: string, cost: unknown, hours: unknown): void {
  const r = fake.book
    .sheet(TAB.repairs)
    .peekValues()
    .findIndex((row) => row[7] === label);
  if (r < 1) throw new Error(`no price row ${label}`);
  type(fake, TAB.repairs, `I${r + 1}`, cost);
  type(fake, TAB.repairs, `J${r + 1}`, hours);
}

function newBattle(c: Campaign) {
  const r = c.gas.startNewBattle({ repair: false, heal: false });
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as { ok: true; message: string; repairs?: string };
}

const riflemanCell = (c: Campaign, key: string) => read(c.fake, MECHS, cell(MECHS, key, mechRow(c.fake, 'Rifleman')));

describe('R-16.6: a repair list per mech, built from its record', () => {
  it("Repair list lists the Rifleman's armor, its destroyed Medium Laser and its engine hit; an undamaged mech has no line", () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    expect(c.fake.ui.alerts.slice(-1)[0].prompt).toContain('The Repairs tab lists 3 repairs');
    expect(listed(c.fake)).toEqual([
      ['Rifleman', 'LA armor', 4, false, 0, 0],
      ['Rifleman', 'Engine hits', 1, false, 0, 0],
      ['Rifleman', 'Medium Laser (LT)', 1, false, 0, 0],
    ]);
  });
});

describe('R-16.6: a repair list per mech, built from its record — structure, rear armor, a second item of a name', () => {
  it("a torso's rear armor counts in its armor line; lost structure is a line of its own; the second Medium Laser of a location is #2", () => {
    const c = riflemanHurt();
    const row = mechRow(c.fake, 'Rifleman');
    type(c.fake, MECHS, cell(MECHS, 'rear.CT', row), 1);
    type(c.fake, MECHS, cell(MECHS, 'structure.RA', row), 7);
    const second = c.fake.book
      .sheet(TAB.equipment)
      .peekValues()
      .findIndex((r, i) => i + 1 > c.laser && r[0] === 'Rifleman' && r[1] === 'Medium Laser');
    // Its second Medium Laser moved beside the first, in the left torso, and destroyed too.
    type(c.fake, EQUIPMENT, cell(EQUIPMENT, 'location', second + 1), 'LT');
    type(c.fake, EQUIPMENT, cell(EQUIPMENT, 'status', second + 1), 'Destroyed');
    c.gas.menuRepairList();
    expect(listed(c.fake).map((r) => `${r[1]} ${r[2]}`)).toEqual([
      'CT armor 3',
      'LA armor 4',
      'RA structure 3',
      'Engine hits 1',
      'Medium Laser (LT) 1',
      'Medium Laser (LT) #2 1',
    ]);
  });
});

describe('R-16.6: a mech with nothing left to repair is back in service', () => {
  it('the Rifleman destroyed, every line ticked: Active again, with its record armor, structure and equipment', () => {
    const c = riflemanHurt();
    type(c.fake, MECHS, cell(MECHS, 'status', mechRow(c.fake, 'Rifleman')), 'Destroyed');
    c.gas.menuRepairList();
    for (const r of listed(c.fake)) tick(c.fake, String(r[0]), String(r[1]));
    newBattle(c);
    expect(riflemanCell(c, 'status')).toBe('Active');
    expect(riflemanCell(c, 'engineHits')).toBe(0);
    expect(listed(c.fake)).toEqual([]);
  });

  it('Repair every mech fully mends every line, priced by the table, and leaves the list empty', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    price(c.fake, 'Critical hit', 50, 10);
    const r = c.gas.startNewBattle({ repair: true, heal: false }) as { ok: boolean; repairs?: string };
    expect(r.repairs).toBe('Rifleman: LA armor (4 points), Engine hits, Medium Laser (LT); cost 50, 10 hours');
    expect(listed(c.fake)).toEqual([]);
  });
});

describe('R-16.6: what is ticked is repaired, the rest carries over', () => {
  it('the left arm armor ticked is mended; the Medium Laser and the engine hit, not ticked, carry into the next battle and stay listed', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    tick(c.fake, 'Rifleman', 'LA armor');
    const r = newBattle(c);
    expect(riflemanCell(c, 'armor.LA')).toBe(FULL_LA);
    expect(riflemanCell(c, 'engineHits')).toBe(1);
    expect(read(c.fake, EQUIPMENT, cell(EQUIPMENT, 'status', c.laser))).toBe('Destroyed');
    expect(r.repairs).toBe('Rifleman: LA armor (4 points); free and instant');
    expect(listed(c.fake)).toEqual([
      ['Rifleman', 'Engine hits', 1, false, 0, 0],
      ['Rifleman', 'Medium Laser (LT)', 1, false, 0, 0],
    ]);
    // The record sheet shows what carried over: the Rifleman's card says its Medium Laser is destroyed.
    const cards = c.fake.book.sheet(CARDS_TAB).getDataRange().getValues();
    const card = cards.findIndex((r) => String(r[0]).indexOf('Rifleman') === 0);
    const lasers = cards.slice(card, card + 28).filter((r) => r[0] === 'Medium Laser');
    expect(lasers.map((r) => r[1])).toContain('Destroyed');
  });

  it('nothing ticked: nothing is repaired, as without a Repairs tab', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    const r = newBattle(c);
    expect(r.repairs).toBeUndefined();
    expect(riflemanCell(c, 'armor.LA')).toBe(FULL_LA - 4);
    expect(listed(c.fake)).toHaveLength(3);
  });
});

describe('R-16.6: the price and time table (blank = free and instant)', () => {
  it('costs and hours are summed from the table: 4 armor points at 2 and ½ hour, a Medium Laser at 100 and 3 hours', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    price(c.fake, 'Armor point', 2, 0.5);
    price(c.fake, 'Equipment item', 100, 3);
    tick(c.fake, 'Rifleman', 'LA armor');
    tick(c.fake, 'Rifleman', 'Medium Laser (LT)');
    const r = newBattle(c);
    expect(read(c.fake, EQUIPMENT, cell(EQUIPMENT, 'status', c.laser))).toBe('OK');
    expect(r.repairs).toBe('Rifleman: LA armor (4 points), Medium Laser (LT); cost 108, 5 hours');
    expect(r.message).toContain(
      'damage and heat kept but for the repairs (Rifleman: LA armor (4 points), Medium Laser (LT); cost 108, 5 hours)',
    );
    expect(String(recordRows(c.fake).slice(-1)[0][8])).toContain(
      'repaired (R-16.6): Rifleman: LA armor (4 points), Medium Laser (LT); cost 108, 5 hours',
    );
  });

  it('a price that is not a number is refused naming its cell, and nothing is written', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    price(c.fake, 'Critical hit', 'lots', '');
    tick(c.fake, 'Rifleman', 'Engine hits');
    const before = dump(c.fake);
    const r = c.gas.startNewBattle({ repair: false, heal: false }) as { ok: boolean; problems: { message: string }[] };
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.message)).toEqual([
      'Repairs!I5: the cost of a repaired Critical hit must be a number 0 or more (blank = free); got "lots"',
    ]);
    expect(dump(c.fake)).toEqual(before);
  });
});

describe('R-16.6: Undo of the new battle restores every cell', () => {
  it('the repairs, the Repairs tab and the rest of the new battle are taken back byte for byte', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    price(c.fake, 'Armor point', 2, 0.5);
    tick(c.fake, 'Rifleman', 'LA armor');
    tick(c.fake, 'Rifleman', 'Engine hits');
    const before = dump(c.fake);
    newBattle(c);
    expect(riflemanCell(c, 'engineHits')).toBe(0);
    const u = c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' });
    expect(u.ok).toBe(true);
    expect(dump(c.fake)).toEqual(before);
  });
});

describe('R-16.6: the repair list is the GM’s', () => {
  it('Protect the campaign makes the Repairs tab editable only by the GM, as the record tabs', () => {
    const c = riflemanHurt();
    c.gas.menuRepairList();
    c.fake.ui.answers.push('YES');
    c.gas.protectCampaign();
    expect(c.fake.ui.alerts.slice(-1)[0].prompt).toMatch(/^Protected for you: .*Pilots, Repairs\./m);
    expect(c.fake.book.sheet(TAB.repairs).getProtections('SHEET')).toHaveLength(1);
  });
});

/** The Equipment row (1-based) of a mech's bin. */
function binRow(fake: FakeServices, mech: string, item: string): number {
  const r = fake.book
    .sheet(TAB.equipment)
    .peekValues()
    .findIndex((row) => row[0] === mech && row[1] === item);
  if (r < 1) throw new Error(`${mech}: no ${item}`);
  return r + 1;
}

const shotsCell = (fake: FakeServices, mech: string, item: string) =>
  cell(EQUIPMENT, 'shots', binRow(fake, mech, item));

/** The demo after a battle that spent shots: the Rifleman's AC/5 bin at 9 of 20, the Griffin's LRM-5 bin at 10 of 24. */
function binsSpent(): Campaign {
  const c = campaign();
  type(c.fake, EQUIPMENT, shotsCell(c.fake, 'Rifleman', 'Ammo (AC/5)'), 9);
  type(c.fake, EQUIPMENT, shotsCell(c.fake, 'Griffin', 'Ammo (LRM-5)'), 10);
  return c;
}

describe('R-19.4 with R-16.6: a bin below full is a line of the repair list', () => {
  it('R-19.4: Repair list lists each bin below full, its points the shots missing, priced by the Ammunition shot row', () => {
    const c = binsSpent();
    c.gas.menuRepairList();
    price(c.fake, 'Ammunition shot', 3, 0.5);
    c.gas.menuRepairList();
    expect(listed(c.fake)).toEqual([
      ['Griffin', 'Ammo (LRM-5) (RT): 10 of 24 shots left', 14, false, 42, 7],
      ['Rifleman', 'Ammo (AC/5) (CT): 9 of 20 shots left', 11, false, 33, 5.5],
    ]);
  });

  it('R-19.4: a ticked bin is refilled, an unticked one carries over — kept on the Equipment tab and the card, listed again; the answer and the Record say which', () => {
    const c = binsSpent();
    c.gas.menuRepairList();
    tick(c.fake, 'Rifleman', 'Ammo (AC/5) (CT): 9 of 20 shots left');
    const before = dump(c.fake);
    const r = newBattle(c) as ReturnType<typeof newBattle> & { refilled: number; carriedOver: string[] };
    expect(read(c.fake, EQUIPMENT, shotsCell(c.fake, 'Rifleman', 'Ammo (AC/5)'))).toBe(20);
    expect(read(c.fake, EQUIPMENT, shotsCell(c.fake, 'Griffin', 'Ammo (LRM-5)'))).toBe(10);
    expect(r.refilled).toBe(1);
    expect(r.carriedOver).toEqual(["Griffin's Ammo (LRM-5) (RT), 10 of 24 shots left"]);
    const said = "1 ammunition bin refilled, 1 carried over (R-19.4): Griffin's Ammo (LRM-5) (RT), 10 of 24 shots left";
    expect(r.message).toContain(said);
    expect(r.repairs).toBe('Rifleman: Ammo (AC/5) (CT) (11 shots); free and instant');
    const record = String(recordRows(c.fake).slice(-1)[0][8]);
    expect(record).toContain('repaired (R-16.6): Rifleman: Ammo (AC/5) (CT) (11 shots); free and instant');
    expect(record).toContain(said);
    expect(listed(c.fake)).toEqual([['Griffin', 'Ammo (LRM-5) (RT): 10 of 24 shots left', 14, false, 0, 0]]);
    // The Griffin's card counts the shots it carries into the battle.
    const cards = c.fake.book.sheet(CARDS_TAB).getDataRange().getValues().flat().map(String);
    expect(cards.some((t) => t.indexOf('LRM-5') >= 0 && t.indexOf('(10 shots)') >= 0)).toBe(true);
    // Undo of the new battle puts the shots back with the rest.
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(dump(c.fake)).toEqual(before);
  });

  it('R-19.4: a ticked bin is refilled to full even if shots were spent after the list was written; its destroyed line is another line', () => {
    const c = binsSpent();
    const bin = binRow(c.fake, 'Rifleman', 'Ammo (AC/5)');
    type(c.fake, EQUIPMENT, cell(EQUIPMENT, 'status', bin), 'Destroyed');
    c.gas.menuRepairList();
    tick(c.fake, 'Rifleman', 'Ammo (AC/5) (CT): 9 of 20 shots left');
    type(c.fake, EQUIPMENT, cell(EQUIPMENT, 'shots', bin), 4);
    newBattle(c);
    expect(read(c.fake, EQUIPMENT, cell(EQUIPMENT, 'shots', bin))).toBe(20);
    expect(read(c.fake, EQUIPMENT, cell(EQUIPMENT, 'status', bin))).toBe('Destroyed');
    expect(listed(c.fake).filter((r) => r[0] === 'Rifleman')).toEqual([
      ['Rifleman', 'Ammo (AC/5) (CT)', 1, false, 0, 0],
    ]);
  });

  it('R-19.2: an empty bin not rearmed stays empty: its weapon on an attack line is a problem, as after the round that emptied it', () => {
    const c = campaign();
    type(c.fake, EQUIPMENT, shotsCell(c.fake, 'Rifleman', 'Ammo (AC/5)'), 0);
    c.gas.menuRepairList();
    newBattle(c);
    expect(read(c.fake, EQUIPMENT, shotsCell(c.fake, 'Rifleman', 'Ammo (AC/5)'))).toBe(0);
    type(c.fake, ATTACKS, 'A3', 'Rifleman');
    type(c.fake, ATTACKS, 'B3', 'Griffin');
    type(c.fake, ATTACKS, 'C3', 'AC/5');
    const refused = c.gas.resolveRound(1);
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p: { message: string }) => p.message)).toContain(
      "Attacks!C3: Weapons: Rifleman's AC/5: no shots left in its bins (R-19.2)",
    );
  });

  it('R-19.4: Repair every mech fully refills every bin, as a campaign without a Repairs tab does', () => {
    const c = binsSpent();
    c.gas.menuRepairList();
    const r = c.gas.startNewBattle({ repair: true, heal: false }) as { ok: boolean; refilled: number; message: string };
    expect(read(c.fake, EQUIPMENT, shotsCell(c.fake, 'Rifleman', 'Ammo (AC/5)'))).toBe(20);
    expect(read(c.fake, EQUIPMENT, shotsCell(c.fake, 'Griffin', 'Ammo (LRM-5)'))).toBe(24);
    expect(r.refilled).toBe(2);
    expect(r.message).toContain('every ammunition bin full (2 bins refilled, R-19.4)');
    expect(listed(c.fake)).toEqual([]);
    const without = binsSpent();
    expect(newBattle(without).message).toContain('every ammunition bin full (2 bins refilled, R-19.4)');
    expect(read(without.fake, EQUIPMENT, shotsCell(without.fake, 'Griffin', 'Ammo (LRM-5)'))).toBe(24);
  });

  it('R-16.6: shots are no damage — the destroyed Rifleman, every damage line ticked but its bin, is back in service with its bin carried over', () => {
    const c = riflemanHurt();
    type(c.fake, MECHS, cell(MECHS, 'status', mechRow(c.fake, 'Rifleman')), 'Destroyed');
    type(c.fake, EQUIPMENT, shotsCell(c.fake, 'Rifleman', 'Ammo (AC/5)'), 9);
    c.gas.menuRepairList();
    for (const r of listed(c.fake)) if (String(r[1]).indexOf('Ammo') !== 0) tick(c.fake, String(r[0]), String(r[1]));
    newBattle(c);
    expect(riflemanCell(c, 'status')).toBe('Active');
    expect(listed(c.fake)).toEqual([['Rifleman', 'Ammo (AC/5) (CT): 9 of 20 shots left', 11, false, 0, 0]]);
  });

  it('R-16.6: a Repairs tab of an older Gator gains the Ammunition shot price row at the next Repair list, the GM’s prices kept', () => {
    const c = binsSpent();
    const sheet = c.fake.book.insertSheet(TAB.repairs);
    sheet.getRange(1, 1, 5, 10).setValues([
      ['Mech', 'Repair', 'Points', 'Repair it', 'Cost', 'Hours', '', 'Price per', 'Cost each', 'Hours each'],
      ['', '', '', '', '', '', '', 'Armor point', 2, 0.5],
      ['', '', '', '', '', '', '', 'Structure point', 5, 1],
      ['', '', '', '', '', '', '', 'Equipment item', 100, 3],
      ['', '', '', '', '', '', '', 'Critical hit', 50, 10],
    ]);
    c.gas.menuRepairList();
    const table = sheet.getRange('H1:J6').getValues();
    expect(table).toEqual([
      ['Price per', 'Cost each', 'Hours each'],
      ['Armor point', 2, 0.5],
      ['Structure point', 5, 1],
      ['Equipment item', 100, 3],
      ['Critical hit', 50, 10],
      ['Ammunition shot', '', ''],
    ]);
    // Blank: free and instant.
    expect(listed(c.fake).map((r) => r.slice(4))).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('R-16.6: Set up campaign gives an older Repairs tab its Ammunition shot row too, below a price row the GM added', () => {
    const c = binsSpent();
    const sheet = c.fake.book.insertSheet(TAB.repairs);
    const header = [
      'Mech',
      'Repair',
      'Points',
      'Repair it',
      'Cost',
      'Hours',
      '',
      'Price per',
      'Cost each',
      'Hours each',
    ];
    const older = [
      ['Rifleman', 'LA armor', 4, true, 8, 2, '', 'Armor point', 2, 0.5],
      ['', '', '', '', '', '', '', 'Structure point', 5, 1],
      ['', '', '', '', '', '', '', 'Equipment item', 100, 3],
      ['', '', '', '', '', '', '', 'Critical hit', 50, 10],
      ['', '', '', '', '', '', '', '', 7, ''],
      ['', '', '', '', '', '', '', 'Paint (GM)', 1, 1],
    ];
    sheet.getRange(1, 1, 7, 10).setValues([header, ...older]);
    c.gas.setupCampaign();
    expect(sheet.getRange('A2:J8').getValues()).toEqual([
      ...older,
      ['', '', '', '', '', '', '', 'Ammunition shot', '', ''],
    ]);
  });
});
