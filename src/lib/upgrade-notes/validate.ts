// Validates a version's upgrade notes: the schema (kinds, keys, fields), then what a schema cannot say:
// every API name is found in that version's table of Moodle's API or the one before it.
import Ajv2020 from 'ajv/dist/2020';
import schema from '../../../data/upgrade-notes/schema.json';
import type {ApiIndex} from '../moodle-api/lookup';
import {resolveName} from '../moodle-api/resolve';
import type {UpgradeNotesFile} from './types';

const ajv = new Ajv2020({allErrors: true, strict: true});
const validateSchema = ajv.compile<UpgradeNotesFile>(schema);

/** Every problem of a notes file, one line each naming the note by its index and its upgrade.txt line. */
export function validateNotes(data: unknown, version: string, apis: {current: ApiIndex; previous?: ApiIndex}): string[] {
  if (!validateSchema(data)) {
    return (validateSchema.errors ?? []).map((e) => {
      const at = /^\/notes\/(\d+)/.exec(e.instancePath);
      const note = at ? (data as UpgradeNotesFile).notes[Number(at[1])] : undefined;
      const where = `${e.instancePath || '/'}${note ? ` (${note.file}:${note.line})` : ''}`;
      if (e.keyword === 'additionalProperties') return `${where} has unknown property "${e.params.additionalProperty}"`;
      if (e.keyword === 'enum') return `${where} must be one of ${(e.params.allowedValues as string[]).join(', ')}`;
      return `${where} ${e.message ?? 'is invalid'}`;
    });
  }
  const errors: string[] = [];
  if (data.version !== version) errors.push(`/version is ${data.version}, not ${version}`);
  const seen = new Set<string>();
  data.notes.forEach((note, i) => {
    const where = `/notes/${i} (${note.file}:${note.line})`;
    const id = `${note.file}:${note.line}`;
    if (seen.has(id)) errors.push(`${where} restates an entry that another note restates`);
    seen.add(id);
    for (const name of note.apis ?? []) {
      if (!resolveName(apis.current, name) && !(apis.previous && resolveName(apis.previous, name))) {
        const versions = apis.previous ? `${apis.current.version} nor ${apis.previous.version}` : apis.current.version;
        errors.push(`${where}: API name "${name}" is in neither ${versions}`);
      }
    }
  });
  return errors;
}
