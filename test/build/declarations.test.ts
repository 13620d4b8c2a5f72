// The registry, the bundle's exports and the generated top-level declarations
// of dist/Code.js must agree, so a custom function can never lose its @customfunction.
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/entry/endpoints';
import { CUSTOM_FUNCTIONS } from '../../src/functions/registry';
import { loadBundle, readBundle } from '../support/bundle';

const code = readBundle();

/** The JSDoc block written right above `function NAME(`. */
function jsdocOf(name: string): string {
  const at = code.indexOf(`\nfunction ${name}(`);
  expect(at, `function ${name} is declared`).toBeGreaterThan(0);
  const start = code.lastIndexOf('/**', at);
  const end = code.lastIndexOf('*/', at);
  expect(end).toBeGreaterThan(start);
  expect(code.slice(end + 2, at).trim()).toBe('');
  return code.slice(start, end + 2);
}

function paramNames(fn: (...args: never[]) => unknown): string[] {
  const m = /^function\s+\w+\s*\(([^)]*)\)/.exec(fn.toString());
  return m
    ? m[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

describe('dist/Code.js — what Apps Script sees', () => {
  const topLevel = (parse(code, { ecmaVersion: 2019, sourceType: 'script' }) as any).body
    .filter((n: any) => n.type === 'FunctionDeclaration')
    .map((n: any) => n.id.name);

  it('parses as an ES2019 script: no import/export, no syntax newer than Apps Script V8 accepts', () => {
    expect(() => parse(code, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('declares exactly one top-level function per custom function and endpoint, nothing else', () => {
    const expected = [...CUSTOM_FUNCTIONS.map((f) => f.name), ...ENDPOINTS.map((e) => e.name)];
    expect([...topLevel].sort()).toEqual([...expected].sort());
  });

  it('evaluates in a plain V8 context with no Apps Script service defined', () => {
    expect(() => loadBundle()).not.toThrow();
  });

  describe.each(CUSTOM_FUNCTIONS.map((f) => [f.name, f] as const))('custom function %s', (name, spec) => {
    it("is a real top-level function with the registry's named parameters", () => {
      const g = loadBundle();
      expect(typeof g[name]).toBe('function');
      expect(paramNames(g[name])).toEqual(spec.params.map((p) => p.name));
    });
    it('carries JSDoc with @customfunction, a description, each @param with an example, and @return', () => {
      const doc = jsdocOf(name);
      expect(doc).toContain('@customfunction');
      expect(doc).toContain(spec.description);
      for (const p of spec.params) {
        const shownName = p.optional ? `[${p.name}]` : p.name;
        expect(doc).toContain(`@param {${p.type}} ${shownName} ${p.description} Example: ${p.example}`);
      }
      expect(doc).toContain(`@return {${spec.returns.type}}`);
    });
    it('names its arguments with an example in the registry', () => {
      for (const p of spec.params) {
        expect(p.description.length).toBeGreaterThan(5);
        expect(p.example.length).toBeGreaterThan(0);
      }
    });
  });

  describe.each(ENDPOINTS.map((e) => [e.name, e] as const))('endpoint %s', (name, spec) => {
    it("is a real top-level function with the registry's named parameters", () => {
      const g = loadBundle();
      expect(typeof g[name]).toBe('function');
      expect(paramNames(g[name])).toEqual([...spec.params]);
    });
  });
});
