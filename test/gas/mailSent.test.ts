// E-mails the clock sends (src/gas/mail.ts): no mail is nothing to report, even where Gator may not send mail; mails
// sent are listed by address, nothing else.
import { describe, expect, it } from 'vitest';
import { createFakeServices, MANIFEST_SCOPES, SCOPE } from '../../src/fakes';
import { sendMails } from '../../src/gas/mail';
import type { Services } from '../../src/gas/services';

const mail = (to: string) => ({ to, subject: 'Round 3', body: 'Orders are due.' });

describe('sending the clock’s e-mails', () => {
  it('no mail to send, and Gator not allowed to send any: nothing sent and nothing said', () => {
    const services = createFakeServices({
      scopes: MANIFEST_SCOPES.filter((s) => s !== SCOPE.sendMail),
    }) as unknown as Services;
    expect(sendMails(services, [])).toEqual({ sent: [], notSent: '' });
  });

  it('two mails allowed and within the quota: both addresses listed as sent, in order, nothing else', () => {
    const services = createFakeServices({ scopes: MANIFEST_SCOPES }) as unknown as Services;
    expect(sendMails(services, [mail('anna@example.com'), mail('ben@example.com')])).toEqual({
      sent: ['anna@example.com', 'ben@example.com'],
      notSent: '',
    });
  });
});
