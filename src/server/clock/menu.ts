/**
 * The deadline clock's menu items (Extensions ▸ Gator): Start, Pause and Stop, each answered
 * with an alert saying what was done or why not.
 */
import type { Services } from '../../gas/services';
import { type ClockReply, pauseClock, startClock, stopClock } from './control';

function say(services: Services, reply: ClockReply): void {
  const ui = services.SpreadsheetApp.getUi();
  const text = reply.ok ? reply.message : reply.problems.map((p) => `• ${p.message}`).join('\n');
  ui.alert(reply.ok ? 'Gator: deadline clock' : 'Gator: deadline clock unchanged', text, ui.ButtonSet.OK);
}

export function menuStartClock(services: Services): void {
  say(services, startClock(services));
}

export function menuPauseClock(services: Services): void {
  say(services, pauseClock(services));
}

export function menuStopClock(services: Services): void {
  say(services, stopClock(services));
}
