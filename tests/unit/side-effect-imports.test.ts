// A stylesheet (or any module) imported only for its side effect, `import 'pkg/style';`, is dropped by
// the production bundler when its package declares `"sideEffects": false`: the build then silently
// lacks those styles, while the development server still shows them. This is how DocSearch's styles
// once went missing. Every such import in src/ must name a module that its package keeps.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const sourceFile = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return sourceFile.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The package a bare specifier names and the path inside it: `@docsearch/react/style` is `@docsearch/react` and `style`. */
function packageOf(specifier: string): {name: string; subpath: string} {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  return {name: parts.slice(0, size).join('/'), subpath: parts.slice(size).join('/')};
}

/** Whether a package's `sideEffects` field keeps a module of it that nothing reads. */
function keeps(sideEffects: unknown, subpath: string): boolean {
  if (sideEffects === undefined || sideEffects === true) return true;
  if (!Array.isArray(sideEffects)) return false;
  return sideEffects.some((pattern: string) => {
    const regex = new RegExp(`(^|/)${pattern.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?/g, '.*').replace(/\*/g, '[^/]*')}$`);
    return regex.test(subpath);
  });
}

describe('imports for their side effect', () => {
  it('the site itself keeps its modules (no "sideEffects": false in package.json)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
    expect(keeps(manifest.sideEffects, 'src/components/x/styles.css')).toBe(true);
  });

  it('name only modules that their package keeps', () => {
    const dropped: string[] = [];
    for (const file of sources(path.join(siteDir, 'src'))) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const specifier = /^\s*import\s+['"]([^'"]+)['"]/.exec(line)?.[1];
        if (!specifier || specifier.startsWith('.') || specifier.startsWith('@site/') || specifier.startsWith('@theme')) return;
        const {name, subpath} = packageOf(specifier);
        const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8'));
        if (!keeps(manifest.sideEffects, subpath)) dropped.push(`${path.relative(siteDir, file)}:${i + 1}: ${specifier} (${name} declares sideEffects ${JSON.stringify(manifest.sideEffects)})`);
      });
    }
    expect(dropped).toEqual([]);
  });

  it('tells a kept module from a dropped one', () => {
    expect(keeps(false, 'style')).toBe(false);
    expect(keeps(['*.css'], 'dist/style.css')).toBe(true);
    expect(keeps(['*.css'], 'style/index.js')).toBe(false);
    expect(keeps(undefined, 'style')).toBe(true);
  });
});
