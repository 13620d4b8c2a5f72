// Set up on an existing Rules tab adds each setting it lacks in the first row whose Setting, Value and Notes are all
// blank, else at the bottom — never over a cell the GM typed — with its default and its note.
import { describe, expect, it } from 'vitest';
import { withMissingSettings } from '../../src/sheet/setup/missingSettings';
import { SETTINGS } from '../../src/sheet/schema/settings';

/** A Rules tab with every setting but `lacking`, in the demo's three columns, the heat scale left out. */
function rulesWithout(lacking: readonly string[], extra: readonly (readonly unknown[])[]): unknown[][] {
  const rows = SETTINGS.filter((s) => !lacking.includes(s.name)).map((s) => [s.name, s.defaultValue, s.notes]);
  return [['Setting', 'Value', 'Notes'], ...rows, ...extra.map((r) => r.slice())];
}

const spec = (name: string) => {
  const s = SETTINGS.find((x) => x.name === name);
  if (!s) throw new Error(`no setting ${name}`);
  return s;
};

describe('a row is free for a missing setting only when its Setting, Value and Notes are all blank', () => {
  it('a row holding only a Value, or only a Note, the GM typed is kept; the setting goes in the blank row after them', () => {
    const values = rulesWithout(
      ['Round'],
      [
        ['', 'keep me', ''],
        ['', '', 'my note'],
        ['', '', ''],
      ],
    );
    const result = withMissingSettings(values);
    const round = spec('Round');
    expect(result?.added).toEqual(['Round']);
    expect(result?.grid.slice(-3)).toEqual([
      ['', 'keep me', ''],
      ['', '', 'my note'],
      ['Round', round.defaultValue, round.notes],
    ]);
  });

  it('without a Notes column, a row with Setting and Value blank is free, and no note is written anywhere', () => {
    const values = rulesWithout(['Round'], [['', '', '']]).map((r) => r.slice(0, 2));
    const result = withMissingSettings(values);
    expect(result?.grid.at(-1)).toEqual(['Round', spec('Round').defaultValue]);
  });
});

describe('a missing setting with no free row goes on a new row at the bottom', () => {
  it("a new row is as wide as the Notes column, the GM's column between Value and Notes left blank", () => {
    // The GM put a column of their own between Value and Notes: Gator reads by header.
    const values = [
      ['Setting', 'Value', 'Mine', 'Notes'],
      ...SETTINGS.filter((s) => s.name !== 'Round' && s.name !== 'Battle').map((s) => [
        s.name,
        s.defaultValue,
        'x',
        s.notes,
      ]),
    ];
    const result = withMissingSettings(values);
    expect(result?.added).toEqual(['Round', 'Battle']);
    expect(result?.grid.slice(-2)).toEqual([
      ['Round', spec('Round').defaultValue, '', spec('Round').notes],
      ['Battle', spec('Battle').defaultValue, '', spec('Battle').notes],
    ]);
    expect(result?.grid.length).toBe(values.length + 2);
  });
});
