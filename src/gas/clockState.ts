/**
 * The deadline clock's state, in the document's properties (every user of the spreadsheet
 * reads it; the trigger run, as the GM, too): on, paused or off; whose trigger runs it; for the
 * round at hand, whom it reminded; and the deadlines it acted on — so no player is reminded twice
 * and no deadline is acted on twice. The GM's last
 * look at what the clock did is the GM's own (user properties).
 * https://developers.google.com/apps-script/reference/properties/properties-service
 */
import type { Services } from './services';

export interface ClockState {
  readonly state: 'on' | 'paused' | 'off';
  /** The account whose trigger runs the clock: the GM who started it (installable triggers run as their creator). */
  readonly owner: string;
  /** The round the two below are about: `Battle 1, round 3`. */
  readonly round: string;
  /** The accounts reminded for `round` (R-17.4: one reminder a round). */
  readonly reminded: readonly string[];
  /** Whether `round`'s reminder time came (whoever it reached): the clock does not remind for it again. */
  readonly remindersDone: boolean;
  /**
   * The deadlines the clock acted on (resolved the round, or told the GM), newest last, as
   * `deadlineKey` words them: it acts once a deadline — and not again at one an Undo brought back.
   */
  readonly actedOn: readonly string[];
}

const KEY = 'gator.deadlineClock';
const SEEN = 'gator.deadlineClock.seen';

/** How many deadlines acted on the state keeps: enough for any run of Undos. */
export const ACTED_ON_KEPT = 20;

export const CLOCK_OFF: ClockState = {
  state: 'off',
  owner: '',
  round: '',
  reminded: [],
  remindersDone: false,
  actedOn: [],
};

export function readClockState(services: Services): ClockState {
  const raw = services.PropertiesService.getDocumentProperties().getProperty(KEY);
  if (!raw) return CLOCK_OFF;
  try {
    return { ...CLOCK_OFF, ...(JSON.parse(raw) as Partial<ClockState>) };
  } catch {
    return CLOCK_OFF;
  }
}

export function saveClockState(services: Services, state: ClockState): void {
  services.PropertiesService.getDocumentProperties().setProperty(KEY, JSON.stringify(state));
}

/** When the current user last looked at what the clock did (milliseconds since 1970; 0 never). */
export function lastLook(services: Services): number {
  return Number(services.PropertiesService.getUserProperties().getProperty(SEEN) ?? 0) || 0;
}

export function markLooked(services: Services, at: number): void {
  services.PropertiesService.getUserProperties().setProperty(SEEN, String(at));
}
