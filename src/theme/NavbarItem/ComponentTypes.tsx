// Wraps the stock navbar item types to add `custom-docs`, the link to the docs (./DocsNavbarItem).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsNavbarItem from './DocsNavbarItem';

export default {...ComponentTypes, 'custom-docs': DocsNavbarItem};
