// Setup of every test file under `npm run mutate:sweep`: the fixed seed CI uses, so a property
// test draws the same cases for every mutant, and no shrinking: a failure is all a kill needs.
import fc from 'fast-check';

fc.configureGlobal({ seed: 20261130, endOnFailure: true });
