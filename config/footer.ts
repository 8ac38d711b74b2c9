import type {Footer} from '@docusaurus/theme-common';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'This site',
      items: [
        {label: 'Release notes', to: '/general/releases'},
        {label: 'Projects', to: '/general/projects'},
        {label: 'Developer docs', to: '/general/documentation'},
        {label: 'Code of conduct', to: '/general/documentation/code-of-conduct'},
      ],
    },
    {
      title: 'Moodle',
      items: [
        {label: 'User documentation', href: 'https://docs.moodle.org/'},
        {label: 'Legacy developer documentation', href: 'https://docs.moodle.org/dev/'},
        {label: 'General developer forum', href: 'https://moodle.org/mod/forum/view.php?id=55'},
      ],
    },
    {
      title: 'Follow',
      items: [
        {label: 'X (Twitter)', href: 'https://x.com/moodle'},
        {label: 'Source on GitHub', href: 'https://github.com/moodle/devdocs'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Moodle Pty Ltd and contributors. Content licensed under the GNU GPL v3 or later.`,
};
