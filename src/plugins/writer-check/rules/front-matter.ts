// Every page needs a description (search results and link previews show it) and at least one tag (tag
// pages and related pages come from them).
import {frontMatterPlace} from '../place';
import type {Finding, Rule} from '../types';

export const frontMatter: Rule = {
  name: 'front-matter',
  description: 'a non-empty description and at least one tag',
  page(doc, facts, site) {
    if (facts.error) return [];
    const out: Finding[] = [];
    const {description, tags} = facts.frontMatter;
    const finding = (key: string, message: string): Finding => ({file: doc.file, ...frontMatterPlace(site, doc, facts, key), rule: 'front-matter', message});
    if (typeof description !== 'string' || !description.trim()) {
      out.push(finding('description', `${description === undefined ? 'no description' : 'an empty description'} in the front matter: write one sentence on what the page is for (search results and link previews show it)`));
    }
    if (!Array.isArray(tags) || tags.length === 0) {
      out.push(finding('tags', `${tags === undefined ? 'no tags' : 'no tag'} in the front matter: list at least one key of ${doc.area.tagsFile}`));
    }
    return out;
  },
};
