import type { MoveMode } from '../model/mech';
import { nearestOf } from '../text/nearest';

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

/** Each mode as messages name it, with every word that reads as it. */
const NAMED: readonly { readonly name: string; readonly words: readonly string[] }[] = (
  ['stand', 'walk', 'run', 'jump', 'sprint'] as const
).map((mode) => ({
  name: mode.charAt(0).toUpperCase() + mode.slice(1),
  words: Object.keys(WORDS).filter((w) => WORDS[w] === mode),
}));

/**
 * The movement word a typo most likely meant (`Rn` → `Run`, `Sprnt` → `Sprint`), for a "did you
 * mean" hint; `extra` adds words a place accepts besides the modes (the Mechs tab's `Cool down`).
 */
export function moveModeMeant(text: string, extra: readonly string[] = []): string | undefined {
  const choices = extra.length === 0 ? NAMED : NAMED.concat(extra.map((name) => ({ name, words: [name] })));
  return nearestOf(text, choices, (c) => c.words)?.name;
}

/** How the log and the TN breakdown say the attacker moved. */
export const MOVE_MODE_PAST: Readonly<Record<MoveMode, string>> = {
  stand: 'stood still',
  walk: 'walked',
  run: 'ran',
  jump: 'jumped',
  sprint: 'sprinted',
};
