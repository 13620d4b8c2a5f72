/**
 * MailApp: e-mail sent on the user's behalf, recorded for the tests
 * (https://developers.google.com/apps-script/reference/mail/mail-app). Both methods need
 * `script.send_mail` (scopes.ts). The daily quota counts recipients, per user: 100 a day for a
 * consumer account ("Quotas for Google Services", Email recipients per day);
 * `getRemainingDailyQuota()` "Returns the number of recipients you can send emails to for the
 * rest of the day", and a send past it throws, as Apps Script does.
 */
import { FakeObject } from './calls';
import type { FakeEnv } from './env';

/** A consumer (gmail.com) account's e-mail recipients per day. */
export const CONSUMER_RECIPIENTS_PER_DAY = 100;

export interface SentMail {
  /** The account it was sent as: the user the script ran as. */
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly htmlBody?: string;
}

interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly body?: string;
  readonly htmlBody?: string;
}

export class FakeMailApp extends FakeObject {
  readonly kind = 'MailApp';
  readonly sent: SentMail[] = [];
  /** Recipients each user has sent to today. */
  private readonly used = new Map<string, number>();
  constructor(
    private readonly env: FakeEnv,
    readonly perDay = CONSUMER_RECIPIENTS_PER_DAY,
  ) {
    super();
  }
  getRemainingDailyQuota(): number {
    return Math.max(0, this.perDay - (this.used.get(this.env.effectiveUser) ?? 0));
  }
  sendEmail(
    recipientOrMessage: string | MailMessage,
    subject?: string,
    body?: string,
    options?: { htmlBody?: string },
  ): void {
    const m: MailMessage =
      typeof recipientOrMessage === 'string'
        ? { to: recipientOrMessage, subject: subject ?? '', body: body ?? '', htmlBody: options?.htmlBody }
        : recipientOrMessage;
    const recipients = m.to.split(',').filter((a) => a.trim() !== '').length;
    if (recipients === 0) throw new Error('Exception: Invalid argument: recipient');
    if (recipients > this.getRemainingDailyQuota())
      throw new Error('Exception: Service invoked too many times for one day: email.');
    this.used.set(this.env.effectiveUser, (this.used.get(this.env.effectiveUser) ?? 0) + recipients);
    this.sent.push({
      from: this.env.effectiveUser,
      to: m.to,
      subject: m.subject,
      body: m.body ?? '',
      ...(m.htmlBody !== undefined ? { htmlBody: m.htmlBody } : {}),
    });
  }
  /** Test helper: a new day, every user's quota whole again. */
  newDay(): void {
    this.used.clear();
  }
}
