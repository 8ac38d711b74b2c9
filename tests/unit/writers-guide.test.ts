// The writer's guide (general/documentation/) must name the commands the project has: every `npm run`
// script, `npm start`/`npm test`, script file and option it names exists, it never sends writers to
// `npx docusaurus …` where a package script does the same, the README's two commands appear in it, and its
// figures (the build's heap, the test summary) are the project's.
import fs from 'node:fs';
import path from 'node:path';
import type {Code, InlineCode, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const guideDir = path.join(root, 'general/documentation');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

interface Snippet {
  file: string;
  text: string;
  block: boolean;
  lang?: string | null;
}

function snippets(file: string): Snippet[] {
  const out: Snippet[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'code') out.push({file, text: (node as Code).value, block: true, lang: (node as Code).lang});
    if (node.type === 'inlineCode') out.push({file, text: (node as InlineCode).value, block: false});
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  walk(fromMarkdown(fs.readFileSync(file, 'utf8')));
  return out;
}

const guide = fs.readdirSync(guideDir).filter((f) => /\.mdx?$/.test(f)).flatMap((f) => snippets(path.join(guideDir, f)));

/** The commands of a snippet: each line, split at && and ;, that starts with npm, npx or bash. */
function commands(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/&&|;/))
    .map((c) => c.replace(/#.*$/, '').trim())
    .map((c) => c.replace(/^([A-Z_]+=\S+\s+)+/, ''))
    .filter((c) => /^(npm|npx|bash)\s/.test(c));
}

const named = guide.flatMap((s) => commands(s.text).map((command) => ({file: path.relative(root, s.file), command})));

/** The README's "Two commands on a fresh machine". */
function readmeCommands(): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Two commands'), readme.indexOf('\n## ', readme.indexOf('## Two commands') + 3));
  return [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1].trim());
}

describe("the writer's guide", () => {
  it('names commands, many of them', () => {
    expect(named.length).toBeGreaterThan(10);
  });

  it('names only npm scripts that package.json has', () => {
    const wrong: string[] = [];
    for (const {file, command} of named) {
      const run = /^npm run (\S+)/.exec(command)?.[1];
      const short = /^npm (start|test|stop|restart)\b/.exec(command)?.[1];
      const script = run ?? short;
      if (script && !(script in pkg.scripts)) wrong.push(`${file}: ${command}: package.json has no script "${script}"`);
      if (/^npm (install|i)\b/.test(command)) wrong.push(`${file}: ${command}: the project installs with npm ci (scripts/setup.sh), never npm install`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends writers to the package scripts, not to npx docusaurus', () => {
    const scripted = new Map(Object.entries(pkg.scripts).map(([name, body]) => [body.replace(/^(\S+=\S+\s+)+/, ''), name]));
    const wrong = named
      .filter(({command}) => command.startsWith('npx docusaurus '))
      .map(({file, command}) => {
        const script = scripted.get(command.replace(/^npx /, ''));
        return `${file}: ${command}${script ? `: use npm ${['start', 'test'].includes(script) ? script : `run ${script}`}` : ''}`;
      });
    expect(wrong).toEqual([]);
  });

  it('names script files that exist, with options they take', () => {
    const wrong: string[] = [];
    for (const {file, command} of named) {
      const script = /^(?:bash|npx tsx)\s+(\S+)(.*)$/.exec(command);
      if (!script) continue;
      const full = path.join(root, script[1]);
      if (!fs.existsSync(full)) {
        wrong.push(`${file}: ${command}: no file ${script[1]}`);
        continue;
      }
      for (const option of script[2].match(/--[a-z-]+/g) ?? []) {
        if (!fs.readFileSync(full, 'utf8').includes(option)) wrong.push(`${file}: ${command}: ${script[1]} takes no ${option}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names the README's two commands", () => {
    const readme = readmeCommands();
    expect(readme).toHaveLength(2);
    const guideCommands = new Set(named.map((n) => n.command));
    for (const command of readme.flatMap(commands)) expect(guideCommands, `README: ${command}`).toContain(command);
  });

  it("gives the build's heap as the build script does", () => {
    const heap = /--max-old-space-size=(\d+)/.exec(fs.readFileSync(path.join(root, 'scripts/build.sh'), 'utf8'))![1];
    const text = fs.readdirSync(guideDir).map((f) => fs.readFileSync(path.join(guideDir, f), 'utf8')).join('\n');
    for (const m of text.matchAll(/--max-old-space-size=(\d+)/g)) expect(m[1]).toBe(heap);
    expect(text).toContain(`${Number(heap).toLocaleString('en-AU')} MB`);
    expect(text).not.toMatch(/\b4 ?GB heap/);
  });

  it("shows npm test's summary as scripts/test-summary.mjs prints it: steps of scripts/test.sh, rows that add up to the last line", () => {
    const steps = [...fs.readFileSync(path.join(root, 'scripts/test.sh'), 'utf8').matchAll(/^\s*(?:if )?step (\S+)/gm)].map((m) => m[1]);
    const examples = guide.filter((s) => s.block && s.lang === 'text' && /^\d+ passed, \d+ failed, \d+ skipped$/m.test(s.text));
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const lines = example.text.split('\n');
      const rows = lines.map((l) => /^(\S+)\s{2,}(passed|FAILED|(\d+) passed, (\d+) failed, (\d+) skipped)\s{2,}\d+(\.\d)? s$/.exec(l)).filter((m) => m !== null);
      expect(rows.map((r) => r![1])).toEqual(steps);
      const sum = (i: number) => rows.reduce((total, r) => total + Number(r![i] ?? 0), 0);
      expect(lines.at(-1)).toBe(`${sum(3)} passed, ${sum(4)} failed, ${sum(5)} skipped`);
    }
    // The same last line in prose elsewhere in the guide.
    const totals = new Set(examples.map((e) => e.text.split('\n').at(-1)));
    for (const s of guide.filter((g) => !g.block && /^\d+ passed, \d+ failed, \d+ skipped$/.test(g.text))) expect(totals).toContain(s.text);
  });
});
