/**
 * The sidebar's own endpoints bound to the real Apps Script services: registered in
 * src/entry/endpoints.ts, and — as a type — what the sidebar's calls are typed from
 * (src/sidebar/api.ts).
 */
import { appsScript } from '../../gas/services';
import { addNeededRolls } from '../round/neededRolls';
import { getSidebarState, getTargetAdvice } from './state';

export const sidebarPanelApi = {
  /** Round status with located problems, attack preview, last forum post. */
  getSidebarState: () => getSidebarState(appsScript),
  /** Every enemy of `mech` ranked by expected damage, with weapons and heat. */
  getTargetAdvice: (mech: string) => getTargetAdvice(appsScript, mech),
  /** Writes the rolls a round waits for (their words) into the Rolls tab's For column. */
  addNeededRolls: (keys: string[]) => addNeededRolls(appsScript, keys),
};

export type SidebarPanelApi = typeof sidebarPanelApi;
