/** The Gator menu's Post the round to Discord (docs/discord.md): the GM's way to post without the sidebar or the clock. */
import type { WebServices } from '../../gas/discord';
import type { Services } from '../../gas/services';
import { postRoundToDiscord } from './post';

/** Sends the last resolved round's post to the Rules tab's Discord webhook and says what Discord did with it. */
export function menuPostToDiscord(services: Services, web: WebServices): void {
  const r = postRoundToDiscord(services, web);
  const text = r.ok ? r.text : r.problems.map((p) => p.message).join('\n');
  const ui = services.SpreadsheetApp.getUi();
  ui.alert('Gator: post to Discord', text, ui.ButtonSet.OK);
}
