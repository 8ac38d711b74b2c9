import type {Link, Root} from 'mdast';
import {findAndReplace} from 'mdast-util-find-and-replace';

/** The Moodle tracker projects whose issue keys become links. */
export const trackerProjects = ['MDL', 'MDLQA', 'MDLSITE', 'MOBILE', 'CONTRIB'];
export const trackerUrl = 'https://tracker.moodle.org/browse/';

// A key stands alone: `XMDL-1`, `MDL-12abc` and `MDL-` are not keys.
const issueKey = new RegExp(`\\b(?:${trackerProjects.join('|')})-[1-9]\\d*\\b`, 'g');

/**
 * Turns tracker issue keys in prose (MDL-12345) into links to the tracker. Text already inside a
 * link, and code of any kind, is left as it is.
 */
export default function remarkTrackerLinks() {
  return (tree: Root): void => {
    findAndReplace(
      tree,
      [
        issueKey,
        (key: string): Link => ({
          type: 'link',
          url: `${trackerUrl}${key}`,
          title: null,
          children: [{type: 'text', value: key}],
        }),
      ],
      {ignore: ['link', 'linkReference', 'definition']},
    );
  };
}
