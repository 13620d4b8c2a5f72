/**
 * The four writes Undo takes back — a resolved round, an import of mechs, the start of a new
 * battle, the skill steps the GM approved — in the words everyone who shows them uses: the server (its refusals, the menu's
 * questions and alerts) and the pages (the sidebar's Undo button, confirmation and messages,
 * the import dialog). One table, so that no two places word a write differently. Pure and
 * self-contained (a type import only): the pages bundle it.
 */
import type { UndoableWrite } from '../sheet/undo/stack';

export type { UndoableWrite } from '../sheet/undo/stack';

/** `round`, `import`, `battle` or `steps`: what the newest write on the undo stack was. */
export type UndoKind = UndoableWrite['kind'];

type WriteOf<K extends UndoKind> = Extract<UndoableWrite, { readonly kind: K }>;

/** What an Undo answered, as far as its words need it. */
export interface UndoneView {
  /** Ranges put back. */
  readonly restored: readonly string[];
  /** Log rows removed (a round's own). */
  readonly logRowsRemoved: number;
  /** The battle and round the sheet is at now. */
  readonly battle: string;
  readonly round: number;
}

/** How one kind of write is named and what its Undo says. */
export interface UndoWords<W extends UndoableWrite> {
  /**
   * The write Undo is asked to take back, from what the caller showed: a round's number, an import's or a battle's
   * label.
   */
  write(identity: number | string): W;
  /** What the caller shows and Undo checks: `3`, `Griffin GRF-1S`, `Battle 2`. */
  identity(w: W): number | string;
  /** In the Undo button's words: `round 3`, `import of Griffin GRF-1S`, `start of Battle 2`. */
  name(w: W): string;
  /** Inside a sentence: `round 3`, `the import of Griffin GRF-1S`, `the start of Battle 2`. */
  the(w: W): string;
  /** Before a list of the cells it wrote: `round 3`, `the import`, `the new battle`. */
  short(w: W): string;
  /** `round 3 was resolved`: when the sheet was as Undo's guard remembers it. */
  when(w: W): string;
  /** The confirmation's question. */
  question(w: W): string;
  /** After `… undone: ` in the message for the GM: where the sheet is now. */
  after(r: UndoneView): string;
  /** The sidebar's notice under its title: what was put back. */
  detail(r: UndoneView): string;
  /** `round`, `import`, `new battle`: `cells Gator wrote in that round … before the round`. */
  readonly noun: string;
  /** The kind, when another write is newest: `a round`, `an import`, `the start of a battle`. */
  readonly aKind: string;
  /** What a protected tab keeps the user from doing: `undo a round`. */
  readonly action: string;
  /** When the undo stack holds nothing at all. */
  readonly nothing: string;
  /** The sidebar's busy line while it is undone. */
  readonly busy: string;
}

/** `1 range`, `3 Log rows`. */
function count(n: number, one: string): string {
  return `${n} ${n === 1 ? one : `${one}s`}`;
}

/** An import's label, or `mechs` for a snapshot that kept none. */
const mechsOf = (label: string): string => (label !== '' ? label : 'mechs');
/** A new battle's label, or `the new battle` for a snapshot that kept none. */
const battleOf = (label: string): string => (label !== '' ? label : 'the new battle');

const ROUND: UndoWords<WriteOf<'round'>> = {
  write: (round) => ({ kind: 'round', round: Number(round) }),
  identity: (w) => w.round,
  name: (w) => `round ${w.round}`,
  the: (w) => `round ${w.round}`,
  short: (w) => `round ${w.round}`,
  when: (w) => `round ${w.round} was resolved`,
  question: (w) =>
    `Undo round ${w.round}? Every cell Gator wrote goes back to how it was before it, and its Log rows are removed.`,
  after: (r) => `the sheet is at round ${r.round} again.`,
  detail: (r) =>
    `Every cell Gator wrote was put back (${count(r.restored.length, 'range')}) and ${count(r.logRowsRemoved, 'Log row')} removed. The sheet is at round ${r.round} again.`,
  noun: 'round',
  aKind: 'a round',
  action: 'undo a round',
  nothing: 'There is no resolved round to undo.',
  busy: 'Undoing the round: putting every cell back…',
};

const IMPORT: UndoWords<WriteOf<'import'>> = {
  write: (label) => ({ kind: 'import', label: String(label) }),
  identity: (w) => w.label,
  name: (w) => `import of ${mechsOf(w.label)}`,
  the: (w) => `the import of ${mechsOf(w.label)}`,
  short: () => 'the import',
  when: (w) => `the import of ${mechsOf(w.label)} was made`,
  question: (w) => `Undo import of ${mechsOf(w.label)}? Its rows on Mechs and Equipment are cleared.`,
  after: () => 'its rows are cleared.',
  detail: (r) =>
    `Its rows on Mechs and Equipment were put back as they were before the import (${count(r.restored.length, 'range')}).`,
  noun: 'import',
  aKind: 'an import',
  action: 'undo an import',
  nothing: 'There is no import to undo.',
  busy: 'Undoing the import: putting its rows back…',
};

const BATTLE: UndoWords<WriteOf<'battle'>> = {
  write: (label) => ({ kind: 'battle', label: String(label) }),
  identity: (w) => w.label,
  name: (w) => `start of ${battleOf(w.label)}`,
  the: (w) => `the start of ${battleOf(w.label)}`,
  short: () => 'the new battle',
  when: (w) => `${battleOf(w.label)} was started`,
  question: (w) =>
    `Undo the start of ${battleOf(w.label)}? The battle before it comes back: its Log returns to the Log tab, the round and every cell the new battle wrote (orders, repairs, heals) go back to how they were.`,
  after: (r) =>
    `the sheet is back at ${r.battle}, round ${r.round}, its Log back on the Log tab and every cell the new battle wrote as it was.`,
  detail: (r) => sentence(BATTLE.after(r)),
  noun: 'new battle',
  aKind: 'the start of a battle',
  action: 'undo the start of a battle',
  nothing: 'There is no new battle to undo.',
  busy: 'Undoing the new battle: putting the Log and every cell back…',
};

/** The steps granted, or `skill steps` for a snapshot that kept none. */
const stepsOf = (label: string): string => (label !== '' ? label : 'skill steps');

const STEPS: UndoWords<WriteOf<'steps'>> = {
  write: (label) => ({ kind: 'steps', label: String(label) }),
  identity: (w) => w.label,
  name: (w) => `skill steps (${stepsOf(w.label)})`,
  the: (w) => `the skill steps approved (${stepsOf(w.label)})`,
  short: () => 'the skill steps',
  when: (w) => `the skill steps (${stepsOf(w.label)}) were approved`,
  question: (w) =>
    `Undo the skill steps approved (${stepsOf(w.label)})? Each pilot's skill, XP spent and Step asked on the Pilots tab go back to how they were.`,
  after: () => "each pilot's skill, XP spent and Step asked are back on the Pilots tab as they were.",
  detail: (r) =>
    `Each pilot's skill, XP spent and Step asked were put back as they were before the approval (${count(r.restored.length, 'range')}).`,
  noun: 'approval',
  aKind: 'an approval of skill steps',
  action: 'undo skill steps',
  nothing: 'There are no skill steps to undo.',
  busy: 'Undoing the skill steps: putting the Pilots tab back…',
};

const WORDS: { readonly [K in UndoKind]: UndoWords<WriteOf<K>> } = {
  round: ROUND,
  import: IMPORT,
  battle: BATTLE,
  steps: STEPS,
};

/** The words of `kind`. */
export function kindWords(kind: UndoKind): UndoWords<UndoableWrite> {
  // Each entry takes only writes of its own kind; `wordsOf` and the callers pass it one.
  return WORDS[kind] as unknown as UndoWords<UndoableWrite>;
}

/** The words of the kind `w` is. */
export function wordsOf(w: UndoableWrite): UndoWords<UndoableWrite> {
  return kindWords(w.kind);
}

/** Whether `value` names a kind of write Undo knows. */
export function isUndoKind(value: unknown): value is UndoKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WORDS, value);
}

/** The kinds, for a refusal that lists them: `round, import, battle or steps`. */
export const UNDO_KINDS: readonly UndoKind[] = Object.keys(WORDS) as UndoKind[];

/** A phrase as the start of a sentence: `the import of …` → `The import of …`. */
export function sentence(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** The Undo button and the confirmation's Undo: `round 3`, `import of Griffin GRF-1S`, `start of Battle 2`. */
export function undoName(w: UndoableWrite): string {
  return wordsOf(w).name(w);
}

/** What the caller shows Undo it expects: a round's number, an import's or a new battle's label. */
export function undoIdentity(w: UndoableWrite): number | string {
  return wordsOf(w).identity(w);
}

/** The write inside a sentence: `round 3`, `the import of Griffin GRF-1S`, `the start of Battle 2`. */
export function undoThe(w: UndoableWrite): string {
  return wordsOf(w).the(w);
}

/**
 * The Undo confirmation, the menu's and the sidebar's alike: `Undo round 3? Every cell Gator
 * wrote goes back …`, `Undo import of Griffin GRF-1S? Its rows on Mechs and Equipment are cleared.`
 */
export function undoQuestion(w: UndoableWrite): string {
  return wordsOf(w).question(w);
}

/** A title once it is undone: `Round 3 undone.`, `The import of Griffin GRF-1S undone.` */
export function undoneTitle(w: UndoableWrite): string {
  return `${sentence(undoThe(w))} undone.`;
}

/** A title when Undo refused it: `Round 3 was not undone.`, `The start of Battle 2 was not undone.` */
export function notUndoneTitle(w: UndoableWrite): string {
  return `${sentence(undoThe(w))} was not undone.`;
}

/** The message for the GM once it is undone: `Round 3 undone: the sheet is at round 3 again.` */
export function undoneMessage(w: UndoableWrite, r: UndoneView): string {
  return `${sentence(undoThe(w))} undone: ${wordsOf(w).after(r)}`;
}
