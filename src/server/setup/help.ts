/**
 * What the menu's Help says: how a round goes, and where each feature is, beside the list of tabs Set up makes
 * (tabList.ts), so Help names every tab it creates.
 */
import { FIRST_WRITE_TAB, SETUP_HIDDEN_TAB, SETUP_TABS } from './tabList';

export const HELP = [
  'Gator resolves a round of the campaign from this spreadsheet.',
  `1. Extensions ▸ Gator ▸ Set up campaign creates the tabs (${SETUP_TABS.join(', ')}, and a hidden ${SETUP_HIDDEN_TAB} tab for Undo); it never overwrites what you typed. The ${FIRST_WRITE_TAB} tab comes with the first round resolved, import or new battle.`,
  '2. Fill in Mechs and Equipment (or Load demo battle), then each round the movement orders on Mechs and the attacks on Attacks.',
  '3. Open combat sidebar ▸ Resolve round: Gator checks everything first and lists every problem with its cell; nothing is written until all are fixed — or, when a problem holds back only some attack lines or a mech’s orders, you may resolve without them (the Log and the post name them).',
  '4. The round is written in one go: damage, heat and wounds on Mechs, the rolls and the forum post on Log. Undo last round or import puts everything back.',
  'Import mechs (.mtf)… turns MegaMekLab .mtf files, or a mech of the built-in library, into Mechs and Equipment rows; Show battle map draws the map, reach and lines of fire.',
  'Dice: the Rules tab’s Dice seed is Random, Sealed (each round’s seed drawn before the orders and shown as its seal, revealed at Resolve; check it with =DICESEAL(seed)), or a text that makes every round replayable; the seed of each round is on the Log.',
  'Fair play: the Record tab keeps every resolution, new battle and import, and every Undo with its reason; Undo never removes its rows. Who can do what at the table, and what protection and sealed dice can and cannot guarantee: docs/fair-play.md of the Gator repository.',
  'The full rules as Gator plays them, with every ruling (R-…) the Log cites, are in docs/rules.md of the Gator repository.',
  "Protect the campaign makes every cell yours (the GM's) but each player's own orders and rolls: the mechs whose Player account (the Mechs tab) is their Google address. See docs/fair-play.md of the Gator repository.",
  'Players may roll their own dice: set the Rules tab’s Dice to Typed rolls first (or only), and type to-hit rolls in the Attacks tab’s Roll column, every other roll on the Rolls tab. With Typed rolls only, Resolve lists the rolls it still needs.',
  'Between battles: Start a new battle credits each pilot of the Pilots tab from the battle’s Log (kills, assists, XP) and keeps its figures on the Stats tab, with charts of damage per round and luck by pilot; Approve skill steps grants the steps players asked for; Repair list writes the Repairs tab, where you tick what is repaired; After-action report shows the battle’s report with its luck table. See docs/campaign.md of the Gator repository.',
  'The deadline clock (Start, Pause, Stop) e-mails a reminder to players who ticked Notify and, at Orders due, resolves the round or tells you, as the Rules tab’s At the deadline says; Post the round to Discord sends the post to the Rules tab’s Discord webhook. See docs/deadline-clock.md of the Gator repository.',
].join('\n\n');
