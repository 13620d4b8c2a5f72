/**
 * The orders cells of a Mechs row as the reader takes them: Move (or Cool down
 * under the cool-down heat model, R-V.2), Move to and the hexes typed in them, with the hex or
 * the movement word a typo most likely meant.
 */
import type { MoveDeclaration } from '../../rules/model/declarations';
import type { Hex } from '../../rules/model/hex';
import type { BattleMap } from '../../rules/model/map';
import type { MoveMode } from '../../rules/model/mech';
import type { RulesOptions } from '../../rules/model/rules';
import { hexLabel, hexLabelMeant, isOnMap, parseHexLabel } from '../../rules/hex/label';
import { moveModeMeant, parseMoveMode } from '../../rules/movement/modes';
import { didYouMean } from '../../rules/text/nearest';
import { describeGot, isBlank, normalize } from '../tab/cells';
import { MOVE_CHOICES } from '../schema/choices';
import type { RowReader } from '../tab/rowReader';
import { heatModelOf } from '../../rules/model/heatModel';

/** ` — did you mean 0609?` after text that is no hex label, when it reads as one on the map. */
function hexMeant(value: unknown, map: BattleMap | undefined): string {
  const meant =
    typeof value === 'string'
      ? hexLabelMeant(withoutApostrophe(value))
      : typeof value === 'number'
        ? hexLabelMeant(String(value))
        : undefined;
  const hex = meant === undefined ? undefined : parseHexLabel(meant);
  return hex && (!map || isOnMap(hex, map)) ? didYouMean(meant) : '';
}

/**
 * A label with the apostrophe Sheets hides in front of text dropped: in a cell formatted as
 * plain text it is kept as a character, and older versions of Gator wrote `'0610`
 * into such cells.
 */
function withoutApostrophe(text: string): string {
  return text.charAt(0) === "'" ? text.slice(1) : text;
}

/** A hex cell: blank → null; a label on the map → the hex; otherwise reported, undefined. */
export function readHexCell(r: RowReader, key: string, map: BattleMap | undefined): Hex | null | undefined {
  const v = r.raw(key);
  if (isBlank(v)) return null;
  const hex =
    typeof v === 'number' ? parseHexLabel(v) : typeof v === 'string' ? parseHexLabel(withoutApostrophe(v)) : undefined;
  if (!hex) {
    r.report(
      key,
      'bad_hex',
      `${r.label(key)} must be a hex label like 0609 (column 06, row 09), got ${describeGot(v)}${hexMeant(v, map)}`,
    );
    return undefined;
  }
  if (map && !isOnMap(hex, map)) {
    r.report(
      key,
      'off_map',
      `${r.label(key)} ${hexLabel(hex)} is off the map (${map.cols} columns × ${map.rows} rows: 0101 to ${hexLabel({ col: map.cols, row: map.rows })})`,
    );
    return undefined;
  }
  return hex;
}

const SPACES_AND_HYPHENS = /[\s-]/g;

export function readMove(
  r: RowReader,
  rules: RulesOptions,
  map: BattleMap | undefined,
  id: string | undefined,
): { move: MoveDeclaration; outflankText: string } | undefined {
  let mode: MoveMode | undefined;
  let coolDown = false;
  const moveCell = r.raw('move');
  if (!isBlank(moveCell)) {
    if (normalize(String(moveCell)).replace(SPACES_AND_HYPHENS, '') === 'cooldown') {
      mode = 'stand';
      coolDown = true;
      if (!heatModelOf(rules).coolsDown)
        r.report(
          'move',
          'cooldown_off',
          'Move "Cool down" belongs to the cool-down heat variant (R-V.2); set Heat model to Cool-down on the Rules tab first',
        );
    } else {
      mode = typeof moveCell === 'string' ? parseMoveMode(moveCell) : undefined;
      if (!mode)
        r.report(
          'move',
          'bad_move',
          `Move must be ${MOVE_CHOICES.slice(0, -1).join(', ')} or ${MOVE_CHOICES[MOVE_CHOICES.length - 1]}, got ${describeGot(moveCell)}${didYouMean(moveModeMeant(String(moveCell), ['Cool down']))}`,
        );
    }
  }
  const to = readHexCell(r, 'moveTo', map);
  const evasive = r.yesNo('evasive', false);
  const standUp = r.yesNo('standUp', false);
  const outflankText = r.text('outflank');
  if (isBlank(moveCell) && to) {
    r.report(
      'move',
      'bad_move',
      `Move must be Walk, Run, Jump or Sprint when Move to is set (${hexLabel(to)}), got nothing`,
    );
    return undefined;
  }
  const declared = !isBlank(moveCell) || to || evasive || standUp || outflankText !== '';
  if (
    !declared ||
    id === undefined ||
    (!isBlank(moveCell) && !mode) ||
    to === undefined ||
    evasive === undefined ||
    standUp === undefined
  )
    return undefined;
  const move: MoveDeclaration = {
    mech: id,
    mode: mode ?? 'stand',
    ...(to ? { to } : {}),
    ...(evasive ? { evasive } : {}),
    ...(standUp ? { standUp } : {}),
    ...(coolDown ? { coolDown } : {}),
  };
  return { move, outflankText };
}
