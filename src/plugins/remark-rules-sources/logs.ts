// Reads and checks the review logs of the rules pages (data/rules-review/**/*.json): each against
// data/rules-review/schema.json (JSON Schema 2020-12, with ajv), then what a schema cannot say: that
// the log sits at its page's path, that the page exists, and that every source id a rule names is
// defined (and every defined source is named).
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import schema from '../../../data/rules-review/schema.json';

export const logDir = 'data/rules-review';
const schemaFile = 'schema.json';

export interface Source {
  title: string;
  url: string;
}
export interface Rule {
  rule: string;
  sources: string[];
  status: 'agrees' | 'fixed' | 'recommendation';
  was?: string;
  note?: string;
}
export interface ReviewLog {
  page: string;
  sources: Record<string, Source>;
  rules: Rule[];
}

const ajv = new Ajv2020({allErrors: true, strict: true});
const validateSchema = ajv.compile<ReviewLog>(schema);

/** The log of a page: `general/a/b.md` has `data/rules-review/a/b.json`. */
export function logPathFor(page: string): string {
  return path.posix.join(logDir, page.replace(/^general\//, '').replace(/\.mdx?$/, '.json'));
}

/** Every log file under data/rules-review, from the site directory, sorted. */
export function logFiles(siteDir: string): string[] {
  const root = path.join(siteDir, logDir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.json') && f !== schemaFile)
    .map((f) => `${logDir}/${f}`)
    .sort();
}

/** A digest of every log's path and content, which changes whenever a log does. */
export function logsDigest(siteDir: string): string {
  const hash = createHash('sha256');
  for (const file of logFiles(siteDir)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(siteDir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The value at a JSON pointer such as `/sources/grammar/url`. */
function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], data);
}

function urlProblem(url: unknown): string {
  const forms = 'https://github.com/moodle/devdocs/blob/<commit>/<path>, https://github.com/moodlehq/moodle-cs/blob/<commit>/<path>, https://github.com/moodle/moodle/blob/v4.3.0/<path> or https://github.com/moodlehq/moodleapp/blob/v4.4.0/<path>';
  if (typeof url === 'string' && url.startsWith('https://moodledev.io/')) {
    return `is a moodledev.io address, which is this site's own: cite the moodle/devdocs file instead, as ${forms.split(', ')[0]}`;
  }
  return `must have one of the forms ${forms}`;
}

/**
 * Every problem with one log, one line each: the JSON pointer of the field, then what is wrong. `file`
 * is the log's path from the site directory, which says which page it must review.
 */
export function checkLog(data: unknown, file: string, siteDir: string): string[] {
  if (!validateSchema(data)) {
    // An unmet `if` adds only "must match then schema" to the error that says what is wrong, and each
    // pattern of the url's `anyOf` its own "must match pattern".
    const errors = (validateSchema.errors ?? []).filter((e) => e.keyword !== 'if' && !(e.keyword === 'pattern' && e.schemaPath.includes('/anyOf/')));
    return errors.map((e) => {
      const where = e.instancePath || '/';
      if (e.keyword === 'additionalProperties') return `${where} has unknown property "${e.params.additionalProperty}"`;
      if (e.keyword === 'false schema') return `${where} is not allowed here (see data/rules-review/schema.json)`;
      if (e.keyword === 'anyOf' && where.endsWith('/url')) return `${where} ${urlProblem(valueAt(data, where))}`;
      return `${where} ${e.message ?? 'is invalid'}`;
    });
  }
  const errors: string[] = [];
  if (!fs.existsSync(path.join(siteDir, data.page))) {
    errors.push(`/page names ${data.page}, which does not exist`);
  } else if (logPathFor(data.page) !== file) {
    errors.push(`/page names ${data.page}, whose log belongs at ${logPathFor(data.page)}`);
  }
  const used = new Set<string>();
  data.rules.forEach((rule, i) =>
    rule.sources.forEach((id, j) => {
      used.add(id);
      if (!Object.hasOwn(data.sources, id)) errors.push(`/rules/${i}/sources/${j} names source "${id}", which /sources does not define`);
    }),
  );
  for (const id of Object.keys(data.sources)) {
    if (!used.has(id)) errors.push(`/sources/${id} is cited by no rule`);
  }
  return errors;
}

/**
 * Reads every log and returns them by page. Throws one error naming each bad file and field, such as
 * `data/rules-review/x.json: /rules/2/sources/0 names source "style", which /sources does not define`.
 */
export function readReviewLogs(siteDir: string): Map<string, ReviewLog> {
  const logs = new Map<string, ReviewLog>();
  const problems: string[] = [];
  for (const file of logFiles(siteDir)) {
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    } catch (e) {
      problems.push(`${file}: cannot be read as JSON: ${(e as Error).message}`);
      continue;
    }
    const errors = checkLog(data, file, siteDir);
    problems.push(...errors.map((e) => `${file}: ${e}`));
    if (!errors.length) logs.set((data as ReviewLog).page, data as ReviewLog);
  }
  if (problems.length) {
    throw new Error(`The review logs of the rules pages are invalid (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return logs;
}

/** The sources the rules of a log cite, once each, in the order the log defines them. */
export function citedSources(log: ReviewLog): Source[] {
  const cited = new Set(log.rules.flatMap((r) => r.sources));
  return Object.entries(log.sources)
    .filter(([id]) => cited.has(id))
    .map(([, source]) => source);
}
