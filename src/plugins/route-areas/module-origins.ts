// Docusaurus names a page's route chunks in its served HTML by looking up, in the client manifest, the
// modules the page rendered on the server (react-loadable's report: registry.js's module paths). The
// manifest's origins are keyed by chunk name (the ssr addon keys import() origins by module only before
// webpack 5), so no lookup matched and a page listed only main.js: its route chunks were requested by
// main.js once it had run. This adds each registry module's path as a key for its chunk's origins, so
// every page names the chunks it renders (config/ssr-template.ts preloads them).
import fs from 'node:fs';

export interface ClientManifest {
  origins: Record<string, string[]>;
  [key: string]: unknown;
}

// Each registry line: "name": [() => import(/* webpackChunkName: "name" */ "module"), "module", require.resolveWeak("module")],
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of registrySource.matchAll(/^\s*"([^"]+)": \[\(\) => import\(.*\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(/gm)) {
    modules.set(match[1], JSON.parse(match[2]) as string);
  }
  if (modules.size === 0) throw new Error('route-areas: .docusaurus/registry.js no longer has the expected entry shape');
  return modules;
}

export function addModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, modulePath] of modules) {
    if (manifest.origins[chunkName]) origins[modulePath] = manifest.origins[chunkName];
  }
  return {...manifest, origins};
}

// Runs after the ssr addon has written the manifest (it writes on emit), before the server renders pages.
export class ModuleOriginsPlugin {
  constructor(private readonly manifestPath: string, private readonly registryPath: string) {}

  apply(compiler: {hooks: {afterEmit: {tap: (name: string, fn: () => void) => void}}}): void {
    compiler.hooks.afterEmit.tap('ModuleOriginsPlugin', () => {
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const modules = registryModules(fs.readFileSync(this.registryPath, 'utf8'));
      fs.writeFileSync(this.manifestPath, JSON.stringify(addModuleOrigins(manifest, modules), null, 2));
    });
  }
}
