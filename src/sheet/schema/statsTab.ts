/**
 * The Stats tab (docs/campaign.md, The after-action report): the campaign's figures, one row per mech per battle,
 * appended by Start a new battle from the finished battle's Log and never read by a round. Keyed by Battle and Mech:
 * starting the same battle's successor again (after an Undo) rewrites its rows instead of adding them twice.
 */
import { NARROW, STANDARD, TEXT, column, whole } from './columnKit';
import { TAB, WIDTH, type TabSpec } from './columns';

export const STATS: TabSpec = {
  name: TAB.stats,
  holds:
    'One row per mech per battle, written by Start a new battle from the finished battle’s Log: damage, kills, assists and luck (R-16.7). Undo of the new battle removes its rows.',
  columns: [
    column('battle', 'Battle', 'info', 'The battle the row is of', 'text', TEXT, WIDTH.text),
    column('mech', 'Mech', 'info', 'The mech', 'text', TEXT, STANDARD),
    column('pilot', 'Pilot', 'info', 'Its pilot in that battle', 'text', TEXT, STANDARD),
    column('side', 'Side', 'info', 'PC or NPC', 'text', TEXT, NARROW),
    column('rounds', 'Rounds', 'info', 'Rounds the battle lasted', 'whole number', whole(0), NARROW),
    column('dealt', 'Damage dealt', 'info', 'Damage it did to other mechs', 'whole number', whole(0), NARROW),
    column('taken', 'Damage taken', 'info', 'Damage it took', 'whole number', whole(0), NARROW),
    column('kills', 'Kills', 'info', 'Enemies it destroyed (R-16.2)', 'whole number', whole(0), NARROW),
    column('assists', 'Assists', 'info', 'Assists (R-16.3)', 'whole number', whole(0), NARROW),
    column('hits', 'Hits', 'info', 'To-hit rolls that hit', 'whole number', whole(0), NARROW),
    column(
      'expected',
      'Expected hits',
      'info',
      'The sum of its to-hit rolls’ chances (R-16.7)',
      'number',
      TEXT,
      NARROW,
    ),
    column('luck', 'Luck', 'info', 'Hits minus expected hits (R-16.7)', 'number', TEXT, NARROW),
  ],
};

/**
 * The per-pilot summary beside the table (docs/sheet-layout.md, Stats), Gator's three columns found by this header in
 * row 1 wherever they are: each pilot's damage dealt per round fought and total luck over every row of the tab,
 * rewritten at each new battle for the two charts to draw. Its headers differ from the table's (`Total luck`, not
 * `Luck`), so the table's header map never sees them.
 */
export const PILOT_SUMMARY_HEADER = ['By pilot', 'Damage per round', 'Total luck'] as const;

/** The charts Gator keeps on the Stats tab, known by their titles: a chart of any other title is the GM's. */
export const STATS_CHART_TITLE = {
  damage: 'Gator: damage per round by pilot',
  luck: 'Gator: luck by pilot',
} as const;
