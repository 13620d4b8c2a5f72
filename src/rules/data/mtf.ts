import { LOCATIONS, type Location, type Torso } from '../model/location';
import { internalStructure } from '../charts/structure';
import type { UnitSpec } from '../charts/units';
import { STANDARD_CATALOG } from '../charts/weapons';
import { readSlots, type ImportedEquipment, type UnknownEquipment } from './mtfEquipment';
import type { Catalog } from './mtfNames';
import { readMtfUnits, type MtfField, type MtfProblem, type MtfUnitText } from './mtfText';
import { unitWarnings } from './mtfChecks';
import { refusedShape, refusedTonnage } from './mtfKinds';

export type { Catalog } from './mtfNames';

type HeatSinkType = 'single' | 'double';

/**
 * A unit read from an .mtf file: a `UnitSpec` (name = chassis, model = variant; `heatSinks`
 * is the capacity, a double sink counting 2, R-13.3) plus what the import shows the GM.
 */
export interface ImportedUnit extends UnitSpec {
  readonly heatSinkType: HeatSinkType;
  /** Heat sinks the file declares, engine sinks included (`16 Single` → 16). */
  readonly heatSinkCount: number;
  /** Full internal structure from the tonnage (reference §5). */
  readonly structure: Readonly<Record<Location, number>>;
  readonly equipment: readonly ImportedEquipment[];
}

export type MtfResult =
  | {
      readonly ok: true;
      readonly unit: ImportedUnit;
      readonly unknownEquipment: readonly UnknownEquipment[];
      readonly warnings: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly MtfProblem[] };

/** `line 14: LA armor must be a whole number, got "abc"`: a problem as the GM reads it. */
export function describeMtfProblem(problem: MtfProblem): string {
  return `line ${problem.line}: ${problem.message}`;
}

const FRONT_ARMOR_KEYS: readonly [Location, string][] = LOCATIONS.map((l) => [l, `${l.toLowerCase()} armor`]);
const REAR_ARMOR_KEYS: readonly [Torso, string][] = [
  ['CT', 'rtc armor'],
  ['LT', 'rtl armor'],
  ['RT', 'rtr armor'],
];
/** Fields whose value Gator reads: each may appear once per unit. */
const READ_KEYS = [
  'mass',
  'walk mp',
  'jump mp',
  'heat sinks',
  'config',
  'techbase',
  'engine',
  ...FRONT_ARMOR_KEYS.map((k) => k[1]),
  ...REAR_ARMOR_KEYS.map((k) => k[1]),
];

/** How a field is named in messages: `LA armor`, `RTC armor`, `Walk MP`, `Mass`. */
function label(key: string): string {
  const armor = /^(\w+) armor$/.exec(key);
  if (armor) return `${armor[1].toUpperCase()} armor`;
  if (key === 'heat sinks') return 'Heat Sinks';
  if (key.endsWith(' mp')) return key.replace(/^(\w)/, (c) => c.toUpperCase()).replace(/mp$/, 'MP');
  return key.charAt(0).toUpperCase() + key.slice(1);
}

class UnitReader {
  readonly problems: MtfProblem[] = [];
  constructor(readonly text: MtfUnitText) {
    for (const key of READ_KEYS) {
      const all = text.fields.filter((f) => f.key === key);
      if (all.length > 1)
        this.problems.push({
          line: all[1].line,
          message: `${label(key)} is given twice (lines ${all[0].line} and ${all[1].line})`,
        });
    }
  }

  field(key: string): MtfField | undefined {
    return this.text.fields.filter((f) => f.key === key)[0];
  }

  /** A whole number field; `required` says what it is for in the "missing" message. */
  wholeNumber(key: string, required: string | undefined, lastColon = false): number | undefined {
    const f = this.field(key);
    if (!f) {
      if (required)
        this.problems.push({ line: this.text.startLine, message: `No "${label(key)}:" line (${required})` });
      return undefined;
    }
    // Patchwork armor writes `LA Armor:Ferro-Fibrous(Inner Sphere):12`: the number comes last.
    const value = lastColon ? f.value.slice(f.value.lastIndexOf(':') + 1).trim() : f.value;
    if (/^\d+$/.test(value)) return Number(value);
    this.problems.push({ line: f.line, message: `${label(key)} must be a whole number, got "${value}"` });
    return undefined;
  }
}

/**
 * `Heat Sinks:` as MegaMekLab writes it: a count, then the kind (Single, Double, Laser or
 * Compact), with the tech base before the kind (`14 IS Double`, `12 Clan Double`) or after it
 * in brackets (`13 Double (Inner Sphere)`, `15 Double (Clan)`); MegaMek's `MtfFile` reads the
 * same words. A double sink counts 2.
 */
const HEAT_SINKS = /^(\d+)\s*(?:IS|Clan|Inner Sphere)?\s*([a-z]+)?\s*(?:\(\s*(?:Inner Sphere|IS|Clan)\s*\))?$/i;
const HEAT_SINK_KINDS = ['single', 'double', 'laser', 'compact'];

function heatSinksOf(reader: UnitReader, warnings: string[]): { count: number; type: HeatSinkType } | undefined {
  const f = reader.field('heat sinks');
  if (!f) {
    reader.problems.push({
      line: reader.text.startLine,
      message: 'No "Heat Sinks:" line (how many, Single or Double: "Heat Sinks:10 Single")',
    });
    return undefined;
  }
  const m = HEAT_SINKS.exec(f.value);
  if (!m) {
    reader.problems.push({
      line: f.line,
      message: `Heat Sinks must be a whole number and Single or Double, got "${f.value}"`,
    });
    return undefined;
  }
  const kind = (m[2] ?? 'single').toLowerCase();
  if (HEAT_SINK_KINDS.indexOf(kind) < 0) {
    reader.problems.push({
      line: f.line,
      message: `Heat Sinks "${f.value}": "${m[2]}" is not a kind of heat sink Gator knows (Single, Double, Laser or Compact, as in "Heat Sinks:10 Double")`,
    });
    return undefined;
  }
  if (kind === 'laser') warnings.push(`line ${f.line}: laser heat sinks sink like double ones (2 each)`);
  if (kind === 'compact') warnings.push(`line ${f.line}: compact heat sinks sink like single ones (1 each)`);
  return { count: Number(m[1]), type: kind === 'double' || kind === 'laser' ? 'double' : 'single' };
}

/** Walk MP from its line, or else from the engine (rating ÷ tons, rounded down, as MegaMek works it out). */
function walkOf(reader: UnitReader, tonnage: number | undefined, warnings: string[]): number | undefined {
  if (reader.field('walk mp') || tonnage === undefined) return reader.wholeNumber('walk mp', 'the Walk MP');
  const engine = reader.field('engine');
  const rating = engine ? /^(\d+)/.exec(engine.value) : null;
  if (!engine || !rating || tonnage <= 0) return reader.wholeNumber('walk mp', 'the Walk MP');
  const walk = Math.floor(Number(rating[1]) / tonnage);
  warnings.push(
    `line ${engine.line}: no "Walk MP:" line: Walk ${walk} worked out from the ${rating[1]} engine and ${tonnage} tons`,
  );
  return walk;
}

/** Warnings in file order: those naming a line first, by line, then the others as they came. */
function byLine(warnings: readonly string[]): string[] {
  const lineOf = (w: string) => {
    const m = /^line (\d+):/.exec(w);
    return m ? Number(m[1]) : Number.MAX_SAFE_INTEGER;
  };
  return warnings
    .map((w, i) => ({ w, i, line: lineOf(w) }))
    .sort((a, b) => a.line - b.line || a.i - b.i)
    .map((x) => x.w);
}

function buildUnit(text: MtfUnitText, catalog: Catalog): MtfResult {
  const hasHeader = text.chassis !== undefined || text.fields.some((f) => f.key === 'version');
  const hasMass = text.fields.some((f) => f.key === 'mass');
  if (!hasHeader && !hasMass) {
    return {
      ok: false,
      problems: [
        {
          line: text.startLine,
          message: 'This is not a MegaMek .mtf file: it has no "chassis:" (or "Version:") line and no "Mass:" line',
        },
      ],
    };
  }
  const reader = new UnitReader(text);
  // A quad, tripod or LAM is refused for what it is, before the lines its shape lacks.
  const refused = refusedShape(text, reader.field('config'));
  if (refused) return { ok: false, problems: [refused] };
  const warnings = [...text.warnings];
  const problems = reader.problems;
  problems.push(...text.problems);

  const chassis = text.chassis?.value.trim() ?? '';
  if (chassis === '')
    problems.push({
      line: text.chassis?.line ?? text.startLine,
      message: 'No chassis name: an .mtf names it on a "chassis:" line (or on the line after "Version:")',
    });

  const tonnage = reader.wholeNumber('mass', 'the tonnage');
  const structure = tonnage === undefined ? undefined : internalStructure(tonnage);
  const massLine = reader.field('mass')?.line ?? text.startLine;
  if (tonnage !== undefined && !structure) {
    const message =
      refusedTonnage(tonnage) ??
      `Mass ${tonnage} has no row in the internal structure table: 20 to 100 tons in steps of 5 (reference §5)`;
    problems.push({ line: massLine, message });
  }
  const walkMP = walkOf(reader, tonnage, warnings);
  const jumpMP = reader.field('jump mp') ? reader.wholeNumber('jump mp', undefined) : 0;
  const sinks = heatSinksOf(reader, warnings);
  const armor: Partial<Record<Location, number>> = {};
  for (const [location, key] of FRONT_ARMOR_KEYS) armor[location] = reader.wholeNumber(key, 'its armor points', true);
  const rearArmor: Partial<Record<Torso, number>> = {};
  for (const [torso, key] of REAR_ARMOR_KEYS) rearArmor[torso] = reader.wholeNumber(key, 'its rear armor points', true);

  const clanTech = /clan/i.test(reader.field('techbase')?.value ?? '');
  const slots = readSlots(text.blocks, catalog, clanTech);
  if (text.blocks.length === 0)
    warnings.push(`line ${text.startLine}: no critical-slot blocks ("Left Arm:" …): no equipment imported`);

  if (
    problems.length > 0 ||
    !structure ||
    walkMP === undefined ||
    jumpMP === undefined ||
    !sinks ||
    tonnage === undefined
  ) {
    return { ok: false, problems: [...problems].sort((a, b) => a.line - b.line) };
  }
  const unit: ImportedUnit = {
    name: chassis,
    model: text.model?.value.trim() ?? '',
    tonnage,
    walkMP,
    jumpMP,
    heatSinks: sinks.count * (sinks.type === 'double' ? 2 : 1),
    heatSinkType: sinks.type,
    heatSinkCount: sinks.count,
    armor: armor as Record<Location, number>,
    rearArmor: rearArmor as Record<Torso, number>,
    structure,
    equipment: slots.equipment,
  };
  const armorLine = (l: Location) => reader.field(`${l.toLowerCase()} armor`)?.line ?? text.startLine;
  warnings.push(...slots.warnings, ...unitWarnings(unit, armorLine));
  return { ok: true, unit, unknownEquipment: slots.unknown, warnings: byLine(warnings) };
}

/**
 * Reads one MegaMek/MegaMekLab `.mtf` file (docs/importing-mechs.md) into a unit record: chassis and model,
 * tonnage, Walk and Jump MP, heat sinks (a double counts 2, R-13.3), armor per location and
 * rear, internal structure from the tonnage (reference §5), and every weapon, ammunition bin,
 * slotted heat sink and jump jet with its location, from the critical-slot blocks. Equipment
 * the catalog does not know is listed, not refused. Malformed files give problems with their
 * line, and no unit. One file only: several pasted together are for `parseMtfBundle`.
 *
 * @example parseMtf(griffinText) // { ok: true, unit: { name: 'Griffin', model: 'GRF-1S', tonnage: 55, … }, … }
 */
export function parseMtf(text: string, catalog: Catalog = STANDARD_CATALOG): MtfResult {
  const units = readMtfUnits(text);
  if (units.length > 1) {
    const second = units[1];
    const name = second.chassis ? ` ("${second.chassis.value}")` : '';
    return {
      ok: false,
      problems: [
        {
          line: second.startLine,
          message: `A second unit starts here${name}: import one file at a time, or use the several-files import`,
        },
      ],
    };
  }
  return buildUnit(units[0], catalog);
}

/**
 * One unit of a pasted bundle: where it starts in the text, and its result (lines count from the top of the whole
 * text).
 */
interface MtfBundleEntry {
  readonly startLine: number;
  readonly result: MtfResult;
}

/**
 * Reads several .mtf files pasted one after another: the text is cut at each
 * `chassis:` or `Version:` header that follows a named unit, and each part is read as
 * `parseMtf` reads a file. Line numbers count from the top of the whole text. The import
 * writes nothing when any entry failed (the sheet adapter's business).
 *
 * @example parseMtfBundle(griffin + '\n' + locust).map((e) => e.result.ok) // [true, true]
 */
export function parseMtfBundle(text: string, catalog: Catalog = STANDARD_CATALOG): readonly MtfBundleEntry[] {
  return readMtfUnits(text).map((unit) => ({ startLine: unit.startLine, result: buildUnit(unit, catalog) }));
}

/** Several files given as separate texts (a file picker): each read by `parseMtf`, in order. */
export function parseMtfFiles(texts: readonly string[], catalog: Catalog = STANDARD_CATALOG): readonly MtfResult[] {
  return texts.map((t) => parseMtf(t, catalog));
}
