import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RoundEvent } from '../../../src/rules/model/events';
import { defaultRules } from '../../support/mechs';
import type { RecordedScenario } from './standardScenario';
import { standardScenarios } from './standardScenario';

// Recorded with the engine as it was before the heat-phase variant existed (see standardScenario.ts).
const FIXTURE = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/heat-variant/standard-rounds.json');
const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as RecordedScenario[];

type Json = Record<string, unknown>;
const eventsOf = (s: RecordedScenario, round: number) => s.rounds[round].events as Json[];
const mechsOf = (s: RecordedScenario, round: number) => (s.rounds[round].battle as { mechs: Json[] }).mechs;

describe('R-V both switches off: the standard engine, unchanged', () => {
  const now = standardScenarios(defaultRules());

  it('R-V: the fixture covers several mechs, weapons, melee, criticals, heat-scale rolls and falls', () => {
    const purposes = new Set(
      recorded.flatMap((s) =>
        s.rounds.flatMap((r) => (r.events as RoundEvent[]).map((e) => (e.type === 'roll' ? e.purpose : e.type))),
      ),
    );
    for (const p of ['attack', 'melee', 'critEffect', 'shutdown', 'heatAmmoExplosion', 'piloting', 'fall', 'heat'])
      expect(purposes).toContain(p);
  });

  it.each(recorded.map((s, i) => [s.name, i] as const))(
    'R-V: %s — every round, event log and battle identical to the recording',
    (_name, i) => {
      expect(now[i]).toEqual(recorded[i]);
    },
  );
});

describe('R-V one switch on leaves the other alone', () => {
  it('R-V.3 on, standard heat: the log is the recording plus only wreck-step lines, and the battle differs only by destroyed mechs becoming wrecks or leaving the map', () => {
    const withWrecks = standardScenarios(defaultRules({ wrecks: true }));
    let removed = 0;
    let wrecked = 0;
    withWrecks.forEach((s, i) => {
      const exploded = new Set<unknown>();
      s.rounds.forEach((round, k) => {
        const before = eventsOf(recorded[i], k);
        const after = round.events as Json[];
        for (const e of before)
          if ((e.type === 'status' && e.status === 'exploded') || e.effect === 'Major Ammo Explosion')
            exploded.add(e.mech);
        // The wreck step only appends lines at the end of the round: the recording is a prefix.
        expect(after.slice(0, before.length)).toEqual(before);
        for (const e of after.slice(before.length))
          expect(e.type === 'roll' ? e.purpose : e.status).toMatch(/^(wreck|exploded)$/);
        const mechs = (round.battle as { mechs: Json[] }).mechs;
        mechs.forEach((m, j) => {
          const old = mechsOf(recorded[i], k)[j];
          if (m.position === null && old.position !== null) {
            removed++;
            expect(exploded.has(m.id) || old.destroyed === true).toBe(true);
            expect({ ...m, position: old.position, wreck: old.wreck }).toEqual(old);
          } else if (m.wreck === true && old.wreck !== true) {
            wrecked++;
            expect(old.destroyed).toBe(true);
            expect({ ...m, wreck: old.wreck }).toEqual(old);
          } else expect(m).toEqual(old);
        });
      });
    });
    // The recordings do blow mechs up, so the removal was exercised.
    expect(removed).toBeGreaterThan(0);
    expect(wrecked).toBeGreaterThan(0);
  });

  it('R-V.1 on, Wrecks off: destroyed mechs stay destroyed and untargetable, none rolls to wreck or explode', () => {
    const cooled = standardScenarios(defaultRules({ heatModel: 'cooldown' }));
    for (const s of cooled) {
      for (const round of s.rounds) {
        const events = round.events as RoundEvent[];
        expect(events.filter((e) => e.type === 'roll' && e.purpose === 'wreck')).toEqual([]);
        expect(events.filter((e) => e.type === 'status' && e.status === 'wreck')).toEqual([]);
        for (const m of (round.battle as { mechs: Json[] }).mechs) expect(m.wreck).toBeUndefined();
      }
    }
  });

  it('R-V.1 on: Wrecks on or off gives the same cool-down heat phase when no mech is stripped or exploded', () => {
    const off = standardScenarios(defaultRules({ heatModel: 'cooldown' }))[0];
    const on = standardScenarios(defaultRules({ heatModel: 'cooldown', wrecks: true }))[0];
    expect(on.rounds[0]).toEqual(off.rounds[0]);
  });
});
