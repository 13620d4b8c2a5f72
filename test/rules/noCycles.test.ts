// The rules core is a tree of small modules, each below the ones that use it (docs/architecture.md):
// no file of src/rules may reach itself again through its imports, type-only imports and
// re-exports included — a circle means two modules are one concept split in two, or one reaches
// up into a rule that should hand its result back instead (a critical's blast, R-9.4).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CORE = join(process.cwd(), 'src/rules');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The files of `root` that `file` imports or re-exports from, by any form TypeScript reads (`import type`, `export …
 * from`, `import('…')`).
 */
function importsOf(file: string, source: string, root: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const base = resolve(dirname(file), fileName.replace(/\.js$/, ''));
    const hit = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
    return hit && hit.startsWith(root) ? [hit] : [];
  });
}

type Graph = ReadonlyMap<string, readonly string[]>;

/**
 * The import circles of a graph: each strongly connected part of more than one file, or a file importing itself
 * (Tarjan).
 */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function coreGraph(): Graph {
  return new Map(sources(CORE).map((f) => [f, importsOf(f, readFileSync(f, 'utf8'), CORE)]));
}

describe('The rules core has no import circles', () => {
  it('reads every import form, type-only and re-exports included', () => {
    const file = join(CORE, 'round/x.ts');
    const source = [
      "import type { Roll } from '../model/roll';",
      "import { mechById } from '../engine/context';",
      "export type { PendingHit } from '../damage/hit';",
      "type T = import('../model/battle').Battle;",
      "import fc from 'fast-check';",
    ].join('\n');
    expect(importsOf(file, source, CORE).map((f) => relative(CORE, f))).toEqual([
      'model/roll.ts',
      'engine/context.ts',
      'damage/hit.ts',
      'model/battle.ts',
    ]);
  });

  it('finds a circle when there is one, however long, and only the files in it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('no file under src/rules reaches itself through its imports', () => {
    const graph = coreGraph();
    expect(graph.size).toBeGreaterThan(50);
    const named = circles(graph).map((part) => part.map((f) => relative(CORE, f)).join(' ↔ '));
    expect(named).toEqual([]);
  });
});
