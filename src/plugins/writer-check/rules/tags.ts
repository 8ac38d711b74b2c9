// A page's tags must be keys of its area's tags.yml: the build refuses any other (onInlineTags: throw).
import {frontMatterPlace} from '../place';
import {didYouMean, nearest} from '../suggest';
import type {Finding, Rule} from '../types';

export const tags: Rule = {
  name: 'tags',
  description: "tags declared in the area's tags.yml",
  page(doc, facts, site) {
    const list = facts.frontMatter.tags;
    if (facts.error || !Array.isArray(list)) return [];
    const declared = site.tags.get(doc.area.name) ?? {};
    const out: Finding[] = [];
    for (const tag of list) {
      if (typeof tag === 'string' && Object.hasOwn(declared, tag)) continue;
      const name = typeof tag === 'string' ? tag : String((tag as {label?: unknown})?.label ?? JSON.stringify(tag));
      const place = frontMatterPlace(site, doc, facts, 'tags', name);
      const byLabel = Object.entries(declared).filter(([, t]) => t.label.toLowerCase() === name.toLowerCase()).map(([key]) => key);
      const hint = didYouMean(byLabel.length ? byLabel : nearest(name, Object.keys(declared)));
      const message =
        typeof tag === 'string'
          ? `unknown tag "${tag}": not a key of ${doc.area.tagsFile}${hint}${hint ? '' : `; add it there with a label, a description and a permalink`}`
          : `tag ${JSON.stringify(tag)} is written inline: list a key of ${doc.area.tagsFile} instead${hint}`;
      out.push({file: doc.file, ...place, rule: 'tags', message});
    }
    return out;
  },
};
