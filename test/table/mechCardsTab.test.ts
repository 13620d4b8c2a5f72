// Every mech's card from the tabs (src/table/mechCards.ts): one card per named Mechs row, in its order, a blank
// row between; a blank Mechs row is no mech; no mech yet, one blank row; no Mechs tab, the reason in words.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { CARD_ROWS } from '../../src/table/cardWords';
import { mechCards } from '../../src/table/mechCards';

describe('the cards of the Mechs tab', () => {
  it('a blank row between the Griffin and the Rifleman is no mech: two cards, a blank row between them', () => {
    const tabs = demoTabs();
    tabs.Mechs = [tabs.Mechs[0], tabs.Mechs[1], tabs.Mechs[1].map(() => ''), tabs.Mechs[2]];
    const cards = mechCards(tabs);
    if (cards.kind !== 'cards') throw new Error(cards.message);
    expect(cards.rows).toHaveLength(2 * CARD_ROWS + 1);
    expect(cards.rows[0][0]).toBe('Griffin');
    expect(cards.rows[CARD_ROWS]).toEqual(cards.rows[CARD_ROWS].map(() => ''));
    expect(cards.rows[CARD_ROWS + 1][0]).toBe('Rifleman');
  });

  it('R-15.1 a mech whose Ready cell is not ticked: its Orders row says "Not ready"', () => {
    const cards = mechCards(demoTabs());
    if (cards.kind !== 'cards') throw new Error(cards.message);
    expect(cards.rows.slice(0, CARD_ROWS).find((r) => r[0] === 'Orders')).toContain('Not ready');
  });

  it('a Mechs tab with only its header: one blank row', () => {
    const tabs = demoTabs();
    tabs.Mechs = [tabs.Mechs[0]];
    expect(mechCards(tabs)).toEqual({ kind: 'cards', rows: [['', '', '', '', '', '']] });
  });

  it('no Mechs tab: no card, and why', () => {
    const tabs = demoTabs() as Record<string, unknown>;
    delete tabs.Mechs;
    expect(mechCards(tabs as ReturnType<typeof demoTabs>)).toEqual({
      kind: 'unknown',
      message: 'Mechs: the tab is missing; Set up campaign creates it',
    });
  });
});
