// Validates the release model against data/versions.schema.json (JSON Schema 2020-12, with ajv) and
// then checks what a schema cannot say: order, dates that follow each other, releases of their branch.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import schema from '../../../data/versions.schema.json';
import {compareVersions} from '../../lib/releaseStatus';
import type {ReleaseData} from './types';

const ajv = new Ajv2020({allErrors: true, strict: true});
addFormats(ajv, ['date']);
const validateSchema = ajv.compile<ReleaseData>(schema);

/**
 * Every problem with `data`, one line each: the JSON pointer of the field, then what is wrong, such
 * as `/branches/3/releaseDate must match format "date"`. Empty when the data is valid.
 */
export function validateReleaseData(data: unknown): string[] {
  if (!validateSchema(data)) {
    return (validateSchema.errors ?? []).map((e) => {
      const where = e.instancePath || '/';
      // Name the unexpected or missing property, which ajv keeps in params.
      if (e.keyword === 'additionalProperties') return `${where} has unknown property "${e.params.additionalProperty}"`;
      return `${where} ${e.message ?? 'is invalid'}`;
    });
  }
  return checkConsistency(data);
}

function checkConsistency(data: ReleaseData): string[] {
  const errors: string[] = [];
  data.branches.forEach((branch, i) => {
    const at = `/branches/${i}`;
    const previous = data.branches[i - 1];
    if (previous && compareVersions(previous.version, branch.version) <= 0) {
      errors.push(`${at}/version ${branch.version} must be older than the branch before it (${previous.version}): branches go newest first`);
    }
    const {releaseDate, generalSupportEnd: general, securitySupportEnd: security} = branch;
    if (general != null && general < releaseDate) {
      errors.push(`${at}/generalSupportEnd ${general} must not be before the release date ${releaseDate}`);
    }
    if (general != null && security != null && security < general) {
      errors.push(`${at}/securitySupportEnd ${security} must not be before generalSupportEnd ${general}`);
    }
    if (security != null && general == null) {
      errors.push(`${at}/generalSupportEnd must be set when securitySupportEnd is`);
    }
    branch.releases.forEach((release, j) => {
      const rat = `${at}/releases/${j}`;
      if (!release.version.startsWith(`${branch.version}.`)) {
        errors.push(`${rat}/version ${release.version} is not a release of branch ${branch.version}`);
      }
      if (release.releaseDate < releaseDate) {
        errors.push(`${rat}/releaseDate ${release.releaseDate} must not be before the branch's release date ${releaseDate}`);
      }
      const before = branch.releases[j - 1];
      if (before && compareVersions(before.version, release.version) >= 0) {
        errors.push(`${rat}/version ${release.version} must be newer than the release before it (${before.version}): releases go oldest first`);
      }
    });
  });
  return errors;
}
