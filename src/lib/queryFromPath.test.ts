import {describe, expect, it} from 'vitest';
import {queryFromPath} from './queryFromPath';

describe('queryFromPath', () => {
  it('keeps the meaningful words of a missing address', () => {
    expect(queryFromPath('/docs/apis/core/lock_api')).toBe('apis core lock api');
    expect(queryFromPath('/docs/4.1/apis/subsystems/formslib')).toBe('apis subsystems formslib');
    expect(queryFromPath('/general/development/process-moodleapp.html')).toBe('development process moodleapp html');
  });

  it('is empty for an address with no words', () => {
    expect(queryFromPath('/docs/4.2')).toBe('');
  });
});
