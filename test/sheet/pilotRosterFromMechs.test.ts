// R-16.1 (docs/campaign.md): Set up campaign gives each pilot the Mechs tab names a Pilots row — once, by name in any
// case, trimmed; the Mechs row's player, skills and wounds as typed (a missing cell blank); Dead if the Mechs row says
// so. Hand-made Mechs and Pilots tabs with only the columns that matter.
import { describe, expect, it } from 'vitest';
import { pilotsWithMechPilots, rosterRowsFromMechs } from '../../src/sheet/setup/pilotRoster';

const MECHS_HEADER = ['Name', 'Pilot', 'Player', 'Gunnery', 'Piloting', 'Wounds', 'Pilot status'];
const ZEROS = {
  xpEarned: 0,
  xpSpent: 0,
  xpAvailable: 0,
  battles: 0,
  kills: 0,
  assists: 0,
  damageDealt: 0,
  damageTaken: 0,
};

describe('R-16.1: a roster row for each pilot the Mechs tab names', () => {
  it('the name trimmed; the player, skills and wounds as the Mechs row has them; Active', () => {
    const mechs = [MECHS_HEADER, ['Griffin', '  Sir Percival ', 'Player 1', 3, 4, 1, 'Active']];
    expect(rosterRowsFromMechs(mechs)).toEqual([
      {
        name: 'Sir Percival',
        player: 'Player 1',
        playerAccount: '',
        gunnery: 3,
        piloting: 4,
        wounds: 1,
        status: 'Active',
        ...ZEROS,
      },
    ]);
  });

  it('a dead pilot is Dead on the roster too', () => {
    const mechs = [MECHS_HEADER, ['Locust', 'Raider Scout', '', 4, 5, 6, 'Dead']];
    expect(rosterRowsFromMechs(mechs).map((r) => [r.name, r.status])).toEqual([['Raider Scout', 'Dead']]);
  });

  it('a Mechs row shorter than the header, or with empty cells: those cells blank, wounds 0', () => {
    const mechs = [MECHS_HEADER, ['Griffin', 'Sir Percival', null]];
    expect(rosterRowsFromMechs(mechs)).toEqual([
      {
        name: 'Sir Percival',
        player: '',
        playerAccount: '',
        gunnery: '',
        piloting: '',
        wounds: 0,
        status: 'Active',
        ...ZEROS,
      },
    ]);
  });

  it('a pilot named on two Mechs rows, in another case, gets one row; one the roster already has, none', () => {
    const mechs = [
      MECHS_HEADER,
      ['Griffin', 'Sir Percival', '', 3, 4, 0, ''],
      ['Rifleman', 'SIR PERCIVAL ', '', 5, 5, 0, ''],
      ['Locust', 'Raider Scout', '', 4, 5, 0, ''],
    ];
    expect(rosterRowsFromMechs(mechs).map((r) => r.name)).toEqual(['Sir Percival', 'Raider Scout']);
    expect(rosterRowsFromMechs(mechs, new Set(['raider scout'])).map((r) => r.name)).toEqual(['Sir Percival']);
  });

  it('a Mechs row with no pilot gives no roster row', () => {
    const mechs = [MECHS_HEADER, ['Griffin', '', 'Player 1', 3, 4, 0, ''], ['Locust', '   ', '', 4, 5, 0, '']];
    expect(rosterRowsFromMechs(mechs)).toEqual([]);
  });

  it('a Mechs tab with two Pilot columns cannot be read: no row is made', () => {
    const mechs = [
      ['Name', 'Pilot', 'Pilot'],
      ['Griffin', 'Sir Percival', 'Sir Percival'],
    ];
    expect(rosterRowsFromMechs(mechs)).toEqual([]);
  });
});

describe('R-16.1: the Pilots tab Set up writes', () => {
  it('a pilot of the Mechs tab not on it yet gets a row under the last, each value under its header', () => {
    const pilots = [
      ['Name', 'Gunnery', 'Piloting', 'Wounds', 'Status', 'Notes'],
      ['Raider Lead', 3, 4, 0, 'Active', 'the GM’s'],
    ];
    const mechs = [MECHS_HEADER, ['Griffin', 'Sir Percival', 'Player 1', 2, 5, 1, '']];
    expect(pilotsWithMechPilots(pilots, mechs)).toEqual([
      ['Name', 'Gunnery', 'Piloting', 'Wounds', 'Status', 'Notes'],
      ['Raider Lead', 3, 4, 0, 'Active', 'the GM’s'],
      ['Sir Percival', 2, 5, 1, 'Active', ''],
    ]);
  });

  it('every pilot already on it: nothing to write', () => {
    const pilots = [['Name'], ['sir percival']];
    const mechs = [MECHS_HEADER, ['Griffin', 'Sir Percival', 'Player 1', 2, 5, 1, '']];
    expect(pilotsWithMechPilots(pilots, mechs)).toBeUndefined();
  });
});
