/**
 * The deadline clock's state, in the document's properties (every user of the spreadsheet
 * reads it; the trigger run, as the GM, too): on, paused or off; whose triggers run it; the
 * moments they were armed for; and, for the round at hand, whom it reminded and whether it acted
 * at the deadline — so no player is reminded twice and no round is acted on twice. The GM's last
 * look at what the clock did is the GM's own (user properties).
 * https://developers.google.com/apps-script/reference/properties/properties-service
 */
import type { Services } from './services';

export interface ClockState {
  readonly state: 'on' | 'paused' | 'off';
  /** The account whose triggers run the clock: the GM who started it (installable triggers run as their creator). */
  readonly owner: string;
  /** The deadline the triggers were armed for (milliseconds since 1970); null when none are armed. */
  readonly due: number | null;
  /** The moments the triggers fire at, earliest first. */
  readonly armed: readonly number[];
  /** The round the two below are about: `Battle 1, round 3`. */
  readonly round: string;
  /** The accounts reminded for `round` (R-17.4: one reminder a round). */
  readonly reminded: readonly string[];
  /** Whether `round`'s reminder time came (whoever it reached): the clock does not wake for it again. */
  readonly remindersDone: boolean;
  /** Whether the clock acted at `round`'s deadline (resolved it, or told the GM). */
  readonly acted: boolean;
}

const KEY = 'gator.deadlineClock';
const SEEN = 'gator.deadlineClock.seen';

export const CLOCK_OFF: ClockState = {
  state: 'off',
  owner: '',
  due: null,
  armed: [],
  round: '',
  reminded: [],
  remindersDone: false,
  acted: false,
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
