// Two small edges of the deadline clock's services, called directly: e-mails not sent are counted in words that
// agree with their number (src/gas/mail.ts), and a clock state Gator cannot read is the clock off, never an
// exception in a trigger run (src/gas/clockState.ts).
import { describe, expect, it } from 'vitest';
import { createFakeServices, MANIFEST_SCOPES, SCOPE } from '../../src/fakes';
import { CLOCK_OFF, readClockState } from '../../src/gas/clockState';
import { sendMails } from '../../src/gas/mail';
import type { Services } from '../../src/gas/services';
import { Workbook } from '../../src/gas/workbook';

describe('e-mails the GM did not allow Gator to send', () => {
  const withoutMail = () =>
    createFakeServices({ scopes: MANIFEST_SCOPES.filter((s) => s !== SCOPE.sendMail) }) as unknown as Services;
  const mail = (to: string) => ({ to, subject: 'Round 3', body: 'Orders are due.' });

  it('one: "1 e-mail not sent"; two: "2 e-mails not sent", each naming the addresses and what to grant', () => {
    const one = sendMails(withoutMail(), [mail('anna@example.com')]);
    expect(one.sent).toEqual([]);
    expect(one.notSent).toMatch(/^1 e-mail not sent \(to anna@example\.com\): Gator may not send e-mail as you: /);
    expect(one.notSent).toContain('"Send email as you"');
    const two = sendMails(withoutMail(), [mail('anna@example.com'), mail('ben@example.com')]);
    expect(two.notSent).toMatch(/^2 e-mails not sent \(to anna@example\.com, ben@example\.com\): /);
  });
});

describe("the deadline clock's state in the document properties", () => {
  it('text that is not JSON reads as the clock off', () => {
    const fake = createFakeServices();
    fake.PropertiesService.getDocumentProperties().setProperty('gator.deadlineClock', '{"on": tru');
    expect(readClockState(fake as unknown as Services)).toEqual(CLOCK_OFF);
  });
});

describe('Workbook: the size of a tab that is not there', () => {
  it("asking a missing tab's rows or columns throws, naming the tab", () => {
    const fake = createFakeServices();
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    expect(() => wb.maxRows('Nope')).toThrow('Workbook: no tab Nope');
    expect(() => wb.maxColumns('Nope')).toThrow('Workbook: no tab Nope');
  });
});
