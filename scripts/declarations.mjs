// Renders the top-level declarations of dist/Code.js from the manifest
// (src/entry/manifest.ts). Kept apart from the build so a test can check
// the text against the registry without running esbuild.

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function assertIdent(name, what) {
  if (!IDENT.test(name)) throw new Error(`${what} "${name}" is not a JavaScript identifier`);
}

function jsdocLine(text) {
  return String(text)
    .replace(/\*\//g, '*\u2215')
    .replace(/\s*\n\s*/g, ' ');
}

function renderCustomFunction(fn, globalName) {
  assertIdent(fn.name, 'custom function');
  const params = fn.params.map((p) => p.name);
  params.forEach((p) => assertIdent(p, `parameter of ${fn.name}`));
  const lines = ['/**', ` * ${jsdocLine(fn.description)}`, ' *'];
  for (const p of fn.params) {
    const name = p.optional ? `[${p.name}]` : p.name;
    lines.push(` * @param {${p.type}} ${name} ${jsdocLine(p.description)} Example: ${jsdocLine(p.example)}`);
  }
  lines.push(` * @return {${fn.returns.type}} ${jsdocLine(fn.returns.description)}`);
  lines.push(' * @customfunction', ' */');
  const args = params.join(', ');
  lines.push(`function ${fn.name}(${args}) {`, `  return ${globalName}.customFunctions.${fn.name}(${args});`, '}');
  return lines.join('\n');
}

function renderEndpoint(ep, globalName) {
  assertIdent(ep.name, 'endpoint');
  ep.params.forEach((p) => assertIdent(p, `parameter of ${ep.name}`));
  const args = ep.params.join(', ');
  return [
    '/**',
    ` * ${jsdocLine(ep.description)}`,
    ' */',
    `function ${ep.name}(${args}) {`,
    `  return ${globalName}.endpoints.${ep.name}(${args});`,
    '}',
  ].join('\n');
}

export function renderDeclarations(manifest, globalName) {
  const parts = ['// ---- Generated from src/entry/manifest.ts by scripts/build.mjs: do not edit. ----'];
  for (const fn of manifest.customFunctions) parts.push(renderCustomFunction(fn, globalName));
  for (const ep of manifest.endpoints) parts.push(renderEndpoint(ep, globalName));
  return `${parts.join('\n\n')}\n`;
}
