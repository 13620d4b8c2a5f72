/** Reads the .mtf texts written for these tests (test/fixtures/mtf), from the reference facts (§6). */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCATIONS, type Location } from '../../../src/rules/model/location';
import type { UnitEquipment } from '../../../src/rules/charts/units';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/mtf');

export function fixture(name: string): string {
  return readFileSync(resolve(FIXTURES, name), 'utf8');
}

/** Windows line endings. */
export function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** Item names per location, sorted: what a location carries, whatever the list order. */
export function contentsByLocation(equipment: readonly UnitEquipment[]): Record<Location, string[]> {
  const out = {} as Record<Location, string[]>;
  for (const l of LOCATIONS)
    out[l] = equipment
      .filter((e) => e.location === l)
      .map((e) => e.name)
      .sort();
  return out;
}

/**
 * A small valid 50-ton unit (Walk 4, 10 single sinks, armor within limits) with these extra lines: blocks or changed
 * fields.
 */
export function smallMtf(
  extra: string,
  header = 'chassis:Sample\nmodel:SMP-1\nMass:50\nHeat Sinks:10 Single\nWalk MP:4\nJump MP:0',
): string {
  const armor = [
    'LA Armor:10',
    'RA Armor:10',
    'LT Armor:12',
    'RT Armor:12',
    'CT Armor:16',
    'HD Armor:9',
    'LL Armor:12',
    'RL Armor:12',
    'RTL Armor:4',
    'RTR Armor:4',
    'RTC Armor:6',
  ];
  return `${header}\n${armor.join('\n')}\n\n${extra}\n`;
}
