/**
 * The deadline clock's e-mails (MailApp, https://developers.google.com/apps-script/reference/mail/mail-app):
 * sent as the user the script runs as, checked first against what the user granted and the day's
 * quota of recipients (100 for a consumer account; "Quotas for Google Services"), so that a mail
 * that cannot go is said — on the Record — instead of failing the run.
 */
import { granted, grantText, SEND_MAIL_SCOPE } from './consent';
import type { Services } from './services';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** What became of a batch: who got theirs, and why the others did not. */
export interface MailOutcome {
  readonly sent: readonly string[];
  /** `2 e-mails not sent (to anna@example.com, bob@example.com): the day's e-mail quota is used up …`; '' when all went. */
  readonly notSent: string;
}

/** Sends each mail that the grant and the quota allow, in order. */
export function sendMails(services: Services, mails: readonly Mail[]): MailOutcome {
  if (mails.length === 0) return { sent: [], notSent: '' };
  const left = (why: string, rest: readonly Mail[]) =>
    `${rest.length} e-mail${rest.length === 1 ? '' : 's'} not sent (to ${rest.map((m) => m.to).join(', ')}): ${why}`;
  if (!granted(services, SEND_MAIL_SCOPE))
    return { sent: [], notSent: left(`Gator may not send e-mail as you: ${grantText(SEND_MAIL_SCOPE)}`, mails) };
  let quota = services.MailApp.getRemainingDailyQuota();
  const sent: string[] = [];
  for (let i = 0; i < mails.length; i++) {
    const m = mails[i];
    if (quota < 1)
      return {
        sent,
        notSent: left(
          "the day's e-mail quota of your Google account is used up (100 recipients a day for a gmail.com account); they go out no more today",
          mails.slice(i),
        ),
      };
    services.MailApp.sendEmail(m.to, m.subject, m.body);
    quota--;
    sent.push(m.to);
  }
  return { sent, notSent: '' };
}
