/**
 * How a log line shows the text it did not write itself: mech names and free text
 * (weapon names, reasons, the GM's labels). The plain style prints them as they are;
 * the BBCode style puts mech names in `[i]…[/i]` like the seed does and neutralizes
 * square brackets so a name such as `[b]X` cannot open a tag in the forum post.
 */
export interface TextStyle {
  /** A mech name: `Griffin`, or `[i]Griffin[/i]`. */
  mech(name: string): string;
  /** A mech name with `'s`: `Griffin's`, or `[i]Griffin's[/i]` (the seed's form). */
  possessive(name: string): string;
  /** Any other text that came from the sheet or the engine. */
  text(value: string): string;
}

export const PLAIN: TextStyle = {
  mech: (name) => name,
  possessive: (name) => `${name}'s`,
  text: (value) => value,
};

const OPEN_BRACKET = /\[/g;
const CLOSE_BRACKET = /\]/g;

/**
 * Makes user text inert in BBCode: `[` and `]` become the fullwidth `［` and `］`
 * (U+FF3B, U+FF3D). They read the same to a player, but no forum parser takes them for
 * a tag, so a mech named `[b]X` or `Atlas[/hider]` shows as `［b］X` and `Atlas［/hider］`.
 * @example neutralizeBBCode('[b]X') // '［b］X'
 */
export function neutralizeBBCode(value: string): string {
  // Nearly all text has no bracket: it is returned as it is, without two regex passes.
  if (value.indexOf('[') < 0 && value.indexOf(']') < 0) return value;
  return value.replace(OPEN_BRACKET, '\uFF3B').replace(CLOSE_BRACKET, '\uFF3D');
}

export const BBCODE: TextStyle = {
  mech: (name) => `[i]${neutralizeBBCode(name)}[/i]`,
  possessive: (name) => `[i]${neutralizeBBCode(name)}'s[/i]`,
  text: neutralizeBBCode,
};
