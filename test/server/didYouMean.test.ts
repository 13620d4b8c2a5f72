// A round that never waits for one typo: through the BUILT bundle on the fakes,
// every message refusing a word names the valid one it was most likely meant to be — in the
// sidebar's status and, for the lines it touches, in the TN column (ATTACKTN reuses the reader's
// problem) — and says nothing of the kind when no valid word is close.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { ATTACKS, RULES } from '../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../src/sheet/schema/gearTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, cell, type, type Gas } from './harness';

type Grid = unknown[][];

/** The TN column as Sheets computes it: ATTACKTN over each tab's values, the Attacks range cut before its TN column. */
function tnColumn(fake: FakeServices, gas: Gas): unknown[] {
  const values = (tab: string): Grid => fake.book.sheet(tab).getDataRange().getValues();
  const attacks = values('Attacks');
  const tn = attacks[0].indexOf('TN');
  return gas
    .ATTACKTN(
      attacks.map((r) => r.slice(0, tn)),
      values('Mechs'),
      values('Equipment'),
      values('Catalog'),
      values('Map'),
      values('Rules'),
    )
    .map((r: unknown[]) => r[0]);
}

function statusMessages(gas: Gas): string[] {
  return gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);
}

describe('did you mean: the status names the value meant', () => {
  it('"Large Lazer" in Attacks!C3: the status and the TN column both suggest Large Laser', () => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, 'C3', 'Large Lazer');
    const message = 'Attacks!C3: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
    expect(statusMessages(gas)).toEqual([message]);
    const tns = tnColumn(fake, gas);
    expect(tns[1]).toBe(message);
    // The other lines keep their TNs.
    expect(typeof tns[0] === 'number' || !/Lazer/.test(String(tns[0]))).toBe(true);
  });

  it('a misspelt Move: the mech is held back, its lines in the TN column say what to fix, with the word meant', () => {
    const { fake, gas } = campaign();
    const at = cell(MECHS, 'move', 2);
    type(fake, MECHS, at, 'Rn');
    const message = `Mechs!${at}: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got "Rn" — did you mean Run?`;
    expect(statusMessages(gas)).toEqual([message]);
    expect(tnColumn(fake, gas)[0]).toBe(`Fix ${message}`);
  });

  it.each([
    [
      'a hex written apart',
      MECHS,
      cell(MECHS, 'position', 2),
      '06-09',
      'Position must be a hex label like 0609 (column 06, row 09), got "06-09" — did you mean 0609?',
    ],
    ['a misspelt Side', MECHS, cell(MECHS, 'side', 3), 'PX', 'Side must be PC or NPC, got "PX" — did you mean PC?'],
    [
      'a misspelt pilot status',
      MECHS,
      cell(MECHS, 'pilotStatus', 3),
      'Unconcious',
      'Pilot status must be Active, Unconscious, Dead or Out, got "Unconcious" — did you mean Unconscious?',
    ],
    [
      'a misspelt Evasive',
      MECHS,
      cell(MECHS, 'evasive', 3),
      'Yse',
      'Evasive must be Yes or No, got "Yse" — did you mean Yes?',
    ],
    [
      'a misspelt outflanked mech',
      MECHS,
      cell(MECHS, 'outflank', 2),
      'Rifelman',
      'Outflank "Rifelman" is not a mech on the Mechs tab — did you mean Rifleman?',
    ],
    [
      'a misspelt target',
      ATTACKS,
      'B2',
      'Rifelman',
      'Target "Rifelman" is not a mech on the Mechs tab — did you mean Rifleman?',
    ],
    [
      'a misspelt attacker',
      ATTACKS,
      'A4',
      'Blackjak',
      'Attacker "Blackjak" is not a mech on the Mechs tab — did you mean Blackjack?',
    ],
    [
      'a misspelt freebie',
      ATTACKS,
      cell(ATTACKS, 'freebie', 2),
      'Large Lazer',
      'Freebie "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?',
    ],
    [
      'a misspelt melee strength',
      ATTACKS,
      cell(ATTACKS, 'melee', 4),
      'Strnog',
      'Melee must be Fast, Fast x2, Strong or DFA (Death from Above), got "Strnog" — did you mean Strong?',
    ],
    [
      'a misspelt equipment mech',
      EQUIPMENT,
      'A2',
      'Grifin',
      'Mech "Grifin" is not a mech on the Mechs tab — did you mean Griffin?',
    ],
    [
      'a misspelt location',
      EQUIPMENT,
      cell(EQUIPMENT, 'location', 2),
      'Rigth Arm',
      'Location must be HD, CT, LT, RT, LA, RA, LL or RL (or the full name, Left Torso), got "Rigth Arm" — did you mean Right Arm?',
    ],
    ['a misspelt setting', RULES, 'A7', 'Wreks', 'unknown setting "Wreks" — did you mean Wrecks?'],
    [
      'a misspelt heat model',
      RULES,
      'B6',
      'Standart',
      'Heat model must be Standard or Cool-down, got "Standart" — did you mean Standard?',
    ],
    [
      'a misspelt Dice choice',
      RULES,
      'B9',
      'Typed rols only',
      'Dice must be Gator rolls everything, Typed rolls first or Typed rolls only, got "Typed rols only" — did you mean Typed rolls only?',
    ],
    [
      'a misspelt terrain code',
      TAB.map,
      'C3',
      'HWW',
      '(hex 0202) Unknown terrain code "HWW" in "HWW" — did you mean HW? Valid codes',
    ],
  ])('%s: %s!%s "%s"', (_what, spec, at, typed, text) => {
    const { fake, gas } = campaign();
    type(fake, spec, at, typed);
    const name = typeof spec === 'string' ? spec : spec.name;
    const messages = statusMessages(gas);
    expect(
      messages.some((m) => m.startsWith(`${name}!${at}: ${text}`)),
      messages.join('\n'),
    ).toBe(true);
  });

  it('a melee angle misspelt: High or Low meant', () => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, cell(ATTACKS, 'melee', 4), 'Strong');
    type(fake, ATTACKS, cell(ATTACKS, 'angle', 4), 'Hgih');
    expect(statusMessages(gas)).toContain(
      `Attacks!${cell(ATTACKS, 'angle', 4)}: Angle must be High or Low, got "Hgih" — did you mean High?`,
    );
  });

  it.each([
    [ATTACKS, 'C3', 'Death Ray', 'Attacks!C3: Weapons: "Death Ray" is not a weapon of the Catalog'],
    [ATTACKS, 'B2', 'Atlas', 'Attacks!B2: Target "Atlas" is not a mech on the Mechs tab'],
    [
      MECHS,
      cell(MECHS, 'move', 2),
      'Teleport',
      `Mechs!${cell(MECHS, 'move', 2)}: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got "Teleport"`,
    ],
  ])('nothing close, no suggestion: %s!%s "%s"', (spec, at, typed, message) => {
    const { fake, gas } = campaign();
    type(fake, spec, at, typed);
    expect(statusMessages(gas)).toEqual([message]);
  });
});
