// an Artemis IV's Equipment name says which launcher it serves: `Artemis IV (LRM-20)`, however it is spaced
// or cased, and nothing more before or after it.
import { describe, expect, it } from 'vitest';
import { artemisFor, artemisLauncher } from '../../../src/rules/charts/equipmentList';

describe('R-18.5 the launcher an Artemis IV serves, read from its name', () => {
  it.each([
    ['Artemis IV (LRM-20)', 'LRM-20'],
    ['  Artemis IV (LRM-20)  ', 'LRM-20'],
    ['ArtemisIV(SRM-6)', 'SRM-6'],
    ['artemis   iv   ( LRM-10 )', 'LRM-10'],
    ['ARTEMIS IV (LRM-5)', 'LRM-5'],
  ])('"%s" serves %s', (name, launcher) => {
    expect(artemisLauncher(name)).toBe(launcher);
  });

  it.each([
    ['Artemis IV', 'no launcher named'],
    ['Artemis IV (LRM-20) spare', 'words after it'],
    ['Spare Artemis IV (LRM-20)', 'words before it'],
    ['Artemis V (LRM-20)', 'another system'],
  ])('"%s" serves none: %s', (name) => {
    expect(artemisLauncher(name)).toBeUndefined();
  });

  it('the name Gator gives one reads back as its launcher', () => {
    expect(artemisLauncher(artemisFor('LRM-15'))).toBe('LRM-15');
  });
});
