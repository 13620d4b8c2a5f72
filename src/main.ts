// The Apps Script entry: it only wires the registries into the object the generated
// top-level functions call (`__Gator.customFunctions.GATOR(...)`). Nothing here may
// touch an Apps Script service at load time.
import { CUSTOM_FUNCTIONS } from './functions/registry';
import { ENDPOINTS } from './entry/endpoints';

function byName<T extends { name: string; impl: unknown }>(specs: readonly T[]): Record<string, T['impl']> {
  const out: Record<string, T['impl']> = {};
  for (const s of specs) out[s.name] = s.impl;
  return out;
}

export const customFunctions = byName(CUSTOM_FUNCTIONS);
export const endpoints = byName(ENDPOINTS);
