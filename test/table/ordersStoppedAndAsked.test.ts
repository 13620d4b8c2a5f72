// The orders board (src/table/orders.ts, R-15.1): every order in but problems in the way — the first named, the rest
// counted; and whether the mechs without orders now are those the GM confirmed, each lacking what it lacked then.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { demoTabs } from '../../src/sheet/setup/demo';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { type MissingOrder, type OrdersEntry, ordersBoard, sameMissing } from '../../src/table/orders';
import type { ProblemView } from '../../src/table/problems';

type Tabs = ReturnType<typeof demoTabs>;

/** The demo with the Locust given a Hold fire line: every mech's orders in. */
function everyOrderIn(): Tabs {
  const tabs = demoTabs();
  const row = tabs.Attacks[0].map(() => '' as unknown);
  row[0] = 'Locust';
  row[1] = 'Hold fire';
  tabs.Attacks.push(row);
  return tabs;
}

function headlineWith(problems: ProblemView[]): string {
  const tabs = everyOrderIn();
  const settings = readRules(tabs, new SheetProblems()).orders;
  return ordersBoard(tabs, readCampaignParts(tabs), problems, settings, 'UTC', Date.UTC(2026, 11, 3, 12)).headline;
}

const problem = (message: string): ProblemView => ({ code: 'map/test', message });

describe('R-15.1 every order in, but problems stop the round', () => {
  it('one problem: named alone', () => {
    expect(headlineWith([problem('Map!B2: "x" is no terrain')])).toBe(
      'Not ready to resolve — Map!B2: "x" is no terrain',
    );
  });

  it('two: the first named, "and 1 more problem below"', () => {
    expect(headlineWith([problem('Map!B2: one'), problem('Map!C2: two')])).toBe(
      'Not ready to resolve — Map!B2: one (and 1 more problem below)',
    );
  });

  it('three: "and 2 more problems below"', () => {
    expect(headlineWith([problem('Map!B2: one'), problem('Map!C2: two'), problem('Map!D2: three')])).toBe(
      'Not ready to resolve — Map!B2: one (and 2 more problems below)',
    );
  });
});

describe('R-15.1 the mechs the GM confirmed playing without orders are still the ones without', () => {
  const entry = (mech: string, lacks: MissingOrder['lacks']) => ({ mech, lacks }) as unknown as OrdersEntry;

  it('the same mechs lacking the same, in another order of what they lack: the same', () => {
    expect(sameMissing([entry('Locust', ['attacks', 'move'])], [{ mech: 'locust', lacks: ['move', 'attacks'] }])).toBe(
      true,
    );
  });

  it('one of the confirmed has since given its orders: not the same question', () => {
    expect(
      sameMissing(
        [entry('Locust', ['move'])],
        [
          { mech: 'Locust', lacks: ['move'] },
          { mech: 'Blackjack', lacks: ['move'] },
        ],
      ),
    ).toBe(false);
  });

  it('as many mechs, but another one: not the same', () => {
    expect(
      sameMissing(
        [entry('Locust', ['move']), entry('Griffin', ['move'])],
        [
          { mech: 'Locust', lacks: ['move'] },
          { mech: 'Blackjack', lacks: ['move'] },
        ],
      ),
    ).toBe(false);
  });

  it('the same mech lacking something else now: not the same', () => {
    expect(sameMissing([entry('Locust', ['attacks'])], [{ mech: 'Locust', lacks: ['move'] }])).toBe(false);
  });
});
