// Moodle API names in the developer docs exist in the version a page documents: the check of
// src/lib/api-check (PHP samples parsed, inline code read as names), with the findings the build reports.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {checkFile} from '../../../lib/api-check/docs';
import {tableOf} from '../../../lib/moodle-api/load';
import type {Rule} from '../types';

export const apiNames: Rule = {
  name: 'api-names',
  description: "Moodle API names in the developer docs exist in the page's version",
  page(doc, _facts, site) {
    const table = doc.area.plugin === 'default' ? tableOf(doc.area.version) : undefined;
    // A site without Moodle's API tables (the check's own fixture sites) has nothing to check names against.
    if (!table || !existsSync(path.join(site.siteDir, 'data/moodle-api'))) return [];
    return checkFile(site.siteDir, doc.file, table).findings.map((f) => ({...f, rule: 'api-names'}));
  },
};
