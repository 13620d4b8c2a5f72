// A protected campaign through the built bundle, for every kind of user: the GM, two players
// (Anna plays the Griffin, Ben the Rifleman) and an editor of the file with no block at all.
// The fakes throw where Google throws: `Protection.getEditors()` and `canDomainEdit()` refuse
// anyone the protection leaves out (src/fakes/protection.ts). Every menu item, trigger and
// endpoint must answer each of them — the GM's actions done, everyone else's refused in words,
// nothing written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/entry/endpoints';
import { fixture } from '../../rules/data/fixtures';
import { DIST } from '../../support/bundle';
import { campaign, dump, type Campaign } from '../harness';
import { ANNA, BEN, benPlaysRifleman } from './players';

const HTML = Object.fromEntries(
  ['Sidebar', 'MapView', 'ImportDialog'].map((p) => [p, readFileSync(join(DIST, `${p}.html`), 'utf8')]),
);
const GM = 'gm@example.com';
const CAROL = 'carol@example.com';

/** The demo protected by the GM, the Rifleman Ben's, round 1 resolved (so every Undo has something to offer). */
function protectedDemo(): Campaign {
  const c = campaign({ html: HTML, editors: [ANNA, BEN, CAROL] });
  benPlaysRifleman(c);
  c.fake.ui.answers.push('YES');
  c.gas.protectCampaign();
  expect(c.gas.resolveRound(1).ok).toBe(true);
  return c;
}

/** Every top-level function a user can reach, as that user would call it. */
const CALLS: Readonly<Record<string, (c: Campaign) => unknown>> = {
  onOpen: (c) => c.gas.onOpen(c.fake.openEvent()),
  onInstall: (c) => c.gas.onInstall(c.fake.openEvent()),
  getSidebarState: (c) => c.gas.getSidebarState(),
  getRoundStatus: (c) => c.gas.getRoundStatus(),
  getUndoPreview: (c) => c.gas.getUndoPreview(),
  getTargetAdvice: (c) => c.gas.getTargetAdvice('Griffin'),
  getMapView: (c) => c.gas.getMapView(null),
  getMechLibrary: (c) => c.gas.getMechLibrary(),
  selectCell: (c) => c.gas.selectCell('Mechs!B2'),
  openSidebar: (c) => c.gas.openSidebar(),
  openMapView: (c) => c.gas.openMapView(),
  openImportDialog: (c) => c.gas.openImportDialog(),
  showHelp: (c) => c.gas.showHelp(),
  setupCampaign: (c) => c.gas.setupCampaign(),
  loadDemoBattle: (c) => c.gas.loadDemoBattle(),
  addNeededRolls: (c) => c.gas.addNeededRolls(['Griffin: Medium Laser at Rifleman — to-hit']),
  resolveRound: (c) => c.gas.resolveRound(2),
  menuResolveRound: (c) => c.gas.menuResolveRound(),
  importMechs: (c) => c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false),
  insertLibraryMech: (c) => c.gas.insertLibraryMech('Locust LCT-1V', 'Scout'),
  undoLast: (c) => c.gas.undoLast({ kind: 'round' }),
  menuUndoLastRound: (c) => c.gas.menuUndoLastRound(),
  startNewBattle: (c) => c.gas.startNewBattle({ name: '', repair: false, heal: false }),
  menuStartNewBattle: (c) => c.gas.menuStartNewBattle(),
  approveSkillSteps: (c) => c.gas.approveSkillSteps(),
  menuRepairList: (c) => c.gas.menuRepairList(),
  getAfterActionReport: (c) => c.gas.getAfterActionReport(),
  menuAfterActionReport: (c) => c.gas.menuAfterActionReport(),
  openAfterActionReport: (c) => c.gas.openAfterActionReport(),
  protectCampaign: (c) => c.gas.protectCampaign(),
  protectRecords: (c) => c.gas.protectRecords(),
  // Read-only for the sheet; this bundle has no UrlFetchApp, so each says it cannot reach the web, in words.
  postRoundToDiscord: (c) => c.gas.postRoundToDiscord(),
  menuPostToDiscord: (c) => c.gas.menuPostToDiscord(),
  startDeadlineClock: (c) => c.gas.startDeadlineClock(),
  pauseDeadlineClock: (c) => c.gas.pauseDeadlineClock(),
  stopDeadlineClock: (c) => c.gas.stopDeadlineClock(),
  getDeadlineClock: (c) => c.gas.getDeadlineClock(),
  menuStartClock: (c) => c.gas.menuStartClock(),
  menuPauseClock: (c) => c.gas.menuPauseClock(),
  menuStopClock: (c) => c.gas.menuStopClock(),
  deadlineClock: (c) => c.gas.deadlineClock({}),
};

/** What a user saw of each call: its reply's refusals and the alerts it raised. */
function sweep(c: Campaign, user: string): { said: string[]; thrown: string[] } {
  c.fake.setUser(user);
  const said: string[] = [];
  const thrown: string[] = [];
  for (const [name, call] of Object.entries(CALLS)) {
    c.fake.ui.alerts.length = 0;
    try {
      const reply = call(c) as { ok?: boolean; problems?: { message: string }[] } | undefined;
      for (const p of reply?.problems ?? []) said.push(`${name}: ${p.message}`);
    } catch (e) {
      thrown.push(`${name}: ${String(e)}`);
    }
    for (const a of c.fake.ui.alerts) said.push(`${name}: ${a.prompt}`);
  }
  return { said, thrown };
}

/** Each protection as the GM sees it: its description and editors. */
function protections(c: Campaign): string[] {
  c.fake.setUser(GM);
  return c.fake.book.getSheets().flatMap((s) =>
    [...s.getProtections('SHEET'), ...s.getProtections('RANGE')].map(
      (p) =>
        `${s.getName()} ${p.getDescription()}: ${p
          .getEditors()
          .map((u) => u.getEmail())
          .sort()
          .join(' ')}`,
    ),
  );
}

describe('a protected campaign answers every user: the GM, each player, an editor with no block', () => {
  it('the table covers every trigger, menu item and endpoint of the bundle', () => {
    expect(Object.keys(CALLS).sort()).toEqual(ENDPOINTS.map((e) => e.name).sort());
  });

  it.each([
    ['Anna, who plays the Griffin', ANNA],
    ["Ben, who plays the Rifleman (Anna's block comes first)", BEN],
    ['Carol, an editor of the file with no block', CAROL],
  ])('%s: nothing throws, every write is refused in words, nothing is written', (_, user) => {
    const c = protectedDemo();
    const cells = dump(c.fake);
    const guarded = protections(c);
    const { said, thrown } = sweep(c, user);
    expect(thrown).toEqual([]);
    expect(said.filter((s) => s.includes('Exception'))).toEqual([]);
    expect(said.some((s) => s.startsWith(`resolveRound: You (${user}) cannot edit Mechs`))).toBe(true);
    expect(said).toContain(
      `protectCampaign: You (${user}) cannot edit Mechs, Equipment, Catalog, Attacks, Rolls, Map, Rules, Log, Record, Cards, Gator undo, Pilots: the campaign is protected, and only its GM (or the spreadsheet's owner) can run Protect the campaign again. Nothing was changed.`,
    );
    expect(dump(c.fake)).toEqual(cells);
    expect(protections(c)).toEqual(guarded);
  });

  it('the GM: nothing throws, and the sidebar names each player beside their mech', () => {
    const c = protectedDemo();
    c.fake.setUser(GM);
    const status = c.gas.getRoundStatus() as {
      canResolve: boolean;
      players: Record<string, string>;
      protection: { protected: boolean; stale: string };
    };
    expect(status.canResolve).toBe(true);
    expect(status.players).toEqual({ Griffin: 'Player 1', Rifleman: BEN });
    expect(status.protection).toEqual({ protected: true, stale: '' });
    const { said, thrown } = sweep(c, GM);
    expect(thrown).toEqual([]);
    expect(said.filter((s) => s.includes('Exception'))).toEqual([]);
  });

  it("a player's sidebar says the campaign is protected, and nothing about the GM's protections", () => {
    const c = protectedDemo();
    for (const user of [ANNA, BEN, CAROL]) {
      c.fake.setUser(user);
      const state = c.gas.getSidebarState() as {
        status: { canResolve: boolean; protection: { protected: boolean; stale: string }; user: string };
      };
      expect(state.status).toMatchObject({ canResolve: false, protection: { protected: true, stale: '' }, user });
    }
  });
});
