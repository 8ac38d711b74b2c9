// The headings every page of a kind needs (shared/CONTENT.md), with the short instruction the scaffold
// (scripts/new-page.ts) writes under each as a comment. The writer's check knows these instructions, so a
// page left as the scaffold made it does not pass.
export type Kind = 'api' | 'guide' | 'index' | 'release' | 'page';

export const anatomy: Record<Kind | 'minorRelease', [heading: string | null, instruction: string][]> = {
  api: [
    [null, 'Say what this API is for and when a developer should use it, in two or three sentences.'],
    ['Files and classes', 'List the files and classes involved, with their paths (for example mod/forum/db/access.php), and what each one does.'],
    ['Example', "A worked example in Moodle's coding style: frankenstyle names, PHPDoc, defined('MOODLE_INTERNAL') || die(); where Moodle requires it. Put code in fenced blocks with a language (php, js, xml)."],
    ['Common mistakes', 'The mistakes people make with this API and how to avoid them. Use <ValidExample> and <InvalidExample> in MDX.'],
    ['See also', 'Related pages, as relative file links (./other.md) inside these docs and /general/... routes into the general area.'],
  ],
  guide: [
    [null, 'Say what the reader achieves by following this guide.'],
    ['Before you start', 'Prerequisites: what to install, set up or know first.'],
    ['Steps', 'Numbered steps, each with the command to run and the output to expect.'],
    ['Check that it works', 'How the reader verifies the result.'],
    ['Troubleshooting', 'Problems readers meet, and their fixes.'],
    ['See also', 'Related pages, as relative file links.'],
  ],
  index: [
    [null, 'Introduce the section: what it covers and who it is for.'],
    ['In this section', 'Link every page of the section, with a sentence on each.'],
  ],
  release: [
    [null, 'A sentence or two on what this release is. <ReleaseNoteIntro> below renders its date, build and the tracker link from data/versions.json: never type those by hand.'],
    ['Server requirements', 'PHP and database minimums and the upgrade path, from the release facts in ../shared/data/server-releases.csv.'],
    ['Highlights', 'What users and administrators notice.'],
    ['For developers', 'The changes plugin developers need to know, with tracker keys (MDL-12345 links itself).'],
    ['What changed', '<ReleaseItems> below lists the items of data/release-items/: write an item there, with a summary in your own words, not here.'],
    ['Minor releases', '<ReleaseTable> below lists them from data/versions.json.'],
    ['See also', 'The previous and next releases, as relative file links.'],
  ],
  minorRelease: [
    [null, 'A sentence or two on what this minor release brings. <ReleaseNoteIntro> above renders its date, build, counts and the tracker link from data/versions.json.'],
    ['About this release', 'What kind of release this is and where its branch stands: general support, or security fixes only.'],
    ['Security', 'The security advisories (MSA) this release fixes, and when Moodle publishes their details.'],
    ['What changed', '<ReleaseItems> below lists the items of data/release-items/: write an item there, with a summary in your own words, not here.'],
    ['See also', 'The branch page and the previous and next minor releases, as relative file links.'],
  ],
  page: [
    [null, 'Say what this page is for and who it helps, in two or three sentences.'],
    ['See also', 'Related pages, as relative file links.'],
  ],
};

