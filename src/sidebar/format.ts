/**
 * Numbers and names as the sidebar words them. Pure functions over plain data, so the
 * tests can quote them word for word.
 */
import type { TnResult } from '../table/views';

type Mode = 'normal' | 'advantage' | 'disadvantage';

/** `42%`; never `0%` or `100%` for a chance that is neither (`<1%`, `>99%`). */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const n = Math.round(p * 100);
  if (n === 0) return '<1%';
  if (n === 100) return '>99%';
  return `${n}%`;
}

/** Expected damage with one decimal: `7.3`. */
export function damage(x: number): string {
  return (Math.round(x * 10) / 10).toFixed(1);
}

/** How the dice are thrown (R-4.1), or '' for plain 2d6. */
function modeText(mode: Mode): string {
  if (mode === 'advantage') return 'advantage: 3d6, keep the highest two';
  if (mode === 'disadvantage') return 'disadvantage (evasive target): 3d6, keep the lowest two';
  return '';
}

/** `TN 8 · 42% to hit`, `TN 13 · cannot hit (13+ is never rolled)`, or the reason it cannot fire. */
export function tnLine(tn: TnResult): string {
  if (!tn.ok) return tn.reason;
  if (!tn.rollable) return `TN ${tn.total} · cannot hit (13 or more is never rolled)`;
  const mode = modeText(tn.mode);
  return `TN ${tn.total} · ${percent(tn.chance)} to hit${mode ? ` with ${mode}` : ''}`;
}

/** `9,812`: a count of characters as the GM reads it. */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `1 hit`, `3 hits`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Sheet text as written to the Log: a leading apostrophe that kept `=…` or `-…` from being
 * a formula (src/log/rows.ts `sheetText`) is not part of the text.
 */
export function unescapeSheetText(text: string): string {
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** The sidebar's round line: `Round 3`, or with the battle named (from battle 2 on) `Battle 2 · Round 3`. */
export function roundLine(status: {
  readonly round: number;
  readonly battle?: string;
  readonly namesBattle?: boolean;
}): string {
  return status.namesBattle && status.battle ? `${status.battle} · Round ${status.round}` : `Round ${status.round}`;
}

/** How long ago the sheet was read, for the header: `read just now`, `read 12 s ago`, `read 3 min ago`. */
export function readAgo(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 5) return 'read just now';
  if (s < 60) return `read ${s} s ago`;
  const min = Math.floor(s / 60);
  if (min < 60) return `read ${min} min ago`;
  return `read ${Math.floor(min / 60)} h ago`;
}
