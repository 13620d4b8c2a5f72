/**
 * Insert from the library (docs/importing-mechs.md): a mech of the built-in library as a Mechs row
 * and its Equipment rows, named, sided and placed as the dialog asks — the import's own checks,
 * undo snapshot and write (mechs.ts).
 */
import { findLibraryUnit } from '../../rules/data/library';
import { hexLabel, hexLabelMeant, isOnMap, parseHexLabel } from '../../rules/hex/label';
import { didYouMean, nearest } from '../../rules/text/nearest';
import type { BattleMap } from '../../rules/model/map';
import type { Side } from '../../rules/model/mech';
import { unitLabel } from '../../rules/charts/units';
import { describeGot, normalize } from '../../sheet/tab/cells';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { busy } from '../reply/messages';
import { jsonSafe, refuse, type Failure } from '../reply/responses';
import { addMechs, openSheet, type ImportResponse } from './mechs';
import { mechIn, uniqueName } from './rows';

/**
 * Inserts a mech of the built-in library (`Griffin GRF-1S` or its model code) as a Mechs
 * row and its Equipment rows. `name` blank: `Chassis Model`, then `… (2)` if taken; a name
 * given must be free. `side` PC or NPC (blank: NPC); `position` a hex on the map or blank.
 */
export function insertLibraryMech(
  services: Services,
  label: unknown,
  opts: { readonly name?: unknown; readonly side?: unknown; readonly position?: unknown } = {},
): ImportResponse {
  const unit = typeof label === 'string' ? findLibraryUnit(label) : undefined;
  if (!unit)
    return jsonSafe(
      refuse(
        'import/unknown_unit',
        `There is no ${describeGot(label)} in the library: choose one of its list (Griffin GRF-1S, Atlas AS7-D …).`,
      ),
    );
  const side = sideOf(opts.side);
  if (!side)
    return jsonSafe(
      refuse(
        'import/bad_side',
        `Side must be PC or NPC, got ${describeGot(opts.side)}${endOf(didYouMean(nearest(String(opts.side), ['PC', 'NPC'])))}`,
      ),
    );
  const name =
    typeof opts.name === 'string' ? opts.name.trim() : opts.name === undefined || opts.name === null ? '' : undefined;
  if (name === undefined)
    return jsonSafe(refuse('import/bad_name', `The name must be text, got ${describeGot(opts.name)}.`));
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(
    withDocumentLock(
      services,
      () => {
        const sheet = openSheet(services, wb);
        if ('ok' in sheet) return sheet;
        const position = positionOf(opts.position, sheet.map);
        if (typeof position !== 'string') return position;
        const there = position === '' ? undefined : mechIn(sheet.mechs, position);
        if (there)
          return refuse(
            'import/hex_taken',
            `${position} is the ${there.name}'s hex (Mechs row ${there.row}): one mech a hex (R-2.8); choose another, or leave Position blank.`,
          );
        const row = sheet.mechs.values.length + 1;
        if (name !== '' && sheet.taken.has(normalize(name))) {
          return refuse(
            'import/name_taken',
            `A mech named "${name}" is already on the Mechs tab (row ${sheet.taken.get(normalize(name))}): names must be unique, in any case. Choose another name.`,
          );
        }
        const chosen = name !== '' ? name : uniqueName(unitLabel(unit), sheet.taken, row);
        return addMechs(services, wb, sheet, [{ unit, name: chosen, side, position }], ['Library'], [], []);
      },
      busy,
    ),
  );
}

function sideOf(value: unknown): Side | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'NPC';
  const t = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return t === 'PC' || t === 'NPC' ? t : undefined;
}

function positionOf(value: unknown, map: BattleMap | undefined): string | Failure {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return '';
  const hex = typeof value === 'string' || typeof value === 'number' ? parseHexLabel(value) : undefined;
  if (!hex)
    return refuse(
      'import/bad_position',
      `Position must be a hex label like 0609 (column 06, row 09), or blank, got ${describeGot(value)}${endOf(positionMeant(value, map))}`,
    );
  if (map && !isOnMap(hex, map)) {
    return refuse(
      'import/off_map',
      `Position ${hexLabel(hex)} is off the map (${map.cols} columns × ${map.rows} rows: 0101 to ${hexLabel({ col: map.cols, row: map.rows })}).`,
    );
  }
  return hexLabel(hex);
}

/** A refusal's end: its did-you-mean, which ends on its question mark, or a full stop. */
function endOf(hint: string): string {
  return hint === '' ? '.' : hint;
}

/** ` — did you mean 0609?` after text that is no hex label but reads as one on the map. */
function positionMeant(value: unknown, map: BattleMap | undefined): string {
  const meant = typeof value === 'string' ? hexLabelMeant(value) : undefined;
  const hex = meant === undefined ? undefined : parseHexLabel(meant);
  return hex && (!map || isOnMap(hex, map)) ? didYouMean(meant) : '';
}
