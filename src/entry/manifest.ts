// What the build reads to generate the top-level declarations of dist/Code.js:
// names, parameters and documentation only.
import { CUSTOM_FUNCTIONS } from '../functions/registry';
import { ENDPOINTS } from './endpoints';

export const customFunctions = CUSTOM_FUNCTIONS.map((f) => ({
  name: f.name,
  description: f.description,
  params: f.params,
  returns: f.returns,
}));

export const endpoints = ENDPOINTS.map((e) => ({ name: e.name, description: e.description, params: e.params }));
