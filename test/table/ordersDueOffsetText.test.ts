// Orders due read in a zone written as an offset: only the whole text "GMT±h[:mm]" is an offset; a name that
// merely contains one, or an offset with more after it, is a zone the runtime does not know, read as UTC.
import { describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../src/sheet/read/orders';
import { dueInstant } from '../../src/table/ordersDue';

function instantOf(text: string, zone: string): string {
  const due = readOrdersDue(text);
  if (due === null || 'error' in due) throw new Error(`"${text}" was not read as a deadline`);
  return new Date(dueInstant(due, zone)).toISOString();
}

describe('R-15.4 an offset zone is the whole zone text, nothing before or after it', () => {
  it('"GMT+5" is five hours ahead (the offset form itself)', () => {
    expect(instantOf('2026-06-01 20:00', 'GMT+5')).toBe('2026-06-01T15:00:00.000Z');
  });

  it('"Mars/GMT+5", a zone no runtime knows that ends in an offset, is read as UTC', () => {
    expect(instantOf('2026-06-01 20:00', 'Mars/GMT+5')).toBe('2026-06-01T20:00:00.000Z');
  });

  it('"GMT+5 Mars", an offset followed by more, is read as UTC', () => {
    expect(instantOf('2026-06-01 20:00', 'GMT+5 Mars')).toBe('2026-06-01T20:00:00.000Z');
  });
});
