// Parsing is most of the check's time (about 10 CPU seconds for the whole site), so each page's facts are
// kept between runs, keyed by a hash of its text and of the code that reads it. The cache lives beside
// the bundler's, in node_modules/.cache, so `docusaurus clear` removes it too. A page with <ReleaseItems>
// also depends on the release items data, whose files' sizes and times join its key.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {readFacts} from './markdown';
import type {PageFacts} from './types';

const codeFiles = ['markdown.ts', '../release-items/remark.ts', '../release-items/present.ts'];

function codeStamp(): string {
  const hash = crypto.createHash('sha1');
  for (const file of codeFiles) {
    const full = path.join(__dirname, file);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : file);
  }
  hash.update(require('@docusaurus/mdx-loader/package.json').version);
  return hash.digest('hex');
}

function itemsStamp(siteDir: string): string {
  const dir = path.join(siteDir, 'data/release-items');
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

export class FactsCache {
  private readonly file: string | null;
  private stored: Record<string, PageFacts> = {};
  private readonly used: Record<string, PageFacts> = {};
  private changed = false;
  private readonly code = codeStamp();
  private items: string | undefined;

  /** `persist: false` keeps facts in memory only (tests). */
  constructor(
    private readonly siteDir: string,
    persist = !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE,
  ) {
    this.file = persist ? path.join(siteDir, 'node_modules/.cache/writer-check/facts.json') : null;
    if (this.file && fs.existsSync(this.file)) {
      try {
        this.stored = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      } catch {
        this.stored = {};
      }
    }
  }

  private key(file: string, text: string): string {
    const hash = crypto.createHash('sha1').update(this.code).update(path.extname(file)).update(text);
    if (text.includes('<ReleaseItems')) hash.update((this.items ??= itemsStamp(this.siteDir)));
    return hash.digest('hex');
  }

  /** Whether the facts of this text still have to be read. */
  missing(file: string, text: string): boolean {
    const key = this.key(file, text);
    return !this.used[key] && !this.stored[key];
  }

  /** Facts read elsewhere (by a worker). */
  put(file: string, text: string, facts: PageFacts): void {
    this.used[this.key(file, text)] = facts;
    this.changed = true;
  }

  async facts(file: string, text: string): Promise<PageFacts> {
    const key = this.key(file, text);
    let facts = this.used[key] ?? this.stored[key];
    if (!facts) {
      facts = await readFacts(text, file, this.siteDir);
      this.changed = true;
    }
    this.used[key] = facts;
    return facts;
  }

  /**
   * Writes what changed. After a run over the whole site, only the facts it used are kept, so the file
   * does not grow with every edit.
   */
  save(wholeSite: boolean): void {
    if (!this.file || (!this.changed && !wholeSite)) return;
    const entries = wholeSite ? this.used : {...this.stored, ...this.used};
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    const tmp = `${this.file}.${process.pid}`;
    fs.writeFileSync(tmp, JSON.stringify(entries));
    fs.renameSync(tmp, this.file);
  }
}
