// Who the Record tab names for a write (src/gas/recordTab.ts stamp): the user at the keyboard, or "(unknown)" when
// Apps Script does not say — a blank address under a security policy, or a call refused for want of the scope — and
// a missing name never stops the write being recorded.
import { describe, expect, it } from 'vitest';
import { stamp } from '../../src/gas/recordTab';

type Services = Parameters<typeof stamp>[0];

const sessionGiving = (getEmail: () => string): Services =>
  ({ Session: { getActiveUser: () => ({ getEmail }) } }) as unknown as Services;

describe('the Record names who made the write', () => {
  it('the address Apps Script gives', () => {
    expect(stamp(sessionGiving(() => 'gm@example.com')).who).toBe('gm@example.com');
  });

  it('"(unknown)" for the blank address a security policy gives', () => {
    expect(stamp(sessionGiving(() => '')).who).toBe('(unknown)');
  });

  it('"(unknown)" when the call is refused', () => {
    const refused = sessionGiving(() => {
      throw new Error('Exception: You do not have permission to call Session.getActiveUser.');
    });
    expect(stamp(refused).who).toBe('(unknown)');
  });
});
