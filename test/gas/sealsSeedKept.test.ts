// Sealed dice (src/gas/seals.ts, docs/fair-play.md): once drawn, a round's seed never changes — resolving it again
// after an Undo gets the same dice — and every round of a battle keeps its own seed in the drawer's store; a seed
// stored empty is no seed.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { sealFor, shownSeal, storedSeal } from '../../src/gas/seals';
import type { Services } from '../../src/gas/services';

const services = (fake: ReturnType<typeof createFakeServices>) => fake as unknown as Services;

describe("a round's seed, once drawn, is the one used again", () => {
  it('sealing round 1 a second time gives the same seed and seal, not drawn now', () => {
    const fake = createFakeServices();
    const first = sealFor(services(fake), 'b', 1);
    expect(sealFor(services(fake), 'b', 1)).toEqual({ ...first, drawnNow: false });
  });

  it("round 2's seed drawn: round 1's seed is still in the drawer's store", () => {
    const fake = createFakeServices();
    const first = sealFor(services(fake), 'b', 1);
    const second = sealFor(services(fake), 'b', 2);
    expect(storedSeal(services(fake), 'b', 1)).toEqual({ ...first, drawnNow: false });
    expect(storedSeal(services(fake), 'b', 2)).toEqual({ ...second, drawnNow: false });
    expect(first.seed).not.toBe(second.seed);
  });
});

describe('a seed stored empty is no seed', () => {
  it('no stored seal, and sealing the round draws a fresh, non-empty seed', () => {
    const fake = createFakeServices();
    fake.PropertiesService.getUserProperties().setProperty('gator.sealed.b', JSON.stringify({ 1: '' }));
    expect(storedSeal(services(fake), 'b', 1)).toBeUndefined();
    const drawn = sealFor(services(fake), 'b', 1);
    expect(drawn.drawnNow).toBe(true);
    expect(drawn.seed).not.toBe('');
  });
});

describe('a shown seal that is no seal text reads as none shown', () => {
  it.each([
    ['a bare string', 'abc'],
    ['a number for the seal', { seal: 5, by: 'gm@example.com' }],
  ])('%s', (_what, entry) => {
    const fake = createFakeServices();
    fake.PropertiesService.getDocumentProperties().setProperty('gator.seals.b', JSON.stringify({ 1: entry }));
    expect(shownSeal(services(fake), 'b', 1)).toBeUndefined();
  });
});
