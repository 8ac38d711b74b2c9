// A page whose front matter or MDX does not parse fails the build; say where, before the build does.
import type {Rule} from '../types';

export const syntax: Rule = {
  name: 'syntax',
  description: 'front matter and markdown/MDX that parse',
  page(doc, facts) {
    return facts.error ? [{file: doc.file, line: facts.error.line, column: facts.error.column, rule: 'syntax', message: facts.error.message}] : [];
  },
};
