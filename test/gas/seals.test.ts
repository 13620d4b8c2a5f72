// Sealed dice seeds kept in the script's properties (src/gas/seals.ts, docs/fair-play.md): a property Gator cannot
// read is no seal — a fresh one is drawn in its place, never an exception mid-resolve — and a seal whose drawer
// Google keeps back is shown with no name.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { sealFor, shownSeal, storedSeal } from '../../src/gas/seals';
import type { Services } from '../../src/gas/services';
import { sealOf } from '../../src/rules/dice/seal';

const services = (fake = createFakeServices()) => fake as unknown as Services;

describe('a seeds property that is not JSON reads as no seed', () => {
  it('no stored seal; sealing the round draws a fresh seed and writes it over the unreadable text', () => {
    const fake = createFakeServices();
    fake.PropertiesService.getUserProperties().setProperty('gator.sealed.1', '{not json');
    expect(storedSeal(services(fake), '1', 1)).toBeUndefined();
    const drawn = sealFor(services(fake), '1', 1);
    expect(drawn.drawnNow).toBe(true);
    expect(drawn.seal).toBe(sealOf(drawn.seed));
    expect(storedSeal(services(fake), '1', 1)).toEqual({
      round: 1,
      seed: drawn.seed,
      seal: drawn.seal,
      drawnNow: false,
    });
  });
});

describe('the shown seal names who drew it, when Google says', () => {
  it('a shown seal without a drawer has by ""', () => {
    const fake = createFakeServices();
    fake.PropertiesService.getDocumentProperties().setProperty(
      'gator.seals.1',
      JSON.stringify({ 2: { seal: 'ab12' } }),
    );
    expect(shownSeal(services(fake), '1', 2)).toEqual({ round: 2, seal: 'ab12', by: '' });
  });

  it("a drawer whose address cannot be read (Session refuses) is shown as '' and the seal is still drawn", () => {
    const fake = createFakeServices();
    const refusing = {
      ...(fake as unknown as Record<string, unknown>),
      Session: {
        getEffectiveUser: () => {
          throw new Error('Exception: You do not have permission to call Session.getEffectiveUser.');
        },
      },
    } as unknown as Services;
    const drawn = sealFor(refusing, '1', 3);
    expect(shownSeal(services(fake), '1', 3)).toEqual({ round: 3, seal: drawn.seal, by: '' });
  });

  it('otherwise the effective user who drew it', () => {
    const fake = createFakeServices({ owner: 'gm@example.com' });
    const drawn = sealFor(services(fake), '1', 4);
    expect(shownSeal(services(fake), '1', 4)).toEqual({ round: 4, seal: drawn.seal, by: 'gm@example.com' });
  });
});
