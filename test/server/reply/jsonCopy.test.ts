// jsonSafe's copy, for speed: the very value the JSON round trip gives, without
// printing the JSON — for plain data and for everything it hands back to JSON itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonCopy } from '../../../src/server/reply/jsonCopy';

const roundTrip = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

/** The same value, keys in the same order, all the way down (toEqual ignores key order and −0). */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k, i) => k === kb[i] && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

describe('the sidebar response is copied as JSON would copy it', () => {
  it('any value JSON can print: the same copy as JSON.parse(JSON.stringify(value))', () => {
    const values = fc.anything({
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
      key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'toJSON', '0', '10', 'constructor')),
    });
    fc.assert(
      fc.property(values, (v) => {
        let expected: unknown;
        try {
          expected = roundTrip(v);
        } catch (err) {
          // What JSON refuses (a lone undefined, a function), jsonCopy refuses the same way.
          expect(() => jsonCopy(v)).toThrow((err as Error).constructor as ErrorConstructor);
          return;
        }
        expect(sameJson(jsonCopy(v), expected)).toBe(true);
      }),
    );
  });

  it('plain data with the odd values a response may hold: the same copy as the round trip', () => {
    const cell = fc.oneof(
      fc.constantFrom(undefined, -0, NaN, Infinity, null),
      fc.double(),
      fc.string({ unit: 'binary' }),
      fc.boolean(),
    );
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', '0', '7', 'constructor', 'toString'));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, cell, tie('list'), tie('record')),
      list: fc.array(tie('tree'), { maxLength: 5 }),
      record: fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
    }));
    fc.assert(fc.property(tree, (v) => v === undefined || sameJson(jsonCopy(v), roundTrip(v))));
  });

  it('numbers: −0 becomes 0, NaN and Infinity become null, as in JSON', () => {
    expect(
      sameJson(
        jsonCopy([-0, NaN, Infinity, -Infinity, 1e21, 5e-324]),
        roundTrip([-0, NaN, Infinity, -Infinity, 1e21, 5e-324]),
      ),
    ).toBe(true);
  });

  it('undefined and functions: dropped from objects, null in arrays; key order kept', () => {
    const v = { b: 1, a: undefined, 2: 'two', f: () => 1, list: [undefined, () => 1, Symbol('s'), 'x'] };
    expect(sameJson(jsonCopy(v), roundTrip(v))).toBe(true);
    expect(Object.keys(jsonCopy(v))).toEqual(['2', 'b', 'list']);
  });

  it('a Date, a toJSON, a __proto__ key and a class instance come out as JSON makes them', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const cases: unknown[] = [
      { at: new Date(0) },
      { own: { toJSON: () => 'mine' } },
      { p: new Point(3) },
      { odd: JSON.parse('{"__proto__": 1}') },
      [JSON.parse('{"__proto__": {"x": 1}}')],
    ];
    for (const v of cases) expect(sameJson(jsonCopy(v), roundTrip(v))).toBe(true);
  });

  it('shared objects are copied apart, and the copy is never the original', () => {
    const shared = { n: 1 };
    const v = { a: shared, b: shared, rows: [[1, 'x']] };
    const out = jsonCopy(v);
    expect(out.a).not.toBe(out.b);
    expect(out.rows).not.toBe(v.rows);
    expect(out.rows[0]).not.toBe(v.rows[0]);
  });

  it('a cycle throws the TypeError JSON throws', () => {
    const v: Record<string, unknown> = {};
    v.self = v;
    expect(() => jsonCopy(v)).toThrow(TypeError);
  });
});
