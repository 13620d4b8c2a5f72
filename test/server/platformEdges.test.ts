// The platform's other edges (docs/platform-contracts.md), through the built bundle: Google may give no
// email address (Start a new battle then refuses before writing, as Protect records does), and
// the sidebar's timed refresh never reads a round half written.
import { describe, expect, it } from 'vitest';
import { TAB } from '../../src/sheet/schema/columns';
import { READ_BUSY } from '../../src/server/sidebar/state';
import { campaign, dump, reset, writes } from './harness';

describe('Start a new battle when Google gives no email address ("the email address might be blank", class User)', () => {
  it('on a protected Log: refused before anything is written, with what to do', () => {
    const c = campaign({ editors: ['player@example.com'] });
    expect(c.gas.resolveRound(1).ok).toBe(true);
    c.fake.ui.answers.push('YES');
    c.gas.protectRecords();
    c.fake.env.emailHidden = true;
    const before = dump(c.fake);
    reset(c.fake);
    const r = c.gas.startNewBattle({ repair: true, heal: true });
    expect(r.ok).toBe(false);
    expect(r.problems[0].code).toBe('battle/no_email');
    expect(r.problems[0].message).toMatch(/^Gator cannot tell who you are .* Nothing was changed\./);
    expect(writes(c.fake)).toBe(0);
    expect(c.fake.log.calls['Sheet.setName'] ?? 0).toBe(0);
    expect(dump(c.fake)).toEqual(before);
    // As Protect records does.
    c.gas.protectRecords();
    expect(c.fake.ui.alerts[c.fake.ui.alerts.length - 1].prompt).toMatch(/^Gator cannot tell who you are/);
  });

  it('on a Log nobody protected, no address is needed: the battle starts', () => {
    const c = campaign();
    c.fake.env.emailHidden = true;
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
  });
});

describe('the sidebar reads under the document lock, so it never shows half a round', () => {
  it('while a resolve holds the lock the read waits for it, and gives up rather than read what is being written', () => {
    const c = campaign();
    c.fake.env.lockHeldElsewhere = true;
    reset(c.fake);
    expect(() => c.gas.getSidebarState()).toThrow(READ_BUSY);
    // Not one cell was read while the lock was held elsewhere.
    expect(c.fake.log.calls['Range.getValues'] ?? 0).toBe(0);
    c.fake.env.lockHeldElsewhere = false;
    expect(c.gas.getSidebarState().status.round).toBe(1);
  });

  it('holds the lock only while reading: a resolve right after it gets the lock', () => {
    const c = campaign();
    c.gas.getSidebarState();
    expect(c.fake.log.calls['Lock.releaseLock']).toBe(c.fake.log.calls['Lock.tryLock']);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(
      c.fake.book
        .sheet(TAB.rules)
        .peekValues()
        .find((r) => r[0] === 'Round')?.[1],
    ).toBe(2);
  });
});
