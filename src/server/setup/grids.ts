/**
 * Set up fits the grids of the tabs the players' formulas read (src/sheet/room.ts): each keeps
 * its rows holding anything and its room, Mechs first, since the Attacks and Cards tabs keep room
 * for every row it has. A new tab loses the blank rows of a new sheet's 1,000; a campaign set up
 * before loses the blank rows below its room — never a row holding anything — and a tab short of
 * room grows, its new rows formatted as its last.
 */
import { CARDS_TAB } from '../../sheet/setup/cardsTab';
import { FITTED_TABS } from '../../sheet/setup/room';
import { TAB } from '../../sheet/schema/columns';
import { fitTab } from '../../gas/tabGrids';
import type { Workbook } from '../../gas/workbook';

/**
 * Fits every fitted tab that exists. `cardsMade`: the Cards tab was created just now, so it holds
 * nothing but its formula and needs no look at its last row (which would run every card).
 */
export function fitGrids(wb: Workbook, cardsMade: boolean): void {
  const mechRows = wb.sheet(TAB.mechs) ? fitTab(wb, TAB.mechs, wb.lastRow(TAB.mechs), 0) : 0;
  for (const tab of FITTED_TABS) {
    if (tab === TAB.mechs || !wb.sheet(tab)) continue;
    const used = tab === CARDS_TAB && cardsMade ? 2 : wb.lastRow(tab);
    // The Cards tab's rows are the spill's: nothing to carry down.
    fitTab(wb, tab, used, mechRows, tab !== CARDS_TAB);
  }
}
