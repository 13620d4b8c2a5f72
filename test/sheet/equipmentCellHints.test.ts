// The Equipment tab's hints: a Location typo is answered the way it was typed — a code for a code, a name for a
// name — and a bad Shots cell says what a full bin holds only when the Catalog knows it.
import { describe, expect, it } from 'vitest';
import { addRow, codes, demo, messages } from './fixtures';

const LOCATIONS = 'Location must be HD, CT, LT, RT, LA, RA, LL or RL (or the full name, Left Torso)';

// The demo's Equipment rows end at row 48: a row added is row 49.
function withLocation(location: string) {
  const tabs = demo();
  addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Heat Sink', Location: location });
  return tabs;
}

describe('a Location typo is answered as it was typed', () => {
  it('three letters, a code mistyped: "RAA" — did you mean RA?', () => {
    expect(messages(withLocation('RAA'))).toEqual([`Equipment!C49: ${LOCATIONS}, got "RAA" — did you mean RA?`]);
  });

  it('spaces around the code do not make it a name: " RAA " — did you mean RA?', () => {
    expect(messages(withLocation(' RAA '))).toEqual([`Equipment!C49: ${LOCATIONS}, got "RAA" — did you mean RA?`]);
  });

  it('more than three letters, a name mistyped: "Ra a" — did you mean Right Arm?', () => {
    expect(messages(withLocation('Ra a'))).toEqual([
      `Equipment!C49: ${LOCATIONS}, got "Ra a" — did you mean Right Arm?`,
    ]);
  });
});

describe('R-19.1 a bad Shots cell', () => {
  it('Shots on an item that holds no ammunition is coded as not ammo', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Heat Sink', Location: 'LT', Shots: 3 });
    expect(messages(tabs)).toEqual([
      'Equipment!E49: Shots is for ammunition bins; Heat Sink holds none, so leave it blank',
    ]);
    expect(codes(tabs)).toEqual(['sheet/not_ammo']);
  });

  it('a bin of a house weapon without Shots per ton: no full bin to name, only 0 up', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', {
      Weapon: 'Needle Gun',
      Damage: 1,
      Heat: 0,
      'Min range': 0,
      Short: 1,
      Medium: 2,
      Long: 3,
      Ammo: 'Yes',
    });
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Needle Gun', Location: 'LA' });
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Ammo (Needle Gun)', Location: 'LT', Shots: -1 });
    expect(messages(tabs)).toEqual([
      'Equipment!E50: Shots must be a whole number from 0 up, or blank for a full bin, got -1',
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_shots']);
  });
});
