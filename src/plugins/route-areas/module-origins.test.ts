import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Docusaurus's own compiler of the template, as the build runs it.
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {describe, expect, it} from 'vitest';
import {addModuleOrigins, ModuleOriginsPlugin, registryModules} from './module-origins';
import {ssrTemplate} from '../../../config/ssr-template';

const registrySource = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@site/docs/guides/git.md"), "@site/docs/guides/git.md", require.resolveWeak("@site/docs/guides/git.md")],
  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")]
};
`;
const manifest = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime~main', 'main', 'styles'],
    '17896441': ['styles', 'vendors-DocItem', '17896441'],
    '5e95c892': ['5e95c892'],
  },
  assets: {},
};

describe('module origins', () => {
  it('reads each registry chunk name with its module path', () => {
    expect(registryModules(registrySource)).toEqual(
      new Map([
        ['17896441', '@theme/DocItem'],
        ['5e95c892', '@site/docs/guides/git.md'],
        ['0e384e19', '@site/docs/intro.md'],
      ]),
    );
  });

  it('fails, naming the file, when the registry changes shape', () => {
    expect(() => registryModules('export default {"a": [load, "x"]};')).toThrow(/registry\.js/);
  });

  it('keys each chunk group by its module path too, and keeps the chunk-name keys', () => {
    const patched = addModuleOrigins(manifest, registryModules(registrySource));
    expect(patched.origins['@theme/DocItem']).toEqual(['styles', 'vendors-DocItem', '17896441']);
    expect(patched.origins['@site/docs/guides/git.md']).toEqual(['5e95c892']);
    expect(patched.origins['17896441']).toEqual(manifest.origins['17896441']);
    // A registry chunk the manifest does not know (not emitted) gets no key.
    expect(patched.origins['@site/docs/intro.md']).toBeUndefined();
    expect(manifest.origins).not.toHaveProperty(['@theme/DocItem']);
  });

  it('rewrites the manifest file after emit', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-origins-'));
    const manifestPath = path.join(dir, 'client-manifest.json');
    const registryPath = path.join(dir, 'registry.js');
    fs.writeFileSync(manifestPath, JSON.stringify(manifest));
    fs.writeFileSync(registryPath, registrySource);
    let afterEmit: (() => void) | undefined;
    new ModuleOriginsPlugin(manifestPath, registryPath).apply({hooks: {afterEmit: {tap: (_name, fn) => (afterEmit = fn)}}});
    afterEmit!();
    expect(JSON.parse(fs.readFileSync(manifestPath, 'utf8')).origins['@site/docs/guides/git.md']).toEqual(['5e95c892']);
    fs.rmSync(dir, {recursive: true});
  });
});

describe('page template', () => {
  const render = async (scripts: string[]) =>
    (await compileSSGTemplate(ssrTemplate))({
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      metaAttributes: [],
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      stylesheets: ['assets/css/styles.1a2b3c4d.css'],
      scripts,
      baseUrl: '/',
      appHtml: '<main>Page</main>',
      version: '3.10.2',
      noIndex: false,
    });

  it('defers main.js and its runtime, and preloads the route chunks after them', async () => {
    const html = await render(['assets/js/runtime~main.7b848e9e.js', 'assets/js/main.3449f8cc.js', 'assets/js/17896441.646cea43.js', 'assets/js/vendors-main-node_modules.83c63965.js']);
    const tags = html.match(/<(script|link) [^>]*>/g);
    expect(tags).toEqual([
      '<link rel="stylesheet" href="/assets/css/styles.1a2b3c4d.css" />',
      '<script src="/assets/js/runtime~main.7b848e9e.js" defer>',
      '<script src="/assets/js/main.3449f8cc.js" defer>',
      '<link rel="preload" as="script" href="/assets/js/17896441.646cea43.js" />',
      '<link rel="preload" as="script" href="/assets/js/vendors-main-node_modules.83c63965.js" />',
    ]);
    expect(html).toContain('<div id="__docusaurus"><main>Page</main></div>');
  });
});
