/**
 * Reading single cells as the GM typed them: A1 addresses, blanks, whole numbers, Yes/No
 * and choice lists. Values arrive as `getValues()` gives them: numbers, strings, booleans
 * (checkboxes), Dates, or '' for an empty cell.
 */

/** The column letters of a 0-based column index: 0 → `A`, 26 → `AA`. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** `Mechs!F7` from 0-based row and column indexes of the tab's values array. */
export function a1(tab: string, row: number, col: number): string {
  return `${tab}!${columnLetters(col)}${row + 1}`;
}

/** `Mechs!L2:BB5` for a rectangle given by 0-based top-left and size. */
export function a1Range(tab: string, row: number, col: number, rows: number, cols: number): string {
  const start = `${columnLetters(col)}${row + 1}`;
  if (rows === 1 && cols === 1) return `${tab}!${start}`;
  return `${tab}!${start}:${columnLetters(col + cols - 1)}${row + rows}`;
}

/** An empty cell: nothing, '' or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The cell as trimmed text (numbers as Sheets shows them, booleans as TRUE/FALSE). */
export function cellText(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

/** How a message quotes what it found: `"three"`, `-2`, `TRUE`, `nothing`. */
export function describeGot(value: unknown): string {
  if (isBlank(value)) return 'nothing';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return 'a date';
  return `"${String(value).trim()}"`;
}

/*
 * The patterns below are module constants: a regex literal inside a function is a new RegExp
 * object on every call, which cold code pays for on every cell.
 */
/** Whitespace `normalize` would change inside a trimmed text: a run of two, or a tab, newline… */
const LOOSE_SPACE = /\s\s|[^\S ]/;
const SPACES = /\s+/g;
/** `3`, ` 12 `, `-2`, `4.0`: a whole number typed as text. */
const WHOLE_TEXT = /^\s*[+-]?\d+(\.0*)?\s*$/;

/** Lower case, trimmed, single spaces: how headers, names and choices are compared. */
export function normalize(text: string): string {
  const t = text.trim().toLowerCase();
  // Most names hold single spaces only (`griffin 2`): the replace would copy them unchanged.
  return LOOSE_SPACE.test(t) ? t.replace(SPACES, ' ') : t;
}

/**
 * `fn` remembering its answers for the length of one read: for the pure parses a tab
 * repeats row after row (the same Item or Mech name on many Equipment rows). Create one per
 * call, never at module level, so nothing outlives the sheet it was read from.
 */
export function memoized<K, V>(fn: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    if (seen.has(key)) return seen.get(key) as V;
    const value = fn(key);
    seen.set(key, value);
    return value;
  };
}

/**
 * A whole number from a number cell or a numeric text cell (`"3"`, `" 12 "`); undefined
 * for anything else (`"three"`, 2.5, TRUE, blank).
 */
export function wholeNumber(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && WHOLE_TEXT.test(value)) n = Number(value);
  else return undefined;
  return Number.isInteger(n) ? n : undefined;
}

/** Yes/No: Yes, Y, TRUE, a ticked checkbox, No, N, FALSE; blank is undefined (the caller's default). */
export function yesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const t = normalize(cellText(value));
  if (t === 'yes' || t === 'y' || t === 'true') return true;
  if (t === 'no' || t === 'n' || t === 'false') return false;
  return undefined;
}

/**
 * Each choice list's spellings as `normalize` gives them, worked out once per list: the lists
 * are the schema's constants, and a round checks a choice on every Equipment row.
 */
const NORMALIZED_CHOICES = new WeakMap<readonly string[], readonly string[]>();

function normalizedChoices(choices: readonly string[]): readonly string[] {
  let keys = NORMALIZED_CHOICES.get(choices);
  if (!keys) {
    keys = choices.map(normalize);
    NORMALIZED_CHOICES.set(choices, keys);
  }
  return keys;
}

/** The choice of `choices` the cell names, any case and spacing; undefined otherwise. */
export function choice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  const t = normalize(cellText(value));
  const i = normalizedChoices(choices).indexOf(t);
  return i >= 0 ? choices[i] : undefined;
}

/** `A, B or C` for messages. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Two cell values equal for writing purposes: same type and value; blanks of any kind equal. */
export function sameCell(a: unknown, b: unknown): boolean {
  const blankA = a === undefined || a === null || a === '';
  const blankB = b === undefined || b === null || b === '';
  if (blankA || blankB) return blankA && blankB;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || a === b;
  return a === b;
}

/**
 * The error values a cell can show. `getValues()` hands a cell showing one over as its text
 * (`"#NAME?"`), and a custom function receives it the same way: Gator reads it as a problem of
 * that cell, never as a name or a number.
 */
const ERROR_VALUES = ['#NAME?', '#ERROR!', '#REF!', '#N/A', '#VALUE!', '#DIV/0!', '#NUM!', '#NULL!'] as const;
export type ErrorValue = (typeof ERROR_VALUES)[number];

/** The error value a cell shows, or undefined for any other value. */
export function errorValue(value: unknown): ErrorValue | undefined {
  // Most cells are not text starting with `#`: one comparison settles them.
  if (typeof value !== 'string' || value.charCodeAt(0) !== 35 /* # */) return undefined;
  const i = (ERROR_VALUES as readonly string[]).indexOf(value);
  return i >= 0 ? ERROR_VALUES[i] : undefined;
}

/** Why a formula gives each error, in a GM's words. */
const ERROR_CAUSES: Readonly<Record<ErrorValue, string>> = {
  '#NAME?': 'its formula names something Sheets does not know',
  '#ERROR!': 'Sheets cannot read its formula',
  '#REF!': 'its formula refers to a cell that was deleted (or to itself)',
  '#N/A': "its formula's lookup found nothing",
  '#VALUE!': 'its formula got text where it needs a number',
  '#DIV/0!': 'its formula divides by zero or by an empty cell',
  '#NUM!': "its formula's number is out of range",
  '#NULL!': "its formula's ranges do not meet",
};

/**
 * A formula that is only what was typed, a sign and a word or two (`=+Raider`, `=-Medium Laser`): text taken for a
 * formula.
 */
const TYPED_AS_FORMULA = /^=([+\-=@]?)([^()!:"]*)$/;

/**
 * What a problem says about a cell showing an error value (after its `Attacks!A4: `): what it
 * shows and the likely cause, with the fix. `formula` is the cell's formula when the reader
 * has it (the server can ask Sheets; a custom function only sees the value).
 *
 * @example errorValueText('#NAME?', '=+Raider') // 'the cell shows #NAME? — "+Raider" was typed as a formula; type
 * \'+Raider or leave out the +'
 */
export function errorValueText(error: ErrorValue, formula?: string): string {
  const shows = `the cell shows ${error} —`;
  const typed = formula ? TYPED_AS_FORMULA.exec(formula.trim()) : null;
  if (typed && (error === '#NAME?' || error === '#ERROR!')) {
    const [, sign, rest] = typed;
    const text = sign === '' || sign === '=' ? `=${rest}` : `${sign}${rest}`;
    const leaveOut = sign === '' || sign === '=' ? '=' : sign;
    return `${shows} "${text}" was typed as a formula; type '${text} or leave out the ${leaveOut}`;
  }
  if (formula) return `${shows} ${ERROR_CAUSES[error]} (${formula}); type the value itself, or fix the formula`;
  if (error === '#NAME?' || error === '#ERROR!') {
    return `${shows} it was typed as a formula (text starting with +, - or = becomes one); type it with an apostrophe first (as in '+Raider) or leave out the sign`;
  }
  return `${shows} ${ERROR_CAUSES[error]}; type the value itself, or fix the formula`;
}
