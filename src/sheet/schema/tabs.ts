/** Every table tab's columns, in the order Set up writes them. */
import { LOCATIONS, TORSOS } from '../../rules/model/location';
import { ANGLE_CHOICES, HOLD_FIRE, EQUIPMENT_STATUSES, LIFE_SUPPORT, MECH_STATUSES, MELEE_CHOICES, MOVE_CHOICES, PILOT_STATUSES, SIDES, YES_NO } from './choices';
import { TAB, WIDTH, type ColumnRole, type ColumnSpec, type TabSpec, type Validation } from './columns';

const { narrow: NARROW, standard: STANDARD, wide: WIDE } = WIDTH;

const list = (values: readonly string[]): Validation => ({ kind: 'list', values });
const whole = (min?: number, max?: number): Validation => ({ kind: 'whole', min, max });
const TEXT: Validation = { kind: 'text' };

function column(
  key: string,
  header: string,
  role: ColumnRole,
  holds: string,
  valid: string,
  validation: Validation,
  width: number,
  extra: { required?: boolean; aliases?: readonly string[] } = {},
): ColumnSpec {
  return { key, header, role, holds, valid, validation, width, required: extra.required ?? (role !== 'info' && role !== 'derived'), aliases: extra.aliases };
}

const ARMOR_COLUMNS = LOCATIONS.map((loc) =>
  column(`armor.${loc}`, `${loc} Armor`, 'state', `Armor left on the ${loc} (front for torsos)`, 'whole number 0 or more', whole(0), NARROW),
);
const REAR_COLUMNS = TORSOS.map((loc) =>
  column(`rear.${loc}`, `${loc} Rear`, 'state', `Rear armor left on the ${loc}`, 'whole number 0 or more', whole(0), NARROW),
);
const STRUCTURE_COLUMNS = LOCATIONS.map((loc) =>
  column(`structure.${loc}`, `${loc} IS`, 'state', `Internal structure left on the ${loc}; 0 = location destroyed`, 'whole number 0 or more', whole(0), NARROW),
);
const ACTUATOR_COLUMNS = (['LA', 'RA', 'LL', 'RL'] as const).map((limb) =>
  column(`actuators.${limb}`, `${limb} actuator hits`, 'state', `Actuator hits in the ${limb} (R-9.5; arms +1 to-hit each, R-3.1)`, 'whole number 0–3; blank = 0', whole(0, 3), STANDARD),
);

export const MECHS: TabSpec = {
  name: TAB.mechs,
  holds: 'One row per mech: the unit, its state (rewritten after each round) and this round\'s movement orders.',
  columns: [
    column('name', 'Name', 'fixed', 'The mech\'s unique name; Attacks and Equipment refer to it', 'any text, unique (any case), not blank', TEXT, STANDARD, { aliases: ['Mech', 'Unit'] }),
    column('model', 'Model', 'info', 'Chassis and variant, for people', 'anything', TEXT, STANDARD),
    column('side', 'Side', 'fixed', 'PC (a player\'s mech, with the freebie and the right to eject) or NPC', 'PC or NPC', list(SIDES), STANDARD),
    column('player', 'Player', 'info', 'Who plays it, for people', 'anything', TEXT, STANDARD),
    column('pilot', 'Pilot', 'fixed', 'The MechWarrior\'s name', 'any text; may be blank', TEXT, STANDARD),
    column('gunnery', 'Gunnery', 'fixed', 'Gunnery skill (the G of G.A.T.O.R.)', 'whole number 0–8; blank = the Rules tab default', whole(0, 8), NARROW),
    column('piloting', 'Piloting', 'fixed', 'Piloting skill', 'whole number 0–8; blank = the Rules tab default', whole(0, 8), NARROW),
    column('tons', 'Tons', 'fixed', 'Tonnage', 'whole number 10–200', whole(10, 200), NARROW, { aliases: ['Tonnage'] }),
    column('walk', 'Walk', 'fixed', 'Record Walk MP', 'whole number 0–30', whole(0, 30), NARROW, { aliases: ['Walk MP'] }),
    column('run', 'Run', 'derived', 'Run MP, always ceil(1.5 × Walk) (R-2.1); shown for people', 'blank, or exactly ceil(1.5 × Walk)', whole(0, 45), NARROW, { aliases: ['Run MP'] }),
    column('jump', 'Jump', 'fixed', 'Record Jump MP', 'whole number 0–30; blank = 0', whole(0, 30), NARROW, { aliases: ['Jump MP'] }),
    column('heatSinks', 'Heat sinks', 'fixed', 'Heat sunk per round with every sink working (engine sinks included)', 'whole number 0–100', whole(0, 100), NARROW, { aliases: ['Sinks'] }),
    column('size', 'Size', 'fixed', 'Size for the cool-down heat variant (R-V.1)', 'whole number 0–5; blank = by tonnage', whole(0, 5), NARROW, { required: false }),
    column('allowsDeath', 'Allows death', 'fixed', 'The player allows this PC to die (R-9.9, R-11.3)', 'Yes or No; blank = No', list(YES_NO), STANDARD),
    column('position', 'Position', 'state', 'The hex the mech stands in', 'hex label CCRR (0609; the number 609 reads as 0609) on the map; blank = not on the map', { kind: 'hex' }, STANDARD, { aliases: ['Hex'] }),
    column('move', 'Move', 'declaration', 'This round\'s movement mode (R-2)', 'Stand, Walk, Run, Jump, Sprint or Cool down; blank = not declared yet (stands still if the round is resolved without it, R-15.3)', list(MOVE_CHOICES), STANDARD),
    column('moveTo', 'Move to', 'declaration', 'Destination hex', 'hex label on the map; blank = stays in its hex', { kind: 'hex' }, STANDARD),
    column('evasive', 'Evasive', 'declaration', 'Evasive maneuvers: fires no weapons, attackers roll with disadvantage (R-2.3)', 'Yes or No; blank = No', list(YES_NO), STANDARD),
    column('outflank', 'Outflank', 'declaration', 'The enemy mech it tries to outflank (R-4.2)', 'a name from the Name column, or blank', { kind: 'mechName' }, STANDARD),
    column('standUp', 'Stand up', 'declaration', 'A prone mech spends its movement standing up (R-10.2)', 'Yes or No; blank = No', list(YES_NO), STANDARD),
    column('ready', 'Ready', 'declaration', 'The player\'s "my orders are final" (the orders board, R-15.1): the round need not wait for them', 'a checkbox: ticked (TRUE) or not; blank = not ready', { kind: 'checkbox' }, STANDARD, { required: false }),
    column('heat', 'Heat', 'state', 'Heat carried into the round', 'whole number 0 or more; blank = 0', whole(0), STANDARD),
    column('status', 'Status', 'state', 'The mech: Active, Shutdown, Destroyed, or Wreck (destroyed but still on the field, R-V.3)', 'Active, Shutdown, Destroyed or Wreck; blank = Active', list(MECH_STATUSES), STANDARD),
    column('prone', 'Prone', 'state', 'Knocked down (R-10.2)', 'Yes or No; blank = No', list(YES_NO), STANDARD),
    column('pilotStatus', 'Pilot status', 'state', 'The MechWarrior: Active, Unconscious, Dead, or Out (ejected or out of the battle)', 'Active, Unconscious, Dead or Out; blank = Active', list(PILOT_STATUSES), STANDARD),
    column('wounds', 'Wounds', 'state', 'Wounds the pilot carries (R-11)', 'whole number 0–5; blank = 0', whole(0, 5), STANDARD),
    column('wakesAfter', 'Wakes after', 'state', 'Round after which an unconscious pilot wakes by itself (life support, R-9.8)', 'a round number, or blank (rolls to wake, R-11.2)', whole(1), STANDARD),
    ...ARMOR_COLUMNS,
    ...REAR_COLUMNS,
    ...STRUCTURE_COLUMNS,
    column('sensorHits', 'Sensor hits', 'state', 'Sensor critical hits (+2 to-hit each, R-3.1)', 'whole number 0 or more; blank = 0', whole(0), STANDARD),
    column('lifeSupport', 'Life support', 'state', 'Life support damaged (R-9.8)', 'OK or Damaged; blank = OK', list(LIFE_SUPPORT), STANDARD),
    column('gyroHits', 'Gyro hits', 'state', 'Gyro critical hits (R-9.6)', 'whole number 0–2; blank = 0', whole(0, 2), STANDARD),
    column('engineHits', 'Engine hits', 'state', 'Engine hits, a major hit counting two (R-9.4)', 'whole number 0–3; blank = 0', whole(0, 3), STANDARD),
    ...ACTUATOR_COLUMNS,
    column('critCount', 'Crits total', 'state', 'Every critical effect suffered so far (R-V.3 counts them)', 'whole number 0 or more; blank = 0', whole(0), STANDARD, { aliases: ['Crits'] }),
    column('fullArmor', 'Full armor', 'fixed', 'The record sheet\'s armor, read only when Start a new battle repairs mechs fully (torsos: front+rear)', 'blank, or every location and its armor: HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20', TEXT, STANDARD, { required: false }),
    // Last, so that the columns players and the docs name keep their letters; Gator reads by header, so the GM may drag it beside Player.
    column('playerAccount', 'Player account', 'fixed', 'The Google account (an email address) of the player who plays this mech: Protect the campaign lets that account edit the mech\'s orders and rolls', 'an email address, or blank (an NPC, or a mech the GM plays)', TEXT, STANDARD, { required: false, aliases: ['Account', 'Player email'] }),
  ],
};

export const EQUIPMENT: TabSpec = {
  name: TAB.equipment,
  holds: 'One row per mounted item, in record-sheet order per mech ("the first weapon" of a location is the first row, R-9.3).',
  columns: [
    column('mech', 'Mech', 'fixed', 'The mech carrying it', 'a name from Mechs', { kind: 'mechName' }, STANDARD),
    column('item', 'Item', 'fixed', 'What is mounted', 'a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) such as Ammo (LRM-5), or Other: anything', TEXT, WIDE),
    column('location', 'Location', 'fixed', 'Where it is mounted', 'HD, CT, LT, RT, LA, RA, LL or RL (or the full name: Left Torso)', list(LOCATIONS), STANDARD),
    column('status', 'Status', 'state', 'Whether it still works', 'OK or Destroyed; blank = OK', list(EQUIPMENT_STATUSES), STANDARD),
  ],
};

export const CATALOG: TabSpec = {
  name: TAB.catalog,
  holds: 'The weapon table (the standard BattleTech weapons), prefilled; add house weapons as new rows. A standard weapon left off keeps its reference values; a row with its exact name replaces them.',
  columns: [
    column('weapon', 'Weapon', 'fixed', 'Weapon name', 'unique text, not blank', TEXT, WIDE),
    column('damage', 'Damage', 'fixed', 'Damage of one hit; for missiles, of one missile', 'whole number 0 or more', whole(0), NARROW),
    column('heat', 'Heat', 'fixed', 'Heat when fired', 'whole number 0 or more', whole(0), NARROW),
    column('minRange', 'Min range', 'fixed', 'Minimum range (R-3.3)', 'whole number 0 or more; blank = none', whole(0), NARROW),
    column('short', 'Short', 'fixed', 'Short bracket upper bound (hexes)', 'whole number 1 or more', whole(1), NARROW),
    column('medium', 'Medium', 'fixed', 'Medium bracket upper bound', 'whole number, at least Short', whole(1), NARROW),
    column('long', 'Long', 'fixed', 'Long bracket upper bound', 'whole number, at least Medium', whole(1), NARROW),
    column('missiles', 'Missiles', 'fixed', 'Missiles in a salvo, the cluster table column (R-8.3)', '1–30 or 40; blank = not a missile rack', whole(1, 40), NARROW, { required: false }),
    column('perGroup', 'Missiles per group', 'fixed', 'Missiles in one damage group: 5 for LRMs, 1 for SRMs (R-8.1)', 'whole number 1 or more when Missiles is set', whole(1), WIDE, { required: false }),
    column('ammo', 'Ammo', 'fixed', 'Fed by ammunition bins (ammo explosions, R-9.7)', 'Yes or No; blank = No', list(YES_NO), WIDE),
    column('heatsTarget', 'Heats target', 'fixed', 'A hit adds 1d6 heat to the target (Flamer)', 'Yes or No; blank = No', list(YES_NO), WIDE, { required: false }),
  ],
};

export const ATTACKS: TabSpec = {
  name: TAB.attacks,
  holds: 'This round\'s attack orders, one row per attacker and target, resolved in sheet order (R-14). Cleared after the round, except the TN column and any column you add.',
  columns: [
    column('attacker', 'Attacker', 'declaration', 'The attacking mech', 'a name from Mechs', { kind: 'mechName' }, STANDARD),
    column('target', 'Target', 'declaration', 'The mech attacked, or Hold fire: the attacker attacks nobody this round (R-15.1)', `a name from Mechs, not the attacker, or ${HOLD_FIRE} (Weapons, Freebie and Melee blank); blank only for a Cool down row`, { kind: 'mechName' }, STANDARD),
    column('weapons', 'Weapons', 'declaration', 'Weapons fired at this target', 'All; a comma list with counts (Medium Laser x2, LRM-5); Cool down (variant R-V.2); or blank for melee only', TEXT, WIDTH.text),
    column('freebie', 'Freebie', 'declaration', 'A PC\'s auto-hit weapon (R-5.1)', 'one of the weapons fired on this row; blank = Gator picks it', { kind: 'weaponName' }, STANDARD),
    column('melee', 'Melee', 'declaration', 'Melee attack (R-12)', 'Fast, Fast x2, Strong or DFA (Death from Above); blank = none', list(MELEE_CHOICES), NARROW),
    column('angle', 'Angle', 'declaration', 'Melee angle', 'High or Low for Fast and Strong; DFA is always High', list(ANGLE_CHOICES), NARROW),
    column('other', 'Other', 'declaration', 'The GM\'s extra modifier (R-3.1)', 'whole number, may be negative; blank = 0', whole(-20, 20), NARROW),
    column('tn', 'TN', 'info', 'The TN of every attack line: Set up puts one =ATTACKTN(…) in H2 that fills the column; leave the cells under it empty (anything typed there stops it, #REF!); never read or written by a round', 'the formula\'s answers', TEXT, WIDTH.tn),
    column(
      'roll',
      'Roll',
      'declaration',
      'The to-hit roll a player made (R-0.5), used when the Rules tab\'s Dice takes typed rolls',
      'blank (Gator rolls); a total (9) or the faces (4+5; three faces such as 6 3 2 with Advantage or Disadvantage); several weapons: one roll each, in the order of the TN cell, separated by commas',
      TEXT,
      STANDARD,
      { required: false },
    ),
  ],
};

export const ROLLS: TabSpec = {
  name: TAB.rolls,
  holds: 'Every roll other than to-hit that players made themselves (R-0.5): cluster, hit location, critical, piloting, consciousness … one row a roll. Used when the Rules tab\'s Dice takes typed rolls; cleared after the round.',
  columns: [
    column('for', 'For', 'declaration', 'Which roll, in Gator\'s words: Griffin: LRM-5 #1 at Rifleman — cluster hits (the sidebar lists the rolls a round needs in these words)', 'the roll as the sidebar words it; a pasted "Griffin: roll 2d6 for …" line works too', TEXT, WIDTH.text),
    column('roll', 'Roll', 'declaration', 'The roll as thrown', 'one face 1–6 for a 1d6 roll; two faces (4+5) or the total 2–12 for 2d6; three faces (6 3 2) for 3d6 with Advantage or Disadvantage; blank = not rolled yet', TEXT, STANDARD, { aliases: ['Dice', 'Faces'] }),
    column('by', 'Rolled by', 'declaration', 'Who rolled it, shown in the Log and the forum post', 'any text; blank = not said', TEXT, STANDARD, { required: false }),
    column('mech', 'Mech', 'fixed', 'Whose rows these are: a mech\'s rows take only its own rolls and its attacks\' (R-0.5a); Protect the campaign lays them out and lets its player edit them', 'a name from Mechs, or blank (anyone\'s row; the GM\'s in a protected campaign)', TEXT, STANDARD, { required: false }),
  ],
};

export const LOG: TabSpec = {
  name: TAB.log,
  holds: 'What happened: one row per event (an attack is one row: its dice, TN and hit or miss together), then per round a BBCode block for the forum. Appended by Resolve, removed by Undo.',
  columns: [
    column('round', 'Round', 'info', 'Round number', 'whole number', whole(1), STANDARD),
    column('step', 'Step', 'info', 'start, movement, outflank, attacks or end (R-14)', 'text', TEXT, STANDARD),
    column('actor', 'Actor', 'info', 'The mech acting or rolling', 'text', TEXT, STANDARD),
    column('target', 'Target', 'info', 'The mech acted upon', 'text', TEXT, STANDARD),
    column('purpose', 'Purpose', 'info', 'What the roll was for (attack, cluster, hit location …)', 'text', TEXT, STANDARD),
    column('dice', 'Dice', 'info', 'Every face thrown (R-0.4)', 'text', TEXT, STANDARD),
    column('tn', 'TN', 'info', 'Target number with its breakdown', 'text', TEXT, WIDTH.text),
    column('result', 'Result', 'info', 'What the roll gave', 'text', TEXT, WIDTH.text),
    column('detail', 'Detail', 'info', 'Anything else', 'text', TEXT, WIDTH.text),
  ],
};

/** The Rules tab's two side-by-side tables: Setting/Value rows, and the heat scale. */
export const RULES: TabSpec = {
  name: TAB.rules,
  holds: 'The campaign\'s options (Setting / Value rows) and, in the same rows further right, the heat scale (R-13.4), one row per heat level.',
  columns: [
    column('setting', 'Setting', 'fixed', 'An option\'s name (see below)', 'one of the settings listed below', TEXT, WIDE),
    column('value', 'Value', 'fixed', 'Its value', 'see below', TEXT, WIDE),
    column('notes', 'Notes', 'info', 'What the option does, for people', 'anything', TEXT, WIDTH.notes),
    column('heatLevel', 'Heat', 'fixed', 'Heat level of a heat-scale row; a level applies up to the next row', 'whole numbers 0 or more, ascending; no rows = the standard scale', whole(0), WIDE, { required: false }),
    column('mpLoss', 'MP loss', 'fixed', 'Walk MP lost at this heat', 'whole number 0 or more', whole(0), WIDE, { required: false }),
    column('toHit', 'To-hit', 'fixed', 'To-hit modifier at this heat', 'whole number 0 or more', whole(0), WIDE, { required: false }),
    column('shutdown', 'Shutdown avoid', 'fixed', '2d6 needed to avoid shutting down', 'blank (no roll), 2–12 (or 4+), or Auto', TEXT, WIDE, { required: false }),
    column('ammoAvoid', 'Ammo avoid', 'fixed', '2d6 needed to avoid an ammo explosion', 'blank (no roll) or 2–12 (or 4+)', TEXT, WIDE, { required: false }),
  ],
};

/** The tabs whose rows are read by header (the Map is a grid, not a table). */
export const SCHEMA_TABS: readonly TabSpec[] = [MECHS, EQUIPMENT, CATALOG, ATTACKS, RULES, LOG, ROLLS];

/**
 * The column that says whose row it is, on the tabs a player types in (by schema key): Set up
 * freezes each of these tabs up to it, so that on a phone, scrolled across to Move, Move to,
 * Ready, a Target or a Roll, the mech's name stays in view.
 */
export const NAME_COLUMN: Readonly<Record<string, string>> = { [TAB.mechs]: 'name', [TAB.attacks]: 'attacker', [TAB.rolls]: 'mech' };
