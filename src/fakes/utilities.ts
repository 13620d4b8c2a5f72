/**
 * Utilities, the two methods Gator uses: `getUuid()`, "Get a UUID as a string (equivalent to
 * using the java.util.UUID.randomUUID() method)" — a random (version 4) UUID, which Java draws
 * from a cryptographically strong generator. The reference lists no authorization scope for
 * the Utilities service (scopes.ts), and it answers under every mode the script runs in.
 * https://developers.google.com/apps-script/reference/utilities/utilities#getUuid()
 *
 * Here the bytes come from the Web Crypto API (Node and the playground's browser alike), or
 * from `next` when a test needs to know the UUIDs in advance.
 *
 * And `sleep(milliseconds)`, "Sleeps for specified number of milliseconds. Immediately puts the script to sleep for
 * the specified number of milliseconds. The maximum allowed value is 300000 (or 5 minutes)."
 * https://developers.google.com/apps-script/reference/utilities/utilities#sleep(Integer)
 * Here it advances a fake clock (`clockMs`) instead of waiting, so a test of a minute's back-off takes no time.
 */
import { FakeObject } from './calls';

export class FakeUtilities extends FakeObject {
  readonly kind = 'Utilities';
  /** UUIDs to hand out first, in order (tests); then random ones. */
  readonly next: string[] = [];
  /** The fake clock sleep advances (ms since the services were made). */
  clockMs = 0;
  /** Each sleep asked for, in order (ms). */
  readonly slept: number[] = [];
  sleep(milliseconds: number): void {
    if (!(milliseconds >= 0) || milliseconds > 300000)
      throw new Error(`Exception: Invalid argument: milliseconds (${milliseconds}); the maximum is 300000`);
    this.slept.push(milliseconds);
    this.clockMs += milliseconds;
  }
  getUuid(): string {
    const queued = this.next.shift();
    if (queued !== undefined) return queued;
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
