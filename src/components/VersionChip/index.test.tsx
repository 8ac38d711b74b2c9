import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {DeprecatedSince, Since} from './index';

describe('Since and DeprecatedSince', () => {
  it('say the version in words, not colour alone', () => {
    expect(renderToStaticMarkup(<Since version="4.3" />)).toMatch(/>Since 4\.3<\/span>$/);
    expect(renderToStaticMarkup(<DeprecatedSince version="4.1.2" />)).toContain('Deprecated since 4.1.2');
  });

  it('link the tracker issue', () => {
    expect(renderToStaticMarkup(<Since version="4.3" issue="MDL-74954" />)).toContain(
      '(<a href="https://tracker.moodle.org/browse/MDL-74954">MDL-74954</a>)',
    );
  });

  it('fail the build on a malformed version or issue', () => {
    expect(() => renderToStaticMarkup(<Since version="4.x" />)).toThrow('<Since version="4.x">');
    expect(() => renderToStaticMarkup(<DeprecatedSince version="4.3" issue="12345" />)).toThrow(/tracker key/);
  });
});
