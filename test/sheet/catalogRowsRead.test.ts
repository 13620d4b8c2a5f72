// the Catalog tab over the standard weapons. A house weapon is read cell for cell; a row with a standard
// weapon's exact name replaces it, its blank To-hit, Rule, Direct fire and Shots per ton keeping the standard's own;
// a bad cell is reported on its cell and leaves the row off the catalog.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { readCatalog } from '../../src/sheet/read/catalog';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo } from './fixtures';

const HEADERS = demo().Catalog[0] as string[];

/** The catalog read from a Catalog tab of only these rows (header → value), with the problems found. */
function read(...rows: Record<string, unknown>[]) {
  const grid = [HEADERS, ...rows.map((cells) => HEADERS.map((h) => cells[h] ?? ''))];
  const problems = new SheetProblems();
  const catalog = readCatalog({ Catalog: grid }, problems);
  return { catalog, messages: problems.list.map((p) => p.message), codes: problems.list.map((p) => p.code) };
}

/** A house weapon no standard name resembles, every required cell valid. */
const rod = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  Weapon: 'Thunder Rod',
  Damage: 2,
  Heat: 1,
  Short: 3,
  Medium: 6,
  Long: 9,
  Ammo: 'No',
  ...changes,
});

describe('R-18.1 a house weapon, cell for cell', () => {
  it('every column typed lands in the weapon', () => {
    const { catalog, messages } = read(
      rod({
        'Min range': 2,
        Missiles: 10,
        'Missiles per group': 5,
        Ammo: 'Yes',
        'Heats target': 'Yes',
        'To-hit': -1,
        Rule: 'streak',
        'Direct fire': 'Yes',
        'Shots per ton': 12,
      }),
    );
    expect(messages).toEqual([]);
    expect(catalog['Thunder Rod']).toEqual({
      name: 'Thunder Rod',
      damage: 2,
      heat: 1,
      minRange: 2,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: true,
      cluster: { size: 10, missilesPerGroup: 5 },
      heatsTarget: true,
      toHit: -1,
      rule: 'Streak',
      directFire: true,
      shotsPerTon: 12,
    });
  });

  it('the optional columns left blank: no minimum range, no modifier, no ruling, not direct fire, not counted', () => {
    const { catalog, messages } = read(rod({ Ammo: '' }));
    expect(messages).toEqual([]);
    expect(catalog['Thunder Rod']).toStrictEqual({
      name: 'Thunder Rod',
      damage: 2,
      heat: 1,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: false,
    });
  });

  it('No in Heats target and Direct fire, None in Rule and 0 in To-hit add nothing', () => {
    const { catalog } = read(rod({ 'Heats target': 'No', 'Direct fire': 'No', Rule: 'None', 'To-hit': 0 }));
    expect(catalog['Thunder Rod']).toEqual({
      name: 'Thunder Rod',
      damage: 2,
      heat: 1,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: false,
    });
  });

  it('the brackets may be equal: Short 3, Medium 3, Long 3', () => {
    const { catalog, messages } = read(rod({ Short: 3, Medium: 3, Long: 3 }));
    expect(messages).toEqual([]);
    expect([catalog['Thunder Rod'].short, catalog['Thunder Rod'].medium, catalog['Thunder Rod'].long]).toEqual([
      3, 3, 3,
    ]);
  });

  it('the standard weapons stand beside the house ones; no Catalog tab is the standard catalog', () => {
    const { catalog } = read(rod());
    expect(catalog['Medium Laser']).toEqual(STANDARD_CATALOG['Medium Laser']);
    expect(Object.keys(catalog)).toEqual([...Object.keys(STANDARD_CATALOG), 'Thunder Rod']);
    const problems = new SheetProblems();
    expect(readCatalog({}, problems)).toEqual(STANDARD_CATALOG);
    expect(problems.list).toEqual([]);
  });
});

describe("R-18.1 a standard weapon's row replaces it", () => {
  const standardRow = (name: string, changes: Record<string, unknown> = {}) => {
    const w = STANDARD_CATALOG[name];
    return {
      Weapon: name,
      Damage: w.damage,
      Heat: w.heat,
      'Min range': w.minRange,
      Short: w.short,
      Medium: w.medium,
      Long: w.long,
      Ammo: w.usesAmmo ? 'Yes' : 'No',
      ...changes,
    };
  };

  it("blank ruling cells keep the standard's own: the Medium Pulse Laser's -2 and direct fire", () => {
    const { catalog, messages } = read(standardRow('Medium Pulse Laser', { Heat: 5 }));
    expect(messages).toEqual([]);
    expect(catalog['Medium Pulse Laser']).toEqual({ ...STANDARD_CATALOG['Medium Pulse Laser'], heat: 5 });
    expect(catalog['Medium Pulse Laser'].toHit).toBe(-2);
  });

  it("typed ruling cells are the GM's: no Ultra ruling, +1, not direct fire, 10 shots a ton", () => {
    const { catalog } = read(
      standardRow('Ultra AC/5', { Rule: 'None', 'To-hit': 1, 'Direct fire': 'No', 'Shots per ton': 10 }),
    );
    const { rule: _rule, directFire: _direct, ...rest } = STANDARD_CATALOG['Ultra AC/5'];
    expect(catalog['Ultra AC/5']).toEqual({ ...rest, toHit: 1, shotsPerTon: 10 });
  });

  it('the Snub-Nose PPC keeps its damage by range bracket at its own Damage, and loses it at another', () => {
    const same = read(standardRow('Snub-Nose PPC')).catalog['Snub-Nose PPC'];
    expect(same.damageByBand).toEqual([10, 8, 5]);
    const changed = read(standardRow('Snub-Nose PPC', { Damage: 12 })).catalog['Snub-Nose PPC'];
    expect(changed.damage).toBe(12);
    expect('damageByBand' in changed).toBe(false);
  });

  it('another spelling of a standard name is refused, not taken for a house weapon', () => {
    const { catalog, messages, codes } = read(rod({ Weapon: 'medium laser', Damage: 9 }));
    expect(messages).toEqual([
      'Catalog!A2: "medium laser" is another spelling of the standard Medium Laser; write Medium Laser to change it, or give a house weapon its own name',
    ]);
    expect(codes).toEqual(['sheet/weapon_spelling']);
    expect(catalog['Medium Laser']).toEqual(STANDARD_CATALOG['Medium Laser']);
    expect(catalog['medium laser']).toBeUndefined();
  });

  it('a house weapon listed again in another spelling names its first row; the first stands', () => {
    const { catalog, messages, codes } = read(rod(), rod({ Weapon: 'thunder rod', Damage: 7 }));
    expect(messages).toEqual(['Catalog!A3: "thunder rod" is listed twice (also on row 2); keep one']);
    expect(codes).toEqual(['sheet/duplicate_weapon']);
    expect(catalog['Thunder Rod'].damage).toBe(2);
  });
});

describe('a bad Catalog cell leaves its row off the catalog', () => {
  const refused = (changes: Record<string, unknown>) => {
    const { catalog, messages } = read(rod(changes));
    expect(catalog['Thunder Rod']).toBeUndefined();
    return messages;
  };

  it('each bad cell says what it must be', () => {
    expect(refused({ Damage: -1 })).toEqual(['Catalog!B2: Damage must be a whole number 0 or more, got -1']);
    expect(refused({ Heat: 'hot' })).toEqual(['Catalog!C2: Heat must be a whole number 0 or more, got "hot"']);
    expect(refused({ 'Min range': -1 })).toEqual(['Catalog!D2: Min range must be a whole number 0 or more, got -1']);
    expect(refused({ Short: 0 })).toEqual(['Catalog!E2: Short must be a whole number 1 or more, got 0']);
    expect(refused({ Medium: 0 })).toEqual(['Catalog!F2: Medium must be a whole number 1 or more, got 0']);
    expect(refused({ Long: '' })).toEqual(['Catalog!G2: Long must be a whole number 1 or more, got nothing']);
    expect(refused({ Ammo: 'Maybe' })).toEqual(['Catalog!J2: Ammo must be Yes or No, got "Maybe"']);
    expect(refused({ 'Heats target': 'Maybe' })).toEqual(['Catalog!K2: Heats target must be Yes or No, got "Maybe"']);
  });

  it('R-2.1 brackets: a Medium below Short is refused on the Medium cell', () => {
    expect(refused({ Short: 4, Medium: 3, Long: 9 })).toEqual(['Catalog!F2: Medium must be at least Short (4), got 3']);
  });

  it('R-8.3: Missiles out of 1–40, or a per-group count below 1, is refused; 40 is a size', () => {
    expect(refused({ Missiles: 41, 'Missiles per group': 5 })).toEqual([
      'Catalog!H2: Missiles must be a whole number from 1 to 40, got 41',
    ]);
    expect(refused({ Missiles: 10, 'Missiles per group': 0 })).toEqual([
      'Catalog!I2: Missiles per group must be a whole number 1 or more, got 0',
    ]);
    expect(read(rod({ Missiles: 40, 'Missiles per group': 5 })).catalog['Thunder Rod'].cluster).toEqual({
      size: 40,
      missilesPerGroup: 5,
    });
  });

  it('R-18.1 ruling cells: To-hit out of -4–4, a Rule of no family, a Direct fire not Yes or No, no shots a ton', () => {
    expect(refused({ 'To-hit': 5 })).toEqual(['Catalog!L2: To-hit must be a whole number from -4 to 4, got 5']);
    expect(refused({ 'To-hit': -5 })).toEqual(['Catalog!L2: To-hit must be a whole number from -4 to 4, got -5']);
    expect(refused({ Rule: 'Laser' })[0]).toMatch(
      /^Catalog!M2: Rule must be Streak, Ultra, Rotary, LB-X, Gauss or None/,
    );
    expect(refused({ 'Direct fire': 'Maybe' })).toEqual(['Catalog!N2: Direct fire must be Yes or No, got "Maybe"']);
    expect(refused({ 'Shots per ton': 0 })).toEqual([
      'Catalog!O2: Shots per ton must be a whole number 1 or more, got 0',
    ]);
  });

  it('a blank name is refused and the rest of its row is still checked; the row adds no weapon', () => {
    expect(read(rod({ Weapon: '', Damage: 'x' })).messages).toEqual([
      'Catalog!A2: Weapon must not be blank',
      'Catalog!B2: Damage must be a whole number 0 or more, got "x"',
    ]);
    expect(Object.keys(read(rod({ Weapon: '' })).catalog)).toEqual(Object.keys(STANDARD_CATALOG));
  });

  it('a cell showing an error value is its only problem', () => {
    const { messages } = read(rod({ Damage: '#REF!' }));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Catalog!B2: the cell shows #REF!/);
  });

  it('a Long below Medium, or a salvo the cluster table lacks, leaves the row off', () => {
    expect(refused({ Medium: 6, Long: 4 })).toEqual(['Catalog!G2: Long must be at least Medium (6), got 4']);
    expect(refused({ Missiles: 35, 'Missiles per group': 5 })).toHaveLength(1);
  });

  it('Missiles per group without Missiles makes no rack', () => {
    const { catalog, messages } = read(rod({ 'Missiles per group': 5 }));
    expect(messages).toEqual([]);
    expect('cluster' in catalog['Thunder Rod']).toBe(false);
  });
});
