import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from './toMarkdown';

const page = `<html><head><title>Forms API | Moodle</title><meta name=description content="Build forms."><link rel=canonical href=https://moodledev.io/docs/apis/subsystems/form></head><body><main><article>
<nav class=theme-doc-breadcrumbs>Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>Forms API</h1></header>
<form role=search aria-label="Filter the list"><label>Kind <select><option>All kinds</option></select></label></form>
<p>Read <a href="/docs/apis/core/dml#reading">the DML page</a> and <a href="#usage">usage</a>.<!-- --> Done.</p>
<h2 id=usage>Usage<a class=hash-link href=#usage>#</a></h2>
<div class="theme-admonition theme-admonition-warning alert"><div class=admonitionHeading_x>warning</div><div class=admonitionContent_y><p>Check the <code>sesskey</code>.</p></div></div>
<div class="language-php theme-code-block"><div class=codeBlockContent><pre class="prism-code language-php"><code><div class=token-line><span>$mform = $this-&gt;_form;</span><br></div><div class=token-line><span>$mform-&gt;addElement('text', 'name');</span><br></div></code></pre><div class=buttonGroup><button>Copy</button></div></div></div>
<div class="language-js theme-code-block"><div class=codeBlockContent><pre class="prism-code language-js"><code><span class="token keyword pc-keyword">const</span> a = 1;
<!-- --><div class="token-line theme-code-block-highlighted-line"><span>b();</span><br></div>c();
</code></pre></div></div>
<table><thead><tr><th>What</th><th>Where</th></tr></thead><tbody><tr><td>moodleform</td><td><code>lib/formslib.php</code></td></tr></tbody></table>
<p><img src=/img/form.png alt="A form"></p>
</div><footer class=theme-doc-footer><time datetime=2026-11-22T02:02:13.000Z itemprop=dateModified>22 Nov</time></footer></article></main></body></html>`;

describe('htmlToMarkdown', () => {
  const twin = htmlToMarkdown(page, '/docs/apis/subsystems/form', 'https://moodledev.io', 'master (Moodle 4.3)')!;

  it('starts with the title, the address, the docs version, the last update and the description', () => {
    expect(twin.markdown.split('\n').slice(0, 7)).toEqual([
      '# Forms API',
      '',
      '> Source: https://moodledev.io/docs/apis/subsystems/form  ',
      '> Docs version: master (Moodle 4.3)  ',
      '> Last updated: 2026-11-22',
      '',
      'Build forms.',
    ]);
    expect(twin.markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('keeps code with its language, admonitions as quotes, tables, images and absolute links', () => {
    expect(twin.markdown).toContain("```php\n$mform = $this->_form;\n$mform->addElement('text', 'name');\n```");
    expect(twin.markdown).toContain('> **Warning**\n>\n> Check the `sesskey`.');
    expect(twin.markdown).toContain('| moodleform | `lib/formslib.php` |');
    expect(twin.markdown).toContain('![A form](https://moodledev.io/img/form.png)');
    expect(twin.markdown).toContain('[the DML page](https://moodledev.io/docs/apis/core/dml#reading) and [usage](https://moodledev.io/docs/apis/subsystems/form#usage). Done.');
    expect(twin.markdown).toContain('## Usage\n');
  });

  it('reads code whose plain lines are text and whose highlighted lines are elements', () => {
    expect(twin.markdown).toContain('```js\nconst a = 1;\nb();\nc();\n```');
  });

  it('leaves out the theme: breadcrumbs, heading anchors, copy buttons, React comments', () => {
    expect(twin.markdown).not.toMatch(/Home|Copy|<!--|\]\(#usage\)\n/);
  });

  it('leaves out forms, whose controls work only in the browser', () => {
    expect(twin.markdown).not.toMatch(/Kind|All kinds/);
  });
});
