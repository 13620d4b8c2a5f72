// The protection of a campaign tells the GM which Mechs columns the players type their orders in, by header and
// letters, so no one misreads them.
import { describe, expect, it } from 'vitest';
import { mechsOrderColumns } from '../../src/sheet/play/orderBlocks';
import { demo } from './fixtures';

describe('the Mechs columns a player types orders in', () => {
  it("every order header in the tab's order, then the letters of the run", () => {
    expect(mechsOrderColumns(demo())).toBe('Move, Move to, Evasive, Outflank, Stand up and Ready (columns P–U)');
  });

  it('no Mechs tab: nothing to name', () => {
    const tabs = demo();
    delete tabs.Mechs;
    expect(mechsOrderColumns(tabs)).toBe('');
  });
});
