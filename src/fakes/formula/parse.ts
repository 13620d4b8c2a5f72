/**
 * A parser for the formulas Gator's players and GMs type (`=ATTACKTN(A1:G, Mechs!A1:BE, …)`,
 * `=GATOR(Mechs!$E$2, IF(Mechs!$P$2="", "Stand", Mechs!$P$2), …)`): literals, references with
 * sheet names, function calls, and Sheets' operators in Sheets' precedence. Text Sheets cannot
 * read as a formula (`=+Medium Laser x2`, `=GATOR(`) is a parse error, which Sheets shows as
 * `#ERROR!` ("Formula parse error."). Two references side by side (`=A1:A2 B1:B2`) are an
 * intersection, which the fake does not model: such a cell keeps its stored value.
 */
import { columnNumber } from '../a1';

/** A reference as written: its sheet (if named) and its rectangle; open ends undefined. */
export interface RefNode {
  readonly kind: 'ref';
  readonly sheet?: string;
  readonly row?: number;
  readonly col?: number;
  readonly endRow?: number;
  readonly endCol?: number;
  /** As typed, for messages: `Mechs!A1:BZ`. */
  readonly text: string;
}

export type FormulaNode =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'error'; readonly code: '#REF!' }
  | RefNode
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly FormulaNode[] }
  | { readonly kind: 'unary'; readonly op: '-' | '+' | '%'; readonly arg: FormulaNode }
  | { readonly kind: 'binary'; readonly op: string; readonly left: FormulaNode; readonly right: FormulaNode }
  | { readonly kind: 'unmodelled'; readonly why: string };

/** Thrown for text Sheets cannot read as a formula. */
export class FormulaParseError extends Error {}

const SHEET = `(?:'((?:[^']|'')+)'|([A-Za-z_][A-Za-z0-9_.]*))!`;
const CELL = '\\$?([A-Za-z]{1,3})\\$?(\\d+)';
const COLUMN = '\\$?([A-Za-z]{1,3})';
const ROW = '\\$?(\\d+)';
/** `A1`, `A1:C3`, `A1:G` (open-ended down), `A:C`, `2:5`, each with an optional sheet. */
const REFERENCE = new RegExp(
  `^(?:${SHEET})?(?:${CELL}(?::(?:${CELL}|${COLUMN}(?![A-Za-z0-9_(])))?|${COLUMN}:${COLUMN}|${ROW}:${ROW})(?![A-Za-z0-9_(!])`,
);
const NUMBER = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]*/;
const OPERATORS = ['<>', '<=', '>=', '=', '<', '>', '&', '+', '-', '*', '/', '^', '%'];

type Token =
  | { readonly t: 'number'; readonly v: number }
  | { readonly t: 'refError' }
  | { readonly t: 'string'; readonly v: string }
  | { readonly t: 'ref'; readonly v: RefNode; readonly at: number }
  | { readonly t: 'ident'; readonly v: string }
  | { readonly t: 'op'; readonly v: string }
  | { readonly t: '(' | ')' | ',' | ';' | '{' | '}' };

function reference(m: RegExpExecArray): RefNode {
  const sheet = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
  const base = { kind: 'ref' as const, text: m[0], ...(sheet !== undefined ? { sheet } : {}) };
  if (m[3] !== undefined) {
    const row = Number(m[4]);
    const col = columnNumber(m[3]);
    if (m[5] !== undefined) return { ...base, row, col, endRow: Number(m[6]), endCol: columnNumber(m[5]) };
    if (m[7] !== undefined) return { ...base, row, col, endCol: columnNumber(m[7]) };
    return { ...base, row, col, endRow: row, endCol: col };
  }
  if (m[8] !== undefined) return { ...base, col: columnNumber(m[8]), endCol: columnNumber(m[9]) };
  return { ...base, row: Number(m[10]), endRow: Number(m[11]) };
}

function tokenize(body: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < body.length) {
    const rest = body.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const ch = rest[0];
    if (ch === '"') {
      const m = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!m) throw new FormulaParseError('an unclosed string');
      tokens.push({ t: 'string', v: m[1].replace(/""/g, '"') });
      i += m[0].length;
      continue;
    }
    // What a reference to deleted cells becomes (`=#REF!+1`).
    if (rest.startsWith('#REF!')) {
      tokens.push({ t: 'refError' });
      i += 5;
      continue;
    }
    const ref = REFERENCE.exec(rest);
    if (ref) {
      tokens.push({ t: 'ref', v: reference(ref), at: i });
      i += ref[0].length;
      continue;
    }
    const num = NUMBER.exec(rest);
    if (num) {
      tokens.push({ t: 'number', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = IDENTIFIER.exec(rest);
    if (id) {
      tokens.push({ t: 'ident', v: id[0] });
      i += id[0].length;
      continue;
    }
    if ('(),;{}'.includes(ch)) {
      tokens.push({ t: ch as '(' });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (!op) throw new FormulaParseError(`an unexpected "${ch}"`);
    tokens.push({ t: 'op', v: op });
    i += op.length;
  }
  return tokens;
}

/** Binary operators from the loosest to the tightest, as Sheets binds them. */
const LEVELS: readonly (readonly string[])[] = [
  ['=', '<>', '<', '>', '<=', '>='],
  ['&'],
  ['+', '-'],
  ['*', '/'],
  ['^'],
];

class Parser {
  private at = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): FormulaNode {
    const node = this.binary(0);
    if (this.at < this.tokens.length) {
      // Two references side by side: Sheets' intersection, left to Sheets.
      if (node.kind === 'ref' && this.tokens[this.at].t === 'ref')
        return { kind: 'unmodelled', why: 'range intersection' };
      throw new FormulaParseError('two operands without an operator between them');
    }
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isOp(token: Token | undefined, ops: readonly string[]): token is { t: 'op'; v: string } {
    return token !== undefined && token.t === 'op' && ops.includes(token.v);
  }

  private binary(level: number): FormulaNode {
    if (level === LEVELS.length) return this.postfix();
    let left = this.binary(level + 1);
    for (let token = this.peek(); this.isOp(token, LEVELS[level]); token = this.peek()) {
      this.at++;
      left = { kind: 'binary', op: token.v, left, right: this.binary(level + 1) };
    }
    return left;
  }

  private postfix(): FormulaNode {
    let node = this.prefix();
    while (this.isOp(this.peek(), ['%'])) {
      this.at++;
      node = { kind: 'unary', op: '%', arg: node };
    }
    return node;
  }

  private prefix(): FormulaNode {
    const token = this.peek();
    if (this.isOp(token, ['-', '+'])) {
      this.at++;
      return { kind: 'unary', op: token.v as '-' | '+', arg: this.prefix() };
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.tokens[this.at++];
    if (!token) throw new FormulaParseError('the formula ends too soon');
    switch (token.t) {
      case 'number':
        return { kind: 'number', value: token.v };
      case 'string':
        return { kind: 'string', value: token.v };
      case 'ref':
        return token.v;
      case 'refError':
        return { kind: 'error', code: '#REF!' };
      case 'ident':
        return this.identifier(token.v);
      case '(': {
        const inner = this.binary(0);
        this.expect(')');
        return inner;
      }
      case '{':
        return { kind: 'unmodelled', why: 'an array literal' };
      default:
        throw new FormulaParseError(`an unexpected "${'v' in token ? String(token.v) : token.t}"`);
    }
  }

  private identifier(name: string): FormulaNode {
    if (this.peek()?.t !== '(') {
      if (/^(true|false)$/i.test(name)) return { kind: 'boolean', value: name.toUpperCase() === 'TRUE' };
      return { kind: 'name', name };
    }
    this.at++;
    const args: FormulaNode[] = [];
    if (this.peek()?.t === ')') {
      this.at++;
      return { kind: 'call', name: name.toUpperCase(), args };
    }
    for (;;) {
      // An empty argument (`IF(A1,,2)`) is an empty value.
      const next = this.peek();
      args.push(next?.t === ',' || next?.t === ')' ? { kind: 'string', value: '' } : this.binary(0));
      const sep = this.tokens[this.at++];
      if (sep?.t === ')') return { kind: 'call', name: name.toUpperCase(), args };
      if (sep?.t !== ',') throw new FormulaParseError(`${name.toUpperCase()}( is not closed`);
    }
  }

  private expect(t: ')'): void {
    if (this.tokens[this.at++]?.t !== t) throw new FormulaParseError(`a missing "${t}"`);
  }
}

const parsed = new Map<string, FormulaNode | FormulaParseError>();

/**
 * The formula (with its `=`) as a tree, or the parse error Sheets would show. Parsed once per
 * distinct text: a sheet holds the same formulas over and over.
 */
export function parseFormula(formula: string): FormulaNode | FormulaParseError {
  let known = parsed.get(formula);
  if (known === undefined) {
    try {
      known = new Parser(tokenize(formula.replace(/^=/, ''))).parse();
    } catch (err) {
      if (!(err instanceof FormulaParseError)) throw err;
      known = err;
    }
    parsed.set(formula, known);
  }
  return known;
}

/** Where each reference of a formula (with its `=`) is written: start and end in the text, and what it names. */
export interface ReferenceSpan {
  readonly start: number;
  readonly end: number;
  readonly ref: RefNode;
}

/** Every reference of a formula, left to right; none when the text cannot be parsed. */
export function referenceSpans(formula: string): ReferenceSpan[] {
  const offset = formula.startsWith('=') ? 1 : 0;
  let tokens: Token[];
  try {
    tokens = tokenize(formula.slice(offset));
  } catch (err) {
    if (err instanceof FormulaParseError) return [];
    throw err;
  }
  const spans: ReferenceSpan[] = [];
  for (const t of tokens)
    if (t.t === 'ref') spans.push({ start: t.at + offset, end: t.at + offset + t.v.text.length, ref: t.v });
  return spans;
}
