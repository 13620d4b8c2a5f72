// The real vitest, under the name the sweep's config gives it (the shim takes the name `vitest`).
declare module 'vitest-real' {
  export * from 'vitest';
}
