// Release notes read the release data: a page for a version that data/versions.json lacks, a release
// component naming such a version, or <ReleaseItems> for a release without items fails the build.
// Each finding says which file to add the version or the items to.
import {readItemsModel} from '../../release-items/load';
import {frontMatterPlace} from '../place';
import {didYouMean, nearest} from '../suggest';
import type {Finding, Rule} from '../types';

const releasePage = /^releases\/(?:\d+\.\d+\/)?(\d+\.\d+(?:\.\d+)?)$/;
const addVersion = 'add it to ../shared/data/server-releases.csv and regenerate data/versions.json (npx tsx scripts/release-data/import.ts ../shared/data/server-releases.csv)';

/** The components that read data/versions.json, and the attribute that names the version. */
const versionAttributes: Record<string, string> = {ReleaseNoteIntro: 'version', ReleaseTable: 'version'};

export const releases: Rule = {
  name: 'releases',
  description: 'release pages and release components for versions in the release data',
  page(doc, facts, site) {
    if (facts.error) return [];
    const out: Finding[] = [];
    const versions = [...site.moodleVersions];
    const version = doc.area.plugin === 'general' ? releasePage.exec(doc.id)?.[1] : undefined;
    if (version && !site.moodleVersions.has(version)) {
      out.push({file: doc.file, ...frontMatterPlace(site, doc, facts, 'title'), rule: 'releases', message: `a page for Moodle ${version}, which data/versions.json does not have: ${addVersion}${didYouMean(nearest(version, versions))}`});
    }
    const branch = facts.frontMatter.moodleVersion;
    const branchPlace = () => frontMatterPlace(site, doc, facts, 'moodleVersion');
    if (branch !== undefined && typeof branch !== 'string') {
      const place = branchPlace();
      const written = /:\s*(.*)$/.exec(site.text(doc.file).split('\n')[place.line - 1] ?? '')?.[1].trim() || String(branch);
      out.push({file: doc.file, ...place, rule: 'releases', message: `moodleVersion ${written} is not quoted, so YAML reads it as the number ${String(branch)}: write moodleVersion: "${written}"`});
    } else if (branch !== undefined && !site.moodleVersions.has(branch)) {
      out.push({file: doc.file, ...branchPlace(), rule: 'releases', message: `moodleVersion "${branch}" is not a branch in data/versions.json${didYouMean(nearest(branch, versions))}`});
    }
    for (const element of facts.elements) {
      const attribute = versionAttributes[element.name];
      const value = attribute ? element.attributes[attribute] : undefined;
      if (attribute && typeof value === 'string' && !site.moodleVersions.has(value)) {
        out.push({file: doc.file, line: element.line, column: element.column, rule: 'releases', message: `<${element.name} ${attribute}="${value}">: ${value} is not in data/versions.json: ${addVersion}${didYouMean(nearest(value, versions))}`});
      }
      if (element.name === 'ReleaseItems') {
        const release = element.attributes.release;
        if (typeof release === 'string' && !site.itemReleases.has(release)) {
          const branchFile = release.split('.').slice(0, 2).join('.');
          out.push({file: doc.file, line: element.line, column: element.column, rule: 'releases', message: `<ReleaseItems release="${release}">: data/release-items/ has no items for ${release}: add them to data/release-items/${branchFile}.json (npx tsx scripts/release-items/import.ts ${branchFile} starts a branch file)${didYouMean(nearest(release, site.itemReleases))}`});
        }
      }
    }
    return out;
  },
  site(site) {
    // Invalid release items leave every <ReleaseItems> unexpanded (and its headings missing): say why.
    try {
      readItemsModel(site.siteDir);
      return [];
    } catch (e) {
      return [{file: 'data/release-items', line: 1, column: 1, rule: 'releases', message: (e as Error).message.replace(/\n\s*/g, ' ')}];
    }
  },
};
