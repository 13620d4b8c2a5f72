import type { MoveMode } from '../model/mech';

const WORDS: Readonly<Record<string, MoveMode>> = {
  stand: 'stand',
  'stand still': 'stand',
  'standing still': 'stand',
  standing: 'stand',
  stood: 'stand',
  still: 'stand',
  walk: 'walk',
  walking: 'walk',
  walked: 'walk',
  run: 'run',
  running: 'run',
  ran: 'run',
  jump: 'jump',
  jumping: 'jump',
  jumped: 'jump',
  sprint: 'sprint',
  sprinting: 'sprint',
  sprinted: 'sprint',
};

/** Reads a movement word from a cell: `Run`, `stand still`, `JUMPING`. Undefined when it is none. */
export function parseMoveMode(text: string): MoveMode | undefined {
  return WORDS[text.trim().toLowerCase().replace(/\s+/g, ' ')];
}

/** The words a GM may type, for error messages. */
export const MOVE_MODE_WORDS = 'Stand, Walk, Run, Jump or Sprint';

/** How the log and the TN breakdown say the attacker moved. */
export const MOVE_MODE_PAST: Readonly<Record<MoveMode, string>> = {
  stand: 'stood still',
  walk: 'walked',
  run: 'ran',
  jump: 'jumped',
  sprint: 'sprinted',
};
