// Attack lines with a typo (docs/sheet.md): the cell is named with the word most likely meant, All among the weapons,
// and a Hold fire line whose attacker is misspelt is one problem, not a failed read.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo, set } from './fixtures';

describe('a typo on an attack line', () => {
  it('"Alll" in Weapons: did you mean All?', () => {
    expect(readCampaignParts(set(demo(), 'Attacks', 'Weapons', 2, 'Alll')).problems.map((p) => p.message)).toEqual([
      'Attacks!C2: Weapons: "Alll" is not a weapon of the Catalog — did you mean All?',
    ]);
  });

  it('a Hold fire line of a misspelt attacker: the Attacker cell is named, about no mech', () => {
    const tabs = demo();
    set(tabs, 'Attacks', 'Attacker', 2, 'Griffn');
    set(tabs, 'Attacks', 'Target', 2, 'Hold fire');
    set(tabs, 'Attacks', 'Weapons', 2, '');
    set(tabs, 'Attacks', 'Freebie', 2, '');
    expect(readCampaignParts(tabs).problems).toEqual([
      {
        code: 'sheet/unknown_mech',
        message: 'Attacks!A2: Attacker "Griffn" is not a mech on the Mechs tab — did you mean Griffin?',
      },
    ]);
  });
});
