/**
 * Reads the tables of test/fixtures/reference/battletech-tables.md (the published BattleTech
 * tables as MegaMek implements them, with their sources), so the typed data can be checked cell
 * by cell against a text the GM can read. The fixture lives in the repository: a plain clone
 * tests on its own.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** test/rules/charts → test/fixtures/reference. */
const REFERENCE_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/reference/battletech-tables.md',
);

let cached: string[] | undefined;

function referenceLines(): string[] {
  if (!cached) cached = readFileSync(REFERENCE_PATH, 'utf8').split(/\r?\n/);
  return cached;
}

/**
 * The lines of the section whose heading starts with `heading` (`## 1.`, `### 6b.`), up to the next heading of its
 * level or higher.
 */
export function section(heading: string): string[] {
  const lines = referenceLines();
  const start = lines.findIndex((l) => l.startsWith(`${heading} `));
  if (start < 0) throw new Error(`reference: no heading ${heading}`);
  const level = /^#+/.exec(heading)![0].length;
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}} `).test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** A markdown table: header cells and body rows (the |---| line dropped). */
export interface Table {
  readonly header: string[];
  readonly rows: string[][];
}

/** Every markdown table in the lines, in order. */
export function tables(lines: string[]): Table[] {
  const out: Table[] = [];
  let block: string[][] = [];
  const flush = () => {
    if (block.length >= 2) out.push({ header: block[0], rows: block.slice(2) });
    block = [];
  };
  for (const line of lines) {
    if (line.trim().startsWith('|')) {
      block.push(
        line
          .trim()
          .replace(/^\|/, '')
          .replace(/\|$/, '')
          .split('|')
          .map((c) => c.trim()),
      );
    } else flush();
  }
  flush();
  return out;
}

/** The one table of a section whose header starts with these cells. */
export function tableWithHeader(lines: string[], ...firstCells: string[]): Table {
  const found = tables(lines).filter((t) => firstCells.every((c, i) => t.header[i] === c));
  if (found.length !== 1) throw new Error(`reference: ${found.length} tables with header ${firstCells.join(' | ')}`);
  return found[0];
}

/** A number as the reference prints it: `−1`, `+2`, `4+`, `16 single`, `152 (9.5 t)`. */
export function num(cell: string): number {
  const m = /^[+−-]?\d+/.exec(cell.trim());
  if (!m) throw new Error(`reference: "${cell}" is not a number`);
  return Number(m[0].replace('−', '-').replace('+', ''));
}

/** `—` (none) or a number. */
export function numOrNone(cell: string): number | null {
  return cell.trim().startsWith('—') ? null : num(cell);
}
