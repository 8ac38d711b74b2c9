// Validates a table of Moodle's API against data/moodle-api/schema.json (JSON Schema 2020-12, with ajv).
import Ajv2020 from 'ajv/dist/2020';
import schema from '../../../data/moodle-api/schema.json';
import type {ApiTable} from './types';

const ajv = new Ajv2020({allErrors: true, strict: true});
const validateSchema = ajv.compile<ApiTable>(schema);

/**
 * Every problem with `table`, one line each, naming the entry by its JSON pointer, such as
 * `/classes/core\hook\manager/methods/get_instance/line must be integer`. Empty when the table is valid.
 */
export function validateTable(table: unknown): string[] {
  if (validateSchema(table)) return [];
  return (validateSchema.errors ?? []).slice(0, 20).map((e) => {
    const where = (e.instancePath || '/').replace(/~1/g, '/').replace(/~0/g, '~');
    if (e.keyword === 'additionalProperties') return `${where} has unknown property "${e.params.additionalProperty}"`;
    if (e.keyword === 'propertyNames') return `${where} has a malformed name "${e.params.propertyName}"`;
    return `${where} ${e.message ?? 'is invalid'}`;
  });
}
