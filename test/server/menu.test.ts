// The Gator menu: built before authorization without reading anything,
// every item wired to a real top-level function of the bundle.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/entry/endpoints';
import { MENU_ITEMS } from '../../src/server/menu';
import { FIRST_WRITE_TAB, SETUP_HIDDEN_TAB, SETUP_TABS } from '../../src/server/setup/tabList';
import { blank, campaign, SIDEBAR_HTML } from './harness';

const UI_ONLY = new Set([
  'SpreadsheetApp.getUi',
  'Ui.createAddonMenu',
  'Ui.createMenu',
  'Menu.addItem',
  'Menu.addSeparator',
  'Menu.addToUi',
]);

describe('onOpen / onInstall', () => {
  it('builds the menu under AuthMode.NONE with Ui calls only: no read of the spreadsheet, properties or session', () => {
    const { fake, gas } = blank({ authMode: 'NONE' });
    gas.onOpen({ authMode: 'NONE' });
    expect(Object.keys(fake.log.calls).filter((k) => !UI_ONLY.has(k))).toEqual([]);
    expect(fake.ui.menuItems()).toEqual([
      'Set up campaign → setupCampaign',
      'Load demo battle → loadDemoBattle',
      'Import mechs (.mtf)… → openImportDialog',
      '---',
      'Open combat sidebar → openSidebar',
      'Show battle map → openMapView',
      'Resolve round → menuResolveRound',
      'Undo last round or import → menuUndoLastRound',
      'Start a new battle… → menuStartNewBattle',
      'Repair list → menuRepairList',
      'Approve skill steps → approveSkillSteps',
      'After-action report → menuAfterActionReport',
      'Post the round to Discord → menuPostToDiscord',
      '---',
      'Start the deadline clock → menuStartClock',
      'Pause the deadline clock → menuPauseClock',
      'Stop the deadline clock → menuStopClock',
      '---',
      'Protect the campaign → protectCampaign',
      'Help → showHelp',
    ]);
  });

  it('onInstall adds the same menu at once', () => {
    const { fake, gas } = blank({ authMode: 'NONE' });
    gas.onInstall({ authMode: 'NONE' });
    expect(fake.ui.menus).toHaveLength(1);
    expect(fake.ui.menuItems()).toContain('Resolve round → menuResolveRound');
  });

  it('every menu item runs a real top-level function of dist/Code.js', () => {
    const { gas } = blank();
    const names = MENU_ITEMS.filter((i): i is readonly [string, string] => i !== null).map((i) => i[1]);
    for (const name of names) {
      expect(ENDPOINTS.map((e) => e.name)).toContain(name);
      expect(typeof gas[name]).toBe('function');
    }
  });
});

describe('Menu items', () => {
  it('Open combat sidebar shows Sidebar.html titled Gator; the page sets sheet text with textContent only', () => {
    const { fake, gas } = campaign();
    gas.openSidebar();
    expect(fake.ui.sidebars).toHaveLength(1);
    expect(fake.ui.sidebars[0].getTitle()).toBe('Gator');
    expect(fake.ui.sidebars[0].getContent()).toBe(SIDEBAR_HTML);
    expect(SIDEBAR_HTML).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('Resolve round asks to confirm the round the sheet is at, then reports by mech', () => {
    const { fake, gas } = campaign();
    gas.menuResolveRound();
    expect(fake.ui.alerts[0]).toMatchObject({ prompt: 'Resolve round 1?', buttons: 'YES_NO', answer: 'YES' });
    expect(fake.ui.alerts[1].title).toBe('Gator: round 1 resolved');
    expect(fake.ui.alerts[1].prompt).toMatch(/^Griffin: /);
  });

  it('Resolve round answered No writes nothing', () => {
    const { fake, gas } = campaign();
    fake.ui.answers.push('NO');
    gas.menuResolveRound();
    expect(fake.log.calls['Range.setValues'] ?? 0).toBe(0);
  });

  it('Undo last round names the round in its confirmation', () => {
    const { fake, gas } = campaign();
    gas.resolveRound(1);
    gas.menuUndoLastRound();
    expect(fake.ui.alerts[0].prompt).toMatch(/^Undo round 1\?/);
    expect(fake.ui.alerts[1].prompt).toBe('Round 1 undone: the sheet is at round 1 again.');
  });

  it('Help explains the workflow', () => {
    const { fake, gas } = blank();
    gas.showHelp();
    expect(fake.ui.alerts[0].title).toBe('Gator help');
    expect(fake.ui.alerts[0].prompt).toContain('Set up campaign');
  });
});

describe('Help names every tab Set up makes, from the list Set up is held to', () => {
  const tabs = (c: ReturnType<typeof blank>) =>
    c.fake.book.getSheets().map((s) => ({ name: s.getName(), hidden: s.isSheetHidden() }));

  it('Set up campaign on a new spreadsheet makes exactly the tabs Help lists, in the same order (Cards among them), and the hidden undo tab it names', () => {
    const c = campaign({ demo: false });
    const made = tabs(c);
    const shown = made.filter((t) => !t.hidden).map((t) => t.name);
    const hidden = made.filter((t) => t.hidden).map((t) => t.name);
    expect(shown).toEqual(SETUP_TABS);
    expect(shown).toContain('Cards');
    expect(hidden).toEqual([SETUP_HIDDEN_TAB]);
    c.gas.showHelp();
    expect(c.fake.ui.alerts[0].prompt).toContain(
      `Set up campaign creates the tabs (${shown.join(', ')}, and a hidden ${hidden[0]} tab for Undo)`,
    );
  });

  it('the Record tab Help names is the one the first round makes', () => {
    const c = campaign();
    const before = tabs(c).map((t) => t.name);
    c.gas.resolveRound(1);
    const added = tabs(c)
      .map((t) => t.name)
      .filter((n) => !before.includes(n));
    expect(added).toEqual([FIRST_WRITE_TAB]);
    c.gas.showHelp();
    expect(c.fake.ui.alerts[0].prompt).toContain(
      'The Record tab comes with the first round resolved, import or new battle.',
    );
  });

  it('every menu item Help does not explain in its numbered steps is named in it: the campaign’s and the clock’s too', () => {
    const c = campaign();
    c.gas.showHelp();
    const help = c.fake.ui.alerts[0].prompt;
    const captions = MENU_ITEMS.filter((i): i is readonly [string, string] => i !== null && i[1] !== 'showHelp');
    for (const [caption] of captions) {
      const words = caption
        .replace(/…$/, '')
        .replace(/ the deadline clock$/, '')
        .toLowerCase();
      expect(help.toLowerCase(), caption).toContain(words);
    }
  });
});
