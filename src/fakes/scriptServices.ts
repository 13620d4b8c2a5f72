/**
 * The small services: LockService (one document lock shared by every execution),
 * PropertiesService (string key/value stores) and Session (the users in FakeEnv).
 */
import { FakeObject } from './calls';
import { identityVisible, type FakeEnv } from './env';
import { FakeUser } from './protection';

const LOCK_TIMEOUT = 'Exception: Lock timeout: another process was holding the lock for too long.';

/** Whether the document lock is held, shared by every Lock object of one spreadsheet. */
interface LockState {
  held: boolean;
}

class FakeLock extends FakeObject implements GoogleAppsScript.Lock.Lock {
  readonly kind = 'Lock';
  private mine = false;
  constructor(
    private readonly state: LockState,
    private readonly env: FakeEnv,
  ) {
    super();
  }
  tryLock(_timeoutInMillis: number): boolean {
    if (this.mine) return true;
    if (this.state.held || this.env.lockHeldElsewhere) return false;
    this.state.held = true;
    this.mine = true;
    return true;
  }
  waitLock(timeoutInMillis: number): void {
    if (!this.tryLock(timeoutInMillis)) throw new Error(LOCK_TIMEOUT);
  }
  hasLock(): boolean {
    return this.mine;
  }
  releaseLock(): void {
    if (this.mine) this.state.held = false;
    this.mine = false;
  }
}

export class FakeLockService extends FakeObject {
  readonly kind = 'LockService';
  readonly state: LockState = { held: false };
  constructor(private readonly env: FakeEnv) {
    super();
  }
  getDocumentLock(): FakeLock {
    return new FakeLock(this.state, this.env);
  }
  getScriptLock(): FakeLock {
    return new FakeLock(this.state, this.env);
  }
  getUserLock(): FakeLock {
    return new FakeLock({ held: false }, this.env);
  }
}

class FakeProperties extends FakeObject implements GoogleAppsScript.Properties.Properties {
  readonly kind = 'Properties';
  readonly store: Record<string, string> = {};
  getProperty(key: string): string | null {
    return Object.prototype.hasOwnProperty.call(this.store, key) ? this.store[key] : null;
  }
  setProperty(key: string, value: unknown): FakeProperties {
    this.store[key] = String(value);
    return this;
  }
  getProperties(): Record<string, string> {
    return { ...this.store };
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): FakeProperties {
    if (deleteAllOthers) this.deleteAllProperties();
    for (const key of Object.keys(properties)) this.store[key] = String(properties[key]);
    return this;
  }
  getKeys(): string[] {
    return Object.keys(this.store);
  }
  deleteProperty(key: string): FakeProperties {
    delete this.store[key];
    return this;
  }
  deleteAllProperties(): FakeProperties {
    for (const key of Object.keys(this.store)) delete this.store[key];
    return this;
  }
}

export class FakePropertiesService extends FakeObject {
  readonly kind = 'PropertiesService';
  readonly document = new FakeProperties();
  readonly script = new FakeProperties();
  readonly user = new FakeProperties();
  getDocumentProperties(): FakeProperties {
    return this.document;
  }
  getScriptProperties(): FakeProperties {
    return this.script;
  }
  getUserProperties(): FakeProperties {
    return this.user;
  }
}

export class FakeSession extends FakeObject {
  readonly kind = 'Session';
  constructor(private readonly env: FakeEnv) {
    super();
  }
  /**
   * '' wherever the script runs without the user's authorization (onOpen, a custom function):
   * "If security policies do not allow access to the user's identity, User.getEmail() returns
   * a blank string." https://developers.google.com/apps-script/reference/base/session#getActiveUser()
   */
  getActiveUser(): FakeUser {
    return new FakeUser(identityVisible(this.env) ? this.env.activeUser : '');
  }
  getEffectiveUser(): FakeUser {
    return new FakeUser(identityVisible(this.env) ? this.env.effectiveUser : '');
  }
  getScriptTimeZone(): string {
    return 'Etc/UTC';
  }
  getTemporaryActiveUserKey(): string {
    return `key-${this.env.activeUser}`;
  }
}
