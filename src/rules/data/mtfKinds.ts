/**
 * The 'Mechs Gator does not play, refused by name (docs/importing-mechs.md): the campaign's
 * record sheets are bipeds of 20 to 100 tons (reference §5), so quads (and QuadVees), tripods,
 * land-air 'Mechs, superheavies and ultralights stay out. A refused unit gets this one reason,
 * not the lines its other shape lacks (a quad has no "LA Armor:").
 */
import type { MtfField, MtfProblem, MtfUnitText } from './mtfText';

const BIPEDS_ONLY = "Gator plays biped 'Mechs only";

/** What a `Config:` word, a block header or an armor key says the unit is, and why it stays out. */
const REFUSED_SHAPES: readonly { readonly test: RegExp; readonly reason: string }[] = [
  {
    test: /quad|front (left|right) leg|rear (left|right) leg|^(fll|frl|rll|rrl) armor/i,
    reason: "four-legged 'Mechs (quads) are not supported",
  },
  { test: /tripod|center leg|^cl armor/i, reason: "three-legged 'Mechs (tripods) are not supported" },
  { test: /\bLAM\b/i, reason: "land-air 'Mechs (LAMs) are not supported" },
  { test: /superheavy/i, reason: "superheavy 'Mechs are not supported" },
];

function reasonFor(text: string): string | undefined {
  return REFUSED_SHAPES.filter((s) => s.test.test(text)).map((s) => s.reason)[0];
}

/**
 * The refusal of a unit that is not a biped: by its `Config:` line (`Config:Quad — four-legged
 * 'Mechs (quads) are not supported: …`), else by a quad or tripod block header or armor line.
 * Undefined for a biped.
 */
export function refusedShape(text: MtfUnitText, config: MtfField | undefined): MtfProblem | undefined {
  if (config && !/^biped\b/i.test(config.value)) {
    const reason = reasonFor(config.value);
    return { line: config.line, message: `Config:${config.value} — ${reason ? `${reason}: ` : ''}${BIPEDS_ONLY}` };
  }
  const legs = text.otherLegs;
  if (legs) return { line: legs.line, message: `"${legs.name}" — ${reasonFor(legs.name)}: ${BIPEDS_ONLY}` };
  const armor = text.fields.filter((f) => /^(fll|frl|rll|rrl|cl) armor$/.test(f.key))[0];
  if (armor)
    return {
      line: armor.line,
      message: `"${armor.key.toUpperCase().replace(' ARMOR', ' Armor')}:${armor.value}" — ${reasonFor(armor.key)}: ${BIPEDS_ONLY}`,
    };
  return undefined;
}

/** Superheavy (over 100 tons) and ultralight (10 or 15 tons) 'Mechs, named as such; undefined for any other tonnage. */
export function refusedTonnage(tonnage: number): string | undefined {
  const range = 'Gator plays 20 to 100 tons (reference §5)';
  if (tonnage > 100) return `Mass ${tonnage}: superheavy 'Mechs (over 100 tons) are not supported: ${range}`;
  if (tonnage >= 10 && tonnage < 20)
    return `Mass ${tonnage}: ultralight 'Mechs (under 20 tons) are not supported: ${range}`;
  return undefined;
}
