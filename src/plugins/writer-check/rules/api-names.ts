// Moodle API names in the developer docs exist in the version a page documents: the check of
// src/lib/api-check (PHP samples parsed, inline code read as names), with the findings the build reports.
import {checkFile} from '../../../lib/api-check/docs';
import {tableOfDocsVersion} from '../../../lib/moodle-api/load';
import type {Rule} from '../types';

export const apiNames: Rule = {
  name: 'api-names',
  description: "Moodle API names in the developer docs exist in the page's version",
  page(doc, _facts, site) {
    const table = doc.area.plugin === 'default' ? tableOfDocsVersion[doc.area.version] : undefined;
    if (!table) return [];
    return checkFile(site.siteDir, doc.file, table).findings.map((f) => ({...f, rule: 'api-names'}));
  },
};
