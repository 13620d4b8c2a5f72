// A player's block protection says whose it is in its description (src/gas/protectCampaign.ts):
// `Gator orders: Griffin — anna@example.com`. Only Gator's own descriptions name an account.
import { describe, expect, it } from 'vitest';
import { grantAccount } from '../../src/gas/protectCampaign';

describe('the account of a Gator block protection, read from its description', () => {
  it('"Gator orders: Griffin — anna@example.com" was made for anna@example.com', () => {
    expect(grantAccount('Gator orders: Griffin — anna@example.com')).toBe('anna@example.com');
  });

  it('a mech named with a dash of its own: the account is after the last one', () => {
    expect(grantAccount('Gator orders: Griffin — Mk II — bob@example.com')).toBe('bob@example.com');
  });

  it("another protection, even one with a dash: not Gator's, no account", () => {
    expect(grantAccount('Notes — bob@example.com')).toBeUndefined();
  });

  it("Gator's prefix with no account after a dash: no account", () => {
    expect(grantAccount('Gator orders: Griffin')).toBeUndefined();
  });
});
