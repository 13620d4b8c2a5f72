// The in-memory Apps Script services behave like Sheets where Gator's safety depends on it
// (the real bundle tested offline): exact setValues shapes, typed-input parsing
// with the apostrophe escape, sheet edges, protection, locks, authorization, call counting.
import { describe, expect, it } from 'vitest';
import { createFakeServices, MANIFEST_SCOPES, parseA1, SCOPE, scopesOf } from '../../src/fakes';

function sheetOf(fake = createFakeServices()) {
  const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
  return { fake, ss, sheet: ss.insertSheet('T') };
}

describe('Range.setValues: the shape must match exactly, as in Sheets', () => {
  it("rejects too few rows with Sheets' own message", () => {
    const { sheet } = sheetOf();
    expect(() =>
      sheet.getRange(1, 1, 3, 2).setValues([
        [1, 2],
        [3, 4],
      ]),
    ).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 2 but the range has 3.',
    );
  });
  it('rejects a row of the wrong width', () => {
    const { sheet } = sheetOf();
    expect(() =>
      sheet.getRange('A1:C2').setValues([
        [1, 2, 3],
        [4, 5],
      ]),
    ).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 2 but the range has 3.',
    );
  });
  it('writes nothing when any cell is refused', () => {
    const { fake, sheet } = sheetOf();
    expect(() => sheet.getRange(1, 1, 1, 2).setValues([[1, 'x'.repeat(50001)]])).toThrow('maximum of 50000 characters');
    expect(fake.book.sheet('T').getLastRow()).toBe(0);
  });
});

describe('Range.setValues parses strings like typed input; an apostrophe forces text', () => {
  const cases: [input: unknown, value: unknown, formula: string][] = [
    // A formula reads as what it computes.
    ['=1+1', 2, '=1+1'],
    ["'=1+1", '=1+1', ''],
    ['007', 7, ''],
    ["'007", '007', ''],
    // Text taken for a formula shows the error Sheets shows, and getValues gives its text.
    ['-Locust', '#NAME?', '=-Locust'],
    ['+Raider', '#NAME?', '=+Raider'],
    ['+Medium Laser x2', '#ERROR!', '=+Medium Laser x2'],
    ['=A1', '', '=A1'],
    ['+1', 1, ''],
    ['TRUE', true, ''],
    ["''Tis", "'Tis", ''],
    ['@Raven', '@Raven', ''],
    [12.5, 12.5, ''],
    [null, '', ''],
  ];
  it.each(cases)('%j is stored as value %j, formula %j', (input, value, formula) => {
    const { sheet } = sheetOf();
    const cell = sheet.getRange('B2');
    cell.setValues([[input]]);
    expect(cell.getValues()).toEqual([[value]]);
    expect(cell.getFormulas()).toEqual([[formula]]);
  });
  it('keeps strings as typed under the plain-text format', () => {
    const { sheet } = sheetOf();
    sheet
      .getRange('A1')
      .setNumberFormat('@')
      .setValues([['0609']]);
    expect(sheet.getRange('A1').getValues()).toEqual([['0609']]);
  });
  it("gives '' for empty cells and numbers as numbers; the display shows TRUE and 0.3", () => {
    const { sheet } = sheetOf();
    sheet.getRange('A1:C1').setValues([[0.1 + 0.2, true, 'x']]);
    expect(sheet.getRange('A1:D2').getValues()).toEqual([
      [0.1 + 0.2, true, 'x', ''],
      ['', '', '', ''],
    ]);
    expect(sheet.getRange('A1:B1').getDisplayValues()).toEqual([['0.3', 'TRUE']]);
  });
});

describe('Sheet edges', () => {
  it('a new tab is 1000 × 26 and refuses ranges past it until it grows', () => {
    const { sheet } = sheetOf();
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1000, 26]);
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow('outside the dimensions of the sheet');
    sheet.insertRowsAfter(1000, 5);
    expect(sheet.getRange(1000, 1, 2, 1).getNumRows()).toBe(2);
  });
  it('getDataRange and getLastRow follow the cells with content, formulas included', () => {
    const { sheet } = sheetOf();
    expect(sheet.getDataRange().getA1Notation()).toBe('A1');
    sheet.getRange('C4').setValues([['=A1']]);
    expect([sheet.getLastRow(), sheet.getLastColumn(), sheet.getDataRange().getA1Notation()]).toEqual([4, 3, 'A1:C4']);
  });
  it('deleteRows shifts the rows below up; deleting every non-frozen row is refused', () => {
    const { sheet } = sheetOf();
    sheet.getRange('A1:A3').setValues([[1], [2], [3]]);
    sheet.deleteRows(1, 2);
    expect(sheet.getRange('A1').getValues()).toEqual([[3]]);
    sheet.setFrozenRows(1);
    expect(() => sheet.deleteRows(2, sheet.getMaxRows() - 1)).toThrow('not possible to delete all non-frozen rows');
  });
  it('sheet names are unique, any case; the last visible sheet cannot be hidden', () => {
    const { ss } = sheetOf();
    expect(() => ss.insertSheet('t')).toThrow('A sheet with the name "t" already exists');
    ss.getSheetByName('T')!.hideSheet();
    expect(() => ss.getSheetByName('Sheet1')!.hideSheet()).toThrow("You can't hide all the sheets");
  });
  it('parses A1 notation with sheet names, whole columns and rows', () => {
    expect(parseA1("'Gator undo'!B2:C3")).toEqual({ sheet: 'Gator undo', row: 2, col: 2, numRows: 2, numCols: 2 });
    expect(parseA1('A:C')).toMatchObject({ row: 1, col: 1, numCols: 3 });
  });
});

describe('Protection: record tabs editable only by the GM', () => {
  it('refuses a write by a user the protection does not list, and lets the GM write', () => {
    const { fake, sheet } = sheetOf(createFakeServices({ owner: 'gm@x.org', editors: ['player@x.org'] }));
    const p = sheet.protect();
    p.removeEditors(p.getEditors());
    fake.setUser('player@x.org');
    expect(p.canEdit()).toBe(false);
    expect(() => sheet.getRange('A1').setValues([[1]])).toThrow('You are trying to edit a protected cell or object');
    fake.setUser('gm@x.org');
    sheet.getRange('A1').setValues([[1]]);
    expect(sheet.getRange('A1').getValue()).toBe(1);
  });
  it('a new protection lists every editor; warning-only lets anyone edit', () => {
    const { fake, sheet } = sheetOf(createFakeServices({ owner: 'gm@x.org', editors: ['player@x.org'] }));
    const p = sheet.protect();
    expect(p.getEditors().map((u) => u.getEmail())).toEqual(['gm@x.org', 'player@x.org']);
    p.removeEditors(['player@x.org']).setWarningOnly(true);
    fake.setUser('player@x.org');
    expect(p.canEdit()).toBe(true);
  });
});

describe('LockService, PropertiesService, Session, authorization', () => {
  it('the document lock is shared: a second holder fails tryLock, waitLock times out', () => {
    const fake = createFakeServices();
    const a = fake.LockService.getDocumentLock();
    const b = fake.LockService.getDocumentLock();
    expect(a.tryLock(10)).toBe(true);
    expect(b.tryLock(10)).toBe(false);
    expect(() => b.waitLock(10)).toThrow('Lock timeout');
    a.releaseLock();
    expect(b.tryLock(10)).toBe(true);
  });
  it("user properties are the running user's own: another account sees none of them; document properties are everyone's", () => {
    const fake = createFakeServices({ owner: 'gm@x.org', editors: ['player@x.org'] });
    fake.PropertiesService.getUserProperties().setProperty('secret', 'only mine');
    fake.PropertiesService.getDocumentProperties().setProperty('shared', 'everyone');
    fake.setUser('player@x.org');
    expect(fake.PropertiesService.getUserProperties().getKeys()).toEqual([]);
    expect(fake.PropertiesService.getDocumentProperties().getProperty('shared')).toBe('everyone');
    fake.setUser('gm@x.org');
    expect(fake.PropertiesService.getUserProperties().getProperty('secret')).toBe('only mine');
  });
  it('document properties keep strings', () => {
    const props = createFakeServices().PropertiesService.getDocumentProperties();
    props.setProperty('round', 3 as unknown as string);
    expect([props.getProperty('round'), props.getProperty('none')]).toEqual(['3', null]);
  });
  it('under AuthMode.NONE the spreadsheet and properties are refused; the Ui is not', () => {
    const fake = createFakeServices({ authMode: 'NONE' });
    expect(() => fake.SpreadsheetApp.getActiveSpreadsheet()).toThrow(
      'You do not have permission to call SpreadsheetApp.getActiveSpreadsheet',
    );
    expect(() => fake.PropertiesService.getDocumentProperties()).toThrow('permission');
    expect(() => fake.SpreadsheetApp.getUi().createMenu('Gator').addItem('Go', 'go').addToUi()).not.toThrow();
    expect(fake.Session.getActiveUser().getEmail()).toBe('');
  });
  it('alerts answer from a script of responses, OK or YES by default', () => {
    const fake = createFakeServices();
    const ui = fake.SpreadsheetApp.getUi();
    fake.ui.answers.push('NO');
    expect(ui.alert('Gator', 'Sure?', ui.ButtonSet.YES_NO)).toBe(ui.Button.NO);
    expect(ui.alert('Gator', 'Sure?', ui.ButtonSet.YES_NO)).toBe(ui.Button.YES);
    expect(fake.ui.alerts.map((a) => a.answer)).toEqual(['NO', 'YES']);
  });
  it('HtmlService serves the files it was given, and names a missing one', () => {
    const fake = createFakeServices({ html: { Sidebar: '<p>hi</p>' } });
    expect(fake.HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('Gator').getContent()).toBe('<p>hi</p>');
    expect(() => fake.HtmlService.createHtmlOutputFromFile('Nope')).toThrow('No HTML file named Nope was found.');
  });
});

describe('Call counting', () => {
  it('counts every call through the services by Kind.method, and in total', () => {
    const { fake, sheet } = sheetOf();
    fake.log.reset();
    sheet.getRange('A1:B2').setValues([
      [1, 2],
      [3, 4],
    ]);
    sheet.getDataRange().getValues();
    expect(fake.log.calls).toEqual({
      'Sheet.getRange': 1,
      'Range.setValues': 1,
      'Sheet.getDataRange': 1,
      'Range.getValues': 1,
    });
    expect(fake.log.total).toBe(4);
    expect(fake.log.count('setValues')).toBe(1);
  });
  it('does not count inspection through the raw objects, nor calls fakes make to each other', () => {
    const { fake, sheet } = sheetOf();
    sheet.getRange('A1').setValue(5);
    fake.log.reset();
    expect(fake.book.sheet('T').peekValues()).toEqual([[5]]);
    sheet.getRange('A1').getValue();
    expect(fake.log.calls).toEqual({ 'Sheet.getRange': 1, 'Range.getValue': 1 });
  });
  it('hands out one stable proxy per object', () => {
    const { ss } = sheetOf();
    expect(ss.getSheetByName('T')).toBe(ss.getSheetByName('T'));
  });
});

const PERMISSIONS_HELP =
  'For more information, see https://developers.google.com/apps-script/guides/support/troubleshooting#authorization-is';

describe('Scopes: a call the granted scopes do not cover is refused as Apps Script refuses it', () => {
  it('the fakes grant the scopes of appsscript.json unless told otherwise', () => {
    expect(createFakeServices().env.scopes).toEqual(MANIFEST_SCOPES);
    expect(MANIFEST_SCOPES).toContain(SCOPE.userinfoEmail);
  });
  it('Session.getActiveUser without userinfo.email: the one scope, bare', () => {
    const fake = createFakeServices({ scopes: [SCOPE.spreadsheetsCurrentOnly] });
    expect(() => fake.Session.getActiveUser()).toThrow(
      `Exception: You do not have permission to call Session.getActiveUser. Required permissions: https://www.googleapis.com/auth/userinfo.email. ${PERMISSIONS_HELP}`,
    );
    expect(fake.Session.getScriptTimeZone()).toBe('Etc/UTC');
  });
  it('SpreadsheetApp.getActiveSpreadsheet without a Sheets scope: either scope listed, as (a || b)', () => {
    const fake = createFakeServices({ scopes: [SCOPE.containerUi] });
    expect(() => fake.SpreadsheetApp.getActiveSpreadsheet()).toThrow(
      `Exception: You do not have permission to call SpreadsheetApp.getActiveSpreadsheet. Required permissions: (https://www.googleapis.com/auth/spreadsheets.currentonly || https://www.googleapis.com/auth/spreadsheets). ${PERMISSIONS_HELP}`,
    );
  });
  it('either Sheets scope grants the spreadsheet', () => {
    for (const scope of [SCOPE.spreadsheetsCurrentOnly, SCOPE.spreadsheets]) {
      const fake = createFakeServices({ scopes: [scope] });
      expect(fake.SpreadsheetApp.getActiveSpreadsheet().getSheets()).toHaveLength(1);
    }
  });
  it('a sidebar needs script.container.ui; an alert and a menu need no scope', () => {
    const fake = createFakeServices({ scopes: [], html: { Sidebar: '<p>hi</p>' } });
    const ui = fake.SpreadsheetApp.getUi();
    expect(ui.alert('Gator')).toBe('OK');
    ui.createAddonMenu().addItem('Go', 'go').addToUi();
    const html = fake.HtmlService.createHtmlOutputFromFile('Sidebar');
    expect(() => ui.showSidebar(html)).toThrow(
      'You do not have permission to call Ui.showSidebar. Required permissions: https://www.googleapis.com/auth/script.container.ui.',
    );
    expect(() => ui.showModalDialog(html, 'Map')).toThrow(
      'Required permissions: https://www.googleapis.com/auth/script.container.ui.',
    );
    expect(fake.ui.sidebars).toHaveLength(0);
  });
  it('every method of the Spreadsheet service needs a Sheets scope; Lock, Properties and HtmlService none', () => {
    expect(scopesOf('Range', 'setValues')).toEqual([SCOPE.spreadsheetsCurrentOnly, SCOPE.spreadsheets]);
    expect(scopesOf('Protection', 'removeEditors')).toEqual([SCOPE.spreadsheetsCurrentOnly, SCOPE.spreadsheets]);
    expect(scopesOf('SpreadsheetApp', 'getUi')).toEqual([]);
    for (const [kind, method] of [
      ['LockService', 'getDocumentLock'],
      ['Lock', 'tryLock'],
      ['PropertiesService', 'getDocumentProperties'],
      ['HtmlService', 'createHtmlOutputFromFile'],
    ]) {
      expect(scopesOf(kind, method)).toEqual([]);
    }
  });
  it('a class the table does not declare cannot be called at all', () => {
    expect(() => scopesOf('DriveApp', 'getFileById')).toThrow('fake: DriveApp declares no scopes');
  });
});

describe('onOpen of a freshly installed copy: AuthMode.NONE', () => {
  it('the event says NONE; the user has no address and the spreadsheet cannot be read', () => {
    const fake = createFakeServices({ authMode: 'NONE' });
    const e = fake.openEvent();
    expect(e.authMode).toBe('NONE');
    expect(e.user.getEmail()).toBe('');
    expect(fake.Session.getEffectiveUser().getEmail()).toBe('');
    expect(() => e.source.getSheets()).toThrow(
      'You do not have permission to call Spreadsheet.getSheets. Required permissions: (https://www.googleapis.com/auth/spreadsheets.currentonly || https://www.googleapis.com/auth/spreadsheets).',
    );
    expect(() => fake.LockService.getDocumentLock()).toThrow(
      'You do not have permission to call LockService.getDocumentLock.',
    );
    expect(() => fake.SpreadsheetApp.getUi().alert('hi')).toThrow('You do not have permission to call Ui.alert.');
  });
  it('once the user runs Gator (FULL), the event and Session name them', () => {
    const fake = createFakeServices({ user: 'gm@example.com' });
    expect(fake.openEvent().user.getEmail()).toBe('gm@example.com');
    expect(fake.Session.getActiveUser().getEmail()).toBe('gm@example.com');
  });
});

describe("A custom function runs without the user's authorization", () => {
  function withSheet() {
    const fake = createFakeServices();
    fake.book
      .insertSheet('T')
      .getRange('A1:B1')
      .setValues([[1, 'x']]);
    return fake;
  }
  it('reads the spreadsheet; every write is refused as Sheets refuses it', () => {
    const fake = withSheet();
    fake.asCustomFunction(() => {
      const sheet = fake.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('T')!;
      expect(sheet.getRange('A1:B1').getValues()).toEqual([[1, 'x']]);
      expect(() => sheet.getRange('A1').setValue(2)).toThrow('Exception: You do not have permission to call setValue');
      expect(() => fake.SpreadsheetApp.getActiveSpreadsheet().insertSheet('U')).toThrow(
        'You do not have permission to call insertSheet',
      );
    });
    expect(fake.book.sheet('T').peekValues()).toEqual([[1, 'x']]);
  });
  it('cannot reach the Ui; Session has no address; the lock and properties work', () => {
    const fake = createFakeServices({ context: 'customFunction' });
    expect(() => fake.SpreadsheetApp.getUi()).toThrow(
      'Exception: Cannot call SpreadsheetApp.getUi() from this context.',
    );
    expect(fake.Session.getActiveUser().getEmail()).toBe('');
    expect(fake.LockService.getDocumentLock().tryLock(10)).toBe(true);
    expect(fake.PropertiesService.getDocumentProperties().getProperty('x')).toBeNull();
  });
  it('asCustomFunction restores the script context, even when the function throws', () => {
    const fake = withSheet();
    expect(() => fake.asCustomFunction(() => fake.SpreadsheetApp.getUi())).toThrow('from this context');
    expect(fake.env.context).toBe('script');
    expect(() => fake.SpreadsheetApp.getUi()).not.toThrow();
  });
});

describe('call counting: what reaches the spreadsheet and what only builds a rule', () => {
  it("counts every call, and tells the rule builders' calls apart from those that reach the spreadsheet", () => {
    const fake = createFakeServices();
    const sheet = fake.SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    const rule = fake.SpreadsheetApp.newDataValidation()
      .requireValueInList(['Yes', 'No'], true)
      .setAllowInvalid(true)
      .build();
    sheet.getRange('A2:A3').setDataValidations([[rule], [rule]]);
    expect(fake.log.total).toBe(8);
    // getActiveSpreadsheet, getActiveSheet, getRange, setDataValidations; the four builder calls apart.
    expect(fake.log.spreadsheetCalls()).toBe(4);
  });
});
