/**
 * The few built-in Sheets functions the fake evaluates: those players wrap around Gator's
 * custom functions (`IF(Mechs!$P$2="", "Stand", Mechs!$P$2)`, `IFERROR(…)`, `SUM(…)`) and the
 * INDEX Set up's cards name their mech with. Any other
 * function is not modelled: its cell keeps the value last stored in it, as the fake did before
 * it evaluated anything. https://support.google.com/docs/table/25273 lists Sheets' own.
 */
import { isDate } from '../cells';
import type { FormulaNode } from './parse';
import {
  FormulaError,
  firstError,
  isGrid,
  scalarOf,
  toBoolean,
  toNumber,
  toText,
  type FormulaValue,
  type Scalar,
} from './values';

/** Evaluates one argument (lazily: IF evaluates only the branch it takes). */
type Evaluate = (node: FormulaNode) => FormulaValue;

type Builtin = (args: readonly FormulaNode[], evaluate: Evaluate) => FormulaValue;

function cells(value: FormulaValue): Scalar[] {
  return isGrid(value) ? value.flat() : [value];
}

/** Numbers of ranges and values, as SUM reads them: text and blanks in ranges are skipped. */
function numbers(args: readonly FormulaNode[], evaluate: Evaluate): number[] | FormulaError {
  const out: number[] = [];
  for (const node of args) {
    const value = evaluate(node);
    const error = firstError(value);
    if (error) return error;
    if (isGrid(value)) {
      for (const v of value.flat()) if (typeof v === 'number') out.push(v);
      continue;
    }
    const n = toNumber(value);
    if (n instanceof FormulaError) return n;
    out.push(n);
  }
  return out;
}

function arity(name: string, args: readonly FormulaNode[], min: number, max: number): FormulaError | undefined {
  if (args.length >= min && args.length <= max) return undefined;
  return new FormulaError(
    '#N/A',
    `Wrong number of arguments to ${name}. Expected between ${min} and ${max} arguments, but got ${args.length} arguments.`,
  );
}

function aggregate(name: string, fold: (ns: number[]) => number): Builtin {
  return (args, evaluate) => {
    const wrong = arity(name, args, 1, 255);
    if (wrong) return wrong;
    const ns = numbers(args, evaluate);
    return ns instanceof FormulaError ? ns : fold(ns);
  };
}

function logical(name: string, all: boolean): Builtin {
  return (args, evaluate) => {
    const wrong = arity(name, args, 1, 255);
    if (wrong) return wrong;
    let result = all;
    for (const node of args) {
      for (const v of cells(evaluate(node))) {
        const b = toBoolean(v);
        if (b instanceof FormulaError) return b;
        result = all ? result && b : result || b;
      }
    }
    return result;
  };
}

function unaryNumber(name: string, fn: (n: number) => number): Builtin {
  return (args, evaluate) => {
    const wrong = arity(name, args, 1, 1);
    if (wrong) return wrong;
    const n = toNumber(scalarOf(evaluate(args[0])));
    if (n instanceof FormulaError) return n;
    const out = fn(n);
    return Number.isFinite(out) ? out : new FormulaError('#NUM!', `${name} cannot compute its result for ${n}.`);
  };
}

export const BUILTINS: Readonly<Record<string, Builtin>> = {
  IF: (args, evaluate) => {
    const wrong = arity('IF', args, 2, 3);
    if (wrong) return wrong;
    const condition = toBoolean(scalarOf(evaluate(args[0])));
    if (condition instanceof FormulaError) return condition;
    if (condition) return evaluate(args[1]);
    return args.length > 2 ? evaluate(args[2]) : false;
  },
  IFERROR: (args, evaluate) => {
    const wrong = arity('IFERROR', args, 1, 2);
    if (wrong) return wrong;
    const value = evaluate(args[0]);
    if (!(scalarOf(value) instanceof FormulaError)) return value;
    return args.length > 1 ? evaluate(args[1]) : '';
  },
  AND: logical('AND', true),
  OR: logical('OR', false),
  NOT: (args, evaluate) => {
    const wrong = arity('NOT', args, 1, 1);
    if (wrong) return wrong;
    const b = toBoolean(scalarOf(evaluate(args[0])));
    return b instanceof FormulaError ? b : !b;
  },
  SUM: aggregate('SUM', (ns) => ns.reduce((a, b) => a + b, 0)),
  MIN: aggregate('MIN', (ns) => (ns.length === 0 ? 0 : Math.min(...ns))),
  MAX: aggregate('MAX', (ns) => (ns.length === 0 ? 0 : Math.max(...ns))),
  ABS: unaryNumber('ABS', Math.abs),
  SQRT: unaryNumber('SQRT', Math.sqrt),
  ROUND: (args, evaluate) => {
    const wrong = arity('ROUND', args, 1, 2);
    if (wrong) return wrong;
    const n = toNumber(scalarOf(evaluate(args[0])));
    const places = args.length > 1 ? toNumber(scalarOf(evaluate(args[1]))) : 0;
    if (n instanceof FormulaError) return n;
    if (places instanceof FormulaError) return places;
    const f = 10 ** Math.trunc(places);
    return Math.round(n * f) / f;
  },
  CONCATENATE: (args, evaluate) => {
    let out = '';
    for (const node of args) {
      for (const v of cells(evaluate(node))) {
        const t = toText(v);
        if (t instanceof FormulaError) return t;
        out += t;
      }
    }
    return out;
  },
  LEN: (args, evaluate) => {
    const wrong = arity('LEN', args, 1, 1);
    if (wrong) return wrong;
    const t = toText(scalarOf(evaluate(args[0])));
    return t instanceof FormulaError ? t : t.length;
  },
  ISBLANK: (args, evaluate) => scalarOf(evaluate(args[0])) === '',
  ISNUMBER: (args, evaluate) => typeof scalarOf(evaluate(args[0])) === 'number',
  ISTEXT: (args, evaluate) => {
    const v = scalarOf(evaluate(args[0]));
    return typeof v === 'string' && v !== '' && !isDate(v);
  },
  ISERROR: (args, evaluate) => scalarOf(evaluate(args[0])) instanceof FormulaError,
  /**
   * INDEX(reference, [row], [column]): the cell `row` rows and `column` columns into the range,
   * counting from 1; 0 (the default) takes the whole column or row. Set up's cards name their
   * mech with it (`INDEX(Mechs!$A$2:$A, 1)`). https://support.google.com/docs/answer/3098242
   */
  INDEX: (args, evaluate) => {
    const wrong = arity('INDEX', args, 1, 3);
    if (wrong) return wrong;
    const value = evaluate(args[0]);
    const grid = isGrid(value) ? value : [[value]];
    const at: number[] = [];
    for (const [i, size] of [
      [1, grid.length],
      [2, grid[0]?.length ?? 0],
    ]) {
      const n = args.length > i ? toNumber(scalarOf(evaluate(args[i]))) : 0;
      if (n instanceof FormulaError) return n;
      const k = Math.trunc(n);
      if (k < 0 || k > size)
        return new FormulaError(
          '#NUM!',
          `Function INDEX parameter ${i + 1} value is ${k}. Valid values are between 0 and ${size} inclusive.`,
        );
      at.push(k);
    }
    const rows = at[0] === 0 ? grid : [grid[at[0] - 1]];
    return rows.map((row) => (at[1] === 0 ? row : [row[at[1] - 1]]));
  },
  // Every operator of the fake already works cell by cell on ranges.
  ARRAYFORMULA: (args, evaluate) => {
    const wrong = arity('ARRAYFORMULA', args, 1, 1);
    return wrong ?? evaluate(args[0]);
  },
};
