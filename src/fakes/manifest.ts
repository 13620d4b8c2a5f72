/**
 * The add-on's manifest (appsscript.json at the repository's root, copied into dist/ by the
 * build): its `oauthScopes` are what a user grants, so they are what the fakes grant unless a
 * test says otherwise. Tests of the built add-on read dist/appsscript.json instead.
 */
import manifest from '../../appsscript.json';

export const MANIFEST_SCOPES: readonly string[] = manifest.oauthScopes;
