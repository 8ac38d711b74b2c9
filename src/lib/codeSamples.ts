// Finds the code blocks of markdown pages and prepares each for its language's parser: a PHP block
// gets `<?php` where it lacks it, and a PHP fragment is wrapped in what it belongs in, as its fence
// metadata says: `fragment=member` (methods or properties: a class), `fragment=body` (statements of a
// function: a function), `fragment=array` (entries of an array, such as a db/access.php capability).

export type SampleLanguage = 'php' | 'js' | 'json' | 'mustache' | 'xml';

export interface CodeSample {
  file: string;
  /** The line of the opening fence, from 1. */
  line: number;
  language: SampleLanguage;
  /** The code as the parser should read it. */
  code: string;
  /** Lines the parser's code has before the block's first line (`<?php`, a fragment's wrapper). */
  offset: number;
}

const languages: Record<string, SampleLanguage> = {
  php: 'php',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  json: 'json',
  mustache: 'mustache',
  handlebars: 'mustache',
  xml: 'xml',
};

const fragments: Record<string, (code: string) => string> = {
  member: (code) => `class fragment_wrapper {\n${code}\n}`,
  body: (code) => `function fragment_wrapper() {\n${code}\n}`,
  array: (code) => `$fragment = [\n${code}\n];`,
};

/** The PHP a fragment stands in: `<?php`, then the code or the wrapper the metadata names. */
export function phpToLint(code: string, meta: string): string {
  const kind = /\bfragment=(\w+)/.exec(meta)?.[1];
  const body = code.replace(/^\s*<\?php\b/, '');
  if (kind && !fragments[kind]) throw new Error(`unknown fragment "${kind}" (member, body or array)`);
  return `<?php\n${kind ? fragments[kind](body) : body}\n`;
}

/** Every fenced block of a markdown text whose language has a parser here, with its opening line. */
export function codeSamples(file: string, text: string): CodeSample[] {
  const samples: CodeSample[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    const code = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()))
      .join('\n');
    const language = languages[lang.toLowerCase()];
    if (language === 'php') samples.push({file, line: i + 1, language, code: phpToLint(code, meta), offset: /\bfragment=/.test(meta) ? 2 : 1});
    else if (language) samples.push({file, line: i + 1, language, code, offset: 0});
    i = end;
  }
  return samples;
}
