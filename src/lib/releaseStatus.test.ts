import {describe, expect, it} from 'vitest';
import {
  buildDate,
  compareVersions,
  fixedIssuesUrl,
  formatDate,
  isSupported,
  issueKeyPattern,
  localIsoDate,
  releaseStatus,
} from './releaseStatus';

// Moodle 4.2: released 24 April 2023, general support to 22 April 2024, security to 7 October 2024.
const m42 = {releaseDate: '2023-04-24', generalSupportEnd: '2024-04-22', securitySupportEnd: '2024-10-07'};

describe('releaseStatus', () => {
  it('follows a branch through its life, end dates included', () => {
    expect(releaseStatus(m42, '2023-04-23')).toBe('unreleased');
    expect(releaseStatus(m42, '2023-04-24')).toBe('supported');
    expect(releaseStatus(m42, '2024-04-22')).toBe('supported');
    expect(releaseStatus(m42, '2024-04-23')).toBe('security-only');
    expect(releaseStatus(m42, '2024-10-07')).toBe('security-only');
    expect(releaseStatus(m42, '2024-10-08')).toBe('unsupported');
  });

  it('says unknown rather than guess when the dates are missing', () => {
    const undated = {releaseDate: '2006-06-19', generalSupportEnd: null, securitySupportEnd: null};
    expect(releaseStatus(undated, '2026-01-01')).toBe('unknown');
    expect(releaseStatus(undated, '2006-01-01')).toBe('unreleased');
    const noSecurityEnd = {...m42, securitySupportEnd: null};
    expect(releaseStatus(noSecurityEnd, '2024-01-01')).toBe('supported');
    expect(releaseStatus(noSecurityEnd, '2025-01-01')).toBe('unknown');
  });

  it('counts general and security-only support as supported', () => {
    expect(isSupported('supported')).toBe(true);
    expect(isSupported('security-only')).toBe(true);
    expect(isSupported('unsupported')).toBe(false);
    expect(isSupported('unknown')).toBe(false);
  });
});

describe('dates', () => {
  it('formats a date in the site style without time-zone drift', () => {
    expect(formatDate('2023-06-12')).toBe('12 June 2023');
    expect(formatDate('2024-01-01')).toBe('1 January 2024');
  });

  it('takes the build date from RELEASE_STATUS_DATE, else from the clock', () => {
    expect(buildDate({RELEASE_STATUS_DATE: '2024-05-01'})).toBe('2024-05-01');
    expect(buildDate({}, new Date(2025, 0, 9, 12))).toBe('2025-01-09');
    expect(() => buildDate({RELEASE_STATUS_DATE: '1 May 2024'})).toThrow(/YYYY-MM-DD/);
    expect(localIsoDate(new Date(2023, 9, 9))).toBe('2023-10-09');
  });
});

describe('versions and tracker links', () => {
  it('compares versions numerically', () => {
    const sorted = ['4.0', '3.10', '3.9', '4.0.1', '1.9'].sort(compareVersions);
    expect(sorted).toEqual(['1.9', '3.9', '3.10', '4.0', '4.0.1']);
  });

  it('links the fixed issues of a version', () => {
    expect(fixedIssuesUrl('4.2.3')).toBe(
      'https://tracker.moodle.org/issues/?jql=project%20%3D%20MDL%20AND%20resolution%20%3D%20Fixed%20AND%20fixVersion%20%3D%204.2.3',
    );
  });

  it('recognises tracker keys', () => {
    expect(issueKeyPattern.test('MDL-12345')).toBe(true);
    expect(issueKeyPattern.test('MDL-0')).toBe(false);
    expect(issueKeyPattern.test('mdl-1')).toBe(false);
  });
});
