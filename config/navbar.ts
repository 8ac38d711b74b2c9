import type {Navbar} from '@docusaurus/theme-common';

export const navbar: Omit<Navbar, 'style'> & {style?: 'primary' | 'dark'} = {
  hideOnScroll: true,
  logo: {
    alt: 'Moodle Developer Resources home',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 132,
    height: 32,
  },
  items: [
    // Active on the docs' own pages only (src/theme/NavbarItem/DocsNavbarItem).
    {type: 'custom-docs', to: '/docs', label: 'Guides', position: 'left'},
    {to: '/general/community/contribute', label: 'Community', position: 'left'},
    {to: '/general/development/gettingstarted', label: 'Coding', position: 'left'},
    {to: '/general/development/process', label: 'Process', position: 'left'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {href: 'https://docs.moodle.org/dev/', label: 'Legacy documentation'},
        {to: '/versions', label: 'All versions'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
  ],
};
