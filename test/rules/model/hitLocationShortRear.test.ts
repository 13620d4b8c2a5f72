// A rear torso hit may be written short (`CTR`, `LTR`, `RTR`), but only as the whole word: other letters around
// it make it no location at all, not a torso hit.
import { describe, expect, it } from 'vitest';
import { parseHitLocation } from '../../../src/rules/model/location';

describe('a hit location written CTR, LTR or RTR', () => {
  it('is the rear of that torso', () => {
    expect(parseHitLocation('LTR')).toEqual({ location: 'LT', rear: true });
  });

  it('with letters before or after it is no location', () => {
    expect(parseHitLocation('xctr')).toBeUndefined();
    expect(parseHitLocation('ctrx')).toBeUndefined();
  });
});
