// The deadline clock's trigger (src/gas/clockTriggers.ts, docs/deadline-clock.md): Pause or Stop deletes the clock's
// own trigger and says how many there were; a trigger of another function the project has is none of its business.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { CLOCK_HANDLER, armClockTrigger, dropClockTriggers } from '../../src/gas/clockTriggers';

describe("only the clock's own trigger is the clock's", () => {
  it('a one-off trigger of another function stays when the clock is armed, and when it is dropped; 1 clock trigger dropped', () => {
    const fake = createFakeServices();
    const services = fake as unknown as Parameters<typeof dropClockTriggers>[0];
    fake.ScriptApp.newTrigger('somethingElse').timeBased().after(60_000).create();
    armClockTrigger(services);
    const handlers = () => fake.ScriptApp.getProjectTriggers().map((t) => t.getHandlerFunction());
    expect(handlers()).toEqual(['somethingElse', CLOCK_HANDLER]);
    expect(dropClockTriggers(services)).toBe(1);
    expect(handlers()).toEqual(['somethingElse']);
  });
});
