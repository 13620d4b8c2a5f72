// The orders board entry by entry (src/table/orders.ts, R-15.1, R-15.2): each mech's state, what it lacks, why, the
// cell to select, and the headline built from them — compared whole, so a word or a cell gone wrong shows.
import { describe, expect, it } from 'vitest';
import type { CampaignRead } from '../../src/sheet/read/campaign';
import type { OrdersSettings } from '../../src/sheet/read/orders';
import { demoTabs } from '../../src/sheet/setup/demo';
import {
  gapText,
  givenOrders,
  isTicked,
  missingOrdersOf,
  movePending,
  type OrdersEntry,
  ordersBoard,
  whoText,
} from '../../src/table/orders';
import type { ProblemView } from '../../src/table/problems';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

const SETTINGS: OrdersSettings = { due: null, missing: 'wait', length: null };
const NOW = Date.UTC(2026, 11, 3, 12);

/** The board with the sheet's own read holding back `heldBack` (none by default). */
function boardOf(tabs: Tabs, problems: readonly ProblemView[] = [], heldBack: CampaignRead['heldBack'] = []) {
  const read = { heldBack } as unknown as CampaignRead;
  return ordersBoard(tabs, read, problems, SETTINGS, 'UTC', NOW);
}

const byName = (name: string) => (r: unknown[]) => r[0] === name;

/** Takes a mech's attack lines off the Attacks tab. */
function noAttackLines(tabs: Tabs, attacker: string): void {
  tabs.Attacks = tabs.Attacks.filter((r, i) => i === 0 || r[0] !== attacker);
}

function attackLine(tabs: Tabs, attacker: string, target: string): void {
  const row = tabs.Attacks[0].map(() => '' as unknown);
  row[0] = attacker;
  row[1] = target;
  tabs.Attacks.push(row);
}

const entry = (mech: string, player: string, more: Partial<OrdersEntry> = {}): OrdersEntry => ({
  mech,
  player,
  state: 'in',
  lacks: [],
  why: '',
  unconscious: false,
  ...more,
});

describe('R-15.1 the demo as set up: three mechs with their orders in, the Locust Ready without an attack line', () => {
  it('the whole board: the Locust holds fire, the others are not marked Ready', () => {
    expect(boardOf(demoTabs())).toStrictEqual({
      entries: [
        entry('Griffin', 'Player 1'),
        entry('Rifleman', 'GM'),
        entry('Blackjack', 'GM'),
        entry('Locust', 'GM', { state: 'ready', lacks: ['attacks'], why: 'no attack line: holds fire' }),
      ],
      waiting: [],
      stopped: [],
      allReady: false,
      headline:
        'All orders are in; not marked Ready: Griffin (Player 1), Rifleman (GM), Blackjack (GM). Locust (GM) holds fire: Ready with no attack line.',
      due: null,
      missingOrders: 'wait',
    });
  });
});

describe('R-15.1 a blank is never a decision: the mechs lacking a move, attack lines or both are waited on', () => {
  it('each says what it lacks, a missing move selects its Move cell, and the headline names them in order', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Move', byName('Griffin'), '');
    noAttackLines(tabs, 'Rifleman');
    setCell(tabs, 'Mechs', 'Move', byName('Blackjack'), ' ');
    noAttackLines(tabs, 'Blackjack');
    const board = boardOf(tabs);
    const griffin = entry('Griffin', 'Player 1', {
      state: 'missing',
      lacks: ['move'],
      why: 'no move',
      cell: 'Mechs!P2',
    });
    const rifleman = entry('Rifleman', 'GM', { state: 'missing', lacks: ['attacks'], why: 'no attack lines' });
    const blackjack = entry('Blackjack', 'GM', {
      state: 'missing',
      lacks: ['move', 'attacks'],
      why: 'no orders',
      cell: 'Mechs!P4',
    });
    expect(board.entries).toStrictEqual([
      griffin,
      rifleman,
      blackjack,
      entry('Locust', 'GM', { state: 'ready', lacks: ['attacks'], why: 'no attack line: holds fire' }),
    ]);
    expect(board.waiting).toStrictEqual([griffin, rifleman, blackjack]);
    expect(board.allReady).toBe(false);
    expect(board.headline).toBe(
      'Waiting on 3 of 4 — Griffin (Player 1): no move; Rifleman (GM): no attack lines; Blackjack (GM): no orders',
    );
  });

  it('a Hold fire line is the explicit "I do not attack": the Locust lacks nothing more', () => {
    const tabs = demoTabs();
    attackLine(tabs, 'Locust', 'Hold fire');
    expect(boardOf(tabs).entries[3]).toStrictEqual(entry('Locust', 'GM', { state: 'ready' }));
  });

  it('with no Attacks tab every mech lacks its attack lines', () => {
    const tabs = demoTabs() as Partial<Tabs>;
    delete tabs.Attacks;
    expect(boardOf(tabs as Tabs).headline).toBe(
      'Waiting on 3 of 4 — Griffin (Player 1): no attack lines; Rifleman (GM): no attack lines; Blackjack (GM): no attack lines',
    );
  });
});

describe('R-15.1 Ready makes the orders final as they stand', () => {
  it('every mech ticked Ready in the words a GM may type: the board invites the resolve and says what each lacks', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Move', byName('Griffin'), '');
    setCell(tabs, 'Mechs', 'Ready', byName('Griffin'), 'TRUE');
    setCell(tabs, 'Mechs', 'Ready', byName('Rifleman'), ' Yes ');
    setCell(tabs, 'Mechs', 'Move', byName('Blackjack'), '');
    noAttackLines(tabs, 'Blackjack');
    setCell(tabs, 'Mechs', 'Ready', byName('Blackjack'), 'X');
    setCell(tabs, 'Mechs', 'Ready', byName('Locust'), '✓');
    const board = boardOf(tabs);
    expect(board.entries).toStrictEqual([
      entry('Griffin', 'Player 1', {
        state: 'ready',
        lacks: ['move'],
        why: 'no move: stands still',
        cell: 'Mechs!P2',
      }),
      entry('Rifleman', 'GM', { state: 'ready' }),
      entry('Blackjack', 'GM', {
        state: 'ready',
        lacks: ['move', 'attacks'],
        why: 'no orders: stands still and holds fire',
        cell: 'Mechs!P4',
      }),
      entry('Locust', 'GM', { state: 'ready', lacks: ['attacks'], why: 'no attack line: holds fire' }),
    ]);
    expect(board.waiting).toEqual([]);
    expect(board.allReady).toBe(true);
    expect(board.headline).toBe(
      'All orders are in — resolve now? Griffin (Player 1) stands still: Ready with no move. Blackjack (GM) stands still and holds fire: Ready with no orders. Locust (GM) holds fire: Ready with no attack line.',
    );
  });

  it('without a Ready column no mech is ready, whatever else its row holds', () => {
    const tabs = demoTabs();
    const col = tabs.Mechs[0].indexOf('Ready');
    tabs.Mechs[0][col] = 'Notes';
    expect(boardOf(tabs).entries[3]).toStrictEqual(
      entry('Locust', 'GM', { state: 'missing', lacks: ['attacks'], why: 'no attack lines' }),
    );
  });

  it('a Ready cell is ticked by TRUE, true, yes, x or ✓ in any case, and by nothing else', () => {
    for (const ticked of [true, 'TRUE', 'true', 'Yes', ' YES ', 'x', 'X', '✓']) expect(isTicked(ticked)).toBe(true);
    for (const not of [false, 'FALSE', '', undefined, 'no', 'ready', 'xx', 1, 'y']) expect(isTicked(not)).toBe(false);
  });
});

describe('R-15.2 destroyed mechs and dead or ejected pilots need no orders; an unconscious pilot is still asked', () => {
  const cases: [string, string, string][] = [
    ['Status', 'Destroyed', 'a destroyed mech'],
    ['Status', 'wreck', 'a wreck'],
    ['Pilot status', 'DEAD', 'a dead pilot'],
    ['Pilot status', 'Out', 'an ejected pilot'],
  ];
  for (const [column, value, what] of cases)
    it(`${what} (${column} "${value}") is not on the board`, () => {
      const tabs = demoTabs();
      setCell(tabs, 'Mechs', column, byName('Griffin'), value);
      expect(boardOf(tabs).entries.map((e) => e.mech)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    });

  it('an unconscious pilot is on the board, marked so (R-11.2: its orders count if it wakes)', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Pilot status', byName('Rifleman'), 'Unconscious');
    expect(boardOf(tabs).entries[1]).toStrictEqual(entry('Rifleman', 'GM', { unconscious: true }));
  });

  it('when no mech needs orders the board says so and does not invite a resolve', () => {
    const tabs = demoTabs();
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust'])
      setCell(tabs, 'Mechs', 'Status', byName(name), 'Destroyed');
    const board = boardOf(tabs);
    expect(board.entries).toEqual([]);
    expect(board.allReady).toBe(false);
    expect(board.headline).toBe('No mech needs orders.');
  });

  it('with no Mechs tab no mech needs orders', () => {
    const tabs = demoTabs() as Partial<Tabs>;
    delete tabs.Mechs;
    const board = boardOf(tabs as Tabs);
    expect([board.entries, board.allReady, board.headline]).toEqual([[], false, 'No mech needs orders.']);
  });
});

describe('the board lists each mech once, by its first row, and no row without a name', () => {
  it('a second row of the Griffin (in other case) and a row with no name add nothing', () => {
    const tabs = demoTabs();
    const again = [...tabs.Mechs[1]];
    again[0] = 'GRIFFIN';
    again[tabs.Mechs[0].indexOf('Move')] = '';
    const nameless = [...tabs.Mechs[2]];
    nameless[0] = '';
    tabs.Mechs.push(again, nameless);
    expect(boardOf(tabs).entries.map((e) => `${e.mech}:${e.state}`)).toEqual([
      'Griffin:in',
      'Rifleman:in',
      'Blackjack:in',
      'Locust:ready',
    ]);
  });
});

describe("R-15.1 problems: one on a mech's orders holds that mech back; the rest stop the board on their own", () => {
  const onRifleman: ProblemView = {
    code: 'sheet/bad_cell',
    message: 'Mechs!F3: Gunnery must be a whole number',
    mech: 'rifleman',
    cell: 'Mechs!F3',
  };

  it("a mech's problem holds it back at the problem's cell, and is not listed again below the board", () => {
    const board = boardOf(demoTabs(), [onRifleman]);
    expect(board.entries[1]).toStrictEqual(
      entry('Rifleman', 'GM', { state: 'heldBack', why: 'Mechs!F3: Gunnery must be a whole number', cell: 'Mechs!F3' }),
    );
    expect(board.stopped).toEqual([]);
    expect(board.allReady).toBe(false);
    expect(board.headline).toBe('Orders held back: Rifleman (GM) — fix the problems below');
  });

  it("a mech held back with no move gets its problem's cell, not its Move cell", () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Move', byName('Rifleman'), '');
    expect(boardOf(tabs, [onRifleman]).entries[1]).toStrictEqual(
      entry('Rifleman', 'GM', {
        state: 'heldBack',
        lacks: ['move'],
        why: 'Mechs!F3: Gunnery must be a whole number',
        cell: 'Mechs!F3',
      }),
    );
  });

  it('two held back: both named in the headline', () => {
    const onBlackjack: ProblemView = { code: 'x', message: 'Attacks!C4: no such weapon', mech: 'Blackjack' };
    expect(boardOf(demoTabs(), [onRifleman, onBlackjack]).headline).toBe(
      'Orders held back: Rifleman (GM), Blackjack (GM) — fix the problems below',
    );
  });

  it("a mech's first problem is the one it shows, before the one its sheet read held it back by", () => {
    const later: ProblemView = { code: 'x', message: 'Attacks!C3: later', mech: 'Rifleman', cell: 'Attacks!C3' };
    const read = [{ mech: 'Rifleman', problem: { code: 'y', message: 'Mechs!G3: from the read' } }];
    expect(boardOf(demoTabs(), [onRifleman, later], read as CampaignRead['heldBack']).entries[1].why).toBe(
      'Mechs!F3: Gunnery must be a whole number',
    );
  });

  it("a mech held back by the sheet's read alone shows that problem, with no cell to select", () => {
    const read = [{ mech: 'Blackjack', problem: { code: 'y', message: 'Mechs!G4: from the read' } }];
    expect(boardOf(demoTabs(), [], read as CampaignRead['heldBack']).entries[2]).toStrictEqual(
      entry('Blackjack', 'GM', { state: 'heldBack', why: 'Mechs!G4: from the read' }),
    );
  });

  it("problems of no mech, or of a mech not on the board, stop it: the first named, the mech's entry untouched", () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Status', byName('Griffin'), 'Destroyed');
    const map: ProblemView = { code: 'map/x', message: 'Map!B2: "x" is no terrain' };
    const onGriffin: ProblemView = { code: 'x', message: 'Attacks!A2: the Griffin is destroyed', mech: 'Griffin' };
    const board = boardOf(tabs, [map, onRifleman, onGriffin]);
    expect(board.stopped).toEqual([map, onGriffin]);
    expect(board.entries.map((e) => e.state)).toEqual(['heldBack', 'in', 'ready']);
    expect(board.headline).toBe('Not ready to resolve — Map!B2: "x" is no terrain (and 1 more problem below)');
  });

  it('every mech Ready but a problem of no mech: not all ready', () => {
    const tabs = demoTabs();
    for (const name of ['Griffin', 'Rifleman', 'Blackjack']) setCell(tabs, 'Mechs', 'Ready', byName(name), true);
    expect(boardOf(tabs).allReady).toBe(true);
    expect(boardOf(tabs, [{ code: 'map/x', message: 'Map!B2: bad' }]).allReady).toBe(false);
  });
});

describe("R-15.1 each mech's given orders, as typed, for the views that word a blank", () => {
  it('a Move or none, its attacks, the Ready tick, by name in any case; undefined for a name no row holds', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Move', byName('Rifleman'), '');
    setCell(tabs, 'Mechs', 'Ready', byName('Rifleman'), 'yes');
    noAttackLines(tabs, 'Blackjack');
    attackLine(tabs, 'Locust', 'Hold fire');
    const given = givenOrders(tabs);
    expect(['GRIFFIN', 'Rifleman', 'blackjack', 'Locust', 'Atlas'].map(given)).toStrictEqual([
      { move: true, attacks: 'lines', ready: false },
      { move: false, attacks: 'lines', ready: true },
      { move: true, attacks: 'none', ready: false },
      { move: true, attacks: 'holdFire', ready: true },
      undefined,
    ]);
  });

  it("a mech's first row gives its orders; a row with no name gives none", () => {
    const tabs = demoTabs();
    const again = [...tabs.Mechs[1]];
    again[tabs.Mechs[0].indexOf('Move')] = '';
    const nameless = [...tabs.Mechs[2]];
    nameless[0] = '';
    tabs.Mechs.push(again, nameless);
    const given = givenOrders(tabs);
    expect(given('Griffin')).toEqual({ move: true, attacks: 'lines', ready: false });
    expect(given('')).toBeUndefined();
  });

  it('without a Ready column nothing is ready; without a Mechs tab no mech has orders', () => {
    const tabs = demoTabs();
    tabs.Mechs[0][tabs.Mechs[0].indexOf('Ready')] = 'Notes';
    expect(givenOrders(tabs)('Locust')).toEqual({ move: true, attacks: 'none', ready: false });
    const none = demoTabs() as Partial<Tabs>;
    delete none.Mechs;
    expect(givenOrders(none as Tabs)('Griffin')).toBeUndefined();
  });

  it('a move is pending only while the Move is blank and Ready does not make that final', () => {
    expect(movePending({ move: false, attacks: 'lines', ready: false })).toBe(true);
    expect(movePending({ move: false, attacks: 'lines', ready: true })).toBe(false);
    expect(movePending({ move: true, attacks: 'none', ready: false })).toBe(false);
    expect(movePending(undefined)).toBe(false);
  });
});

describe('R-15.4 what a question about mechs without orders names', () => {
  it('each waiting mech by name with what it lacks, in words: no move, no attack lines, no orders', () => {
    const waiting = [
      entry('Griffin', 'Player 1', { state: 'missing', lacks: ['move'] }),
      entry('Locust', 'GM', { state: 'missing', lacks: ['move', 'attacks'] }),
    ];
    expect(missingOrdersOf(waiting)).toEqual([
      { mech: 'Griffin', lacks: ['move'] },
      { mech: 'Locust', lacks: ['move', 'attacks'] },
    ]);
    expect([gapText(['move']), gapText(['attacks']), gapText(['move', 'attacks'])]).toEqual([
      'no move',
      'no attack lines',
      'no orders',
    ]);
    expect(whoText({ mech: 'Blackjack', player: 'Anna' })).toBe('Blackjack (Anna)');
  });
});
