/**
 * Characters XML 1.0 forbids (C0 controls other than tab, newline and carriage return, the
 * non-characters U+FFFE/U+FFFF) and unpaired surrogates: a sheet cell can hold them, and one
 * in a name would make the whole SVG unreadable to a parser, so they are dropped.
 */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for SVG/XML element content and attribute values: `& < > " '` become
 * entities and characters XML cannot hold are dropped. Every name from the sheet goes through
 * it, so a mech named `<img src=x onerror=alert(1)>` is drawn as those characters, never markup.
 *
 * @example xmlEscape('<b>"Bob" & co</b>') // '&lt;b&gt;&quot;Bob&quot; &amp; co&lt;/b&gt;'
 */
export function xmlEscape(text: string): string {
  return String(text)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * A name shortened for drawing on a token: at most `max` characters, the last one an
 * ellipsis when cut (the full name goes in the token's tooltip). Counts code points, so an
 * emoji is never split.
 */
export function shortLabel(text: string, max: number): string {
  const chars = Array.from(String(text).trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}
