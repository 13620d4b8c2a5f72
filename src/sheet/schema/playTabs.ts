/**
 * The Attacks, Rolls, Log and Rules tabs' columns, in the order Set up writes them; and the list of every
 * tab the schema describes column by column.
 */
import { ANGLE_CHOICES, HOLD_FIRE, MELEE_CHOICES } from './choices';
import { NARROW, STANDARD, WIDE, list, whole, TEXT, column } from './columnKit';
import { TAB, WIDTH, type TabSpec } from './columns';
import { MECHS } from './mechsTab';
import { CATALOG, EQUIPMENT } from './gearTabs';
import { PILOTS } from './pilotsTab';

export const ATTACKS: TabSpec = {
  name: TAB.attacks,
  holds:
    "This round's attack orders, one row per attacker and target, resolved in sheet order (R-14). Cleared after the round, except the TN column and any column you add.",
  columns: [
    column(
      'attacker',
      'Attacker',
      'declaration',
      'The attacking mech',
      'a name from Mechs',
      { kind: 'mechName' },
      STANDARD,
    ),
    column(
      'target',
      'Target',
      'declaration',
      'The mech attacked, or Hold fire: the attacker attacks nobody this round (R-15.1)',
      `a name from Mechs, not the attacker, or ${HOLD_FIRE} (Weapons, Freebie and Melee blank); blank only for a Cool down row`,
      { kind: 'mechName' },
      STANDARD,
    ),
    column(
      'weapons',
      'Weapons',
      'declaration',
      'Weapons fired at this target',
      'All; a comma list with counts (Medium Laser x2, LRM-5) and modes (Ultra AC/5 (ultra), Rotary AC/5 (4 shots), LB 10-X AC (cluster), SRM-6 (inferno)); Cool down (variant R-V.2); or blank for melee only',
      TEXT,
      WIDTH.text,
    ),
    column(
      'freebie',
      'Freebie',
      'declaration',
      "A PC's auto-hit weapon (R-5.1)",
      'one of the weapons fired on this row; blank = Gator picks it',
      { kind: 'weaponName' },
      STANDARD,
    ),
    column(
      'melee',
      'Melee',
      'declaration',
      'Melee attack (R-12)',
      'Fast, Fast x2, Strong or DFA (Death from Above); blank = none',
      list(MELEE_CHOICES),
      NARROW,
    ),
    column(
      'angle',
      'Angle',
      'declaration',
      'Melee angle',
      'High or Low for Fast and Strong; DFA is always High',
      list(ANGLE_CHOICES),
      NARROW,
    ),
    column(
      'other',
      'Other',
      'declaration',
      "The GM's extra modifier (R-3.1)",
      'whole number, may be negative; blank = 0',
      whole(-20, 20),
      NARROW,
    ),
    column(
      'tn',
      'TN',
      'info',
      'The TN of every attack line: Set up puts one =ATTACKTN(…) in H2 that fills the column; leave the cells under it empty (anything typed there stops it, #REF!); never read or written by a round',
      "the formula's answers",
      TEXT,
      WIDTH.tn,
    ),
    column(
      'roll',
      'Roll',
      'declaration',
      "The to-hit roll a player made (R-0.5), used when the Rules tab's Dice takes typed rolls",
      'blank (Gator rolls); a total (9) or the faces (4+5; three faces such as 6 3 2 with Advantage or Disadvantage); several weapons: one roll each, in the order of the TN cell, separated by commas',
      TEXT,
      STANDARD,
      { required: false },
    ),
  ],
};

export const ROLLS: TabSpec = {
  name: TAB.rolls,
  holds:
    "Every roll other than to-hit that players made themselves (R-0.5): cluster, hit location, critical, piloting, consciousness … one row a roll. Used when the Rules tab's Dice takes typed rolls; cleared after the round.",
  columns: [
    column(
      'for',
      'For',
      'declaration',
      "Which roll, in Gator's words: Griffin: LRM-5 #1 at Rifleman — cluster hits (the sidebar lists the rolls a round needs in these words)",
      'the roll as the sidebar words it; a pasted "Griffin: roll 2d6 for …" line works too',
      TEXT,
      WIDTH.rollWords,
    ),
    column(
      'roll',
      'Roll',
      'declaration',
      'The roll as thrown',
      'one face 1–6 for a 1d6 roll; two faces (4+5) or the total 2–12 for 2d6; three faces (6 3 2) for 3d6 with Advantage or Disadvantage; blank = not rolled yet',
      TEXT,
      STANDARD,
      { aliases: ['Dice', 'Faces'] },
    ),
    column(
      'by',
      'Rolled by',
      'declaration',
      'Who rolled it, shown in the Log and the forum post',
      'any text; blank = not said',
      TEXT,
      STANDARD,
      { required: false },
    ),
    column(
      'mech',
      'Mech',
      'fixed',
      "Whose rows these are: a mech's rows take only its own rolls and its attacks' (R-0.5a); Protect the campaign lays them out and lets its player edit them",
      "a name from Mechs, or blank (anyone's row; the GM's in a protected campaign)",
      TEXT,
      STANDARD,
      { required: false },
    ),
  ],
};

export const LOG: TabSpec = {
  name: TAB.log,
  holds:
    'What happened: one row per event (an attack is one row: its dice, TN and hit or miss together), then per round a BBCode block for the forum. Appended by Resolve, removed by Undo.',
  columns: [
    column('round', 'Round', 'info', 'Round number', 'whole number', whole(1), STANDARD),
    column('step', 'Step', 'info', 'start, movement, outflank, attacks or end (R-14)', 'text', TEXT, STANDARD),
    column('actor', 'Actor', 'info', 'The mech acting or rolling', 'text', TEXT, STANDARD),
    column('target', 'Target', 'info', 'The mech acted upon', 'text', TEXT, STANDARD),
    column(
      'purpose',
      'Purpose',
      'info',
      'What the roll was for (attack, cluster, hit location …)',
      'text',
      TEXT,
      STANDARD,
    ),
    column('dice', 'Dice', 'info', 'Every face thrown (R-0.4)', 'text', TEXT, STANDARD),
    column('tn', 'TN', 'info', 'Target number with its breakdown', 'text', TEXT, WIDTH.text),
    column('result', 'Result', 'info', 'What the roll gave', 'text', TEXT, WIDTH.text),
    column('detail', 'Detail', 'info', 'Anything else', 'text', TEXT, WIDTH.text),
  ],
};

/** The Rules tab's two side-by-side tables: Setting/Value rows, and the heat scale. */
export const RULES: TabSpec = {
  name: TAB.rules,
  holds:
    "The campaign's options (Setting / Value rows) and, in the same rows further right, the heat scale (R-13.4), one row per heat level.",
  columns: [
    column(
      'setting',
      'Setting',
      'fixed',
      "An option's name (see below)",
      'one of the settings listed below',
      TEXT,
      WIDE,
    ),
    column('value', 'Value', 'fixed', 'Its value', 'see below', TEXT, WIDE),
    column('notes', 'Notes', 'info', 'What the option does, for people', 'anything', TEXT, WIDTH.notes),
    column(
      'heatLevel',
      'Heat',
      'fixed',
      'Heat level of a heat-scale row; a level applies up to the next row',
      'whole numbers 0 or more, ascending; no rows = the standard scale',
      whole(0),
      WIDE,
      { required: false },
    ),
    column('mpLoss', 'MP loss', 'fixed', 'Walk MP lost at this heat', 'whole number 0 or more', whole(0), WIDE, {
      required: false,
    }),
    column('toHit', 'To-hit', 'fixed', 'To-hit modifier at this heat', 'whole number 0 or more', whole(0), WIDE, {
      required: false,
    }),
    column(
      'shutdown',
      'Shutdown avoid',
      'fixed',
      '2d6 needed to avoid shutting down',
      'blank (no roll), 2–12 (or 4+), or Auto',
      TEXT,
      WIDE,
      { required: false },
    ),
    column(
      'ammoAvoid',
      'Ammo avoid',
      'fixed',
      '2d6 needed to avoid an ammo explosion',
      'blank (no roll) or 2–12 (or 4+)',
      TEXT,
      WIDE,
      { required: false },
    ),
  ],
};

/** The tabs whose rows are read by header (the Map is a grid, not a table). */
export const SCHEMA_TABS: readonly TabSpec[] = [MECHS, EQUIPMENT, CATALOG, ATTACKS, RULES, LOG, ROLLS, PILOTS];

/**
 * The column that says whose row it is, on the tabs a player types in (by schema key): Set up
 * freezes each of these tabs up to it, so that on a phone, scrolled across to Move, Move to,
 * Ready, a Target or a Roll, the mech's name stays in view. The Rolls tab's is For, its first: a
 * roll's words start with the mech whose roll it is (`Griffin: piloting check`), and beside them
 * the Roll typed fits a phone; frozen up to its Mech column, the fourth, a phone would show nothing else
 * (PHONE_FROZEN_WIDTH).
 */
export const NAME_COLUMN: Readonly<Record<string, string>> = {
  [TAB.mechs]: 'name',
  [TAB.attacks]: 'attacker',
  [TAB.rolls]: 'for',
};
