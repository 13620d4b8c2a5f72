// Set up repairing a tab that lacks columns (src/gas/setupTabs.ts setUpTable, src/gas/freeze.ts): the missing
// headers go right after the last header the GM has, in bold like the rest of the header, and the header row is
// frozen; a tab whose name column is not in column A is frozen up to it, and said so.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { freezeHeader } from '../../src/gas/freeze';
import { RuleBook, setUpTable } from '../../src/gas/setupTabs';
import { Workbook } from '../../src/gas/workbook';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../src/sheet/schema/pilotsTab';

/** A Pilots tab with only its Name header and one pilot, repaired by Set up. */
function repairedPilots() {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet('Pilots');
  sheet.getRange('A1:A2').setValues([['Name'], ['Kell']]);
  const services = fake as unknown as Parameters<typeof setUpTable>[0];
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  const report = setUpTable(services, wb, PILOTS, [], {}, new RuleBook(services));
  return { fake, sheet, report };
}

const PILOT_HEADERS = PILOTS.columns.map((c) => c.header);

describe('a tab with only its first header gains the others after it', () => {
  it('Pilots headed "Name" alone: Name stays in A1 and the rest follow from B1, in the order of the schema', () => {
    const { fake, report } = repairedPilots();
    expect(PILOT_HEADERS[0]).toBe('Name');
    expect(fake.book.sheet('Pilots').peekValues()[0]).toEqual(PILOT_HEADERS);
    expect(fake.book.sheet('Pilots').peekValues()[1][0]).toBe('Kell');
    expect(report.addedColumns).toEqual(PILOT_HEADERS.slice(1));
    expect(report.columns).toEqual(Object.fromEntries(PILOTS.columns.map((c, i) => [c.key, i + 1])));
  });

  it('the whole header is bold, and not a cell past its last header', () => {
    const { sheet } = repairedPilots();
    const weights = sheet.getRange('1:1').getFontWeights()[0];
    const n = PILOT_HEADERS.length;
    expect(weights.slice(0, n)).toEqual(PILOT_HEADERS.map(() => 'bold'));
    expect(weights.slice(n)).toEqual(weights.slice(n).map(() => 'normal'));
    expect(weights.length).toBeGreaterThan(n);
  });

  it('a repaired tab with no name column (Pilots) has its header row frozen, and no column', () => {
    const { sheet } = repairedPilots();
    expect(sheet.getFrozenRows()).toBe(1);
    expect(sheet.getFrozenColumns()).toBe(0);
  });
});

describe('the freeze up to a name column Set up found further right', () => {
  /** A Mechs tab frozen at `frozen` columns, its columns 100 px wide. */
  function mechsFrozen(frozen: number) {
    const fake = createFakeServices();
    const sheet = fake.book.insertSheet('Mechs');
    sheet.setFrozenRows(1);
    if (frozen > 0) sheet.setFrozenColumns(frozen);
    return sheet as unknown as Parameters<typeof freezeHeader>[0];
  }

  it('Name in column C: columns A–C are frozen, and the report names them as a range', () => {
    const sheet = mechsFrozen(0);
    expect(freezeHeader(sheet, MECHS, { name: 3 }, 'repaired')).toEqual({
      added: 'a freeze of columns A–C (up to Name): the name stays in view while the row scrolls sideways',
    });
    expect(sheet.getFrozenColumns()).toBe(3);
  });

  it('frozen exactly up to its name column already, however wide: left as it is, nothing said', () => {
    const sheet = mechsFrozen(3);
    expect(freezeHeader(sheet, MECHS, { name: 3 }, 'complete')).toEqual({});
    expect(sheet.getFrozenColumns()).toBe(3);
  });
});
