// Writes test/fixtures/heat-variant/standard-rounds.json from the engine as it is now.
// Run on purpose only: `npx tsx test/rules/variant/writeStandardFixture.ts` (see standardScenario.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRules } from '../../support/mechs';
import { standardScenarios } from './standardScenario';

const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/heat-variant/standard-rounds.json');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(standardScenarios(defaultRules()))}\n`);
console.log(`wrote ${file}`);
