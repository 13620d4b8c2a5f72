// The freebie Gator picks, and the rolls a player types around it, through the
// BUILT bundle on the demo battle: with the Freebie cell blank, the TN cell, the card and the
// sidebar name the weapon the round will make the freebie, and rolls typed "in the order the TN
// cell lists them (the freebie takes no roll)" go to the other weapons (docs/typed-dice.md).
import { describe, expect, it } from 'vitest';
import type { SidebarState } from '../../../src/server/sidebar/views';
import { renderPreview } from '../../../src/sidebar/views/preview';
import { allNodes, textOf } from '../../../src/sidebar/vnode';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { appState, recordingActions } from '../../sidebar/clientData';
import { campaign, cell, mechRow, read, setRule, type, typeRolls, type Campaign } from '../harness';

/**
 * The demo with one attack line: the Griffin (a PC) fires All at the Blackjack 5 hexes away,
 * its Freebie cell blank, the GM's Other +1 — Large Laser 7, Medium Lasers 9, LRM-5s 8. Gator
 * picks the first Medium Laser: 5 × 26/36 ≈ 3.6 gained, the Large Laser's 8 × 15/36 ≈ 3.3.
 */
function griffinAtBlackjack(rolls?: string): Campaign {
  const c = campaign();
  for (let row = 2; row <= 4; row++)
    for (const key of ['attacker', 'target', 'weapons', 'freebie', 'melee', 'angle', 'other'])
      type(c.fake, ATTACKS, cell(ATTACKS, key, row), '');
  type(c.fake, ATTACKS, cell(ATTACKS, 'attacker', 2), 'Griffin');
  type(c.fake, ATTACKS, cell(ATTACKS, 'target', 2), 'Blackjack');
  type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', 2), 'All');
  type(c.fake, ATTACKS, cell(ATTACKS, 'other', 2), 1);
  if (rolls !== undefined) type(c.fake, ATTACKS, cell(ATTACKS, 'roll', 2), rolls);
  return c;
}

/** The Attacks rows of the Log's Attack kind: [weapon, dice, result], in the order fired. */
function attackRows(log: unknown[][]): [string, unknown, unknown][] {
  return log
    .filter((row) => row[4] === 'Attack' && row[2] === 'Griffin' && (row[5] !== '' || row[7] === 'freebie'))
    .map((row) => [/(Large Laser|Medium Laser|LRM-5)/.exec(String(row[8]))?.[1] ?? '', row[5], row[7]]);
}

describe('R-5.1: with the Freebie cell blank, the TN cell, the card and the sidebar name the weapon Gator makes the freebie', () => {
  const c = griffinAtBlackjack();

  it('the TN cell: Large Laser 7 · Medium Laser freebie · Medium Laser 9 · LRM-5 ×2 8', () => {
    expect(read(c.fake, ATTACKS, cell(ATTACKS, 'tn', 2))).toBe(
      'Large Laser 7 · Medium Laser freebie · Medium Laser 9 · LRM-5 ×2 8',
    );
  });

  it("the Griffin's card: Freebie: Medium Laser at Blackjack (Gator's pick), beside its orders", () => {
    const card = c.fake.book.sheet('Cards').peekValues();
    const orders = card.find((row) => row[0] === 'Orders');
    expect(orders).toEqual([
      'Orders',
      'Run in place',
      'Blackjack: All',
      "Freebie: Medium Laser at Blackjack (Gator's pick)",
      '',
      'Not ready',
    ]);
  });

  it("the sidebar's preview: the first Medium Laser, Gator's pick, hits without a roll", () => {
    const state = c.gas.getSidebarState() as SidebarState;
    expect(state.attacks[0].weapons.map((w) => [w.name, w.freebie])).toEqual([
      ['Large Laser', false],
      ['Medium Laser', 'picked'],
      ['Medium Laser', false],
      ['LRM-5', false],
      ['LRM-5', false],
    ]);
    const tree = renderPreview(appState({ view: state }), recordingActions());
    const line = allNodes(tree).find((n) => n.attrs['data-testid'] === 'attack-preview');
    expect(textOf(line!)).toContain(
      "Freebie, Gator's pick: hits without a roll (Players' Advantage); rolled it would be",
    );
  });

  it('the round makes that Medium Laser the freebie, and rolls the others', () => {
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(attackRows(r.report.log).map(([weapon, , result]) => [weapon, result])).toEqual([
      ['Large Laser', expect.any(String)],
      ['Medium Laser', 'freebie'],
      ['Medium Laser', expect.any(String)],
      ['LRM-5', expect.any(String)],
      ['LRM-5', expect.any(String)],
    ]);
  });
});

describe('R-0.5: four rolls for five weapons, typed in the order the TN cell lists them (the freebie takes no roll)', () => {
  it('4+5, 6+3, 2+2, 5+5 are the Large Laser, the second Medium Laser and the two LRM-5s', () => {
    const c = griffinAtBlackjack('4+5, 6+3, 2+2, 5+5');
    setRule(c.fake, 'Dice', 'Typed rolls first');
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed).toEqual({ used: 4, unused: [] });
    expect(attackRows(r.report.log)).toEqual([
      ['Large Laser', '4+5 (typed)', 'hit'],
      ['Medium Laser', '', 'freebie'],
      ['Medium Laser', '6+3 (typed)', 'hit'],
      ['LRM-5', '2+2 (typed)', 'miss'],
      ['LRM-5', '5+5 (typed)', 'hit'],
    ]);
  });

  it('under Typed rolls only, the round asks for none of them again', () => {
    const c = griffinAtBlackjack('4+5, 6+3, 2+2, 5+5');
    setRule(c.fake, 'Dice', 'Typed rolls only');
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(r.needed.filter((n: { key: string }) => /to-hit/.test(n.key))).toEqual([]);
  });
});

describe('R-0.5: a typed roll left over says truly why it was not used', () => {
  it('a fifth roll: the line makes four, its freebie none', () => {
    const c = griffinAtBlackjack('4+5, 6+3, 2+2, 5+5, 1+1');
    setRule(c.fake, 'Dice', 'Typed rolls first');
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed).toEqual({
      used: 4,
      unused: [
        "Attacks!I2: 1+1 was not used: 5 rolls were typed for Griffin's attack on Blackjack, which makes 4 to-hit rolls (the Medium Laser is its freebie; see its TN cell): this is roll 5.",
      ],
    });
  });

  it("rolls for a line whose attacker's pilot did not wake (R-11.2): not fired, and why", () => {
    const c = griffinAtBlackjack('4+5, 6+3, 2+2, 5+5');
    setRule(c.fake, 'Dice', 'Typed rolls first');
    const row = mechRow(c.fake, 'Griffin');
    type(c.fake, MECHS, cell(MECHS, 'pilotStatus', row), 'Unconscious');
    type(c.fake, MECHS, cell(MECHS, 'wounds', row), 2);
    // Two wounds: every TN +2, and the Large Laser at 9 is now Gator's pick (8 × 26/36 ≈ 5.8
    // gained, a Medium Laser at 11 5 × 33/36 ≈ 4.6): the four rolls are the Medium Lasers' and the LRM-5s'.
    expect(read(c.fake, ATTACKS, cell(ATTACKS, 'tn', 2))).toBe(
      "Only if Griffin's pilot wakes (wake roll TN 5, 83%): Large Laser freebie · Medium Laser ×2 11 · LRM-5 ×2 10",
    );
    // The wake roll: 1+1 fails, and the Griffin does nothing this round.
    typeRolls(c.fake, [['Griffin: wake-up check', '1+1', 'Anna']]);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const unused: string[] = r.dice.typed.unused;
    expect(unused).toEqual([
      "Attacks!I2: 4+5 was not used: Griffin's Medium Laser #1 at Blackjack was not fired: Griffin's pilot is unconscious.",
      "Attacks!I2: 6+3 was not used: Griffin's Medium Laser #2 at Blackjack was not fired: Griffin's pilot is unconscious.",
      "Attacks!I2: 2+2 was not used: Griffin's LRM-5 #1 at Blackjack was not fired: Griffin's pilot is unconscious.",
      "Attacks!I2: 5+5 was not used: Griffin's LRM-5 #2 at Blackjack was not fired: Griffin's pilot is unconscious.",
    ]);
    expect(unused.join('\n')).not.toContain("its words differ from the Log's");
  });
});

describe('R-0.5, R-5.3: a roll typed for a weapon that became the freebie when the attacks were made', () => {
  it("the named Medium Laser could not reach a Locust whose pilot stayed unconscious: the Large Laser's roll says so", () => {
    const c = campaign();
    setRule(c.fake, 'Dice', 'Typed rolls first');
    for (let row = 2; row <= 4; row++)
      for (const key of ['attacker', 'target', 'weapons', 'freebie', 'melee', 'angle'])
        type(c.fake, ATTACKS, cell(ATTACKS, key, row), '');
    type(c.fake, ATTACKS, cell(ATTACKS, 'attacker', 2), 'Griffin');
    type(c.fake, ATTACKS, cell(ATTACKS, 'target', 2), 'Locust');
    type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', 2), 'Large Laser, Medium Laser');
    type(c.fake, ATTACKS, cell(ATTACKS, 'freebie', 2), 'Medium Laser');
    type(c.fake, ATTACKS, cell(ATTACKS, 'roll', 2), '4+5');
    // The Locust's pilot is out (wake roll TN 5); it is to walk to 1213, in the Medium Laser's range.
    const row = mechRow(c.fake, 'Locust');
    type(c.fake, MECHS, cell(MECHS, 'pilotStatus', row), 'Unconscious');
    type(c.fake, MECHS, cell(MECHS, 'wounds', row), 2);
    type(c.fake, MECHS, cell(MECHS, 'move', row), 'Walk');
    type(c.fake, MECHS, cell(MECHS, 'moveTo', row), '1213');
    // 1+1: the pilot stays out, the Locust stays in 1516, 11 hexes off: the freebie falls back to the Large Laser
    //
    typeRolls(c.fake, [['Locust: wake-up check', '1+1', 'GM']]);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.unused).toEqual([
      "Attacks!I2: 4+5 was not used: Griffin's Large Laser #1 at Locust was its freebie when the attacks were made (R-5.1, R-5.3), in place of the named Medium Laser, which could not hit from where the mechs stood, and hit without a roll.",
    ]);
  });
});
