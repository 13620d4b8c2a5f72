// The fakes' protection as Google documents it (src/fakes/protection.ts cites the
// pages): a protected sheet with unprotected ranges, range protections inside them, editors,
// the owner always editing, and whose edit — a user's typing or a script's write — is refused.
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeServices } from '../../src/fakes';

const GM = 'gm@example.com';
const ANNA = 'anna@example.com';
const BEN = 'ben@example.com';
const STRANGER = 'stranger@elsewhere.org';
const REFUSED = 'You are trying to edit a protected cell or object';

/** A tab protected for the GM except B2:C3, where a range protection lets Anna (and the GM) edit B2:C2. */
function table(): FakeServices {
  const fake = createFakeServices({ owner: GM, editors: [ANNA, BEN, STRANGER] });
  const sheet = fake.book.insertSheet('Orders');
  const whole = sheet.protect().setDescription('GM only');
  whole.removeEditors(whole.getEditors().map((u) => u.getEmail()));
  whole.setUnprotectedRanges([sheet.getRange('B2:C3')]);
  const anna = sheet.getRange('B2:C2').protect().setDescription('Anna');
  anna.removeEditors(
    anna
      .getEditors()
      .map((u) => u.getEmail())
      .filter((e) => e !== ANNA),
  );
  return fake;
}

function typeAs(fake: FakeServices, user: string, a1: string, value: unknown): void {
  fake.setUser(user);
  fake.book.sheet('Orders').getRange(a1).setValue(value);
}

describe('Protection: a protected sheet with unprotected ranges and range protections inside them', () => {
  it("a player types in the range protected for them, inside the sheet's unprotected range", () => {
    const fake = table();
    typeAs(fake, ANNA, 'B2', 'Walk');
    expect(fake.book.sheet('Orders').getRange('B2').getValue()).toBe('Walk');
  });

  it("another player, a stranger and the same player outside it are refused with Sheets' message", () => {
    const fake = table();
    expect(() => typeAs(fake, BEN, 'B2', 'Run')).toThrow(REFUSED);
    expect(() => typeAs(fake, STRANGER, 'C2', 'Run')).toThrow(REFUSED);
    expect(() => typeAs(fake, ANNA, 'A1', 'x')).toThrow(REFUSED);
    // A write straddling her range and the sheet's protection is refused as a whole.
    expect(() => {
      fake.setUser(ANNA);
      fake.book
        .sheet('Orders')
        .getRange('B2:B4')
        .setValues([['a'], ['b'], ['c']]);
    }).toThrow(REFUSED);
    expect(fake.book.sheet('Orders').getRange('B2').getValue()).toBe('');
  });

  it('an unprotected cell no range protection covers is open to every editor', () => {
    const fake = table();
    typeAs(fake, BEN, 'B3', 'Jump');
    typeAs(fake, STRANGER, 'C3', 'x');
    expect(fake.book.sheet('Orders').getRange('B3:C3').getValues()).toEqual([['Jump', 'x']]);
  });

  it('the owner edits everything, whatever the editor lists say', () => {
    const fake = table();
    typeAs(fake, GM, 'A1', 'Name');
    typeAs(fake, GM, 'B2', 'Stand');
    expect(fake.book.sheet('Orders').getRange('A1:B2').getValues()).toEqual([
      ['Name', ''],
      ['', 'Stand'],
    ]);
  });

  it('addEditor, getEditors and canEdit follow the active user; removeEditors keeps the owner', () => {
    const fake = table();
    const [anna] = fake.book.sheet('Orders').getProtections('RANGE');
    expect(
      anna
        .getEditors()
        .map((u) => u.getEmail())
        .sort(),
    ).toEqual([ANNA, GM]);
    anna.addEditor(BEN);
    fake.setUser(BEN);
    expect(anna.canEdit()).toBe(true);
    typeAs(fake, BEN, 'C2', 'Run');
    fake.setUser(GM);
    anna.removeEditors([BEN, GM]);
    expect(
      anna
        .getEditors()
        .map((u) => u.getEmail())
        .sort(),
    ).toEqual([ANNA, GM]);
    fake.setUser(STRANGER);
    expect(anna.canEdit()).toBe(false);
    expect(() => anna.addEditor(STRANGER)).toThrow(
      'You do not have permission to modify this protected range or sheet',
    );
  });

  it("domain edit lets every user of the owner's domain edit, and nobody else", () => {
    const fake = table();
    const [whole] = fake.book.sheet('Orders').getProtections('SHEET');
    whole.setDomainEdit(true);
    typeAs(fake, BEN, 'A1', 'ok');
    expect(() => typeAs(fake, STRANGER, 'A1', 'no')).toThrow(REFUSED);
  });

  it('unprotected ranges are only supported on protected sheets; removing a protection opens its cells', () => {
    const fake = table();
    const sheet = fake.book.sheet('Orders');
    const [anna] = sheet.getProtections('RANGE');
    expect(() => anna.setUnprotectedRanges([sheet.getRange('B2')])).toThrow('only supported on protected sheets');
    expect(
      sheet
        .getProtections('SHEET')[0]
        .getUnprotectedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['B2:C3']);
    anna.remove();
    typeAs(fake, BEN, 'B2', 'Run');
    expect(sheet.getRange('B2').getValue()).toBe('Run');
  });
});

describe('Protection.getEditors and canDomainEdit throw for a user the protection leaves out; canEdit answers anyone', () => {
  it("a player asking about another player's range, or the GM's sheet, is refused; their own range answers", () => {
    const fake = table();
    const sheet = fake.book.sheet('Orders');
    const [whole] = sheet.getProtections('SHEET');
    const [anna] = sheet.getProtections('RANGE');
    fake.setUser(BEN);
    expect(anna.canEdit()).toBe(false);
    expect(() => anna.getEditors()).toThrow('You do not have permission to perform that action');
    expect(() => anna.canDomainEdit()).toThrow('You do not have permission to perform that action');
    expect(() => whole.getEditors()).toThrow('You do not have permission to perform that action');
    fake.setUser(ANNA);
    expect(
      anna
        .getEditors()
        .map((u) => u.getEmail())
        .sort(),
    ).toEqual([ANNA, GM]);
    expect(anna.canDomainEdit()).toBe(false);
  });
});

describe('Warning-only protection: editors are ignored; turned off, every editor of the file is listed again', () => {
  it('"Show a warning" lets every editor edit, whatever its editors; protect() returns it as it is', () => {
    const fake = createFakeServices({ owner: GM, editors: [ANNA] });
    const sheet = fake.book.insertSheet('Mechs');
    const p = sheet.protect().setWarningOnly(true);
    p.removeEditors([ANNA]);
    expect(sheet.protect()).toBe(p);
    expect(p.isWarningOnly()).toBe(true);
    fake.setUser(ANNA);
    sheet.getRange('A1').setValue('edited after a warning');
    expect(p.canEdit()).toBe(true);
  });

  it('turned off, it lists every editor of the file: editors set before are lost, editors set after hold', () => {
    const fake = createFakeServices({ owner: GM, editors: [ANNA, BEN] });
    const sheet = fake.book.insertSheet('Mechs');
    const p = sheet.protect().setWarningOnly(true);
    p.removeEditors([ANNA, BEN]);
    p.setWarningOnly(false);
    expect(
      p
        .getEditors()
        .map((u) => u.getEmail())
        .sort(),
    ).toEqual([BEN, ANNA, GM].sort());
    p.removeEditors([ANNA, BEN]);
    fake.setUser(ANNA);
    expect(() => sheet.getRange('A1').setValue('x')).toThrow(REFUSED);
  });
});

describe("File sharing: Protection.addEditor does not share the file; only the file's owner and editors edit", () => {
  const NOT_EDITOR = 'You do not have permission to edit this spreadsheet';

  it('a user a protection names but the file does not share with edits no cell, typed or written by a script', () => {
    const fake = createFakeServices({ owner: GM, editors: [ANNA] });
    const sheet = fake.book.insertSheet('Orders');
    sheet.getRange('B2').protect().addEditors([ANNA, BEN]);
    fake.setUser(BEN);
    expect(() => sheet.getRange('B2').setValue('Run')).toThrow(NOT_EDITOR);
    expect(() =>
      fake.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Orders')!.getRange('C3').setValue('x'),
    ).toThrow(NOT_EDITOR);
    expect(() => fake.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Mine')).toThrow(NOT_EDITOR);
    expect(sheet.getProtections('RANGE')[0].canEdit()).toBe(false);
    fake.setUser(GM);
    fake.book.addEditor(BEN);
    fake.setUser(BEN);
    sheet.getRange('B2').setValue('Run');
    expect(sheet.getRange('B2').getValue()).toBe('Run');
  });

  it("getOwner, getEditors and getViewers list the file's people; addEditor promotes a viewer; link editors are on no list", () => {
    const fake = createFakeServices({ owner: GM, editors: [ANNA] });
    const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
    ss.addViewer(BEN).addViewer(ANNA);
    expect(ss.getOwner()?.getEmail()).toBe(GM);
    expect(ss.getEditors().map((u) => u.getEmail())).toEqual([GM, ANNA]);
    expect(ss.getViewers().map((u) => u.getEmail())).toEqual([BEN]);
    fake.setUser(BEN);
    expect(() => fake.book.sheet('Sheet1').getRange('A1').setValue('x')).toThrow(NOT_EDITOR);
    fake.setUser(GM);
    ss.addEditor(BEN);
    expect([ss.getEditors().map((u) => u.getEmail()), ss.getViewers().length]).toEqual([[GM, ANNA, BEN], 0]);
    const linked = createFakeServices({ owner: GM, linkEditing: true });
    linked.setUser(STRANGER);
    linked.book.sheet('Sheet1').getRange('A1').setValue('through the link');
    expect(
      linked.SpreadsheetApp.getActiveSpreadsheet()
        .getEditors()
        .map((u) => u.getEmail()),
    ).toEqual([GM]);
  });
});
