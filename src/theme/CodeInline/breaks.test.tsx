import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {codePieces, withBreaks, withBreaksInHtml} from './breaks';

const html = (code: string) => renderToStaticMarkup(<>{withBreaks(code)}</>);

describe('inline code line breaks', () => {
  it('lets a line end after the separators inside a name', () => {
    expect(html('\\core\\task\\manager::queue_adhoc_task')).toBe('\\core\\<wbr/>task\\<wbr/>manager::<wbr/>queue_<wbr/>adhoc_<wbr/>task');
    expect(html('lib/editor/tiny/classes/')).toBe('lib/<wbr/>editor/<wbr/>tiny/<wbr/>classes/');
    expect(html('get_recordset_by_timestamp')).toBe('get_<wbr/>recordset_<wbr/>by_timestamp');
    expect(html('assignsubmission_<name>_subplugin.class.php')).toBe('assignsubmission_<wbr/>&lt;name&gt;_<wbr/>subplugin.class.php');
  });

  it('keeps -> and => whole, with a break after them', () => {
    expect(html('$mform->addElement($name)')).toBe('$mform<span class="code-op">-&gt;</span><wbr/>addElement($name)');
    expect(html("['a' => 1]")).toBe('[&#x27;a&#x27; <span class="code-op">=&gt;</span><wbr/> 1]');
  });

  it('breaks a long camel-case name between its words', () => {
    expect(html('CoreDomUtilsProvider.extractDownloadableFilesFromHtml')).toBe(
      'CoreDomUtils<wbr/>Provider.extractDownloadable<wbr/>Files<wbr/>From<wbr/>Html',
    );
    expect(html('moodleform')).toBe('moodleform');
    expect(html('MoodleForm')).toBe('MoodleForm');
  });

  it('leaves short names, and separators not inside a name, as they are', () => {
    for (const code of ['moodleform', '__construct', '$x_', 'a / b', '\\stdClass', 'is_enabled', 'get_x', 'x::', 'a_b_c']) {
      expect(html(code)).toBe(renderToStaticMarkup(<>{code}</>));
    }
  });

  it('changes no character of the code', () => {
    const code = '$DB->get_records_sql("SELECT * FROM {user}", [\'a\' => 1])::x\\y/z_w->$q';
    expect(codePieces(code).map((p) => (p === null ? '' : typeof p === 'string' ? p : p.op)).join('')).toBe(code);
  });

  it('adds the same breaks to the inline code of an HTML string', () => {
    expect(withBreaksInHtml('The <code>communication_provider</code> and <code>$a-&gt;get_record()</code> &amp; more')).toBe(
      'The <code>communication_<wbr>provider</code> and <code>$a<span class="code-op">-&gt;</span><wbr>get_<wbr>record()</code> &amp; more',
    );
    expect(withBreaksInHtml('<code>&lt;name&gt;_provider</code>')).toBe('<code>&lt;name&gt;_<wbr>provider</code>');
  });
});
