// One mistake on many rows is one problem (src/sheet/read/cascades.ts); it is about a mech — and holds only that mech
// back — when every row of it is that mech's, and about none when the rows are several mechs'.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { addRow, demo } from './fixtures';

const problems = (tabs: ReturnType<typeof demo>) => {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems;
};

describe('an unknown target named on several Attacks rows', () => {
  it('all of one attacker: one problem, about that attacker', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Blakjack', Weapons: 'Medium Laser' });
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Blakjack', Weapons: 'Medium Laser' });
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/unknown_mech',
        message:
          'Attacks!B5:B6: 2 Attacks rows (5 and 6) name Blakjack, which is not on the Mechs tab — did you mean Blackjack? Correct them, or add Blakjack to the Mechs tab',
        mech: 'Rifleman',
      },
    ]);
  });

  it('of two attackers: one problem, about neither', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Blakjack', Weapons: 'Medium Laser' });
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Target: 'Blakjack', Weapons: 'Medium Laser' });
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/unknown_mech',
        message:
          'Attacks!B5:B6: 2 Attacks rows (5 and 6) name Blakjack, which is not on the Mechs tab — did you mean Blackjack? Correct them, or add Blakjack to the Mechs tab',
      },
    ]);
  });
});
