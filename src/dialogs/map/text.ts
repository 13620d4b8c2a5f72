/**
 * The map dialog's words, as plain strings (shown with textContent; tested word for word):
 * the Mech list's entries, the selected mech's reach and each line of fire with its weapons'
 * range bands (docs/battle-map.md).
 */
import type { LineOfFireView, MapToken, Reachable, WeaponBand } from '../../map/mapView';

/** `Griffin (PC) 0609`; a mech not on the map has no hex. */
export function tokenOption(t: MapToken): string {
  return `${t.label} (${t.side})${t.hex ? ' ' + t.hex : ''}`;
}

/** `Griffin (PC) at 0609`, or the id alone when the token is not listed. */
export function selectedTitle(id: string, token: MapToken | undefined): string {
  return id + (token ? ` (${token.side}) at ${token.hex || 'no hex'}` : '');
}

/**
 * The map drawn around the sheet's problems (issue 12): `2 problems on the sheet; mechs held
 * back until they are fixed: Griffin.`, or `1 problem on the sheet; every mech is drawn.`
 */
export function sheetNote(problems: number, heldBack: readonly string[]): string {
  const count = `${problems} ${problems === 1 ? 'problem' : 'problems'} on the sheet`;
  if (heldBack.length === 0) return `${count}; every mech is drawn.`;
  return `${count}; ${heldBack.length === 1 ? 'mech' : 'mechs'} held back until ${problems === 1 ? 'it is' : 'they are'} fixed: ${heldBack.join(', ')}.`;
}

/** `Walk 5 MP: 24 hexes · Run 8 MP: 51 hexes · Jump 5 MP: 60 hexes`. */
export function reachText(r: Reachable): string {
  return `Walk ${r.mp.walk} MP: ${r.walk.length} hexes · Run ${r.mp.run} MP: ${r.run.length} hexes · Jump ${r.mp.jump} MP: ${r.jump.length} hexes`;
}

/** `Rifleman at 0415: 7 hexes, woods +3 (0511 +1, 0513 +2)`. */
export function lineTitle(l: LineOfFireView): string {
  const cover = l.hexes.filter((h) => h.modifier > 0).map((h) => `${h.hex} +${h.modifier}`);
  return `${l.target} at ${l.to}: ${l.distance}${l.distance === 1 ? ' hex' : ' hexes'}, woods +${l.total}${cover.length ? ` (${cover.join(', ')})` : ''}`;
}

/** `Medium Laser ×2: long +4`, `LRM-5: out of range`. */
export function bandText(w: WeaponBand): string {
  const name = w.weapon + (w.count > 1 ? ` ×${w.count}` : '');
  if (w.band === 'out') return `${name}: out of range`;
  return `${name}: ${w.band} +${w.modifier}`;
}

/** `Map picture, round 3: PNG, 1064 × 1030 pixels`. */
export function pictureTitle(round: number, format: 'png' | 'svg', width: number, height: number): string {
  return `Map picture, round ${round}: ${format.toUpperCase()}, ${width} × ${height} pixels`;
}

/** What to do when the download did not start: the dialog cannot tell, so it is always said. */
export const PICTURE_HELP =
  'If no download started (a spreadsheet dialog may block downloads), right-click the picture and choose ' +
  '"Save image as…", or "Copy image" to paste it into the forum post.';

export const PICTURE_WINDOW_BLOCKED = 'The browser blocked the new window: right-click the picture below instead.';
export const PICTURE_COPIED = 'Copied the picture (PNG): paste it into the forum post with Ctrl+V.';
export const PICTURE_COPY_REFUSED = 'The browser refused to copy the picture here: right-click it and choose "Copy image".';
