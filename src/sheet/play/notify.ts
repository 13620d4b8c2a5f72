/**
 * Who asked for the deadline clock's e-mails: each mech whose Notify box its player
 * ticked, with the player's account (the Mechs tab's Player account). A mech without an
 * account, or unticked, asks for nothing: a player who has not opted in gets no e-mail.
 */
import { MECHS } from '../schema/mechsTab';
import { cellText, normalize } from '../tab/cells';
import { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

export interface NotifyRow {
  readonly mech: string;
  readonly account: string;
}

/** A ticked checkbox: TRUE (or the text TRUE, or Yes, as a GM may type it). */
function ticked(value: unknown): boolean {
  if (value === true) return true;
  const t = normalize(cellText(value));
  return t === 'true' || t === 'yes';
}

/** The mechs whose player ticked Notify, in Mechs order. */
export function notifyRows(tabs: Tabs): NotifyRow[] {
  const table = openTab(tabs, MECHS, new SheetProblems(), false);
  if (!table || !table.has('notify') || !table.has('playerAccount')) return [];
  const out: NotifyRow[] = [];
  for (const row of table.dataRows()) {
    const account = cellText(table.get(row, 'playerAccount'));
    const mech = cellText(table.get(row, 'name'));
    if (account !== '' && mech !== '' && ticked(table.get(row, 'notify'))) out.push({ mech, account });
  }
  return out;
}
