/*
 * Text sizes of the map picture, in units of the hex size (its circumradius). Every word and
 * number drawn — hex labels, names, badges, woods modifiers, the legend — is at least
 * `SMALL_TEXT`: 12 px at the default hex size of 32, so the dialog can pick a first zoom at
 * which the smallest text is still about 10 px on screen. The picture says its
 * smallest size in `data-min-text`, so the page need not measure it.
 */

/** The smallest text of the picture: hex labels, token names, badges, depth and level, the legend. */
export const SMALL_TEXT = 0.375;
/** The line of fire's words: `7 hexes +3` at its middle, `+2` in a woods hex. */
export const LOF_TEXT = 0.42;
/** The title: `Round 3 — Griffin selected`. */
export const TITLE_TEXT = 0.6;
