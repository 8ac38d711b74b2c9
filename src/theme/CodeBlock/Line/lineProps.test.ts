import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {colourClass, prismModeTheme} from '../../../lib/prismModeTheme';
import {leanSegments, lineProps, tokenProps, withoutEmptyTokens} from './lineProps';

describe('code lines without inline styles', () => {
  it('turns a token colour variable into a class and keeps any other style', () => {
    expect(tokenProps({className: 'token keyword', style: {color: 'var(--prism-keyword)'}, children: 'new'})).toEqual({className: 'token keyword pc-keyword', children: 'new'});
    expect(tokenProps({className: 'token tag', style: {color: 'var(--prism-markup-tag, var(--prism-tag))', display: 'inline-block'}})).toEqual({
      className: 'token tag pc-markup-tag',
      style: {display: 'inline-block'},
    });
    // A colour that is not one of the theme's variables stays inline rather than being lost.
    expect(tokenProps({className: 'token x', style: {color: 'red'}})).toEqual({className: 'token x', style: {color: 'red'}});
  });

  it("drops a line's plain colour only", () => {
    const plain = {color: 'var(--prism-plain)'};
    expect(lineProps({className: 'token-line', style: {color: 'var(--prism-plain)'}}, plain)).toEqual({className: 'token-line'});
    // prism-react-renderer's plain style for lines also names the background, left undefined.
    expect(lineProps({className: 'token-line', style: {color: 'var(--prism-plain)', backgroundColor: undefined}}, plain)).toEqual({className: 'token-line'});
    expect(lineProps({className: 'token-line', style: {color: 'var(--prism-plain)', background: 'yellow'}}, plain)).toHaveProperty('style.background', 'yellow');
  });

  it('leaves out tokens with no text unless the line has nothing else', () => {
    const line = [{content: ''}, {content: '$x'}, {content: ''}];
    expect(withoutEmptyTokens(line)).toEqual([{content: '$x'}]);
    expect(withoutEmptyTokens([{content: ''}])).toEqual([{content: ''}]);
  });

  it('writes a plain line as the fewest nodes: uncoloured tokens as text, like neighbours as one span', () => {
    const punctuation = 'token punctuation pc-punctuation';
    expect(
      leanSegments([
        {className: 'token keyword pc-keyword', children: 'return'},
        {className: 'token plain', children: ' '},
        {className: 'token package', children: 'core'},
        {className: punctuation, children: '('},
        {className: punctuation, children: ')'},
        {className: 'token important', style: {fontWeight: 'bold'}, children: '!'},
        {className: 'token important', style: {fontWeight: 'bold'}, children: '!'},
      ]),
    ).toEqual([
      {className: 'token keyword pc-keyword', children: 'return', style: undefined},
      ' core',
      {className: punctuation, children: '()', style: undefined},
      // Styled spans stay apart: their style objects are not compared.
      {className: 'token important', style: {fontWeight: 'bold'}, children: '!'},
      {className: 'token important', style: {fontWeight: 'bold'}, children: '!'},
    ]);
    expect(leanSegments([])).toEqual([]);
  });

  it('has a CSS rule giving each class of the theme the colour the inline style gave', () => {
    const {theme, css} = prismModeTheme(themes.vsLight, themes.vsDark);
    for (const {style} of theme.styles) {
      const name = colourClass(style.color);
      expect(name, style.color).toBeDefined();
      expect(css).toContain(`.${name} { color: ${style.color}; }`);
    }
  });
});
