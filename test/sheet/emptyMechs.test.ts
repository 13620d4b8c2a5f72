// A Mechs tab with no mech, while other tabs name mechs: one problem that says so, not one per row naming a mech.
// Also the did-you-means of a mistyped hex and a mistyped SRM mode.
import { describe, expect, it } from 'vitest';
import { STANDARD_WEAPONS } from '../../src/rules/charts/weapons';
import { readWeaponMode } from '../../src/sheet/read/weaponModes';
import { demo, set, type Sheets, messages } from './fixtures';

/** The demo with no mech on the Mechs tab and no Equipment or Attacks rows. */
function empty(): Sheets {
  const tabs = demo();
  for (const tab of ['Mechs', 'Equipment', 'Attacks']) tabs[tab] = [tabs[tab][0]];
  return tabs;
}

describe('the Mechs tab has no mech', () => {
  it('one Attacks row naming two mechs: "1 Attacks row"', () => {
    const tabs = empty();
    tabs.Attacks.push(['Atlas', 'Zeus', 'All', '', '', '', '', '', '']);
    expect(messages(tabs)).toEqual([
      'Mechs!A2: the Mechs tab has no mech, yet 1 Attacks row names Atlas and Zeus — fill in the Mechs tab, one row per mech',
    ]);
  });

  it('more than six mechs named: the first five, and how many more', () => {
    const tabs = empty();
    for (const mech of ['Atlas', 'Zeus', 'Hunchback', 'Wolverine', 'Jenner', 'Commando', 'Marauder'])
      tabs.Equipment.push([mech, 'Medium Laser', 'RA', 'OK', '']);
    expect(messages(tabs)).toEqual([
      'Mechs!A2: the Mechs tab has no mech, yet 7 Equipment rows name Atlas, Zeus, Hunchback, Wolverine, Jenner and 2 more — fill in the Mechs tab, one row per mech',
    ]);
  });
});

describe('did you mean, for a number typed where a hex label goes', () => {
  it('Move to 6.09 (Sheets read "06.09" as a number) is 0609', () => {
    expect(messages(set(demo(), 'Mechs', 'Move to', 2, 6.09))).toEqual([
      'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got 6.09 — did you mean 0609?',
    ]);
  });
});

describe('R-18.8: an SRM launcher fires its missiles or inferno warheads', () => {
  it('a misspelt inferno is refused, with inferno offered', () => {
    const srm = STANDARD_WEAPONS.find((w) => w.name === 'SRM-6');
    if (!srm) return expect.fail('no SRM-6');
    expect(readWeaponMode('infrno', srm)).toEqual({
      ok: false,
      message:
        'an SRM launcher fires its missiles, or inferno warheads: write "SRM-6 (inferno)" (R-18.8); got "(infrno)" — did you mean inferno?',
    });
  });
});
