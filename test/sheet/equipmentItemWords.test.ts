// The Equipment tab's Item cell (docs/sheet-layout.md, Equipment): a Catalog weapon, a heat sink (1) or double
// heat sink (2), a jump jet, a bin of ammunition for a weapon that uses it — by a ton or half a ton —
// or `Other: …`; every other word is refused with what it must be and the nearest name.
import { describe, expect, it } from 'vitest';
import { catalogOf, STANDARD_CATALOG, STANDARD_WEAPONS } from '../../src/rules/charts/weapons';
import { halfBinName, parseItem } from '../../src/sheet/read/equipment';

const item = (text: string) => parseItem(text, STANDARD_CATALOG);

const ITEM_WORDS = 'a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description';

describe('Other: anything a critical hit may destroy', () => {
  it('the description after the colon is the name, trimmed, however "Other" is cased or spaced', () => {
    expect(item('  Other: Targeting Computer  ')).toEqual({
      ok: true,
      item: { name: 'Targeting Computer', kind: 'other' },
    });
    expect(item('OTHER  :   Cockpit Armor ')).toEqual({ ok: true, item: { name: 'Cockpit Armor', kind: 'other' } });
  });

  it('"Other" must open the cell, and a colon with nothing after it names nothing', () => {
    expect(item('Another: Gizmo').ok).toBe(false);
    expect(item('Other:').ok).toBe(false);
    expect(item('Other: ').ok).toBe(false);
  });
});

describe('heat sinks and jump jets, any case and spacing', () => {
  it('Heat Sink, Heat Sinks, heatsink, HEAT  SINK all sink 1', () => {
    for (const text of ['Heat Sink', 'Heat Sinks', 'heatsink', ' HEAT  SINK ']) {
      expect(item(text)).toEqual({ ok: true, item: { name: 'Heat Sink', kind: 'heatSink', capacity: 1 } });
    }
  });

  it('Double Heat Sink, double heatsinks sink 2', () => {
    for (const text of ['Double Heat Sink', 'double heatsinks', 'DOUBLE HEAT SINKS']) {
      expect(item(text)).toEqual({ ok: true, item: { name: 'Double Heat Sink', kind: 'heatSink', capacity: 2 } });
    }
  });

  it('Jump Jet, Jump Jets, jumpjet are a jump jet', () => {
    for (const text of ['Jump Jet', 'Jump Jets', 'jumpjet']) {
      expect(item(text)).toEqual({ ok: true, item: { name: 'Jump Jet', kind: 'jumpJet' } });
    }
  });

  it('the words must be the whole cell: a heat sink with more before or after it is not one', () => {
    for (const text of [
      'Heat Sink 2',
      'Big Heat Sink',
      'Jump Jet Pack',
      'Old Jump Jet',
      'Double Heat Sink x',
      'a Double Heat Sink',
    ]) {
      expect(item(text).ok, text).toBe(false);
    }
  });
});

describe('R-19.1 a bin of ammunition names its weapon', () => {
  const ton = (weapon: string) => ({ ok: true, item: { name: `Ammo (${weapon})`, kind: 'ammo', ammoFor: weapon } });

  it('Ammo (LRM-5), ammo(lrm 5), Ammo: LRM-5, Ammo LRM5 and LRM-5 Ammo are all a ton for the LRM-5', () => {
    for (const text of [
      'Ammo (LRM-5)',
      'ammo(lrm 5)',
      ' Ammo ( LRM-5 ) ',
      'Ammo: LRM-5',
      'AMMO LRM5',
      'LRM-5 Ammo',
      'lrm 5  AMMO',
    ]) {
      expect(item(text), text).toEqual(ton('LRM-5'));
    }
  });

  it("half a ton, said after the bin or before it, holds the weapon's half bin", () => {
    const half = {
      ok: true,
      item: { name: 'Ammo (Machine Gun) (half)', kind: 'ammo', ammoFor: 'Machine Gun', half: true },
    };
    for (const text of [
      'Ammo (Machine Gun) (half)',
      'Ammo (Machine Gun) ( Half Ton )',
      'Ammo (Machine Gun)(HALF)',
      'Machine Gun Ammo - Half',
      'Machine Gun Ammo, half ton',
      'Machine Gun Ammo half',
      'Half Machine Gun Ammo',
      'half ton of Ammo (Machine Gun)',
      'Half Ton Machine Gun Ammo',
    ]) {
      expect(item(text), text).toEqual(half);
    }
    expect(halfBinName('SRM-2')).toBe('Ammo (SRM-2) (half)');
  });

  it('a bin with no half mark is a whole ton', () => {
    expect(item('Ammo (Machine Gun)')).toEqual(ton('Machine Gun'));
    expect(item('Ammo (Machine Gun) ')).toEqual(ton('Machine Gun'));
  });

  it('"half" on an item that is no bin does not make it one', () => {
    expect(item('Half Medium Laser')).toEqual({
      ok: false,
      message: `Item must be ${ITEM_WORDS}, got "Half Medium Laser" (not a weapon of the Catalog)`,
    });
  });

  it('ammunition for a weapon the Catalog lacks names the nearest weapon that uses ammunition', () => {
    expect(item('Ammo (Gaus Rifle)')).toEqual({
      ok: false,
      message:
        'Item "Ammo (Gaus Rifle)" is ammunition for "Gaus Rifle", which is not a weapon of the Catalog — did you mean Gauss Rifle?',
    });
    // The Medium Laser is one letter away, but it fires no ammunition: no bin is meant for it.
    expect(item('Ammo (Medium Lasr)')).toEqual({
      ok: false,
      message: 'Item "Ammo (Medium Lasr)" is ammunition for "Medium Lasr", which is not a weapon of the Catalog',
    });
    expect(item('Ammo (Zap Gun)')).toEqual({
      ok: false,
      message: 'Item "Ammo (Zap Gun)" is ammunition for "Zap Gun", which is not a weapon of the Catalog',
    });
  });

  it('a weapon that uses no ammunition has no bin', () => {
    expect(item('Ammo (Medium Laser)')).toEqual({
      ok: false,
      message: 'Item "Ammo (Medium Laser)": the Medium Laser uses no ammunition (Catalog: Ammo No)',
    });
    expect(item('Medium Laser Ammo (half)')).toEqual({
      ok: false,
      message: 'Item "Medium Laser Ammo (half)": the Medium Laser uses no ammunition (Catalog: Ammo No)',
    });
  });
});

describe('a Catalog weapon by its obvious spellings', () => {
  it('medium laser, LRM5 and ac 20 name the Catalog weapon, spelled as the Catalog spells it', () => {
    expect(item(' medium laser ')).toEqual({ ok: true, item: { name: 'Medium Laser', kind: 'weapon' } });
    expect(item('LRM5')).toEqual({ ok: true, item: { name: 'LRM-5', kind: 'weapon' } });
    expect(item('ac 20')).toEqual({ ok: true, item: { name: 'AC/20', kind: 'weapon' } });
  });

  it('a word that is none of them says what an Item must be, and the nearest name, weapon or not', () => {
    expect(item('Heat Snk')).toEqual({
      ok: false,
      message: `Item must be ${ITEM_WORDS}, got "Heat Snk" (not a weapon of the Catalog) — did you mean Heat Sink?`,
    });
    expect(item('Jump Jett')).toEqual({
      ok: false,
      message: `Item must be ${ITEM_WORDS}, got "Jump Jett" (not a weapon of the Catalog) — did you mean Jump Jet?`,
    });
    expect(item('Medium Lazer')).toEqual({
      ok: false,
      message: `Item must be ${ITEM_WORDS}, got "Medium Lazer" (not a weapon of the Catalog) — did you mean Medium Laser?`,
    });
    expect(item('Flux Capacitor')).toEqual({
      ok: false,
      message: `Item must be ${ITEM_WORDS}, got "Flux Capacitor" (not a weapon of the Catalog)`,
    });
  });
});

describe('the words of an Item are read only where they stand', () => {
  it('Other: with no space after the colon is still a description', () => {
    expect(item('Other:Searchlight')).toEqual({ ok: true, item: { name: 'Searchlight', kind: 'other' } });
  });

  it('ammunition words with more before or after them name no bin', () => {
    for (const text of [
      'Spare Ammo (LRM-5)',
      'Ammo (LRM-5) spare',
      'Spare Ammo LRM-5',
      'LRM-5 Ammo Bin',
      'Ammo half (Machine Gun)',
      'Machine Gun Ammo Halfway',
    ]) {
      expect(item(text).ok, text).toBe(false);
    }
  });

  it('Ammo, a spaced colon, then the weapon is a bin: Ammo : LRM-5', () => {
    expect(item('Ammo : LRM-5')).toEqual({ ok: true, item: { name: 'Ammo (LRM-5)', kind: 'ammo', ammoFor: 'LRM-5' } });
  });

  it('half a ton however it is spaced or joined: (half  ton), -half, half  ton, Half  ton …', () => {
    for (const text of [
      'Ammo (Machine Gun) (half  ton)',
      'Machine Gun Ammo-half',
      'Machine Gun Ammo, half  ton',
      'Half  ton Machine Gun Ammo',
    ]) {
      expect(item(text), text).toEqual({
        ok: true,
        item: { name: 'Ammo (Machine Gun) (half)', kind: 'ammo', ammoFor: 'Machine Gun', half: true },
      });
    }
  });

  it('a double heat sink mistyped is offered the double heat sink', () => {
    expect(item('Double Heat Snk')).toEqual({
      ok: false,
      message: `Item must be ${ITEM_WORDS}, got "Double Heat Snk" (not a weapon of the Catalog) — did you mean Double Heat Sink?`,
    });
  });

  it('spaces inside the brackets do not make an exact name ambiguous beside a house AC-5', () => {
    // A house AC-5 shares the standard AC/5's spelling: only the exact name, spaces trimmed, tells them apart.
    const house = catalogOf([...STANDARD_WEAPONS, { ...STANDARD_CATALOG['AC/5'], name: 'AC-5' }]);
    expect(parseItem('Ammo ( AC/5 )', house)).toEqual({
      ok: true,
      item: { name: 'Ammo (AC/5)', kind: 'ammo', ammoFor: 'AC/5' },
    });
    expect(parseItem(' AC-5 ', house)).toEqual({ ok: true, item: { name: 'AC-5', kind: 'weapon' } });
  });
});
