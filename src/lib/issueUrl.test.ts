import {describe, expect, it} from 'vitest';
import {newIssueUrl, problemReport} from './issueUrl';

describe('newIssueUrl and problemReport', () => {
  it('fills the title and body of a new issue', () => {
    expect(newIssueUrl('Search: no results for "a&b"')).toBe('https://github.com/moodle/devdocs/issues/new?title=Search%3A%20no%20results%20for%20%22a%26b%22');
    expect(newIssueUrl('T', 'B c')).toBe('https://github.com/moodle/devdocs/issues/new?title=T&body=B%20c');
  });

  it('quotes the selected text, line by line, and leaves the quote out without a selection', () => {
    const page = {title: 'Forms API', url: 'https://moodledev.io/docs/apis/subsystems/form', version: 'master'};
    const withSelection = problemReport(page, ' first line\nsecond line ');
    expect(withSelection.title).toBe('Problem on "Forms API"');
    expect(withSelection.body).toContain('Page: [Forms API](https://moodledev.io/docs/apis/subsystems/form)\nDocs version: master\n');
    expect(withSelection.body).toContain('> first line\n> second line');
    expect(problemReport(page, '  ').body).not.toContain('>');
  });
});
