// A page left as the scaffold (scripts/new-page.ts) made it: its instructions still in comments, and
// headings with nothing under them. Readers never see the comments, so without this the page would ship
// with empty sections.
import {anatomy} from '../../../lib/pageAnatomy';
import type {Finding, Rule} from '../types';

const instructions = new Set(Object.values(anatomy).flatMap((sections) => sections.map(([, text]) => text)));

export const scaffold: Rule = {
  name: 'scaffold',
  description: "no scaffold instructions left and no empty sections",
  page(doc, facts) {
    if (facts.error) return [];
    const out: Finding[] = [];
    for (const comment of facts.comments) {
      if (instructions.has(comment.text)) {
        out.push({file: doc.file, line: comment.line, column: comment.column, rule: 'scaffold', message: `the scaffold's instruction is still here ("${comment.text.slice(0, 60)}${comment.text.length > 60 ? '…' : ''}"): write what it asks for and remove the comment`});
      }
    }
    for (const heading of facts.emptySections) {
      out.push({file: doc.file, line: heading.line, column: heading.column, rule: 'scaffold', message: `section "${heading.text}" is empty: write it or remove the heading`});
    }
    return out;
  },
};
