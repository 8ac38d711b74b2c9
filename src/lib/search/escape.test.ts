import {describe, expect, it} from 'vitest';
import {escapeHtml, highlightTerms, plainText, safeSnippet} from './escape';
import {splitCode} from './tokens';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#039;y&#039;&gt;&amp;&lt;/a&gt;');
  });
});

describe('safeSnippet', () => {
  it('keeps Pagefind highlights', () => {
    expect(safeSnippet('Build a <mark>form</mark> with the <mark>Forms</mark> API')).toBe(
      'Build a <mark>form</mark> with the <mark>Forms</mark> API',
    );
  });

  it('shows markup quoted in the page as text, escaped once', () => {
    // Pagefind escapes < and > of the page text, and leaves & as it is.
    expect(safeSnippet('use &lt;select&gt; &amp; <mark>form</mark> fields')).toBe(
      'use &lt;select&gt; &amp;amp; <mark>form</mark> fields',
    );
  });

  it('makes any other tag inert', () => {
    const probe = '<img src=x onerror=alert(1)><script>alert(2)</script><mark onclick="x">y</mark>';
    const html = safeSnippet(probe);
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&lt;mark onclick=&quot;x&quot;&gt;y');
  });

  it('keeps the punctuation and spaces around a matched word out of its highlight', () => {
    expect(safeSnippet('often called <mark>formslib.</mark> It wraps')).toBe('often called <mark>formslib</mark>. It wraps');
    expect(safeSnippet('\\core_form\\dynamic_form <mark>(forms</mark> and <mark>lib/formslib.php,</mark>')).toBe(
      '\\core_form\\dynamic_form (<mark>forms</mark> and <mark>lib/formslib.php</mark>,',
    );
    expect(safeSnippet('a <mark>$mform-&gt;addElement(</mark> call')).toBe('a <mark>$mform-&gt;addElement</mark>( call');
    expect(safeSnippet('only <mark>...</mark> dots')).toBe('only ... dots');
  });

  it('balances the highlights', () => {
    expect(safeSnippet('a <mark>b <mark>c')).toBe('a <mark>b c</mark>');
    expect(safeSnippet('a </mark>b')).toBe('a b');
  });
});

describe('highlightTerms', () => {
  it('marks the words that start with a query term, ignoring case', () => {
    expect(highlightTerms('Forms API and form elements', 'form el')).toBe(
      '<mark>Forms</mark> API and <mark>form</mark> <mark>elements</mark>',
    );
  });

  it('escapes the text and never turns the query into markup', () => {
    expect(highlightTerms('<b>Forms</b>', '<img src=x onerror=alert(1)>')).toBe('&lt;b&gt;Forms&lt;/b&gt;');
    expect(highlightTerms('R&D forms', '')).toBe('R&amp;D forms');
  });
});

describe('plainText', () => {
  it('undoes escapeHtml and drops highlights', () => {
    const text = `Tom & Jerry's <"tags">`;
    expect(plainText(`<mark>${escapeHtml(text)}</mark>`)).toBe(text);
  });
});

describe('code in excerpts', () => {
  // The page text as Pagefind keeps it for excerpts: one plain space for every run of whitespace.
  const asIndexed = (code: string) => splitCode(code).split(/\s+/).filter(Boolean).join(' ');

  it('is shown with its own spacing, around highlights too', () => {
    const line = "$DB->get_record_sql('SELECT * FROM {course} WHERE id = ?', [$id]);";
    const excerpt = asIndexed(line).replace('get_record_sql', '<mark>get_record_sql</mark>');
    expect(safeSnippet(excerpt)).toBe(escapeHtml(line).replace('get_record_sql', '<mark>get_record_sql</mark>'));
    const array = "['courseid' => $courseid, 'name' => $name]);}";
    expect(plainText(safeSnippet(asIndexed(array)))).toBe(array);
  });

  it('keeps the spaces of prose and of code written with spaces', () => {
    const prose = 'Use it (as shown below), then call it again; see the notes (page 2).';
    expect(plainText(safeSnippet(asIndexed(prose)))).toBe(prose);
    const spaced = 'if ( $a === $b ) { return [ $a ]; }';
    expect(plainText(safeSnippet(asIndexed(spaced)))).toBe(spaced);
  });
});
