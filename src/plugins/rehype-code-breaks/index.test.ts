import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import rehypeCodeBreaks from '.';
import {codePieces, thinBreaks, withBreaksInHtml} from './breaks';

const code = (value: string): Element => ({type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value}]});

/** The inner HTML of inline code `value` after the plugin has run over a paragraph holding it. */
function html(value: string): string {
  const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [code(value)]}]};
  rehypeCodeBreaks()(tree);
  return toHtml(tree).replace(/^<p><code>|<\/code><\/p>$/g, '');
}

const escaped = (text: string) => toHtml({type: 'text', value: text});

describe('inline code line breaks', () => {
  it('lets a line end after the separators inside a name', () => {
    expect(html('\\core\\task\\manager::queue_adhoc_task')).toBe('\\core\\<wbr>task\\<wbr>manager::<wbr>queue_<wbr>adhoc_<wbr>task');
    expect(html('lib/editor/tiny/classes/')).toBe('lib/<wbr>editor/<wbr>tiny/<wbr>classes/');
    expect(html('get_recordset_by_timestamp')).toBe('get_<wbr>recordset_<wbr>by_timestamp');
    expect(html('assignsubmission_<name>_subplugin.class.php')).toBe('assignsubmission_<wbr>&#x3C;name>_<wbr>subplugin.class.php');
  });

  it('thins the points so that each run between them stays within so many characters, keeping every character and operator', () => {
    const shown = (code: string) => thinBreaks(codePieces(code), 20).map((p) => (p === null ? '|' : typeof p === 'string' ? p : p.op)).join('');
    expect(shown('core_backup_external::get_async_backup_links_backup()')).toBe('core_backup_|external::get_async_|backup_links_|backup()');
    expect(shown('advanced_testcase::stopHookRedirections()')).toBe('advanced_testcase::|stopHookRedirections()');
    // Text with no point inside stays whole, longer than the span or not: the point before it is kept.
    expect(shown('admin_setting_devicedetectregex::__construct()')).toBe('admin_setting_|devicedetectregex::__construct()');
    expect(thinBreaks(codePieces('$a->b->c'), 20).filter((p) => p !== null && typeof p !== 'string')).toHaveLength(2);
    expect(thinBreaks(codePieces('get_async_backup'), 1)).toEqual(codePieces('get_async_backup'));
  });

  it('keeps -> and => whole, with a break after them', () => {
    expect(html('$mform->addElement($name)')).toBe('$mform<span class="code-op">-></span><wbr>addElement($name)');
    expect(html("['a' => 1]")).toBe("['a' <span class=\"code-op\">=></span><wbr> 1]");
  });

  it('breaks a long camel-case name between its words', () => {
    expect(html('CoreDomUtilsProvider.extractDownloadableFilesFromHtml')).toBe('CoreDomUtils<wbr>Provider.extractDownloadable<wbr>Files<wbr>From<wbr>Html');
    expect(html('moodleform')).toBe('moodleform');
    expect(html('MoodleForm')).toBe('MoodleForm');
  });

  it('leaves short names, and separators not inside a name, as they are', () => {
    for (const text of ['moodleform', '__construct', '$x_', 'a / b', '\\stdClass', 'is_enabled', 'get_x', 'x::', 'a_b_c']) {
      expect(html(text)).toBe(escaped(text));
    }
  });

  it('changes no character of the code', () => {
    const text = '$DB->get_records_sql("SELECT * FROM {user}", [\'a\' => 1])::x\\y/z_w->$q';
    expect(codePieces(text).map((p) => (p === null ? '' : typeof p === 'string' ? p : p.op)).join('')).toBe(text);
  });

  it('leaves code blocks as they are', () => {
    const block = 'lib/editor/tiny/classes/\n$mform->addElement($name);\n';
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [code(block)]}]};
    rehypeCodeBreaks()(tree);
    expect(toHtml(tree)).toBe(`<pre><code>${escaped(block)}</code></pre>`);
  });

  it('adds the same breaks to the inline code of an HTML string', () => {
    expect(withBreaksInHtml('The <code>communication_provider</code> and <code>$a-&gt;get_record()</code> &amp; more')).toBe(
      'The <code>communication_<wbr>provider</code> and <code>$a<span class="code-op">-&gt;</span><wbr>get_<wbr>record()</code> &amp; more',
    );
    expect(withBreaksInHtml('<code>&lt;name&gt;_provider</code>')).toBe('<code>&lt;name&gt;_<wbr>provider</code>');
  });

  it('adds them to the headings of the table of contents the MDX loader exports', () => {
    const value = {type: 'Literal', value: 'The <code>communication_provider</code> class'};
    const property = {type: 'Property', key: {type: 'Identifier', name: 'value'}, value};
    const declaration = {type: 'VariableDeclaration', declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name: 'toc'}, init: {type: 'ArrayExpression', elements: [{type: 'ObjectExpression', properties: [property]}]}}]};
    const esm = {type: 'mdxjsEsm', value: '', data: {estree: {type: 'Program', body: [{type: 'ExportNamedDeclaration', declaration}]}}};
    rehypeCodeBreaks()({type: 'root', children: [esm]} as unknown as Root);
    expect(value.value).toBe('The <code>communication_<wbr>provider</code> class');
  });
});
