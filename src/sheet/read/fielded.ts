/**
 * on the Mechs tab: a pilot the roster calls Dead or Recovering — or Out, gone from the unit — cannot be
 * fielded. A mech on the map whose Pilot names one is a problem on its Pilot cell, naming the pilot and their
 * Status cell: Resolve refuses it, with or without them (a record cell of the mech). A mech off the map
 * or destroyed is not fielded. A campaign without a Pilots tab has nothing to check.
 */
import { a1, choice, isBlank } from '../tab/cells';
import { MECH_STATUSES } from '../schema/choices';
import { MECHS } from '../schema/mechsTab';
import { PILOTS } from '../schema/pilotsTab';
import { TAB, columnSpec } from '../schema/columns';
import { pilotKey, readRoster, type RosterPilot } from '../play/roster';
import { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

/** Why a pilot may not fight, in the GM's words. */
const WHY: Readonly<Record<'Dead' | 'Recovering' | 'Out', string>> = {
  Dead: 'is dead (R-16.5)',
  Recovering: 'is recovering: a pilot out of the last battle sits out this one and comes back at the next (R-16.5)',
  Out: 'has left the unit (Out)',
};

/** Reports each fielded mech whose pilot the roster says may not fight. */
export function checkFieldedPilots(tabs: Tabs, problems: SheetProblems): void {
  // The roster's own typos are the Pilots tab's business, not the round's: they are not reported here.
  const roster = readRoster(tabs, new SheetProblems());
  const mechs = openTab(tabs, MECHS, new SheetProblems(), false);
  if (!roster || !mechs || !mechs.has('pilot')) return;
  const byKey = new Map(roster.map((p) => [pilotKey(p.name), p]));
  const statusCol = openTab(tabs, PILOTS, new SheetProblems(), false)?.cols.status;
  for (const row of mechs.dataRows()) {
    const name = mechs.get(row, 'pilot');
    if (isBlank(name)) continue;
    const p = byKey.get(pilotKey(String(name)));
    if (!p || p.status === 'Active' || !fielded(mechs.get(row, 'position'), mechs.get(row, 'status'))) continue;
    const mech = String(mechs.get(row, 'name')).trim();
    problems.cell(
      TAB.mechs,
      row,
      mechs.col('pilot'),
      'pilot_unfit',
      `${p.name} ${WHY[p.status]}${where(p, statusCol)}; put another pilot in ${mech}, or take it off the map`,
      mech,
    );
  }
}

/** ` (Pilots!G4)`: the Status cell that says so. */
function where(p: RosterPilot, col: number | undefined): string {
  return col === undefined ? '' : ` (${columnSpec(PILOTS, 'status').header}, ${a1(TAB.pilots, p.row, col)})`;
}

/** On the map and not destroyed. */
function fielded(position: unknown, status: unknown): boolean {
  const s = choice(status, MECH_STATUSES);
  return !isBlank(position) && s !== 'Destroyed' && s !== 'Wreck';
}
