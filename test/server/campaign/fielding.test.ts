// Recuperation at the table: the sheet refuses to field a pilot the roster calls Dead or Recovering, naming
// the pilot and the cell; Resolve refuses, with or without them — through the built bundle.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { campaign, cell, dump, mechRow, reset, type, writes } from '../harness';

/** The demo with a pilot's Status typed on the roster (the demo's pilots are on rows 2–5 in Mechs order). */
function withStatus(pilotRow: number, status: string) {
  const c = campaign();
  type(c.fake, PILOTS, cell(PILOTS, 'status', pilotRow), status);
  return c;
}

describe('R-16.5: the sheet refuses to field a pilot who is Dead or Recovering', () => {
  it('R-16.5: Raider Two Recovering and still in the Blackjack: Resolve refuses naming the pilot, the Pilot cell and the Status cell, writing nothing', () => {
    const c = withStatus(4, 'Recovering');
    const before = dump(c.fake);
    reset(c.fake);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(false);
    const pilotCell = `Mechs!${cell(MECHS, 'pilot', mechRow(c.fake, 'Blackjack'))}`;
    expect(JSON.stringify(r)).toContain(
      `${pilotCell}: Raider Two is recovering: a pilot out of the last battle sits out this one and comes back at the next (R-16.5) (Status, Pilots!${cell(PILOTS, 'status', 4)}); put another pilot in Blackjack, or take it off the map`,
    );
    expect(writes(c.fake)).toBe(0);
    expect(dump(c.fake)).toEqual(before);
  });

  it('R-16.5: a Dead pilot is refused as well', () => {
    const c = withStatus(5, 'Dead');
    const r = c.gas.resolveRound(1);
    expect(JSON.stringify(r)).toContain('Raider Scout is dead (R-16.5)');
  });

  it('R-16.5: Resolve without them refuses too: the mech cannot stand on the field without its pilot', () => {
    const c = withStatus(4, 'Recovering');
    const r = c.gas.resolveRound(1, { withoutHeldBack: true });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('this cannot be skipped');
    expect(c.gas.getSidebarState().held.canSkip).toBe(false);
  });

  it('another pilot in the Blackjack, or the Blackjack off the map: the round resolves', () => {
    const c = withStatus(4, 'Recovering');
    type(c.fake, MECHS, cell(MECHS, 'pilot', mechRow(c.fake, 'Blackjack')), 'Dame Lynette');
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const d = withStatus(4, 'Recovering');
    type(d.fake, MECHS, cell(MECHS, 'position', mechRow(d.fake, 'Blackjack')), '');
    type(d.fake, 'Attacks', 'A4', '');
    type(d.fake, 'Attacks', 'B4', '');
    type(d.fake, 'Attacks', 'C4', '');
    const r = d.gas.resolveRound(1);
    expect(JSON.stringify(r)).not.toContain('Raider Two');
  });
});
