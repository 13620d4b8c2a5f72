import type { EndpointSpec } from '../functions/spec';

/**
 * Every non-custom-function global Apps Script calls: triggers and sidebar endpoints.
 * Each becomes a real top-level `function NAME(params…)` in dist/Code.js.
 */
export const ENDPOINTS: readonly EndpointSpec[] = [];
