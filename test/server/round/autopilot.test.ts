// Autopilot (R-17.3) through the built bundle: a mech without attack lines fires at the target
// advisor's first enemy with the weapons that keep it out of the heat scale's to-hit and
// shutdown effects next round, makes no melee attack, and the Log and the post say autopilot.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, setRule, type, type Campaign } from '../harness';

/** Round 1 of the demo resolved: round 2, nobody has declared, Missing orders at Autopilot. */
function roundTwoOnAutopilot(): Campaign {
  const c = campaign();
  expect(c.gas.resolveRound(1).ok).toBe(true);
  setRule(c.fake, 'Missing orders', 'Autopilot');
  return c;
}

/** The post's attack lines of one mech: its block under Attacks, up to the blank line. */
function attackBlock(bbcode: string, mech: string): string[] {
  const lines = bbcode.split('\n');
  const from = lines.indexOf(`[i]${mech}[/i]`, lines.indexOf('[b]Attacks[/b]'));
  if (from < 0) return [];
  const end = lines.indexOf('', from);
  return lines.slice(from + 1, end < 0 ? undefined : end).filter((l) => !l.startsWith('•'));
}

describe("R-17.3 Autopilot: the target advisor's first enemy, the weapons that stay cool", () => {
  it('a heat-hungry Rifleman leaves its Large Lasers silent and ends the round below the to-hit effect (heat 8)', () => {
    const c = roundTwoOnAutopilot();
    const r = c.gas.resolveRound(2);
    expect(r.ok).toBe(true);
    const fired = attackBlock(r.report.bbcode, 'Rifleman');
    expect(fired.map((l) => l.slice(0, l.indexOf(' at ')))).toEqual(['AC/5', 'AC/5', 'Medium Laser']);
    expect(fired.join('\n')).not.toContain('Large Laser');
    expect(r.report.bbcode).toContain(
      '[i]Rifleman[/i] heat: 10 + 5 generated (AC/5 1 ×2, Medium Laser 3) − 10 sunk = 5',
    );
  });

  it('a mech already too hot to fire anything holds fire and says why', () => {
    const c = roundTwoOnAutopilot();
    type(c.fake, MECHS, cell(MECHS, 'heat', mechRow(c.fake, 'Rifleman')), 17);
    const r = c.gas.resolveRound(2);
    expect(r.ok).toBe(true);
    expect(attackBlock(r.report.bbcode, 'Rifleman')).toEqual([]);
    expect(r.orders.defaults.find((d: string) => d.startsWith('Rifleman'))).toMatch(
      /: on autopilot it stood still and held fire \(every weapon in range would heat it into the heat scale's to-hit effects\)$/,
    );
  });

  it('a mech with no enemy in range holds fire', () => {
    const c = roundTwoOnAutopilot();
    const r = c.gas.resolveRound(2);
    expect(attackBlock(r.report.bbcode, 'Locust')).toEqual([]);
    expect(r.orders.defaults).toContain(
      'Locust had no orders when the GM resolved the round: on autopilot it stood still and held fire (no enemy in range)',
    );
  });

  it("each fires at the enemy the target advisor ranks first (the sidebar's advisor, asked before the round)", () => {
    const c = roundTwoOnAutopilot();
    const first = (mech: string) => c.gas.getTargetAdvice(mech).targets[0].target;
    const expected = ['Griffin', 'Rifleman', 'Blackjack'].map((m) => `${m} at ${first(m)}`);
    expect(expected).toEqual(['Griffin at Blackjack', 'Rifleman at Griffin', 'Blackjack at Griffin']);
    const r = c.gas.resolveRound(2);
    const said = r.orders.defaults
      .filter((d: string) => d.indexOf(' fired ') > 0)
      .map((d: string) => `${d.slice(0, d.indexOf(' '))} at ${d.slice(d.lastIndexOf(' at ') + 4)}`);
    expect(said).toEqual(expected);
  });

  it('a mech whose player declared a line is not piloted; one with a move but no line fires from where it moves', () => {
    const c = roundTwoOnAutopilot();
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')), 'Stand');
    type(c.fake, TAB.attacks, 'A2', 'Griffin');
    type(c.fake, TAB.attacks, 'B2', 'Hold fire');
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Blackjack')), 'Walk');
    const r = c.gas.resolveRound(2);
    expect(r.ok).toBe(true);
    expect(attackBlock(r.report.bbcode, 'Griffin')).toEqual([]);
    expect(r.orders.defaults.find((d: string) => d.startsWith('Blackjack'))).toMatch(
      /^Blackjack had no attack lines when the GM resolved the round: on autopilot it fired .+ at Griffin$/,
    );
  });
});

describe('R-17.3 Autopilot makes no melee attack', () => {
  it('the Blackjack standing next to the Griffin, where the advisor offers melee, only fires its weapons', () => {
    const c = roundTwoOnAutopilot();
    type(c.fake, MECHS, cell(MECHS, 'position', mechRow(c.fake, 'Blackjack')), '0610');
    const advice = c.gas.getTargetAdvice('Blackjack');
    expect(advice.targets[0]).toMatchObject({ target: 'Griffin', distance: 1 });
    expect(advice.targets[0].melee.length).toBeGreaterThan(0);
    const r = c.gas.resolveRound(2);
    expect(r.ok).toBe(true);
    const lines = attackBlock(r.report.bbcode, 'Blackjack');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^[^:]+ at \[i\]Griffin\[\/i\]: /);
  });
});

describe('R-17.3 the post and the Log mark the autopilot', () => {
  it("the post's Orders section and the Log (Purpose Missing orders, Result autopilot) say what each mech did", () => {
    const c = roundTwoOnAutopilot();
    const r = c.gas.resolveRound(2);
    // Spare heat sinks count (R-13.3): Griffin (heat 4, 16 sinks) fires all 18 heat and ends at 6, Blackjack
    // (heat 5, 11 sinks) all 13 and ends at 7, both below the first to-hit effect (8).
    expect(r.report.bbcode).toContain(
      '[b]Orders[/b]\n[i]Griffin[/i] had no orders when the GM resolved the round: on autopilot it stood still and fired Large Laser, Medium Laser, Medium Laser, LRM-5, LRM-5 at Blackjack\n',
    );
    const rows = c.fake.book
      .sheet(TAB.log)
      .peekValues()
      .filter((row) => row[4] === 'Missing orders');
    expect(rows.map((row) => `${row[2]}: ${row[7]}`)).toEqual([
      'Griffin: autopilot',
      'Rifleman: autopilot',
      'Blackjack: autopilot',
      'Locust: autopilot',
    ]);
    expect(String(rows[2][8])).toBe(
      'Blackjack had no orders when the GM resolved the round: on autopilot it stood still and fired AC/2, Medium Laser, Medium Laser, Medium Laser, Medium Laser at Griffin.',
    );
  });

  it("the waiting-on post and the menu's question say the autopilot will play them", () => {
    const c = roundTwoOnAutopilot();
    expect(c.gas.getSidebarState().status.ordersPost).toMatch(
      /Missing orders: autopilot — stand still and fire what stays cool\.$/,
    );
    c.fake.ui.answers.push('NO');
    c.gas.menuResolveRound();
    expect(c.fake.ui.alerts[0].prompt).toContain('If you resolve now, they stand still and fire on autopilot');
  });

  it('Stand still, hold fire stays the default: the same round with it fires nothing', () => {
    const c = roundTwoOnAutopilot();
    setRule(c.fake, 'Missing orders', 'Stand still, hold fire');
    const r = c.gas.resolveRound(2);
    expect(r.report.bbcode).not.toContain('[b]Attacks[/b]');
    expect(r.orders.defaults[0]).toMatch(/: it stood still and held fire$/);
  });
});
