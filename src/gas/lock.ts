import type { Services } from './services';

/** How long a resolve or undo waits for another one to finish before giving up. */
export const LOCK_WAIT_MS = 10000;

/**
 * Runs `work` holding the spreadsheet's document lock, so that resolve and undo are
 * atomic against each other. When the lock cannot be had in time, returns `busy()`
 * instead of throwing. Pending writes are flushed before the lock is released, so the
 * next holder reads what this one wrote.
 */
export function withDocumentLock<T>(services: Services, work: () => T, busy: () => T): T {
  const lock = services.LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return busy();
  try {
    const result = work();
    services.SpreadsheetApp.flush();
    return result;
  } finally {
    lock.releaseLock();
  }
}
