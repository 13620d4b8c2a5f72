/**
 * A round's forum post cut into parts a forum accepts (the Forum post limit): each part at most `limit`
 * characters, each a whole `[hider=Round 4 (part 1 of 3)]…[/hider]` with its tags balanced,
 * cut between mechs' blocks and never inside one. It works on the post's text — the Log
 * keeps only the text — in the shape `roundBBCode` writes:
 *
 * - the outer `[hider=Title]` … `[/hider]`;
 * - sections parted by a blank line, each opened by a `[b]Title[/b]` line, or a nested
 *   `[hider=Title]` closed by `[/hider]` (the Dice hider of posts written before posts came in parts);
 * - inside a section, groups parted by a blank line; a group opened by a name alone
 *   (`[i]Griffin[/i]`, an attacker in Attacks) is one mech's block;
 * - elsewhere a line and the `• ` lines under it are one mech's block.
 *
 * A section or group carried on into the next part says so: `[b]Attacks (continued)[/b]`,
 * `[i]Griffin[/i] (continued)`. A mech's block longer than a part is the only thing cut
 * further: between its attacks, and an attack longer than a part (a chain of engine
 * explosions) between its lines. A line is never cut: one longer than the limit gets a part
 * of its own, flagged `over`, for the GM to shorten by hand.
 */

/** One part of the post, ready to paste. */
interface PostPart {
  readonly text: string;
  /** Longer than the limit: it holds a line longer than the limit, which is never cut. */
  readonly over: boolean;
}

/** A line and the `• ` lines under it. */
type Unit = readonly string[];

interface Group {
  /** A name alone on the group's first line: the attacker whose block this is. */
  readonly heading?: string;
  readonly units: readonly Unit[];
}

interface Section {
  /** `[b]Movement[/b]` or a nested `[hider=Dice]`. */
  readonly header: string;
  /** `[/hider]` for a nested hider. */
  readonly footer?: string;
  readonly groups: readonly Group[];
}

/** What a part holds: a whole block, or some attacks of an attacker's block too long for a part. */
interface Piece {
  readonly section: number;
  readonly group: number;
  readonly heading?: string;
  readonly units: readonly Unit[];
}

const HIDER_OPEN = /^\[hider=(.*)\]$/;
const HIDER_CLOSE = '[/hider]';
const BOLD_LINE = /^\[b\](.*)\[\/b\]$/;
const NAME_ALONE = /^\[i\][^[\]]*\[\/i\]$/;
const BULLET = '• ';

/**
 * The post in parts of at most `limit` characters each. A post within the limit is one part,
 * unchanged. Otherwise part `i` of `n` is titled `Title (part i of n)`, and each part takes the
 * blocks in order while the next one fits, so there are as few parts as the blocks allow.
 */
export function postParts(post: string, limit: number): PostPart[] {
  if (post.length <= limit) return [{ text: post, over: false }];
  const lines = post.split('\n');
  const open = HIDER_OPEN.exec(lines[0] ?? '');
  const title = open !== null && lines.length >= 2 && lines[lines.length - 1] === HIDER_CLOSE ? open[1] : undefined;
  const sections = parseSections(title !== undefined ? lines.slice(1, -1) : lines);
  // Titles grow from part 10 on: pack again when the count gains a digit.
  for (let digits = 1; ; digits++) {
    const width = '9'.repeat(digits);
    const wrapper = title !== undefined ? [openLine(title, width, width), HIDER_CLOSE] : [];
    const parts = pack(sections, limit, wrapper);
    if (String(parts.length).length > digits) continue;
    const earlier = new Set<string>();
    return parts.map((pieces, i) => {
      const text = partLines(sections, pieces, earlier, title, String(i + 1), String(parts.length)).join('\n');
      for (const p of pieces) mark(earlier, p);
      return { text, over: text.length > limit };
    });
  }
}

function parseSections(body: readonly string[]): Section[] {
  const sections: { header: string; footer?: string; groups: { units: string[][] }[] }[] = [];
  let current: (typeof sections)[number] | undefined;
  let group: { units: string[][] } | undefined;
  let nested = false;
  let blank = true;
  for (const line of body) {
    if (line === '') {
      blank = true;
      group = undefined;
      continue;
    }
    if (nested && line === HIDER_CLOSE) {
      nested = false;
      continue;
    }
    if (blank && !nested && (BOLD_LINE.test(line) || HIDER_OPEN.test(line))) {
      nested = HIDER_OPEN.test(line);
      current = { header: line, ...(nested ? { footer: HIDER_CLOSE } : {}), groups: [] };
      sections.push(current);
      group = undefined;
      blank = false;
      continue;
    }
    blank = false;
    if (!current) {
      current = { header: '', groups: [] };
      sections.push(current);
    }
    if (!group) {
      group = { units: [] };
      current.groups.push(group);
    }
    if (line.startsWith(BULLET) && group.units.length > 0) group.units[group.units.length - 1].push(line);
    else group.units.push([line]);
  }
  // `[i]Griffin[/i]` alone, with attacks under it: the attacker's heading, not a block of its own.
  const headed = (g: { units: string[][] }): Group =>
    g.units.length > 1 && g.units[0].length === 1 && NAME_ALONE.test(g.units[0][0])
      ? { heading: g.units[0][0], units: g.units.slice(1) }
      : g;
  return sections.map((s) => ({ ...s, groups: s.groups.map(headed) }));
}

/** Every block in order: an attacker's group whole; elsewhere each line with its `• ` lines. */
function blocks(sections: readonly Section[]): Piece[] {
  const out: Piece[] = [];
  sections.forEach((s, section) => {
    s.groups.forEach((g, group) => {
      if (g.heading !== undefined) out.push({ section, group, heading: g.heading, units: g.units });
      else for (const u of g.units) out.push({ section, group, units: [u] });
    });
  });
  return out;
}

/**
 * The blocks in parts. Each part's length is kept as it fills, so a round of a thousand lines
 * is packed in one pass: `wrapper` is the hider's first and last lines at their longest (the
 * widest part number).
 */
function pack(sections: readonly Section[], limit: number, wrapper: readonly string[]): Piece[][] {
  const parts: Piece[][] = [];
  const earlier = new Set<string>();
  let pieces: Piece[] = [];
  // The part's lines so far, without the last section's `[/hider]`: characters and count.
  let chars = tally(wrapper);
  let lines = wrapper.length;
  /** The part's length with `added` lines more and its last piece in `section`. */
  const size = (added: readonly string[], section: number): number => {
    const footer = sections[section].footer;
    return chars + tally(added) + (footer ? footer.length + 1 : 0) + lines + added.length - 1;
  };
  const push = (piece: Piece, added: readonly string[]): void => {
    pieces.push(piece);
    chars += tally(added);
    lines += added.length;
  };
  const adding = (piece: Piece): string[] => {
    const added = transition(sections, pieces[pieces.length - 1], piece, earlier);
    for (const unit of piece.units) for (const line of unit) added.push(line);
    return added;
  };
  const close = (): void => {
    parts.push(pieces);
    for (const p of pieces) mark(earlier, p);
    pieces = [];
    chars = tally(wrapper);
    lines = wrapper.length;
  };
  /** Whether `piece` fits a part of its own, its header and heading `(continued)` at worst. */
  const fitsAlone = (piece: Piece): boolean => {
    const begun = new Set(earlier);
    mark(begun, piece);
    const own = transition(sections, undefined, piece, begun);
    for (const unit of piece.units) for (const line of unit) own.push(line);
    const footer = sections[piece.section].footer;
    return tally(wrapper) + tally(own) + (footer ? footer.length + 1 : 0) + wrapper.length + own.length - 1 <= limit;
  };
  const place = (piece: Piece): void => {
    const added = adding(piece);
    if (size(added, piece.section) <= limit) return push(piece, added);
    // Too long for what is left of this part: a block that fits a part starts the next one;
    // a longer one is cut into smaller pieces here, filling this part first.
    const finer = fitsAlone(piece) ? undefined : finerPieces(piece);
    if (finer) {
      for (const f of finer) place(f);
      return;
    }
    if (pieces.length > 0) close();
    push(piece, adding(piece));
  };
  for (const block of blocks(sections)) place(block);
  if (pieces.length > 0) close();
  return parts;
}

/**
 * A block too long for a part, in smaller pieces: an attacker's block by attack; one attack (or
 * one line and its `• ` lines elsewhere) by line — only a chain of explosions makes one that
 * long. Undefined for a single line, which is never cut.
 */
function finerPieces(piece: Piece): Piece[] | undefined {
  if (piece.units.length > 1) return piece.units.map((u) => ({ ...piece, units: [u] }));
  const unit = piece.units[0];
  if (unit.length > 1) return unit.map((line) => ({ ...piece, units: [[line]] }));
  return undefined;
}

/** Characters of some lines, without their line ends. */
function tally(lines: readonly string[]): number {
  let n = 0;
  for (const l of lines) n += l.length;
  return n;
}

/**
 * The lines between `prev` and `piece` in a part: the last section's `[/hider]` and a blank
 * line and the header (`(continued)` when an earlier part began the section) when the section
 * changes, a blank line between groups, the attacker's heading before its attacks.
 */
function transition(
  sections: readonly Section[],
  prev: Piece | undefined,
  piece: Piece,
  earlier: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  const newSection = !prev || prev.section !== piece.section;
  const newGroup = newSection || prev.group !== piece.group;
  if (newSection) {
    const footer = prev ? sections[prev.section].footer : undefined;
    if (footer) out.push(footer);
    if (prev) out.push('');
    const header = sections[piece.section].header;
    if (header) out.push(earlier.has(`${piece.section}`) ? continued(header) : header);
  } else if (newGroup) {
    out.push('');
  }
  if (newGroup && piece.heading !== undefined)
    out.push(earlier.has(`${piece.section}/${piece.group}`) ? `${piece.heading} (continued)` : piece.heading);
  return out;
}

function mark(earlier: Set<string>, piece: Piece): void {
  earlier.add(`${piece.section}`);
  earlier.add(`${piece.section}/${piece.group}`);
}

/** A part's lines: the hider titled `Title (part i of n)` around its pieces. */
function partLines(
  sections: readonly Section[],
  pieces: readonly Piece[],
  earlier: ReadonlySet<string>,
  title: string | undefined,
  i: string,
  n: string,
): string[] {
  const out: string[] = title !== undefined ? [openLine(title, i, n)] : [];
  let prev: Piece | undefined;
  for (const piece of pieces) {
    for (const line of transition(sections, prev, piece, earlier)) out.push(line);
    for (const unit of piece.units) for (const line of unit) out.push(line);
    prev = piece;
  }
  const footer = prev ? sections[prev.section].footer : undefined;
  if (footer) out.push(footer);
  if (title !== undefined) out.push(HIDER_CLOSE);
  return out;
}

function openLine(title: string, i: string, n: string): string {
  return `[hider=${title} (part ${i} of ${n})]`;
}

/** `[b]Attacks[/b]` → `[b]Attacks (continued)[/b]`; `[hider=Dice]` → `[hider=Dice (continued)]`. */
function continued(header: string): string {
  const bold = BOLD_LINE.exec(header);
  if (bold) return `[b]${bold[1]} (continued)[/b]`;
  const hider = HIDER_OPEN.exec(header);
  return hider ? `[hider=${hider[1]} (continued)]` : header;
}
