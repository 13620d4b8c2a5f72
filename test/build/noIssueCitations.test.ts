// No comment, test name or page cites an issue number: the tracker they would point to is not in
// the repository, so a newcomer cannot follow them. Say the ruling (R-…), the docs page
// (docs/*.md) or the behaviour in words instead. Another project's issue, named with its
// repository (`googleworkspace/apps-script-samples issue #12`, `burnash/gspread#1072`) or by
// its address, is a source anyone can open, and stays.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');
/** Where the project's own words are: the code, the tests, the pages and the tools beside them. */
const SCANNED = ['src', 'test', 'docs', 'bench', 'playground', 'scripts', 'README.md'];

/**
 * The forms a citation takes: `issue 19`, `Issue 4`, `issue 19 §2`, `issues 7 and 13`,
 * `issues 17–21`, `issue #2`, `issue-12`; `(#19)`, `(#19, …)` and `#19 §2`. A mech's weapon
 * number (`Medium Laser #1`) is none of these.
 */
const CITATIONS: readonly RegExp[] = [/\bissues?[\s#-]*\d/gi, /\(#\d+[),]/g, /#\d+\s*§/g];

/** Another project's issue: its repository (`owner/name`) or its address just before the number. */
const ELSEWHERE = /(?:[\w.-]+\/[\w.-]+\s+issues?\s*#?|https?:\/\/\S*)$/i;

/** Every citation of an issue in `text`, as `line: the words`, another project's issues left out. */
function issueCitations(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const pattern of CITATIONS) {
      for (const m of line.matchAll(pattern)) {
        const before = line.slice(0, (m.index ?? 0) + m[0].replace(/[\s#-]*\d$/, '').length);
        if (ELSEWHERE.test(before)) continue;
        found.push(`${i + 1}: ${line.trim()}`);
      }
    }
  });
  return found;
}

/** Every file under `path` (or `path` itself), as a path from the repository's root with forward slashes. */
function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => filesUnder(`${path}/${name}`));
}

/** A text file's contents; undefined for a binary one (a NUL byte). */
function textOf(file: string): string | undefined {
  const bytes = readFileSync(join(ROOT, file));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

describe('what counts as citing an issue', () => {
  it.each([
    'the sidebar reads under the lock (issue 18).',
    "it('issue 21 §3: the first view is readable'",
    '// Issue 4, Performance: the calls do not grow',
    'share the undo stack (issues 7 and 13)',
    'every story of issues 17–21',
    "each custom function's contract from issue #2",
    'the tests of issue-12 typos',
    'Resolve without them (#19)',
    'as #20 §3 asks',
  ])('%s', (line) => {
    expect(issueCitations(line)).toHaveLength(1);
  });

  it.each([
    'Sheets calls the function anyway (googleworkspace/apps-script-samples issue #12).',
    'resets their editors (apps-script-platform notes; burnash/gspread#1072)',
    '[backlot #159](https://github.com/brekkylab/backlot/issues/159)',
    '`Griffin: Medium Laser #1 at Rifleman — to-hit`',
    'R-0.5: typed rolls; docs/typed-dice.md',
    'the issue trackers of other add-ons',
  ])('not: %s', (line) => {
    expect(issueCitations(line)).toEqual([]);
  });
});

describe(`no file under ${SCANNED.join(', ')} cites an issue number`, () => {
  const files = SCANNED.flatMap(filesUnder).filter((f) => f !== SELF);

  it('finds the files it reads', () => {
    expect(files).toContain('src/main.ts');
    expect(files).toContain('docs/rules.md');
  });

  it('each citation named with its file and line: say the ruling, the docs section or the behaviour', () => {
    const cited = files.flatMap((file) => issueCitations(textOf(file) ?? '').map((where) => `${file}:${where}`));
    expect(cited).toEqual([]);
  });
});
