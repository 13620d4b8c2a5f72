/**
 * The refusals the server words itself, in plain language for the GM (issue 5: "errors
 * shown in plain words"). Sheet and rules problems come with their own messages.
 */
import type { Services } from '../gas/services';
import { refuse, type Failure } from './responses';

/** A round number from the sidebar: a whole number ≥ 1 (a numeric string is accepted). */
export function wholeRound(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** Another execution (a resolve, an undo, a set up) holds the document lock. */
export function busy(): Failure {
  return refuse('gator/busy', 'Gator is busy with this spreadsheet (another resolve, undo or set up is running). Nothing was changed; wait a moment and try again.');
}

/** The user may not edit tabs the action writes (optional GM-only protection). */
export function notAllowed(services: Services, tabs: readonly string[], action: string): Failure {
  const who = services.Session.getActiveUser().getEmail();
  const you = who ? `You (${who})` : 'You';
  return refuse(
    'gator/protected',
    `${you} cannot edit ${tabs.join(', ')}: the record tabs are protected so that only the GM can ${action}. Nothing was changed; ask the GM to ${action}.`,
  );
}

/** The round guard: the sheet is not at the round the caller showed. */
export function roundMovedOn(expected: number, actual: number, action: 'resolve' | 'undo'): Failure {
  if (action === 'undo') {
    return refuse(
      'round/moved_on',
      `The last resolved round is round ${actual}, not round ${expected}: the sheet changed since you looked. Nothing was undone; refresh and check before undoing.`,
    );
  }
  const why =
    actual > expected
      ? `round ${expected} has already been resolved (the sheet is at round ${actual})`
      : `the sheet is back at round ${actual} (a round was undone)`;
  return refuse('round/moved_on', `Cannot resolve round ${expected}: ${why}. Nothing was changed; refresh and check round ${actual} before resolving.`);
}

/** An exception's message without Apps Script's `Exception: ` prefix and final period, to quote in a sentence. */
export function describeError(err: unknown): string {
  // Duck-typed: an error thrown by a service may come from another realm than this code.
  const message = err !== null && typeof err === 'object' ? (err as { message?: unknown }).message : undefined;
  const text = typeof message === 'string' ? message : String(err);
  return text.replace(/^Exception:\s*/, '').replace(/\.+$/, '');
}
