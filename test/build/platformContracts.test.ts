// docs/platform-contracts.md stays true to the repository: every test it cites
// exists and names the describe it quotes, and every deploy-check line it cites is in the check.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const rows = read('docs/platform-contracts.md')
  .split('\n')
  .filter((l) => l.startsWith('| ') && !l.startsWith('| Behaviour') && !l.startsWith('|---'))
  .map((l) => l.split(' | '));
const checkLines = new Set(Array.from(read('docs/deploy-check.md').matchAll(/^\| (\d+) \|/gm), (m) => m[1]));

describe('docs/platform-contracts.md', () => {
  it('has a row for each contract the fakes model (spill, dates, grid bounds among them)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const word of ['array result', 'Date-looking', "past its tab's grid"])
      expect(
        rows.some((r) => r[0].includes(word)),
        word,
      ).toBe(true);
  });

  it.each(rows.map((r) => [r[0].slice(2, 60), r] as const))(
    '%s…: its tests exist, and so do its deploy-check lines',
    (_, row) => {
      const tests = row[2];
      const files = Array.from(tests.matchAll(/`(test\/[^`]+\.ts)`(?: › \*([^*]+)\*)?/g));
      expect(files.length).toBeGreaterThan(0);
      for (const [, file, quoted] of files) {
        expect(existsSync(join(ROOT, file)), file).toBe(true);
        // Quoted as the test names itself (its source escapes apostrophes).
        if (quoted)
          expect(read(file).replace(/\\'/g, "'"), `${file} › ${quoted}`).toContain(
            quoted.replace(/ …$/, '').replace(/…$/, ''),
          );
      }
      const lines = row[3]
        .replace(/\s*\|\s*$/, '')
        .split(/,\s*/)
        .filter((l) => l !== '—');
      for (const line of lines) expect(checkLines.has(line.trim()), `deploy-check line ${line}`).toBe(true);
    },
  );
});
