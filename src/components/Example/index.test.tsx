import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {InvalidExample, ValidExample} from './index';

describe('ValidExample and InvalidExample', () => {
  it('label the block in words, with the icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(<ValidExample><p>ok</p></ValidExample>);
    expect(html).toContain('aria-label="Valid example"');
    expect(html).toContain('<span aria-hidden="true"');
    expect(html).toContain('Valid example</div>');
    expect(html).toContain('<p>ok</p>');
  });

  it('add the title after the label', () => {
    const html = renderToStaticMarkup(<InvalidExample title="global variables">x</InvalidExample>);
    expect(html).toContain('aria-label="Invalid example: global variables"');
    expect(html).toContain('Invalid example: global variables</div>');
  });
});
