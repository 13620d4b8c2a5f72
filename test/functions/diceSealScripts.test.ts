// DICESEAL (docs/fair-play.md, sealed dice), through the built bundle as Sheets calls it: the seal
// of a seed is SHA-256 of its UTF-8 bytes, in hex, for text in every script — checked against
// Node's crypto, so anyone's `sha256sum` agrees with the cell whatever the players named things.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import '../support/fastcheck';
import { loadBundle } from '../support/bundle';

let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

const node = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const SCRIPTS: readonly [string, string][] = [
  ['Cyrillic', 'Тукайид — раунд 3, ЗАПЕЧАТАНО'],
  ['Greek', 'Τουκαγίντ γύρος 3'],
  ['Hebrew', 'טוקאייד סיבוב 3'],
  ['Arabic', 'توكاييد الجولة ٣'],
  ['Devanagari', 'तुकायिद राउंड ३'],
  ['Thai', 'ตูกายีด รอบที่ 3'],
  ['CJK', '图凯伊德 第三回合 封印'],
  ['Japanese kana', 'ツカイード　ラウンド３'],
  ['Hangul', '투카이드 3라운드'],
  ['CJK beyond the first plane', '𠀀𪚥𰀀'],
  ['emoji', '🎲🎯🤖'],
  ['emoji joined and modified', '👩‍👩‍👧‍👦 👍🏽 🇩🇪'],
  ['combining marks', 'e\u0301 a\u0308 Z\u0335\u0336'],
  ['every UTF-8 length at its edges', '\u007f\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}'],
];

describe('DICESEAL is SHA-256 of the seed text for text in every script', () => {
  it.each(SCRIPTS)('%s: %s', (_script, text) => {
    expect(g.DICESEAL(text)).toBe(node(text));
  });

  it('any text of any code points (between two letters, as DICESEAL trims the spaces round a pasted seed): the seal Node computes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (t) => {
        const seed = `s${t}s`;
        expect(g.DICESEAL(seed)).toBe(node(seed));
      }),
      { numRuns: 300 },
    );
  });
});
