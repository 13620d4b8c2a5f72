/** Row 1 of a tab: where each of the schema's columns is, found by its header's name. */
import { columnLetters, isBlank, normalize } from './cells';
import type { ColumnSpec, TabSpec } from '../schema/columns';
import type { SheetProblems } from './problems';

const TRAILING_MARK = /\s*[?:]$/;

/** How a header is compared: any case, spacing, and a trailing `?` or `:` ignored. */
function headerKey(text: string): string {
  return normalize(text).replace(TRAILING_MARK, '');
}

/** Column index of each schema key, found by header name in row 1. */
export type HeaderMap = Readonly<Record<string, number | undefined>>;

/**
 * Finds the schema's columns in row 1 by name, in any order and any case; columns the
 * schema does not know are left alone. Missing required headers and a header used twice
 * are reported; the map is undefined when the tab cannot be read.
 */
export function headerMap(
  values: readonly (readonly unknown[])[],
  spec: TabSpec,
  problems: SheetProblems,
): HeaderMap | undefined {
  // Row 1 in one pass, each header by its key: not every header for every schema column,
  // which a 54-column Mechs tab, opened several times a round, made the reader's hottest loop.
  const where = new Map<string, number[]>();
  (values[0] ?? []).forEach((cell, i) => {
    if (typeof cell !== 'string') return;
    const key = headerKey(cell);
    const list = where.get(key);
    if (list) list.push(i);
    else where.set(key, [i]);
  });
  const found: Record<string, number | undefined> = {};
  let ok = true;
  for (const column of spec.columns) {
    const at = columnsNamed([column.header, ...(column.aliases ?? [])].map(headerKey), where);
    if (at.length > 1) {
      problems.cell(
        spec.name,
        0,
        at[1],
        'duplicate_header',
        `two columns are headed "${column.header}" (${at.map((i) => `${columnLetters(i)}1`).join(' and ')}); keep one`,
      );
      ok = false;
    } else if (at.length === 0 && column.required) {
      missingHeader(values[0] ?? [], spec, column, problems);
      ok = false;
    }
    found[column.key] = at[0];
  }
  return ok ? found : undefined;
}

/**
 * A required header not found. Where Set up puts it (the schema's order) the header row is
 * blank, it was most likely deleted: the problem names that cell, so the TN column and the
 * sidebar can say which header to type back. Otherwise it names the header row.
 */
function missingHeader(header: readonly unknown[], spec: TabSpec, column: ColumnSpec, problems: SheetProblems): void {
  const at = spec.columns.indexOf(column);
  if (at >= 0 && isBlank(header[at]) && header.some((h) => !isBlank(h))) {
    problems.cell(
      spec.name,
      0,
      at,
      'missing_header',
      `the ${column.header} header is missing (${columnLetters(at)}1 is blank); type ${column.header} back in row 1 (headers are matched by name, in any order)`,
    );
    return;
  }
  problems.tab(
    spec.name,
    'missing_header',
    `${spec.name}!1:1: no column headed "${column.header}" (headers are matched by name, in any order)`,
  );
}

/** The columns (ascending) whose header key is one of `names`. */
function columnsNamed(names: readonly string[], where: ReadonlyMap<string, readonly number[]>): readonly number[] {
  if (names.length === 1) return where.get(names[0]) ?? [];
  const at: number[] = [];
  names.forEach((name, k) => {
    if (names.indexOf(name) === k) at.push(...(where.get(name) ?? []));
  });
  return at.sort((a, b) => a - b);
}
