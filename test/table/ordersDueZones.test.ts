// Orders due is the spreadsheet's wall clock: a deadline typed in any month is read in its zone's offset of
// that day, and a zone Sheets reports that the runtime does not know is still read as well as it can be.
import { describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../src/sheet/read/orders';
import { dueInstant, dueView, wallTime } from '../../src/table/ordersDue';

/** The instant of a deadline typed as `text` in a spreadsheet in `zone`, as ISO text (UTC). */
function instantOf(text: string, zone: string): string {
  const due = readOrdersDue(text);
  if (due === null || 'error' in due) throw new Error(`"${text}" was not read as a deadline`);
  return new Date(dueInstant(due, zone)).toISOString();
}

describe('R-15.4 a deadline in every month of the year is read in that day’s offset', () => {
  // New York in 2026: EST (UTC−5) until 8 March, EDT (UTC−4) until 1 November, EST again after.
  const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
  it.each(months)('New York, "2026-%s-15 20:00" is 20:00 on the wall clock of that day', (mm) => {
    expect(instantOf(`2026-${mm}-15 20:00`, 'America/New_York')).toBe(expected(mm, mm >= '03' && mm <= '10'));
  });

  function expected(mm: string, summer: boolean): string {
    // 20:00 EDT is 00:00 UTC the next day; 20:00 EST is 01:00 UTC the next day.
    const day = new Date(Date.UTC(2026, Number(mm) - 1, 16, summer ? 0 : 1));
    return day.toISOString();
  }
});

describe('R-15.4 a zone given as an offset, or one the runtime does not know', () => {
  it('a custom "GMT-07:00" zone Sheets may report is read as seven hours behind UTC', () => {
    expect(instantOf('2026-06-01 20:00', 'GMT-07:00')).toBe('2026-06-02T03:00:00.000Z');
    expect(instantOf('2026-06-01 20:00', 'GMT-0700')).toBe('2026-06-02T03:00:00.000Z');
  });

  it('"GMT+5" and "GMT+05:00" are five hours ahead', () => {
    expect(instantOf('2026-06-01 20:00', 'GMT+5')).toBe('2026-06-01T15:00:00.000Z');
    expect(instantOf('2026-06-01 20:00', 'GMT+05:00')).toBe('2026-06-01T15:00:00.000Z');
  });

  it('a half-hour offset is kept: "GMT+05:30" (India) is five and a half hours ahead, "GMT-03:30" behind', () => {
    expect(instantOf('2026-06-01 20:00', 'GMT+05:30')).toBe('2026-06-01T14:30:00.000Z');
    expect(instantOf('2026-06-01 20:00', 'GMT-03:30')).toBe('2026-06-01T23:30:00.000Z');
    // The board says the deadline in the spreadsheet's wall clock, minutes and all.
    const due = readOrdersDue('2026-06-01 20:00');
    if (due === null || 'error' in due) throw new Error('not a deadline');
    expect(dueView(due, 'GMT+05:30', Date.UTC(2026, 0, 1))?.label).toBe('Mon 1 Jun 20:00');
    expect(wallTime(Date.UTC(2026, 5, 1, 14, 30), 'GMT+05:30')).toBe('2026-06-01 20:00');
  });

  it('a zone no runtime knows is read as UTC rather than failing', () => {
    expect(instantOf('2026-06-01 20:00', 'Mars/Olympus_Mons')).toBe('2026-06-01T20:00:00.000Z');
  });

  it('a named zone is used as it is, not taken for UTC: "Asia/Tokyo" is nine hours ahead', () => {
    expect(instantOf('2026-06-01 20:00', 'Asia/Tokyo')).toBe('2026-06-01T11:00:00.000Z');
  });
});

describe('R-17.1 the next deadline is written as the Orders due cell takes it, in every month', () => {
  // en-GB's short name of September is "Sept" in today's ICU: a month read back by its name would be month 00.
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  it.each(names.map((name, i) => [name, i] as const))(
    '%s: the wall time and the board’s label name the month',
    (name, i) => {
      const noon = Date.UTC(2026, i, 15, 12);
      const mm = String(i + 1).padStart(2, '0');
      expect(wallTime(noon, 'UTC')).toBe(`2026-${mm}-15 12:00`);
      expect(dueView({ kind: 'instant', ms: noon }, 'UTC', Date.UTC(2026, 0, 1))?.label).toMatch(
        new RegExp(`^\\w{3} 15 ${name} 12:00$`),
      );
    },
  );
});
