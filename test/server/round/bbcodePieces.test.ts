// The forum post's Log rows are cut by position, for speed: the pieces
// must be exactly those of the plain line-by-line cut, quirks included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bbcodeRows } from '../../../src/server/round/logTab';

const CHUNK = 45000;

/** The line-by-line cut: gather lines while they fit, cut a longer line where it must be. */
function lineByLine(bbcode: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const line of bbcode.split('\n')) {
    const next = current === '' ? line : `${current}\n${line}`;
    if (next.length <= CHUNK) {
      current = next;
      continue;
    }
    if (current !== '') pieces.push(current);
    current = line;
    while (current.length > CHUNK) {
      pieces.push(current.slice(0, CHUNK));
      current = current.slice(CHUNK);
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** Line lengths around the cell limit, where the cut has its edge cases. */
const lineLength = fc.oneof(
  fc.constantFrom(0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, 2 * CHUNK + 1),
  fc.integer({ min: 0, max: 3 * CHUNK }),
  fc.integer({ min: 0, max: 40 }),
);

describe('R-0.4: the forum post in the Log, cut into cells by position', () => {
  it('gives the pieces of the line-by-line cut, for posts of any lines', () => {
    fc.assert(
      fc.property(fc.array(lineLength, { maxLength: 12 }), (lengths) => {
        const post = lengths.map((n, i) => String.fromCharCode(97 + (i % 26)).repeat(n)).join('\n');
        expect(bbcodeRows(4, post).map((r) => r[8])).toEqual(lineByLine(post));
      }),
      { numRuns: 200 },
    );
  });

  it('an empty post is no row; a post starting with an empty line loses it, as before', () => {
    expect(bbcodeRows(1, '')).toEqual([]);
    expect(bbcodeRows(1, '\n[hider=Round 1]\n[/hider]').map((r) => r[8])).toEqual(['[hider=Round 1]\n[/hider]']);
  });
});
