// Auditing a forum post against the Log: every die of the Log is in the
// post exactly once, where a player would look for it, and every part of the post is a
// whole BBCode post. The post is read as a player reads it — by its words — not through the
// code that wrote it.
import { PURPOSE_LABELS } from '../../src/log/describeRoll';
import type { LogRow } from '../../src/log/rows';

/**
 * A die as both sides identify it: the step it was rolled in (as the post's section names
 * it), what it was for (an attack and a melee attack are both `Attack`), and its faces in
 * the order thrown. The mech whose roll it is is checked apart: the Log's Actor must be named
 * on the post's line, on a line above it in the same block, or in its attacker heading.
 */
export interface Die {
  readonly key: string;
  readonly mechs: ReadonlySet<string>;
}

/** The Log's Step → the post's section. */
const SECTION_OF_STEP: Readonly<Record<string, string>> = {
  Start: 'Start of round',
  Movement: 'Movement',
  Outflank: 'Movement',
  Attacks: 'Attacks',
  End: 'End of round',
};

const purposeKey = (label: string): string => (label === PURPOSE_LABELS.melee ? PURPOSE_LABELS.attack : label);

/** The dice of the Log rows: every row with faces in its Dice column (`4+5`, `6`, `6,5,[2]`). */
export function logDice(rows: readonly LogRow[]): { key: string; actor: string }[] {
  const out: { key: string; actor: string }[] = [];
  for (const row of rows) {
    const dice = String(row[5]);
    if (dice === '' || row[4] === 'BBCode' || row[4] === 'Dice seed') continue;
    const faces = dice.replace(/[[\]]/g, '').split(/[+,]/).join(',');
    out.push({
      key: `${SECTION_OF_STEP[row[1]]} | ${purposeKey(String(row[4]))} | ${faces}`,
      actor: unescapeText(String(row[2])),
    });
  }
  return out;
}

function unescapeText(text: string): string {
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

const CHECK_LABELS = (Object.keys(PURPOSE_LABELS) as (keyof typeof PURPOSE_LABELS)[])
  .filter((p) => !['attack', 'melee', 'cluster', 'hitLocation', 'critConfirm', 'critEffect', 'outflank'].includes(p))
  .map((p) => PURPOSE_LABELS[p]);

const DICE = String.raw`(?:(\d+) \((\d+(?:\+\d+)+)\)|(?:Advantage|Disadvantage|3d6): rolled (\d+(?:, \d+)+), kept|(\d+)(?= →| vs|$))`;
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each purpose as the post words it, and where its dice are. */
const PATTERNS: { label: string; re: RegExp }[] = [
  {
    label: PURPOSE_LABELS.attack,
    re: new RegExp(String.raw`^[^•].* (?:at|on) \[i\].*?\[/i\](?::| with) (?:rolls )?${DICE}`),
  },
  { label: PURPOSE_LABELS.outflank, re: new RegExp(`tries to outflank .*?: ${DICE}`) },
  { label: PURPOSE_LABELS.cluster, re: new RegExp(String.raw`Cluster(?: \(.*?\))?: .*?rolls ${DICE}`) },
  { label: PURPOSE_LABELS.hitLocation, re: new RegExp(String.raw`Hit location(?: \(.*?\))?: ${DICE}`) },
  { label: PURPOSE_LABELS.critConfirm, re: new RegExp(`Critical (?:not )?confirmed on ${DICE}`) },
  { label: PURPOSE_LABELS.critEffect, re: new RegExp(String.raw`Critical effect(?: \(.*?\))?: ${DICE}`) },
  ...CHECK_LABELS.map((label) => ({
    label,
    re: new RegExp(String.raw`${escapeRegExp(label)}(?: \(.*?\))?: ${DICE}`, 'i'),
  })),
];

const NAME = /\[i\](.*?)(?:'s)?\[\/i\]/g;

function names(line: string): string[] {
  return Array.from(line.matchAll(NAME), (m) => m[1]);
}

/**
 * The dice of a post (or of its parts, pasted one after the other): each line's roll, keyed
 * like `logDice`, with the mechs its block names. Throws when a line holds two rolls.
 */
export function postDice(post: string): Die[] {
  const out: Die[] = [];
  let section = '';
  let heading: string[] = [];
  let block: string[] = [];
  for (const line of post.split('\n')) {
    const header = /^\[b\](.*?)(?: \(continued\))?\[\/b\]$/.exec(line);
    if (header) {
      section = header[1];
      heading = [];
      block = [];
      continue;
    }
    if (line === '' || line.startsWith('[hider=') || line === '[/hider]') {
      heading = [];
      block = [];
      continue;
    }
    if (/^\[i\][^[\]]*\[\/i\](?: \(continued\))?$/.test(line)) {
      heading = names(line);
      block = [];
      continue;
    }
    if (!line.startsWith('• ')) block = [];
    block.push(...names(line));
    const found = PATTERNS.flatMap((p) => {
      const m = p.re.exec(line);
      return m ? [{ label: p.label, m }] : [];
    });
    // `heat ammo explosion check` also reads as an `ammo explosion …` check of a shorter label: the longest label wins.
    const rolls = found.filter(
      (f) =>
        !found.some(
          (g) =>
            g !== f &&
            g.label.length > f.label.length &&
            g.m.index <= f.m.index &&
            g.label.toLowerCase().includes(f.label.toLowerCase()),
        ),
    );
    if (rolls.length > 1) throw new Error(`two rolls on one line: ${line}`);
    if (rolls.length === 0) continue;
    const m = rolls[0].m;
    const faces = m[2] ? m[2].split('+') : m[3] ? m[3].split(', ') : [m[1] ?? m[4]];
    out.push({ key: `${section} | ${rolls[0].label} | ${faces.join(',')}`, mechs: new Set([...heading, ...block]) });
  }
  return out;
}

/**
 * Problems with `post` against the Log's dice: a die missing or shown twice (by step, purpose
 * and faces), or shown where its mech cannot be told. Empty when every die is there once.
 */
export function auditPost(post: string, rows: readonly LogRow[]): string[] {
  const problems: string[] = [];
  const logged = logDice(rows);
  const shown = postDice(post);
  const byKey = new Map<string, { logged: string[]; shown: Die[] }>();
  const entry = (key: string) => {
    let e = byKey.get(key);
    if (!e) byKey.set(key, (e = { logged: [], shown: [] }));
    return e;
  };
  for (const d of logged) entry(d.key).logged.push(d.actor);
  for (const d of shown) entry(d.key).shown.push(d);
  byKey.forEach((e, key) => {
    if (e.logged.length !== e.shown.length)
      problems.push(`${key}: ${e.logged.length} in the Log, ${e.shown.length} in the post`);
    else if (!matchActors(e.logged, e.shown))
      problems.push(`${key}: its mechs (${e.logged.join(', ')}) are not named by the post's lines`);
  });
  return problems;
}

/** Each Log actor paired with a different post die that names it (a bipartite matching). */
function matchActors(actors: readonly string[], dice: readonly Die[]): boolean {
  const owner: number[] = dice.map(() => -1);
  const tryActor = (a: number, seen: boolean[]): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (seen[d] || !dice[d].mechs.has(actors[a])) continue;
      seen[d] = true;
      if (owner[d] < 0 || tryActor(owner[d], seen)) {
        owner[d] = a;
        return true;
      }
    }
    return false;
  };
  return actors.every((_, a) =>
    tryActor(
      a,
      dice.map(() => false),
    ),
  );
}

/** Whether every BBCode tag of `text` is closed, in order (`[i]` in `[b]` in `[hider=…]`). */
export function tagsBalanced(text: string): boolean {
  const open: string[] = [];
  for (const m of text.matchAll(/\[(\/?)([a-z]+)(?:=[^\]]*)?\]/g)) {
    if (m[1] === '') open.push(m[2]);
    else if (open.pop() !== m[2]) return false;
  }
  return open.length === 0;
}

/** A part's text without its own lines (the hider, `(continued)` headers): what it carries of the post. */
export function carried(part: string): string[] {
  return part
    .split('\n')
    .slice(1, -1)
    .filter((l) => !/ \(continued\)(\[\/b\]|\])?$/.test(l));
}
