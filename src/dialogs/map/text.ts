/**
 * The map dialog's words, as plain strings (shown with textContent; tested word for word):
 * the Mech list's entries, the selected mech's reach and each line of fire with its weapons'
 * range bands (docs/battle-map.md).
 */
import type { LineOfFireView, MapToken, Reachable, WeaponBand } from '../../map/mapView';

/** `Griffin (PC) 0609`; a mech not on the map has no hex. */
export function tokenOption(t: MapToken): string {
  return `${t.label} (${t.side})${t.hex ? ` ${t.hex}` : ''}`;
}

/** `Griffin (PC) at 0609`, or the id alone when the token is not listed. */
export function selectedTitle(id: string, token: MapToken | undefined): string {
  return id + (token ? ` (${token.side}) at ${token.hex || 'no hex'}` : '');
}

/**
 * The map drawn around the sheet's problems, as one typo never blinds the GM: `2 problems on
 * the sheet; mechs held back until they are fixed: Griffin.`, or `1 problem on the sheet; every
 * mech is drawn.`
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

/**
 * `Medium Laser ×2: +4 long range`, `LRM-5 ×2: +0 short range, +1 inside minimum range 6`, `LRM-5: out of range` — the
 * sidebar's words.
 */
export function bandText(w: WeaponBand): string {
  const name = w.weapon + (w.count > 1 ? ` ×${w.count}` : '');
  if (w.band === 'out') return `${name}: out of range`;
  return `${name}: ${w.terms.length > 0 ? w.terms.join(', ') : `+${w.modifier} ${w.band} range`}`;
}

/** `Map picture, round 3: PNG, 1064 × 1030 pixels`. */
export function pictureTitle(round: number, format: 'png' | 'svg', width: number, height: number): string {
  return `Map picture, round ${round}: ${format.toUpperCase()}, ${width} × ${height} pixels`;
}

/**
 * Step 1 of a picture's way into the forum post: save it. The page can know only that it asked
 * the browser for the download (`asked`), never whether a file arrived: a spreadsheet dialog runs
 * in a sandboxed frame, and a browser may block its download without a word to the page (its own
 * settings, an administrator's policy, a frame without `allow-downloads`). So it says what it did,
 * not what happened, and always offers the ways that need no download. `asked` false: this browser
 * could not even be asked (no `download` links here).
 */
export function saveStep(fileName: string, asked: boolean): string {
  const fallback =
    'open the picture in a new tab or copy it (the buttons here), or right-click it below and choose "Save image as…".';
  return asked
    ? `Save it: Gator asked your browser to download ${fileName}. If it is not among your downloads (a spreadsheet dialog may block downloads without telling Gator), ${fallback}`
    : `Save it: this browser cannot download from here, so ${fallback}`;
}

/** Step 2: a forum takes a picture by its link in `[img]` tags, not pasted into the post. */
export const UPLOAD_STEP =
  'Upload it to your image host: a forum post shows a picture from its link in [img] tags, not one pasted in.';
/** Step 3, beside the link field. */
export const LINK_STEP = "Paste the picture's link from the image host:";
/** Step 4, beside the line to copy. */
export const LINE_STEP = 'Copy this line into your post:';
/** Said under an SVG: forums and most image hosts want the PNG. */
export const SVG_NOTE = 'Most image hosts and forums take PNG, not SVG: for a forum post, save the PNG.';

/**
 * The BBCode line for a picture's link: `[img]https://i.example.org/map.png[/img]`, the link
 * trimmed and any `[` `]` in it escaped so it cannot end the tag early; `[img][/img]` to fill in
 * when there is no link yet.
 */
export function imgLine(link: string): string {
  return `[img]${link.trim().replace(/\[/g, '%5B').replace(/\]/g, '%5D')}[/img]`;
}

/** Why a typed link is no picture's link, or undefined when it looks like one (or is empty). */
export function linkProblem(link: string): string | undefined {
  const t = link.trim();
  if (t === '' || /^https?:\/\/\S+$/i.test(t)) return undefined;
  return "A picture's link starts with https:// (copy it from the image host after the upload).";
}

/** After Copy: what is on the clipboard and what to do with it. */
export function lineCopied(line: string): string {
  return line === '[img][/img]'
    ? "Copied [img][/img]: paste it into your post and the picture's link between the tags."
    : `Copied ${line}: paste it into your post.`;
}

export const PICTURE_WINDOW_BLOCKED =
  'The browser blocked the new tab: right-click the picture below and choose "Save image as…" instead.';
/** After Copy the picture: an image host's upload page takes it with Ctrl+V. */
export const PICTURE_COPIED =
  "The picture is on the clipboard: paste it (Ctrl+V, ⌘V on a Mac) into your image host's upload page.";
export const PICTURE_COPY_REFUSED =
  'The browser refused to copy the picture here: right-click it below and choose "Copy image" or "Save image as…" instead.';
export const LINE_COPY_REFUSED =
  'The browser refused to copy here: the line is selected, press Ctrl+C (⌘C on a Mac) to copy it.';
