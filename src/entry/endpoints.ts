import type { EndpointSpec } from '../functions/spec';
import { dialogApi, menuApi, sidebarApi } from '../server/api';
import { sidebarPanelApi } from '../server/sidebar/api';

/**
 * Every non-custom-function global Apps Script calls: triggers and sidebar endpoints.
 * Each becomes a real top-level `function NAME(params…)` in dist/Code.js.
 */
export const ENDPOINTS: readonly EndpointSpec[] = [
  // Triggers. onOpen runs before authorization (AuthMode.NONE): it only builds the menu.
  {
    name: 'onOpen',
    description: 'Simple trigger: adds the Gator menu. Touches nothing but the Ui, so it is safe before authorization.',
    params: ['e'],
    impl: menuApi.onOpen,
  },
  {
    name: 'onInstall',
    description: 'Runs when the add-on is installed: adds the Gator menu at once (as onOpen).',
    params: ['e'],
    impl: menuApi.onOpen,
  },
  // Menu items.
  {
    name: 'setupCampaign',
    description:
      'Menu: creates or repairs the campaign tabs without overwriting data; on an empty Mechs tab it first offers the demo battle, loaded with them.',
    params: [],
    impl: menuApi.setupCampaign,
  },
  {
    name: 'loadDemoBattle',
    description: 'Menu: loads the demo battle of the rules into empty Mechs, Equipment and Attacks tabs.',
    params: [],
    impl: menuApi.loadDemoBattle,
  },
  { name: 'openSidebar', description: 'Menu: opens the combat sidebar.', params: [], impl: menuApi.openSidebar },
  {
    name: 'menuResolveRound',
    description: 'Menu: resolves the round the sheet is at, after a confirmation.',
    params: [],
    impl: menuApi.menuResolveRound,
  },
  {
    name: 'menuUndoLastRound',
    description:
      'Menu: undoes the latest write — a resolved round, an import, the start of a battle or the skill steps approved — after a confirmation naming it.',
    params: [],
    impl: menuApi.menuUndoLastRound,
  },
  {
    name: 'menuStartNewBattle',
    description:
      'Menu: starts a new battle after asking its name, whether to repair the mechs and heal the pilots, and a confirmation.',
    params: [],
    impl: menuApi.menuStartNewBattle,
  },
  {
    name: 'menuRepairList',
    description:
      "Menu: lists each damaged mech's repairs on the Repairs tab, priced by its table, for the GM to tick before Start a new battle (R-16.6).",
    params: [],
    impl: menuApi.menuRepairList,
  },
  {
    name: 'approveSkillSteps',
    description:
      "Menu: grants every skill step a player asked for on the Pilots tab that the pilot's XP pay for (R-16.4), from the next battle on.",
    params: [],
    impl: menuApi.approveSkillSteps,
  },
  {
    name: 'menuPostToDiscord',
    description:
      "Menu: posts the last resolved round to the Rules tab's Discord webhook and says how many messages Discord took, or why not.",
    params: [],
    impl: menuApi.menuPostToDiscord,
  },
  {
    name: 'menuStartClock',
    description:
      'Menu: starts the deadline clock (docs/deadline-clock.md): a trigger, as the GM, at the reminder time and at Orders due.',
    params: [],
    impl: menuApi.menuStartClock,
  },
  {
    name: 'menuPauseClock',
    description: 'Menu: pauses the deadline clock: its trigger removed, Orders due kept.',
    params: [],
    impl: menuApi.menuPauseClock,
  },
  {
    name: 'menuStopClock',
    description: 'Menu: stops the deadline clock: its trigger removed, Orders due cleared.',
    params: [],
    impl: menuApi.menuStopClock,
  },
  // The deadline clock's installable trigger (never a page): runs as the GM who started the clock, with no Ui.
  {
    name: 'deadlineClock',
    description:
      "Trigger: the deadline clock's run — reminders before Orders due, and at it the round resolved or the GM told (R-17.2, R-17.4).",
    params: ['e'],
    impl: menuApi.deadlineClock,
  },
  {
    name: 'menuAfterActionReport',
    description:
      'Menu: shows the after-action report (BBCode, in parts to copy) of the battle being fought, or of the one just ended before the next one’s first round.',
    params: [],
    impl: menuApi.menuAfterActionReport,
  },
  {
    name: 'protectCampaign',
    description:
      "Menu: every campaign tab editable only by the GM, but each player's own mechs' orders and rolls (the Mechs tab's Player account); re-run after adding a mech or a player.",
    params: [],
    impl: menuApi.protectCampaign,
  },
  {
    name: 'protectRecords',
    description: 'The old name of Protect the campaign.',
    params: [],
    impl: menuApi.protectRecords,
  },
  { name: 'showHelp', description: 'Menu: how Gator is used.', params: [], impl: menuApi.showHelp },
  // Sidebar endpoints (google.script.run): plain data back, failures as { ok: false, problems }.
  {
    name: 'getRoundStatus',
    description: 'Sidebar: the round, the mechs with their orders, every problem, and whether Undo is possible.',
    params: [],
    impl: sidebarApi.getRoundStatus,
  },
  {
    name: 'resolveRound',
    description:
      'Sidebar: resolves expectedRound, or refuses in plain words (problems, another round, protected records); options: { missingOrders: [{ mech, lacks }] } naming the mechs without orders the GM confirmed (asked again when they changed), { withoutHeldBack: true } to play it without the lines and orders a problem holds back.',
    params: ['expectedRound', 'options'],
    impl: sidebarApi.resolveRound,
  },
  {
    name: 'undoLast',
    description:
      "Sidebar and import dialog: undoes the newest write when it is request.kind (round, import, battle or steps) and, given request.expected, the round or label shown; with request.expectedEdits (the undo preview's token), only if the cells edited since are those the preview named; request.reason goes on the Record.",
    params: ['request'],
    impl: sidebarApi.undoLast,
  },
  {
    name: 'getUndoPreview',
    description:
      'Sidebar: what Undo would take back now and every cell it wrote that was edited since, read-only, for the confirmation.',
    params: [],
    impl: sidebarApi.getUndoPreview,
  },
  {
    name: 'startNewBattle',
    description:
      'Sidebar: starts a new battle: the Log archived to its own tab, round 1, orders cleared, mechs repaired and pilots healed as chosen.',
    params: ['request'],
    impl: sidebarApi.startNewBattle,
  },
  {
    name: 'startDeadlineClock',
    description: 'Sidebar: starts the deadline clock, or says why not (no deadline, the trigger scope not granted).',
    params: [],
    impl: sidebarApi.startDeadlineClock,
  },
  {
    name: 'pauseDeadlineClock',
    description: 'Sidebar: pauses the deadline clock (Orders due kept).',
    params: [],
    impl: sidebarApi.pauseDeadlineClock,
  },
  {
    name: 'stopDeadlineClock',
    description: 'Sidebar: stops the deadline clock (Orders due cleared).',
    params: [],
    impl: sidebarApi.stopDeadlineClock,
  },
  {
    name: 'getDeadlineClock',
    description:
      'Sidebar: the deadline clock (on, paused or off, its deadline and reminder time) and what it did since this user last looked.',
    params: [],
    impl: sidebarApi.getDeadlineClock,
  },
  {
    name: 'openAfterActionReport',
    description: 'Sidebar: opens the after-action report dialog, as the menu item does.',
    params: [],
    impl: sidebarApi.openAfterActionReport,
  },
  {
    name: 'getAfterActionReport',
    description:
      "Sidebar: the after-action report of the battle being fought ('current'), the one just ended ('last') or, by default, the one being fought unless it has no round yet: BBCode whole and in parts.",
    params: ['which'],
    impl: sidebarApi.getAfterActionReport,
  },
  {
    name: 'selectCell',
    description: 'Sidebar: selects the cell a problem names, such as Mechs!F7.',
    params: ['a1'],
    impl: sidebarApi.selectCell,
  },
  // The combat sidebar's panels (src/server/sidebar): status with located problems, attack preview, advisor.
  {
    name: 'getSidebarState',
    description:
      "Sidebar: the round status with each problem placed on its cell, every declared attack's TN and hit chance, and the last forum post.",
    params: [],
    impl: sidebarPanelApi.getSidebarState,
  },
  {
    name: 'addNeededRolls',
    description:
      "Sidebar: writes the rolls the round waits for (typed rolls only, R-0.5) into the Rolls tab's For column, for the GM to type the faces.",
    params: ['keys'],
    impl: sidebarPanelApi.addNeededRolls,
  },
  {
    name: 'getTargetAdvice',
    description:
      'Sidebar: the enemies of mech ranked by expected damage, with the weapons to fire and the heat they cost.',
    params: ['mech'],
    impl: sidebarPanelApi.getTargetAdvice,
  },
  {
    name: 'postRoundToDiscord',
    description:
      "Sidebar: posts a round's post (the last resolved round's by default) to the Rules tab's Discord webhook, in messages of at most 2,000 characters.",
    params: ['round'],
    impl: sidebarApi.postRoundToDiscord,
  },
  // Dialogs (docs/battle-map.md; docs/importing-mechs.md). The two openers are menu items and sidebar buttons.
  {
    name: 'openImportDialog',
    description:
      'Menu and sidebar: opens the import dialog (paste or open .mtf files, or insert a mech of the library).',
    params: [],
    impl: menuApi.openImportDialog,
  },
  {
    name: 'openMapView',
    description: 'Menu and sidebar: opens the battle map dialog.',
    params: [],
    impl: menuApi.openMapView,
  },
  {
    name: 'importMechs',
    description:
      'Import dialog: adds the units of pasted .mtf text (or [{name, text}] files) as Mechs and Equipment rows, or lists every problem and writes nothing.',
    params: ['text', 'addUnknown'],
    impl: dialogApi.importMechs,
  },
  {
    name: 'getMechLibrary',
    description: 'Import dialog: the built-in library of mechs.',
    params: [],
    impl: dialogApi.getMechLibrary,
  },
  {
    name: 'insertLibraryMech',
    description:
      'Import dialog: adds a mech of the library by label, with an optional name, side (PC or NPC) and position.',
    params: ['label', 'name', 'side', 'position'],
    impl: dialogApi.insertLibraryMech,
  },
  {
    name: 'getMapView',
    description: "Map dialog: the battle map as SVG with its view; the selected mech's reach and lines of fire.",
    params: ['selected'],
    impl: dialogApi.getMapView,
  },
];
