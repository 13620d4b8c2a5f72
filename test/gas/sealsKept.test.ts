// Sealed dice seeds in the script's properties (src/gas/seals.ts, docs/fair-play.md): JSON that is not an object of
// rounds reads as no seed, never an exception; a battle's seals of earlier rounds stay shown when the next is drawn;
// and an older Gator's seeds in the document properties, where every editor reads them, are removed.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { sealFor, shownSeal, storedSeal } from '../../src/gas/seals';
import type { Services } from '../../src/gas/services';

const services = (fake = createFakeServices()) => fake as unknown as Services;

describe('a seeds property holding JSON that is no object of rounds reads as no seed', () => {
  it.each([
    ['null', 'null'],
    ['a number', '5'],
  ])('%s: no stored seal, and sealing the round draws a fresh seed over it', (_what, text) => {
    const fake = createFakeServices();
    fake.PropertiesService.getUserProperties().setProperty('gator.sealed.1', text);
    expect(storedSeal(services(fake), '1', 1)).toBeUndefined();
    const drawn = sealFor(services(fake), '1', 1);
    expect(drawn.drawnNow).toBe(true);
    expect(storedSeal(services(fake), '1', 1)?.seed).toBe(drawn.seed);
  });
});

describe("a battle's seals are kept round by round", () => {
  it("round 2's seal drawn: round 1's is still shown", () => {
    const fake = createFakeServices();
    const first = sealFor(services(fake), '1', 1);
    const second = sealFor(services(fake), '1', 2);
    expect(shownSeal(services(fake), '1', 1)?.seal).toBe(first.seal);
    expect(shownSeal(services(fake), '1', 2)?.seal).toBe(second.seal);
  });
});

describe("an older Gator's seeds, kept where every editor reads them", () => {
  it('are removed from the document properties when a seal is drawn', () => {
    const fake = createFakeServices();
    const shared = fake.PropertiesService.getDocumentProperties();
    shared.setProperty('gator.sealed.1', JSON.stringify({ 1: 'an old seed' }));
    sealFor(services(fake), '1', 2);
    expect(shared.getProperty('gator.sealed.1')).toBeNull();
  });
});
