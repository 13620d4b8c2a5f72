// Reference §5: Gator plays 'Mechs of 20 to 100 tons; an ultralight or a superheavy is refused by name.
import { describe, expect, it } from 'vitest';
import { refusedTonnage } from '../../../src/rules/data/mtfKinds';

describe('reference §5 the tonnages Gator plays', () => {
  it('20 tons, the lightest it plays, is not refused', () => {
    expect(refusedTonnage(20)).toBeUndefined();
  });

  it('15 tons is an ultralight', () => {
    expect(refusedTonnage(15)).toBe(
      "Mass 15: ultralight 'Mechs (under 20 tons) are not supported: Gator plays 20 to 100 tons (reference §5)",
    );
  });
});
