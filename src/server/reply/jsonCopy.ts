/**
 * `JSON.parse(JSON.stringify(value))` without the text in between, for the plain data the
 * server returns (a 72-mech round's response holds a thousand Log rows
 * and a 100 KB forum post, and printing then re-reading them was a tenth of the round).
 *
 * The copy follows JSON's rules for what it handles — finite numbers as they are (−0 as 0),
 * NaN and ±Infinity as null, `undefined`, functions and symbols dropped from objects and
 * null in arrays, own enumerable keys in their order, shared objects copied twice — and
 * strings are kept (the JSON copy of a string is an equal string). Anything else (Dates and
 * other `toJSON` owners, class instances, boxed primitives, BigInt, null-prototype objects,
 * arrays or objects of another realm, a `__proto__` key, deep or cyclic nesting) makes it
 * give up and take the JSON round trip itself, errors included.
 */

/** Thrown inside the walk when the value needs the real round trip. */
class NeedsJson {}
const NEEDS_JSON = new NeedsJson();

/** Deeper than any response; a cycle gets here too, and then JSON reports it. */
const MAX_DEPTH = 64;

/** The value `JSON.parse(JSON.stringify(value))` gives, made without the JSON text. */
export function jsonCopy<T>(value: T): T {
  try {
    const out = copy(value, 0);
    if (out !== undefined) return out as T;
  } catch (err) {
    if (err !== NEEDS_JSON) throw err;
  }
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The JSON copy of one value; undefined where JSON leaves the value out. */
function copy(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return !Number.isFinite(value) ? null : value === 0 ? 0 : value;
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'object':
      if (value === null) return null;
      if (depth >= MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') throw NEEDS_JSON;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) === Array.prototype) return copyArray(value, depth + 1);
      } else if (Object.getPrototypeOf(value) === Object.prototype) {
        return copyObject(value as Record<string, unknown>, depth + 1);
      }
      throw NEEDS_JSON;
    default:
      throw NEEDS_JSON;
  }
}

function copyArray(array: readonly unknown[], depth: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < array.length; i++) {
    const v = copy(array[i], depth);
    out.push(v === undefined ? null : v);
  }
  return out;
}

function copyObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = Object.keys(object);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === '__proto__') throw NEEDS_JSON;
    const v = copy(object[key], depth);
    if (v !== undefined) out[key] = v;
  }
  return out;
}
