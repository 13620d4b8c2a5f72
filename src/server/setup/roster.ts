/**
 * Set up's side of the roster: the Pilots tab made with a row for every pilot the Mechs tab names, and an
 * existing Pilots tab given a row for each pilot it does not have yet — written under its last row, the GM's columns
 * and formulas untouched (docs/campaign.md, Set up and an existing campaign).
 */
import { planWrites } from '../../sheet/write/cellValue';
import { PILOTS } from '../../sheet/schema/pilotsTab';
import { TAB, headerRow } from '../../sheet/schema/columns';
import { pilotsWithMechPilots, rosterRowsFromMechs } from '../../sheet/setup/pilotRoster';
import { tabValues } from '../../sheet/write/tabValues';
import type { Workbook } from '../../gas/workbook';

/**
 * What a Pilots tab made now starts with: its header and a row for each pilot of `mechs` (the Mechs tab's values, or
 * what a Mechs tab made in the same Set up starts with); only the header when there are none.
 */
export function firstRoster(mechs: readonly (readonly unknown[])[] | undefined): unknown[][] {
  return mechs ? tabValues(PILOTS, rosterRowsFromMechs(mechs)) : [headerRow(PILOTS)];
}

/**
 * Adds to the Pilots tab a row for each pilot of the Mechs tab it lacks; nothing written when there is none, or
 * either tab is missing.
 */
export function addMechPilotsToRoster(wb: Workbook): void {
  const tabs = wb.readTabs([TAB.mechs, TAB.pilots]);
  const mechs = tabs[TAB.mechs];
  const pilots = tabs[TAB.pilots];
  if (!mechs || !pilots) return;
  const after = pilotsWithMechPilots(pilots, mechs);
  if (after) wb.write(planWrites({ [TAB.pilots]: pilots }, { [TAB.pilots]: after }, wb.readFormulas([TAB.pilots])));
}
