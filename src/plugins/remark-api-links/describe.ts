import type {ApiIndex} from '../../lib/moodle-api/lookup';
import {signature} from '../../lib/moodle-api/lookup';
import type {Resolved} from '../../lib/moodle-api/resolve';

/**
 * What a link to a definition says about it, as its title (its accessible description): a function's or
 * method's signature, a class's kind, a capability's context level and the roles it is given to, an external
 * function's class and method; then where it is defined, in which release.
 */
export function describe(api: ApiIndex, resolved: Resolved): string {
  const release = `Moodle ${api.table.source.release.replace(/ \(.*$/, '')}`;
  switch (resolved.kind) {
    case 'function':
      return `${signature(resolved.name, resolved.entry)}, in ${resolved.entry.file} (${release})`;
    case 'method': {
      const {entry} = resolved.found;
      return `${entry.visibility !== 'public' ? `${entry.visibility} ` : ''}${signature(resolved.name, entry, resolved.owner)}, in ${api.table.classes[resolved.owner].file} (${release})`;
    }
    case 'class': {
      const {entry} = resolved;
      const kind = `${entry.abstract ? 'abstract ' : ''}${entry.final ? 'final ' : ''}${entry.kind}`;
      const renamed = resolved.renamedFrom ? ` (${resolved.renamedFrom} is its old name)` : '';
      return `${kind} ${resolved.name}${entry.extends ? ` extends ${entry.extends}` : ''}${renamed}, in ${entry.file} (${release})`;
    }
    case 'class constant':
      return `constant ${resolved.owner}::${resolved.name}, in ${api.table.classes[resolved.owner].file} (${release})`;
    case 'constant':
      return `constant ${resolved.name}, in ${resolved.entry.file} (${release})`;
    case 'capability': {
      const {entry} = resolved;
      const roles = Object.entries(entry.archetypes ?? {}).filter(([, p]) => p === 'CAP_ALLOW').map(([r]) => r);
      return `capability ${resolved.name}: ${entry.captype ?? ''} ${entry.contextlevel ?? ''}; allowed by default for ${roles.length ? roles.join(', ') : 'no role'}, in ${entry.file} (${release})`;
    }
    case 'external function': {
      const {entry} = resolved;
      return `external function ${resolved.name}: ${entry.classname}::${entry.methodname ?? 'execute'}()${entry.type ? `, ${entry.type}` : ''}${entry.ajax ? ', AJAX' : ''}, in ${entry.file} (${release})`;
    }
    case 'test class':
      return `test helper class ${resolved.name}, in ${resolved.entry.file} (${release})`;
  }
}
