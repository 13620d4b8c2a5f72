/**
 * Call counting for the in-memory Apps Script services: every call to Google counted, for the
 * tests' call budgets and the bench.
 *
 * Each fake object is plain TypeScript; what the code under test receives is a Proxy
 * that counts every method call as `Kind.method` (`Range.setValues`), passes it through the
 * platform's gate (scopes, authorization mode, custom-function context: gate.ts) and then
 * runs it on the raw object. Tests keep the raw objects for inspection: calls made on them
 * are neither counted nor checked, so asserting on the workbook never disturbs the figures.
 */
import type { Gate } from './gate';

/** Every fake service object names its Apps Script class, for the counter's keys. */
export abstract class FakeObject {
  abstract readonly kind: string;
}

/** The tally of calls: by `Kind.method`, and in total. */
export class CallLog {
  readonly calls: Record<string, number> = {};
  total = 0;
  /** Milliseconds spent inside the services, so a bench can tell Gator's own time from the fakes'. */
  serviceMs = 0;
  /** Raw object → its counting proxy, so a service returns the same proxy for the same object. */
  readonly proxies = new WeakMap<object, object>();

  record(key: string): void {
    this.calls[key] = (this.calls[key] ?? 0) + 1;
    this.total++;
  }

  /** Calls of `Kind.method`, or of every kind when given a bare method name (`setValues`). */
  count(name: string): number {
    if (name.includes('.')) return this.calls[name] ?? 0;
    let n = 0;
    for (const key of Object.keys(this.calls)) if (key.slice(key.indexOf('.') + 1) === name) n += this.calls[key];
    return n;
  }

  reset(): void {
    for (const key of Object.keys(this.calls)) delete this.calls[key];
    this.total = 0;
    this.serviceMs = 0;
  }

  /**
   * Calls that read or change the spreadsheet, its UI or the script's state: every call but a
   * builder's. A `DataValidationBuilder` or `ConditionalFormatRuleBuilder` (and the
   * `SpreadsheetApp.new…` that starts one) only assembles a rule inside the script; nothing
   * reaches the spreadsheet until a Range or Sheet method applies the rules built
   * (https://developers.google.com/apps-script/reference/spreadsheet/data-validation-builder).
   * So with an `EmbeddedChartBuilder` (and `Sheet.newChart`): its `build()` "doesn't automatically
   * draw the chart", `Sheet.insertChart` does
   * (https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder#build()).
   */
  spreadsheetCalls(): number {
    let n = 0;
    for (const key of Object.keys(this.calls)) if (!isBuilderCall(key)) n += this.calls[key];
    return n;
  }

  /** A copy of the tally, for before/after comparisons. */
  snapshot(): { calls: Record<string, number>; total: number } {
    return { calls: { ...this.calls }, total: this.total };
  }
}

const BUILDER_KINDS = ['DataValidationBuilder', 'ConditionalFormatRuleBuilder', 'EmbeddedChartBuilder'];
const BUILDER_STARTS = [
  'SpreadsheetApp.newDataValidation',
  'SpreadsheetApp.newConditionalFormatRule',
  'Sheet.newChart',
];

/** Whether `Kind.method` is a rule builder's call (see `CallLog.spreadsheetCalls`). */
function isBuilderCall(key: string): boolean {
  return BUILDER_KINDS.indexOf(key.slice(0, key.indexOf('.'))) >= 0 || BUILDER_STARTS.indexOf(key) >= 0;
}

const TARGET = new WeakMap<object, object>();

/** A fine clock where there is one (Node, browsers), else Date. */
function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The raw object behind a counting proxy (the object itself when it is not one). */
function unwrap<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    const raw = TARGET.get(value as unknown as object);
    if (raw) return raw as T;
    if (Array.isArray(value)) return value.map((v) => unwrap(v)) as unknown as T;
  }
  return value;
}

function wrapResult(result: unknown, log: CallLog, gate: Gate): unknown {
  if (result instanceof FakeObject) return counted(result, log, gate);
  if (Array.isArray(result) && result.length > 0 && result[0] instanceof FakeObject) {
    return result.map((r) => wrapResult(r, log, gate));
  }
  return result;
}

/**
 * The counting view of a fake: every method call is recorded as `Kind.method` and checked by
 * `gate`; arguments that are proxies are unwrapped and results that are fakes are wrapped, so
 * the raw objects only ever talk to each other uncounted.
 */
export function counted<T extends FakeObject>(raw: T, log: CallLog, gate: Gate): T {
  const known = log.proxies.get(raw);
  if (known) return known as T;
  const proxy = new Proxy(raw, {
    get(target, prop) {
      const member = Reflect.get(target, prop, target) as unknown;
      if (typeof member !== 'function' || typeof prop !== 'string') return member;
      const fn = member as (...args: unknown[]) => unknown;
      return function countedCall(...args: unknown[]): unknown {
        log.record(`${target.kind}.${prop}`);
        gate(target.kind, prop);
        const start = now();
        try {
          return wrapResult(
            fn.apply(
              target,
              args.map((a) => unwrap(a)),
            ),
            log,
            gate,
          );
        } finally {
          log.serviceMs += now() - start;
        }
      };
    },
  });
  TARGET.set(proxy, raw);
  log.proxies.set(raw, proxy);
  return proxy;
}
