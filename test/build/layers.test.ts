// The house: no import runs up a layer. The layers are docs/architecture.md's table
// "Layers and folders" — the doc is the rule and this test reads it — and every import of every
// file under src/, as TypeScript itself parses the file, is checked against the row of its folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');
const DOC = 'docs/architecture.md';
const TABLE_HEAD = '| Layer | Folder | What lives there | May import |';

interface Allowed {
  /** `server/`, `rules/`: a folder of src/ (with the features under it). */
  readonly folder: string;
  /** `(types)`: `import type` only. */
  readonly typesOnly: boolean;
}

interface Row {
  /** null: the row sits outside the layers (`—` in the doc): no layer may import it, nor it a layer. */
  readonly layer: number | null;
  /** `rules/`, or `entry/` and `main.ts`: what the row holds, relative to src/. */
  readonly folders: readonly string[];
  readonly what: string;
  readonly mayImport: readonly Allowed[];
}

const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The rows of the doc's layer table, each checked for its four cells. */
function layerRows(markdown: string): Row[] {
  const lines = markdown.split('\n');
  const head = lines.indexOf(TABLE_HEAD);
  if (head < 0) throw new Error(`${DOC} has no table headed ${TABLE_HEAD}`);
  const rows: Row[] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 4 || !/^(\d+|—)$/.test(cells[0]))
      throw new Error(
        `${DOC}: a layer row needs a layer number (or — outside the layers) and three more cells: ${line}`,
      );
    const mayImport =
      cells[3] === '—'
        ? []
        : [...cells[3].matchAll(/`([^`]+)`( \(types\))?/g)].map((m) => ({
            folder: m[1],
            typesOnly: m[2] !== undefined,
          }));
    rows.push({
      layer: cells[0] === '—' ? null : Number(cells[0]),
      folders: ticked(cells[1]),
      what: cells[2],
      mayImport,
    });
  }
  return rows;
}

const ROWS = layerRows(readFileSync(join(ROOT, DOC), 'utf8'));
const rowName = (r: Row): string => r.folders.join(', ');

/** The row a path of src/ (`server/round/resolve.ts`) belongs to: the most specific folder naming it. */
function rowOf(path: string): Row | undefined {
  let best: { row: Row; length: number } | undefined;
  for (const row of ROWS) {
    for (const f of row.folders) {
      const holds = f.endsWith('/') ? path.startsWith(f) : path === f;
      if (holds && (!best || f.length > best.length)) best = { row, length: f.length };
    }
  }
  return best?.row;
}

/** The rows an entry of "May import" lets in: `server/` covers its features' rows too. */
function rowsAllowedBy(folder: string): Row[] {
  return ROWS.filter((r) => r.folders.some((f) => f === folder || (folder.endsWith('/') && f.startsWith(folder))));
}

/** What a row lets a file import from `target`'s row: undefined when nothing. */
function allowance(row: Row, target: Row): Allowed | undefined {
  return row.mayImport.find((a) => rowsAllowedBy(a.folder).includes(target));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

interface Import {
  readonly spec: string;
  readonly typeOnly: boolean;
  readonly line: number;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const named = node.exportClause;
  return (
    named !== undefined &&
    ts.isNamedExports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Every module a file names: static and dynamic imports, re-exports, `import('…')` types, `require`. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const add = (node: ts.Node, spec: ts.Node | undefined, typeOnly: boolean): void => {
    if (spec && ts.isStringLiteralLike(spec))
      out.push({
        spec: spec.text,
        typeOnly,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, importIsTypeOnly(node));
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, exportIsTypeOnly(node));
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node, node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal, true);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      add(node, node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The file a relative import names, as the bundler finds it. */
function resolved(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
}

const inSrc = (abs: string): string => relative(SRC, abs).split(sep).join('/');

interface Edge {
  /** `src/functions/attackTn.ts:6`. */
  readonly at: string;
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

/** Every relative import of src/, from file to file (paths relative to src/). */
const EDGES: Edge[] = sources(SRC).flatMap((file) =>
  importsOf(file)
    .filter((i) => i.spec.startsWith('.'))
    .map((i) => {
      const target = resolved(file, i.spec);
      return {
        at: `src/${inSrc(file)}:${i.line}`,
        from: inSrc(file),
        to: target ? relative(SRC, target).split(sep).join('/') : `(missing) ${i.spec}`,
        typeOnly: i.typeOnly,
      };
    }),
);

const leavesSrc = (e: Edge): boolean => e.to.startsWith('../') || e.to.startsWith('(missing)');

/** Each import of a row's files that its row does not let in, in words. */
function offences(row: Row): string[] {
  const out: string[] = [];
  for (const e of EDGES) {
    if (rowOf(e.from) !== row || leavesSrc(e)) continue;
    const target = rowOf(e.to);
    if (!target || target === row) continue;
    const allowed = allowance(row, target);
    const lets =
      row.mayImport.length === 0
        ? 'nothing'
        : row.mayImport.map((a) => a.folder + (a.typesOnly ? ' (types)' : '')).join(', ');
    if (!allowed) out.push(`${e.at} imports src/${e.to}: ${rowName(row)} may import ${lets}`);
    else if (allowed.typesOnly && !e.typeOnly)
      out.push(`${e.at} imports values from src/${e.to}: ${rowName(row)} may import only types from ${allowed.folder}`);
  }
  return out;
}

/** Rows reachable from `row` through "May import", to find a circle among the server's features. */
function reaches(row: Row, goal: Row, seen = new Set<Row>()): boolean {
  for (const a of row.mayImport) {
    for (const next of rowsAllowedBy(a.folder)) {
      if (next === goal) return true;
      if (!seen.has(next)) {
        seen.add(next);
        if (reaches(next, goal, seen)) return true;
      }
    }
  }
  return false;
}

const topFolder = (f: string): string => f.split('/')[0];

describe(`${DOC} lists the layers, folder by folder`, () => {
  it('has a row for every folder of src/ and every feature folder of src/server/, each saying what lives there', () => {
    const top = readdirSync(SRC).map((name) => (statSync(join(SRC, name)).isDirectory() ? `${name}/` : name));
    const nested = ROWS.flatMap((r) => r.folders).filter(
      (f) => f.endsWith('/') && ROWS.some((o) => o.folders.some((g) => g !== f && g.startsWith(f))),
    );
    const features = nested.flatMap((f) =>
      readdirSync(join(SRC, f))
        .filter((n) => statSync(join(SRC, f, n)).isDirectory())
        .map((n) => `${f}${n}/`),
    );
    const listed = ROWS.flatMap((r) => r.folders);
    expect([...top, ...features].filter((f) => !listed.includes(f))).toEqual([]);
    expect(listed.filter((f) => !existsSync(join(SRC, f)))).toEqual([]);
    expect(ROWS.filter((r) => r.what.length < 20).map(rowName)).toEqual([]);
  });

  it('each row may import only from the layers below its own (the features of one folder, in one direction)', () => {
    const wrong: string[] = [];
    for (const row of ROWS) {
      for (const a of row.mayImport) {
        const targets = rowsAllowedBy(a.folder);
        if (targets.length === 0) wrong.push(`${rowName(row)} lists ${a.folder}, which has no row`);
        for (const t of targets) {
          if (t.layer === null || row.layer === null) {
            wrong.push(
              `${rowName(row)} lists ${rowName(t)}, but ${t.layer === null ? rowName(t) : rowName(row)} sits outside the layers`,
            );
            continue;
          }
          const sideBySide =
            t.layer === row.layer && t.folders.some((f) => row.folders.some((g) => topFolder(f) === topFolder(g)));
          if (t.layer > row.layer || (t.layer === row.layer && !sideBySide))
            wrong.push(`${rowName(row)} (layer ${row.layer}) lists ${rowName(t)} (layer ${t.layer})`);
        }
      }
      if (reaches(row, row)) wrong.push(`${rowName(row)} may import itself again through the rows it lists`);
    }
    expect(wrong).toEqual([]);
  });

  it('the custom functions and the server are views side by side: neither may import the other', () => {
    const functions = rowOf('functions/registry.ts');
    const server = rowOf('server/api.ts');
    expect(functions && server && functions.layer === server.layer).toBe(true);
    const across = EDGES.filter(
      (e) =>
        (e.from.startsWith('functions/') && e.to.startsWith('server/')) ||
        (e.from.startsWith('server/') && e.to.startsWith('functions/')),
    );
    expect(across.map((e) => `${e.at} imports src/${e.to}`)).toEqual([]);
  });
});

describe('no import in src/ runs up a layer', () => {
  it('reads every import TypeScript sees (ATTACKTN takes its column from the table layer)', () => {
    expect(EDGES.length).toBeGreaterThan(1000);
    expect(EDGES.some((e) => e.from === 'functions/attackTn.ts' && e.to === 'table/tnColumn.ts')).toBe(true);
    expect(EDGES.some((e) => e.from === 'sidebar/state.ts' && e.to === 'server/round/resolve.ts' && e.typeOnly)).toBe(
      true,
    );
  });

  it('src/ imports nothing outside it but the Apps Script manifest, and no file that is missing', () => {
    expect(
      EDGES.filter((e) => leavesSrc(e) && e.to !== '../appsscript.json').map((e) => `${e.at} imports ${e.to}`),
    ).toEqual([]);
  });

  it('src/fakes/ sits outside the layers: no file of src/ imports it, and it imports none of them', () => {
    const outside = ROWS.filter((r) => r.layer === null);
    expect(outside.map(rowName)).toContain('fakes/');
    const across = EDGES.filter((e) => {
      const from = rowOf(e.from);
      const to = rowOf(e.to);
      return from !== undefined && to !== undefined && from !== to && (outside.includes(from) || outside.includes(to));
    });
    expect(across.map((e) => `${e.at} imports src/${e.to}`)).toEqual([]);
  });

  it.each(ROWS.map((r) => [rowName(r), r] as const))('%s imports only what its row lets it', (_name, row) => {
    expect(offences(row)).toEqual([]);
  });
});
