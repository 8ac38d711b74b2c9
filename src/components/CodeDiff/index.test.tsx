import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import CodeDiff from './index';

describe('CodeDiff', () => {
  it('labels the two sides', () => {
    const html = renderToStaticMarkup(
      <CodeDiff after="Moodle 4.3">
        <pre>old</pre>
        {'\n'}
        <pre>new</pre>
      </CodeDiff>,
    );
    expect(html).toMatch(/aria-label="Before".*<pre>old<\/pre>.*aria-label="Moodle 4.3".*<pre>new<\/pre>/);
  });

  it('fails the build without exactly two children', () => {
    expect(() => renderToStaticMarkup(<CodeDiff><pre>only</pre></CodeDiff>)).toThrow(/exactly two children.*not 1/);
  });
});
