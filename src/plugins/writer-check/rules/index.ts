// The rules `npm run check` runs, in the order their findings are worth reading. A new rule is a file in
// this folder exporting a Rule (types.ts), with its tests beside it, and a line here.
import type {Rule} from '../types';
import {apiNames} from './api-names';
import {frontMatter} from './front-matter';
import {links} from './links';
import {releases} from './releases';
import {scaffold} from './scaffold';
import {sidebars} from './sidebars';
import {syntax} from './syntax';
import {tags} from './tags';

export const rules: Rule[] = [syntax, links, tags, sidebars, frontMatter, releases, scaffold, apiNames];

/**
 * The rules over what Docusaurus itself checks while it loads the site (front matter that parses, tags,
 * sidebars), and stops the build on naming an id or a tag but not the file and line. They read no more
 * than the pages' front matter and the sidebars.
 */
export const frontMatterRules: Rule[] = [syntax, tags, sidebars];
