/**
 * The tabs a campaign has, as Help names them: the ones Set up campaign makes, in the order they
 * stand after it (`setUpCampaignTabs`), and the Record, which the first write that needs it makes.
 * One list, so Help never drifts from Set up; `test/server/menu.test.ts` holds Set up to it.
 */
import { TAB } from '../../sheet/schema/columns';
import { CARDS_TAB } from '../../sheet/setup/cardsTab';

/** The visible tabs Set up campaign makes, in their order. */
export const SETUP_TABS: readonly string[] = [
  TAB.mechs,
  TAB.equipment,
  TAB.catalog,
  TAB.attacks,
  TAB.rolls,
  TAB.map,
  TAB.log,
  TAB.rules,
  TAB.pilots,
  CARDS_TAB,
];

/** The hidden tab Set up makes for Undo: what each write takes before it. */
export const SETUP_HIDDEN_TAB: string = TAB.undo;

/**
 * The fair-play record (docs/fair-play.md): made, with its header, by the first round resolved, import or new battle.
 */
export const FIRST_WRITE_TAB: string = TAB.record;
