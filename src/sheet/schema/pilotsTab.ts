/**
 * The Pilots tab's columns: the campaign's roster, one row per pilot. A pilot outlives a mech: skills,
 * wounds, status and service record are the pilot's, kept here from battle to battle; a Mechs row names the pilot
 * who drives it this battle (its Pilot cell). docs/campaign.md tells how a campaign runs on it.
 */
import { NARROW, STANDARD, list, whole, TEXT, column } from './columnKit';
import { TAB, WIDTH, type TabSpec } from './columns';

/** A pilot on the roster: fit to fight, sitting out a battle, dead, or gone from the unit (the GM's word). */
export const ROSTER_STATUSES = ['Active', 'Recovering', 'Dead', 'Out'] as const;
/** A player's request for a skill step. */
export const STEP_CHOICES = ['Gunnery', 'Piloting'] as const;

/** A column of the service record: written by Start a new battle from the finished battle's Log. */
function record(key: string, header: string, holds: string) {
  return column(key, header, 'state', holds, 'whole number 0 or more; blank = 0', whole(0), NARROW, {
    required: false,
  });
}

export const PILOTS: TabSpec = {
  name: TAB.pilots,
  holds:
    "The campaign's pilots (R-16.1), one row each: skills, wounds, status and service record, carried from battle to battle. A Mechs row's Pilot names who drives it; Start a new battle credits each pilot from the finished battle's Log and copies skills and wounds onto the mechs they drive.",
  columns: [
    column(
      'name',
      'Name',
      'fixed',
      "The pilot's name, as the Mechs tab's Pilot cell names them",
      'any text, unique (any case), not blank',
      TEXT,
      STANDARD,
      { aliases: ['Pilot'] },
    ),
    column('player', 'Player', 'info', 'Who plays the pilot, for people', 'anything', TEXT, STANDARD),
    column(
      'playerAccount',
      'Player account',
      'fixed',
      "The Google account of the pilot's player: Protect the campaign lets it edit the pilot's Step asked",
      'an email address, or blank (an NPC)',
      TEXT,
      STANDARD,
      { required: false, aliases: ['Account', 'Player email'] },
    ),
    column(
      'gunnery',
      'Gunnery',
      'state',
      'Gunnery skill; copied onto the mech the pilot drives at each new battle; an approved step lowers it (R-16.4)',
      'whole number 0–8; blank = the Rules tab default',
      whole(0, 8),
      NARROW,
    ),
    column(
      'piloting',
      'Piloting',
      'state',
      'Piloting skill; copied and stepped as Gunnery',
      'whole number 0–8; blank = the Rules tab default',
      whole(0, 8),
      NARROW,
    ),
    column(
      'wounds',
      'Wounds',
      'state',
      'Wounds carried between battles (R-11, R-16.5); copied onto the mech the pilot drives at each new battle',
      'whole number 0–5; blank = 0',
      whole(0, 5),
      NARROW,
    ),
    column(
      'status',
      'Status',
      'state',
      'Active; Recovering (sits out the next battle, R-16.5); Dead; Out (gone from the unit, the GM says so)',
      'Active, Recovering, Dead or Out; blank = Active',
      list(ROSTER_STATUSES),
      STANDARD,
    ),
    record('xpEarned', 'XP earned', 'Experience earned in every battle so far (R-16.4); add what you award'),
    record('xpSpent', 'XP spent', 'Experience spent on skill steps (R-16.4)'),
    column(
      'xpAvailable',
      'XP available',
      'state',
      'XP earned − XP spent, rewritten whenever Gator writes the row',
      'whole number; blank = earned − spent',
      whole(),
      NARROW,
      { required: false },
    ),
    record('battles', 'Battles', 'Battles fought'),
    record('kills', 'Kills', 'Mechs destroyed, credited as R-16.2 says'),
    record('assists', 'Assists', 'Assists (R-16.3)'),
    record('damageDealt', 'Damage dealt', 'Damage done to other mechs'),
    record('damageTaken', 'Damage taken', "Damage the pilot's mechs took"),
    column(
      'stepAsked',
      'Step asked',
      'declaration',
      "The player's request for a skill step (R-16.4): the GM's Approve skill steps grants it when the XP are there",
      'Gunnery or Piloting; blank = none',
      list(STEP_CHOICES),
      STANDARD,
      { required: false },
    ),
    column('notes', 'Notes', 'info', "The GM's notes", 'anything', TEXT, WIDTH.text),
  ],
};
