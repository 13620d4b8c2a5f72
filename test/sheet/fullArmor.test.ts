// The Mechs tab's Full armor cell: the record armor a repair restores, one number a location, a rear
// value on each torso.
import { describe, expect, it } from 'vitest';
import { parseFullArmor } from '../../src/sheet/setup/fullArmor';

const EXAMPLE = 'HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20';
const reason = (text: string): string | undefined => {
  const r = parseFullArmor(text);
  return r.ok ? undefined : r.reason;
};

describe('Full armor: every location exactly once', () => {
  it('the example reads, rear values on the torsos', () => {
    expect(parseFullArmor(EXAMPLE)).toEqual({
      ok: true,
      value: {
        armor: { HD: 9, CT: 20, LT: 16, RT: 16, LA: 16, RA: 16, LL: 20, RL: 20 },
        rear: { CT: 8, LT: 5, RT: 5 },
      },
    });
  });

  it('a location named twice is refused', () => {
    expect(reason(`${EXAMPLE}, LA 12`)).toBe('Full armor names LA twice');
  });

  it('one location left out "is" missing; two "are"', () => {
    expect(reason('HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20')).toBe(
      `Full armor must give every location its armor, as ${EXAMPLE}; RL is missing`,
    );
    expect(reason('HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16')).toBe(
      `Full armor must give every location its armor, as ${EXAMPLE}; LL, RL are missing`,
    );
  });
});

describe('Full armor: rear armor only on CT, LT and RT', () => {
  it('a rear value on an arm is refused, quoting it', () => {
    expect(reason('HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16+3, RA 16, LL 20, RL 20')).toBe(
      'Full armor gives LA a rear value (+3); only CT, LT and RT have rear armor',
    );
  });

  it('a misspelt torso keeps its rear value in the suggestion', () => {
    expect(reason('HD 9, CX 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20')).toBe(
      `Full armor must list each location with its armor, as ${EXAMPLE}; "CX 20+8" is not a location and a number — did you mean CT 20+8?`,
    );
  });

  it('a misspelt head is offered with its number alone', () => {
    expect(reason('HF 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20')).toBe(
      `Full armor must list each location with its armor, as ${EXAMPLE}; "HF 9" is not a location and a number — did you mean HD 9?`,
    );
  });

  it('a misspelling as near to several locations as to one offers none: RX could be RT, RA or RL', () => {
    expect(reason('HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RX 20')).toBe(
      `Full armor must list each location with its armor, as ${EXAMPLE}; "RX 20" is not a location and a number`,
    );
  });
});
