/**
 * The small services: LockService (one document lock shared by every execution),
 * PropertiesService (string key/value stores: the document's and the script's shared by every
 * user, each user's own apart) and Session (the users in FakeEnv).
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

/**
 * The three stores of https://developers.google.com/apps-script/reference/properties/properties-service:
 * document properties "all users can access within the open document", script properties "all
 * users can access, but only within this script", user properties "only the current user can
 * access, and only within this script" — so another account sees none of a user's properties
 * (and a copy of the file, a new script, would see none of anyone's: one script is modelled).
 */
export class FakePropertiesService extends FakeObject {
  readonly kind = 'PropertiesService';
  readonly document = new FakeProperties();
  readonly script = new FakeProperties();
  private readonly users = new Map<string, FakeProperties>();
  constructor(private readonly env: FakeEnv) {
    super();
  }
  getDocumentProperties(): FakeProperties {
    return this.document;
  }
  getScriptProperties(): FakeProperties {
    return this.script;
  }
  /** The store of the user the script runs as. */
  getUserProperties(): FakeProperties {
    return this.userStore(this.env.effectiveUser);
  }
  /** Test helper: one user's own store (raw, uncounted). */
  userStore(email: string): FakeProperties {
    let store = this.users.get(email);
    if (!store) this.users.set(email, (store = new FakeProperties()));
    return store;
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
