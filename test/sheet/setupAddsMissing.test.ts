// Set up on an existing campaign adds what a tab lacks — a Rules setting, a standard weapon, a roster pilot
// — and nothing else: a tab that lacks nothing, or whose header cannot be read, is left alone.
import { describe, expect, it } from 'vitest';
import { STANDARD_WEAPONS } from '../../src/rules/charts/weapons';
import { withMissingSettings } from '../../src/sheet/setup/missingSettings';
import { withMissingWeapons } from '../../src/sheet/setup/missingWeapons';
import { pilotsWithMechPilots } from '../../src/sheet/setup/pilotRoster';
import { SETTINGS } from '../../src/sheet/schema/settings';
import { addRow, colOf, demo } from './fixtures';

describe('Rules settings a campaign lacks', () => {
  it('a Rules tab with every setting, whatever the case or apostrophes of its names, gains none', () => {
    const rules = demo().Rules;
    expect(rules.some((r) => r[0] === "Players' advantage")).toBe(true);
    expect(withMissingSettings(rules)).toBeUndefined();
    const col = colOf({ Rules: rules }, 'Rules', 'Setting');
    const respelled = rules.map((r, i) =>
      i === 0 ? r : r.map((c, j) => (j === col ? String(c).toUpperCase().replace(/'/g, '') : c)),
    );
    expect(withMissingSettings(respelled)).toBeUndefined();
  });

  it('a Rules tab lacking one setting gains exactly that one, at its default, in the first free row', () => {
    const rules = demo().Rules;
    const round = rules.findIndex((r) => r[0] === 'Round');
    const without = rules.filter((_, i) => i !== round);
    // The first row with Setting, Value and Notes blank: the heat scale beside it is kept.
    const free = without.findIndex((r, i) => i > 0 && r[0] === '' && r[1] === '' && r[2] === '');
    expect(free).toBeGreaterThan(0);
    const result = withMissingSettings(without);
    expect(result?.added).toEqual(['Round']);
    const spec = SETTINGS.find((s) => s.name === 'Round');
    expect(result?.grid).toEqual(
      without.map((r, i) => (i === free ? ['Round', spec?.defaultValue, spec?.notes, ...r.slice(3)] : r)),
    );
  });

  it('a Rules tab whose header cannot be read is left alone', () => {
    expect(
      withMissingSettings([
        ['Setting', 'Notes'],
        ['Round', ''],
      ]),
    ).toBeUndefined();
    expect(withMissingSettings([])).toBeUndefined();
  });
});

describe('R-18.1: standard weapons a Catalog lacks', () => {
  it('a Catalog with every standard weapon gains none', () => {
    const catalog = demo().Catalog;
    expect(withMissingWeapons(catalog, STANDARD_WEAPONS)).toBeUndefined();
  });

  it('a Catalog lacking one gains that one under its last row', () => {
    const catalog = demo().Catalog.filter((r) => r[0] !== 'PPC');
    const result = withMissingWeapons(catalog, STANDARD_WEAPONS);
    expect(result?.added).toEqual(['PPC']);
    expect(result?.grid.slice(0, -1)).toEqual(catalog);
    expect(result?.grid.at(-1)?.slice(0, 7)).toEqual(['PPC', 10, 10, 3, 6, 12, 18]);
  });

  it('a Catalog whose header cannot be read is left alone', () => {
    expect(
      withMissingWeapons(
        [
          ['Damage', 'Heat'],
          [5, 3],
        ],
        STANDARD_WEAPONS,
      ),
    ).toBeUndefined();
  });
});

describe('R-16.1: pilots of the Mechs tab the roster lacks', () => {
  it('a roster holding every pilot of the Mechs tab gains none', () => {
    const tabs = demo();
    expect(pilotsWithMechPilots(tabs.Pilots, tabs.Mechs)).toBeUndefined();
  });

  it('a new pilot goes under the last row in use, not below the blank rows after it', () => {
    const tabs = demo();
    addRow(tabs, 'Mechs', { Name: 'Wasp', Pilot: 'Rookie', Gunnery: 4, Piloting: 5 });
    const blank = tabs.Pilots[0].map(() => '');
    tabs.Pilots.push(blank.slice(), blank.slice());
    const grid = pilotsWithMechPilots(tabs.Pilots, tabs.Mechs);
    expect(grid).toHaveLength(7);
    expect(grid?.[5]?.slice(0, 7)).toEqual(['Rookie', '', '', 4, 5, 0, 'Active']);
    expect(grid?.[6]).toEqual(blank);
  });

  it('the header row is nobody: a pilot the Mechs tab calls "Name" is added like any other', () => {
    const tabs = demo();
    addRow(tabs, 'Mechs', { Name: 'Wasp', Pilot: 'Name' });
    expect(pilotsWithMechPilots(tabs.Pilots, tabs.Mechs)?.[5]?.[0]).toBe('Name');
  });

  it('a Pilots tab without a Name column is left alone: there is nowhere to write the names', () => {
    const tabs = demo();
    addRow(tabs, 'Mechs', { Name: 'Wasp', Pilot: 'Rookie' });
    const pilots = tabs.Pilots.map((r) => r.slice(1));
    expect(pilotsWithMechPilots(pilots, tabs.Mechs)).toBeUndefined();
  });
});
