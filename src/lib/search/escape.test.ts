import {describe, expect, it} from 'vitest';
import {escapeHtml, highlightTerms, plainText, safeSnippet, tidyCode} from './escape';

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

describe('tidyCode', () => {
  it('takes away the spaces the index put around the punctuation of code', () => {
    expect(tidyCode('$DB -> get_record_sql ( $sql , array $params = null ) ;')).toBe('$DB->get_record_sql($sql, array $params = null);');
    expect(tidyCode('\\core\\task\\manager :: queue_adhoc_task ( $task ) ;')).toBe('\\core\\task\\manager::queue_adhoc_task($task);');
    expect(tidyCode('SELECT * FROM { course } WHERE')).toBe('SELECT * FROM {course} WHERE');
  });

  it('leaves prose alone', () => {
    const prose = 'Use it (as shown below), then call it again; see the notes (page 2).';
    expect(tidyCode(prose)).toBe(prose);
  });

  it('is applied to excerpts, around highlights too', () => {
    expect(safeSnippet('<mark>get_record_sql</mark> ( $sql ) ;')).toBe('<mark>get_record_sql</mark>($sql);');
  });
});
