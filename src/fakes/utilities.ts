/**
 * Utilities, the one method Gator uses: `getUuid()`, "Get a UUID as a string (equivalent to
 * using the java.util.UUID.randomUUID() method)" — a random (version 4) UUID, which Java draws
 * from a cryptographically strong generator. The reference lists no authorization scope for
 * the Utilities service (scopes.ts), and it answers under every mode the script runs in.
 * https://developers.google.com/apps-script/reference/utilities/utilities#getUuid()
 *
 * Here the bytes come from the Web Crypto API (Node and the playground's browser alike), or
 * from `next` when a test needs to know the UUIDs in advance.
 */
import { FakeObject } from './calls';

export class FakeUtilities extends FakeObject {
  readonly kind = 'Utilities';
  /** UUIDs to hand out first, in order (tests); then random ones. */
  readonly next: string[] = [];
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
