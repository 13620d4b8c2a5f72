// A mech card read directly (src/table/mechCard.ts), beside MECHCARD through the bundle (test/functions): the title
// row's status in the GM's words, the Ready cell only where the Mechs tab has the column, and a card that waits for a
// problem elsewhere on the sheet to be fixed, saying which.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { mechCard } from '../../src/table/mechCard';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

function cardOf(name: string, change: (tabs: Tabs) => void) {
  const tabs = demoTabs();
  change(tabs);
  return mechCard(tabs, name);
}

/** The title row and the Orders row of the Griffin's card. */
function griffinHead(change: (tabs: Tabs) => void) {
  const card = cardOf('Griffin', change);
  if (card.kind !== 'card') throw new Error(card.message);
  return card.rows.slice(0, 2);
}

const setGriffin = (tabs: Tabs, header: string, value: unknown) =>
  setCell(tabs, 'Mechs', header, (r) => r[0] === 'Griffin', value);

describe("the title row: the mech's status (R-9, R-13.4, R-V.3)", () => {
  const status = (change: (tabs: Tabs) => void) => griffinHead(change)[0][4];

  it('Destroyed; with wrecks on and the Status a wreck, Wreck', () => {
    expect(status((t) => setGriffin(t, 'Status', 'Destroyed'))).toBe('Destroyed');
    expect(
      status((t) => {
        setGriffin(t, 'Status', 'Wreck');
        setCell(t, 'Rules', 'Value', (r) => r[0] === 'Wrecks', 'Yes');
      }),
    ).toBe('Wreck');
  });

  it('a prone mech is "Active, prone"; shut down and prone, "Shut down, prone"', () => {
    expect(status((t) => setGriffin(t, 'Prone', 'Yes'))).toBe('Active, prone');
    expect(
      status((t) => {
        setGriffin(t, 'Status', 'Shutdown');
        setGriffin(t, 'Prone', 'Yes');
      }),
    ).toBe('Shut down, prone');
  });
});

describe("R-15.1: the Orders row's last cell is the Ready box", () => {
  it('"Not ready" before the player ticks it; nothing on a Mechs tab without a Ready column', () => {
    const [, orders] = griffinHead(() => {});
    expect(orders[orders.length - 1]).toBe('Not ready');
    const [, without] = griffinHead((t) => {
      const ready = t.Mechs[0].indexOf('Ready');
      for (const r of t.Mechs) r.splice(ready, 1);
    });
    expect(without[without.length - 1]).toBe('');
    expect(without.slice(0, 3)).toEqual(['Orders', 'Run in place', 'Rifleman: All']);
  });
});

describe('a card that cannot be made says why in its one cell', () => {
  it('a problem that stops the whole campaign (the Round on the Rules tab): the card waits for it, naming the cell', () => {
    expect(cardOf('Griffin', (t) => setCell(t, 'Rules', 'Value', (r) => r[0] === 'Round', 'soon'))).toEqual({
      kind: 'waits',
      message: 'Griffin: fix Rules!B2: Round must be a whole number 1 or more, got "soon"',
    });
  });

  it("a Mechs range that is not the Mechs tab: the reader's problem with its header", () => {
    expect(cardOf('Griffin', (t) => (t.Mechs = [['Nobody']]))).toEqual({
      kind: 'unknown',
      message: 'Mechs!1:1: no column headed "Name" (headers are matched by name, in any order)',
    });
  });
});
