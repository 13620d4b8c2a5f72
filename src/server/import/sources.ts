/**
 * What an import reads: the pasted text or the files the dialog opened, each
 * parsed by the rules core's .mtf reader, and how a problem names its place —
 * `Griffin.mtf line 14: …`, or `Pasted text (Griffin GRF-1S) line 14: …` when one text
 * holds several units.
 */
import { parseMtfBundle, type Catalog, type MtfResult } from '../../rules/data/mtf';
import { readMtfUnits } from '../../rules/data/mtfText';

/** One .mtf text and what to call it in messages: its file name, or `Pasted text`. */
export interface MtfSource {
  readonly name: string;
  readonly text: string;
}

/** `Griffin.mtf line 14: …`, or `Griffin.mtf: …` for a message naming no line. */
export function placed(where: string, text: string): string {
  const m = /^line (\d+):\s*/.exec(text);
  return m ? `${where} line ${m[1]}: ${text.slice(m[0].length)}` : `${where}: ${text}`;
}

interface Parsed {
  readonly source: string;
  /** The unit's label in messages when its text holds several units. */
  readonly where: string;
  readonly result: MtfResult;
}

/** Every unit of every source, in order, with the place its messages name. */
export function parseSources(sources: readonly MtfSource[], catalog: Catalog): Parsed[] {
  const out: Parsed[] = [];
  for (const s of sources) {
    const entries = parseMtfBundle(s.text, catalog);
    const texts = readMtfUnits(s.text);
    entries.forEach((e, i) => {
      const t = texts[i];
      const label = t ? `${t.chassis?.value ?? ''} ${t.model?.value ?? ''}`.trim() : '';
      out.push({
        source: s.name,
        where: entries.length > 1 && label ? `${s.name} (${label})` : s.name,
        result: e.result,
      });
    });
  }
  return out;
}

/**
 * The sources of a call: a pasted text, or `[{ name, text }]` from the dialog's file picker; blank texts are skipped.
 */
export function sourcesOf(input: unknown): MtfSource[] | undefined {
  if (typeof input === 'string') return input.trim() === '' ? [] : [{ name: 'Pasted text', text: input }];
  if (!Array.isArray(input)) return undefined;
  const out: MtfSource[] = [];
  for (let i = 0; i < input.length; i++) {
    const s = input[i] as { name?: unknown; text?: unknown } | null;
    if (!s || typeof s.text !== 'string') return undefined;
    const name = typeof s.name === 'string' && s.name.trim() !== '' ? s.name.trim() : `File ${i + 1}`;
    if (s.text.trim() !== '') out.push({ name, text: s.text });
  }
  return out;
}
