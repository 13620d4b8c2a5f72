import type { Location } from '../model/location';

/** A problem with an .mtf text, at its 1-based line (the line where the unit starts when a line is missing). */
export interface MtfProblem {
  readonly line: number;
  readonly message: string;
}

/** A `key:value` line the parser reads; `key` is lower case with single spaces (`walk mp`, `la armor`). */
export interface MtfField {
  readonly key: string;
  readonly value: string;
  readonly line: number;
}

interface MtfSlotLine {
  readonly name: string;
  readonly line: number;
}

/** A location's critical-slot block: `Left Arm:` and the slot lines under it (12 at most). */
export interface MtfBlock {
  readonly location: Location;
  readonly line: number;
  readonly slots: MtfSlotLine[];
}

/** One unit's lines, sorted out: its name lines, fields, slot blocks, and what was odd about them. */
export interface MtfUnitText {
  /** The line of its `chassis:` or `Version:` header (or its first line without one). */
  readonly startLine: number;
  chassis?: MtfField;
  model?: MtfField;
  readonly fields: MtfField[];
  readonly blocks: MtfBlock[];
  readonly warnings: string[];
  readonly problems: MtfProblem[];
  /** The first block header of a quad or tripod 'Mech (`Front Left Leg:`): the unit is refused for it. */
  otherLegs?: MtfSlotLine;
}

/** Block headers of a biped 'Mech (MegaMek `MtfFile.getLocation`). */
const BLOCK_HEADERS: Readonly<Record<string, Location>> = {
  'left arm:': 'LA',
  'right arm:': 'RA',
  'left torso:': 'LT',
  'right torso:': 'RT',
  'center torso:': 'CT',
  'head:': 'HD',
  'left leg:': 'LL',
  'right leg:': 'RL',
};

/** Block headers of quad and tripod 'Mechs, which Gator does not play. */
const OTHER_HEADERS = ['front left leg:', 'front right leg:', 'rear left leg:', 'rear right leg:', 'center leg:'];

/** Field keys MegaMek writes (MegaMek `MtfFile`); inside a block, any other line is a slot. */
const FIELD_KEYS = new Set([
  'version',
  'generator',
  'chassis',
  'clanname',
  'model',
  'mul id',
  'config',
  'techbase',
  'era',
  'source',
  'rules level',
  'role',
  'quirk',
  'weaponquirk',
  'mass',
  'engine',
  'structure',
  'myomer',
  'cockpit',
  'gyro',
  'motive',
  'ejection',
  'heat sink kit',
  'lam',
  'heat sinks',
  'base chassis heat sinks',
  'walk mp',
  'jump mp',
  'armor',
  'weapons',
  'overview',
  'capabilities',
  'deployment',
  'history',
  'manufacturer',
  'primaryfactory',
  'systemmanufacturer',
  'systemmode',
  'notes',
  'bv',
  'nocrit',
  'fluffimage',
  'icon',
  'imagefile',
]);

/**
 * Any other `key:value` line (a header MegaMekLab adds that Gator does not know): ignored, never
 * a slot, even inside a block. A slot line holds a colon only before MegaMek's `SIZE:` mark
 * (`Hatchet:SIZE:4.0`).
 */
const OTHER_FIELD = /^[a-z][a-z ]*:(?!\s*size:)/i;

/** Free-text fields: lines after them without a key continue their text (a paragraph of fluff), not slots. */
const TEXT_KEYS = new Set([
  'overview',
  'capabilities',
  'deployment',
  'history',
  'notes',
  'manufacturer',
  'primaryfactory',
  'fluffimage',
  'icon',
]);

const ARMOR_KEY = /^(la|ra|lt|rt|ct|hd|ll|rl|rtl|rtr|rtc|fll|frl|rll|rrl|cl) armor$/;

/** Slots per location in an .mtf block; MegaMek ignores lines past the twelfth. */
const SLOTS_PER_BLOCK = 12;

function fieldOf(text: string, line: number): MtfField | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  const key = text.slice(0, colon).trim().toLowerCase().replace(/\s+/g, ' ');
  if (!FIELD_KEYS.has(key) && !ARMOR_KEY.test(key) && !key.startsWith('fluff')) return undefined;
  return { key, value: text.slice(colon + 1).trim(), line };
}

function newUnit(startLine: number): MtfUnitText {
  return { startLine, fields: [], blocks: [], warnings: [], problems: [] };
}

/**
 * Splits .mtf text into units and sorts each unit's lines, as MegaMek's `MtfFile.readLines`
 * does: `#` comments and blank lines are skipped anywhere (also inside a block: they take no
 * slot); keys are read in any case and order; `Version:1.0` is followed by the chassis and
 * model on the next two lines (older files), newer files say `chassis:` and `model:`; the
 * `Weapons:N` summary list is skipped (the slot blocks are the record); Windows and old Mac
 * line endings both work.
 *
 * A unit starts at a `chassis:` or `Version:` line once the unit before it has its name, or at
 * a `model:` line once it has its model, so several files pasted one after another come
 * apart. Other fields placed before a file's first name line would belong to the file above.
 */
export function readMtfUnits(text: string): MtfUnitText[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const units: MtfUnitText[] = [];
  let unit: MtfUnitText | undefined;
  let block: MtfBlock | undefined;
  /** After `Version:`, the name lines still expected: 2 = chassis then model, 1 = model. */
  let nameLines = 0;
  /** After `Weapons:N`, summary lines (`Medium Laser, Right Arm`) still to skip. */
  let summaryLines = 0;
  /** After a free-text field, until the next field or header: lines without a key are its text. */
  let inText = false;

  const current = (line: number): MtfUnitText => {
    if (!unit) {
      unit = newUnit(line);
      units.push(unit);
    }
    return unit;
  };
  const hasName = (u: MtfUnitText): boolean => u.chassis !== undefined || u.fields.some((f) => f.key === 'version');
  const startUnit = (line: number): MtfUnitText => {
    unit = newUnit(line);
    units.push(unit);
    block = undefined;
    return unit;
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) return;
    const lower = text.toLowerCase();
    const field = fieldOf(text, line);
    const header = Object.prototype.hasOwnProperty.call(BLOCK_HEADERS, lower) || OTHER_HEADERS.indexOf(lower) >= 0;
    if (inText && !field && !header) return;
    inText = false;

    if (nameLines > 0 && (!field || field.key === 'generator')) {
      if (field) return; // SSW writes `Generator:` between `Version:` and the chassis.
      const u = current(line);
      if (nameLines === 2) u.chassis = { key: 'chassis', value: text, line };
      else u.model = { key: 'model', value: text, line };
      nameLines--;
      return;
    }
    const afterVersion = nameLines === 2;
    nameLines = 0;

    if (summaryLines > 0 && !field && text.includes(',')) {
      summaryLines--;
      return;
    }
    summaryLines = 0;

    if (field && (field.key === 'version' || field.key === 'chassis')) {
      // A header starts the next unit once this one has its name; `Version:` followed by
      // `chassis:` is one header, and loose fields before a header belong to it.
      const sameUnit = unit !== undefined && (!hasName(unit) || (field.key === 'chassis' && afterVersion));
      const u = sameUnit ? current(line) : startUnit(line);
      if (field.key === 'chassis') u.chassis = field;
      else {
        u.fields.push(field);
        nameLines = 2;
      }
      block = undefined;
      return;
    }

    if (Object.prototype.hasOwnProperty.call(BLOCK_HEADERS, lower)) {
      const u = current(line);
      const location = BLOCK_HEADERS[lower];
      const earlier = u.blocks.filter((b) => b.location === location)[0];
      if (earlier) u.problems.push({ line, message: `${text} is listed twice (lines ${earlier.line} and ${line})` });
      block = { location, line, slots: [] };
      u.blocks.push(block);
      return;
    }
    if (OTHER_HEADERS.indexOf(lower) >= 0) {
      const u = current(line);
      if (!u.otherLegs) u.otherLegs = { name: text, line };
      block = undefined;
      return;
    }

    if (field) {
      // A second `model:` starts the next file when that file names its model before its chassis.
      const u = field.key === 'model' && unit?.model ? startUnit(line) : current(line);
      if (field.key === 'model') u.model = field;
      else u.fields.push(field);
      if (field.key === 'weapons') summaryLines = /^\d+$/.test(field.value) ? Number(field.value) : 0;
      if (TEXT_KEYS.has(field.key)) {
        inText = true;
        block = undefined;
      }
      return;
    }

    if (OTHER_FIELD.test(text)) return;
    if (block) {
      if (block.slots.length < SLOTS_PER_BLOCK) block.slots.push({ name: text, line });
      else if (text.toLowerCase() !== '-empty-')
        current(line).warnings.push(
          `line ${line}: "${text}" is past the ${SLOTS_PER_BLOCK} slots of the block on line ${block.line}: ignored`,
        );
      return;
    }
    // A bare line outside a block is noise.
    if (text.indexOf(':') < 0)
      current(line).warnings.push(`line ${line}: "${text}" is not an .mtf field or slot: ignored`);
  });

  if (units.length === 0) units.push(newUnit(1));
  return units;
}
