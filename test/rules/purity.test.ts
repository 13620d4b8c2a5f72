// The rules core is pure. Its tsconfig already refuses Apps Script, DOM and Node
// globals (no `console`, no `SpreadsheetApp`); this checks what a type cannot: randomness and
// the clock only come in through the Dice a rule is given (R-0.4: every round replays from its seed).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(process.cwd(), 'src/rules');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The code without its comments, so a doc comment may say "never Math.random". */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('R-0.4: the rules core rolls only the dice it is given', () => {
  const files = sources(CORE);

  it('reads the core (sanity: it is not empty)', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each([
    ['Math.random', /\bMath\.random\b/],
    ['the clock (Date, performance.now)', /\bnew Date\b|\bDate\.now\b|\bperformance\.now\b/],
    ['Apps Script services', /\b(SpreadsheetApp|LockService|PropertiesService|HtmlService|Session)\./],
  ])('no file of src/rules uses %s', (_what, pattern) => {
    const offenders = files.filter((f) => pattern.test(code(f))).map((f) => relative(process.cwd(), f));
    expect(offenders).toEqual([]);
  });
});
