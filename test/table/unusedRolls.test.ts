// Typed dice: why a roll typed in an Attacks line's Roll cell was not used (src/table/unusedRolls.ts), in words
// true of that cell. The attack a cell's roll was typed for is named as the round numbers it — its weapon's #n among
// the attacker's shots of that name at that target, over the lines in sheet order — so the player finds it in the Log.
import { describe, expect, it } from 'vitest';
import type { MeleeDeclaration } from '../../src/rules/model/declarations';
import type { AttackEvent, RoundEvent } from '../../src/rules/model/events';
import { meleeCount, notRolledWhy, tooManyRollsWhy, type MeleeOf } from '../../src/table/unusedRolls';
import type { AttackPreview, FreebieMark, WeaponPreview } from '../../src/table/views';

const weapon = (index: number, name: string, freebie: FreebieMark = false): WeaponPreview => ({
  index,
  name,
  location: 'RA',
  heat: 3,
  tn: { ok: false, reason: 'not computed here', code: 'test' },
  freebie,
});

const line = (n: number, attacker: string, target: string, weapons: WeaponPreview[] = []): AttackPreview => ({
  line: n,
  attacker,
  target,
  coolDown: false,
  weapons,
  unreachable: [],
  other: 0,
});

const attack = (
  attacker: string,
  target: string,
  weapon: string,
  outcome: AttackEvent['outcome'],
  more: Partial<AttackEvent> = {},
): AttackEvent => ({ type: 'attack', attacker, target, weapon, outcome, ...more });

const noMelee: MeleeOf = () => undefined;

describe('R-0.5: more rolls typed than the line makes (its freebie takes none, R-5.1)', () => {
  it('a line that could not be previewed still says how many rolls it makes, in words for none and one', () => {
    expect(tooManyRollsWhy(undefined, 1, 0, 1)).toBe(
      'the line makes no to-hit roll (see its TN cell), and this is roll 1',
    );
    expect(tooManyRollsWhy(undefined, 2, 1, 2)).toBe(
      'the line makes one to-hit roll (see its TN cell), and this is roll 2',
    );
    expect(tooManyRollsWhy(undefined, 4, 3, 4)).toBe(
      'the line makes 3 to-hit rolls (see its TN cell), and this is roll 4',
    );
  });

  it("a previewed line names the attack and its freebie: 4 rolls for Griffin's attack on Blackjack, which makes 3", () => {
    const p = line(0, 'Griffin', 'Blackjack', [
      weapon(0, 'LRM-5'),
      weapon(1, 'Large Laser', 'named'),
      weapon(2, 'Medium Laser'),
      weapon(3, 'Medium Laser'),
    ]);
    expect(tooManyRollsWhy(p, 4, 3, 4)).toBe(
      "4 rolls were typed for Griffin's attack on Blackjack, which makes 3 to-hit rolls (the Large Laser is its freebie; see its TN cell): this is roll 4",
    );
    const none = line(0, 'Griffin', 'Blackjack', []);
    expect(tooManyRollsWhy(none, 1, 0, 1)).toBe(
      "1 roll was typed for Griffin's attack on Blackjack, which makes no to-hit roll (see its TN cell): this is roll 1",
    );
    const noFreebie = line(0, 'Griffin', 'Blackjack', [weapon(2, 'Medium Laser')]);
    expect(tooManyRollsWhy(noFreebie, 2, 1, 2)).toBe(
      "2 rolls were typed for Griffin's attack on Blackjack, which makes one to-hit roll (see its TN cell): this is roll 2",
    );
  });
});

describe("R-0.5: a roll typed for a weapon the round did not roll for: the weapon's shot, numbered as the Log numbers it", () => {
  // Griffin fires Medium Lasers at the Rifleman from two lines; the lines at another target, or by another attacker,
  // number their own shots.
  const previews = [
    line(0, 'Griffin', 'Rifleman', [weapon(0, 'LRM-5'), weapon(2, 'Medium Laser'), weapon(3, 'Medium Laser')]),
    line(1, 'Griffin', 'Blackjack', [weapon(2, 'Medium Laser')]),
    line(2, 'Wolfhound', 'Rifleman', [weapon(1, 'Medium Laser')]),
    line(3, 'Griffin', 'Rifleman', [weapon(1, 'Large Laser'), weapon(3, 'Medium Laser')]),
  ];
  const slot = { line: 3, weaponIndex: 3 };

  it("the third Medium Laser at the Rifleman became Gator's freebie in place of the named Large Laser (R-5.3)", () => {
    const events: RoundEvent[] = [
      attack('Griffin', 'Rifleman', 'Medium Laser', 'hit'),
      attack('Griffin', 'Blackjack', 'Medium Laser', 'miss'),
      attack('Griffin', 'Rifleman', 'Medium Laser', 'miss'),
      attack('Wolfhound', 'Rifleman', 'Medium Laser', 'hit'),
      attack('Griffin', 'Rifleman', 'Medium Laser', 'freebie', { freebieInstead: 'Large Laser' }),
    ];
    expect(notRolledWhy(slot, previews, events, noMelee)).toBe(
      "Griffin's Medium Laser #3 at Rifleman was its freebie when the attacks were made (R-5.1, R-5.3), in place of the named Large Laser, which could not hit from where the mechs stood, and hit without a roll",
    );
  });

  it('a freebie the player named says no more than that it hit without a roll', () => {
    const events = [attack('Griffin', 'Rifleman', 'LRM-5', 'freebie')];
    expect(notRolledWhy({ line: 0, weaponIndex: 0 }, previews, events, noMelee)).toBe(
      "Griffin's LRM-5 #1 at Rifleman was its freebie when the attacks were made (R-5.1, R-5.3), and hit without a roll",
    );
  });

  it("a shot the round never made is said so; one it rolled for itself, that this cell's roll was not it", () => {
    const twoShots = [
      attack('Griffin', 'Rifleman', 'Medium Laser', 'hit'),
      attack('Griffin', 'Rifleman', 'Medium Laser', 'hit'),
    ];
    expect(notRolledWhy(slot, previews, twoShots, noMelee)).toBe(
      "Griffin's Medium Laser #3 at Rifleman was not made this round",
    );
    const threeShots = [...twoShots, attack('Griffin', 'Rifleman', 'Medium Laser', 'miss')];
    expect(notRolledWhy(slot, previews, threeShots, noMelee)).toBe(
      "the round made no to-hit roll for Griffin's Medium Laser #3 at Rifleman from this cell",
    );
  });

  it("a shot not fired gives the round's reason without its full stop, or that it could not be made", () => {
    const events = [attack('Griffin', 'Rifleman', 'Large Laser', 'impossible', { reason: 'No line of sight.' })];
    expect(notRolledWhy({ line: 3, weaponIndex: 1 }, previews, events, noMelee)).toBe(
      "Griffin's Large Laser #1 at Rifleman was not fired: No line of sight",
    );
    const silent = [attack('Griffin', 'Rifleman', 'Large Laser', 'impossible')];
    expect(notRolledWhy({ line: 3, weaponIndex: 1 }, previews, silent, noMelee)).toBe(
      "Griffin's Large Laser #1 at Rifleman was not fired: it could not be made",
    );
  });

  it('a slot naming no weapon of its line, or no line, gets no attack named', () => {
    expect(notRolledWhy({ line: 3, weaponIndex: 7 }, previews, [], noMelee)).toBe(
      'the round made no to-hit roll for it',
    );
    expect(notRolledWhy({ line: 9, weaponIndex: 0 }, previews, [], noMelee)).toBe(
      'the round made no to-hit roll for it',
    );
  });
});

describe('R-0.5 with melee (R-12): a roll typed for a melee attack, numbered among its kind at that target', () => {
  // Griffin at the Rifleman: a Fast attack ×2, a Strong attack, a line of weapons alone, then a Fast attack again —
  // the last is Fast attack #3 there. A Fast attack at the Blackjack numbers its own.
  const previews = [
    line(0, 'Griffin', 'Rifleman'),
    line(1, 'Griffin', 'Rifleman'),
    line(2, 'Griffin', 'Rifleman', [weapon(2, 'Medium Laser')]),
    line(3, 'Griffin', 'Blackjack'),
    line(4, 'Griffin', 'Rifleman'),
  ];
  const declared: (MeleeDeclaration | undefined)[] = [
    { kind: 'fast', angle: 'high', count: 2 },
    { kind: 'strong', angle: 'low' },
    undefined,
    { kind: 'fast', angle: 'high' },
    { kind: 'fast', angle: 'low' },
  ];
  const melee: MeleeOf = (n) => declared[n];

  it('R-12: a Fast attack ×2 is two attacks, any other melee one', () => {
    expect(meleeCount({ kind: 'fast', angle: 'high', count: 2 })).toBe(2);
    expect(meleeCount({ kind: 'fast', angle: 'high' })).toBe(1);
    expect(meleeCount({ kind: 'strong', angle: 'low', count: 2 })).toBe(1);
  });

  it('the Fast attack after a Fast attack ×2 at the same target is #3; not fired, it says why', () => {
    const events = [
      attack('Griffin', 'Rifleman', 'Fast attack', 'hit'),
      attack('Griffin', 'Rifleman', 'Fast attack', 'miss'),
      attack('Griffin', 'Rifleman', 'Strong attack', 'hit'),
      attack('Griffin', 'Blackjack', 'Fast attack', 'hit'),
      attack('Griffin', 'Rifleman', 'Fast attack', 'impossible', { reason: 'The Rifleman is out of reach.' }),
    ];
    expect(notRolledWhy({ line: 4, meleeShot: 1 }, previews, events, melee)).toBe(
      "Griffin's Fast attack #3 at Rifleman was not fired: The Rifleman is out of reach",
    );
  });

  it('the second of a Fast attack ×2 is #2, the Strong attack #1 of its kind', () => {
    expect(notRolledWhy({ line: 0, meleeShot: 2 }, previews, [], melee)).toBe(
      "Griffin's Fast attack #2 at Rifleman was not made this round",
    );
    expect(notRolledWhy({ line: 1, meleeShot: 1 }, previews, [], melee)).toBe(
      "Griffin's Strong attack #1 at Rifleman was not made this round",
    );
  });

  it('a melee slot on a line that declares no melee attack gets no attack named', () => {
    expect(notRolledWhy({ line: 2, meleeShot: 1 }, previews, [], melee)).toBe('the round made no to-hit roll for it');
  });
});
