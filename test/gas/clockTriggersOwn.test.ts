// The deadline clock's triggers (src/gas/clockTriggers.ts): stopping or re-arming the clock touches the clock's own
// triggers only — another trigger of the project, the GM's own, is left running.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { armClockTrigger, CLOCK_HANDLER, dropClockTriggers } from '../../src/gas/clockTriggers';
import type { Services } from '../../src/gas/services';

const handlers = (fake: ReturnType<typeof createFakeServices>) =>
  fake.ScriptApp.getProjectTriggers().map((t) => t.getHandlerFunction());

describe("the clock's triggers are the ones running deadlineClock", () => {
  it('stopping the clock deletes its trigger, counts one, and keeps a trigger of another handler', () => {
    const fake = createFakeServices();
    fake.ScriptApp.newTrigger('nightlyBackup').timeBased().everyMinutes(30).create();
    armClockTrigger(fake as unknown as Services);
    expect(handlers(fake)).toEqual(['nightlyBackup', CLOCK_HANDLER]);
    expect(dropClockTriggers(fake as unknown as Services)).toBe(1);
    expect(handlers(fake)).toEqual(['nightlyBackup']);
  });
});
