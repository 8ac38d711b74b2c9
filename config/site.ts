// Site identity and the addresses every other config file links to.
export const title = 'Moodle Developer Resources';
export const tagline = 'Nurturing Moodle Developers';

// The public address and base path; a self-hosted copy overrides them at build time.
export const url = process.env.SITE_URL ?? 'https://moodledev.io';
export const baseUrl = process.env.BASE_URL ?? '/';

import {sourceRepository} from '../src/lib/issueUrl';

export {sourceRepository};
export const editUrl = `${sourceRepository}/edit/main/`;
export const issuesUrl = `${sourceRepository}/issues`;

export const locale = 'en-AU';
