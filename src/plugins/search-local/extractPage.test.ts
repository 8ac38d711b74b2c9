import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {bodyWeightOf, pagePath} from './buildIndex';
import {extractPage, toPagefindHtml} from './extractPage';
import {restoreCode} from '../../lib/search/tokens';

// Shaped like the minified output of the build: attributes without quotes.
const docPage = `<!doctype html><html lang=en-AU class="docs-wrapper plugin-docs docs-doc-page"><head>
<title>Files in Forms | Moodle Developer Resources</title>
<meta data-rh=true name=docsearch:language content=en-AU />
<meta data-rh=true name=docusaurus_tag content=docs-default-4.1 />
<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-4.1 />
</head><body><nav class=navbar>Guides Community</nav><aside>Sidebar link</aside>
<main><article><nav class=theme-doc-breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" href=/><svg></svg></a>
<li class=breadcrumbs__item><a href=/docs/4.1/apis><span>API guides</span></a>
<li class="breadcrumbs__item breadcrumbs__item--active"><span>Files in Forms</span></ul></nav>
<span class=theme-doc-version-badge>Version: 4.1</span>
<div class=theme-doc-toc-mobile><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Files in Forms</h1></header>
<p>Use a <code>filemanager</code> element.</p>
<h2 class=anchor id=usage>Usage<a href=#usage class=hash-link aria-label="Direct link to Usage">​</a></h2>
<div class=codeBlock><pre><code>$mform-&gt;addElement('filemanager');</code></pre><div class=buttonGroup><button aria-label="Copy code">Copy</button></div></div>
</div><footer class=theme-doc-footer>Edit this page</footer></article><nav class=pagination-nav>Next</nav>
<div class=theme-doc-toc-desktop><ul class=table-of-contents><li>Usage</ul></div></main>
<footer class=footer>Copyright</footer></body></html>`;

describe('extractPage', () => {
  const doc = extractPage(docPage)!;

  it('indexes the names in code as words of their own', () => {
    const code = cheerio.load(doc.bodyHtml)('pre code').text();
    expect(code.split(/\s+/)).toEqual(expect.arrayContaining(['$mform', 'addElement', 'filemanager']));
  });

  it('reads the search meta tags written without quotes', () => {
    expect(doc).toMatchObject({tag: 'docs-default-4.1', language: 'en-AU', title: 'Files in Forms', section: 'API guides · 4.1'});
  });

  it('keeps the article body with its heading ids, and drops the theme chrome', () => {
    expect(doc.bodyHtml).toContain('<h2 class="anchor" id="usage">Usage</h2>');
    expect(restoreCode(cheerio.load(doc.bodyHtml).text())).toContain("$mform->addElement('filemanager');");
    for (const chrome of ['Guides Community', 'Sidebar link', 'Version: 4.1', 'On this page', 'Copy', 'Edit this page', 'Next', 'Copyright', 'hash-link']) {
      expect(doc.bodyHtml).not.toContain(chrome);
    }
  });

  it('takes the main element of a standalone page, titled by its heading', () => {
    const page = extractPage(
      '<html lang=en-AU class=plugin-pages><head><meta name=docusaurus_tag content=default><meta name=docsearch:language content=en-AU></head><body><main><h1>Versions</h1><p>All releases</p></main></body></html>',
    );
    expect(page).toMatchObject({tag: 'default', title: 'Versions', section: 'Versions', bodyHtml: '<h1>Versions</h1><p>All releases</p>'});
  });

  it('gives a list of changes the APIs its items are about, once each, as written', () => {
    const list = `<div data-upgrade-list=notes><section data-upgrade-group=core><h4>core</h4><ul>
<li data-kind=removed><span>Removed</span> <code>print_error()</code> is gone. API: <a href=https://github.com/x><code>print_<wbr>error()</code></a>.
<li data-kind=added><span>Added</span> class <a href=https://github.com/y><code>\\core\\hook\\manager</code></a>
<li data-kind=changed><span>Changed</span> API: <a href=https://github.com/x><code>print_error()</code></a></ul></section></div>`;
    const withList = extractPage(docPage.replace('<p>Use a', `${list}<p>Use a`))!;
    expect(withList.changed).toEqual(['print_error', 'core\\hook\\manager']);
    expect(toPagefindHtml(withList)).toContain('<meta data-pagefind-meta="changes[content]" content="print_error core\\hook\\manager">');
    expect(doc.changed).toBeUndefined();
  });

  it('searches the computed API changes by their names, leaving their lines out of the body', () => {
    const list = `<div data-upgrade-list=changes><details data-upgrade-group=core_course><summary>core_course</summary><ul>
<li data-kind=removed><span>Removed</span> function <a href=https://github.com/x><code>course_<wbr>delete_module()</code></a> <code>course_delete_module($cmid)</code>
<li data-kind=removed><span>Removed</span> method <a href=https://github.com/z><code>mod_quiz\\question\\bank\\custom_view::set_quiz_has_attempts()</code></a>
<li data-kind=added><span>Added</span> class <a href=https://github.com/y><code>\\core_course\\hook\\after_form_definition</code></a>
</ul></details></div>`;
    const withList = extractPage(docPage.replace('<p>Use a', `${list}<p>Use a`))!;
    expect(withList.changed).toEqual(['course_delete_module', 'mod_quiz\\question\\bank\\custom_view::set_quiz_has_attempts', 'core_course\\hook\\after_form_definition']);
    // A method is searched by its own name too (../../lib/search/changes.ts).
    const meta = /changes\[content\]" content="([^"]*)"/.exec(toPagefindHtml(withList))![1]!;
    expect(meta.split(/\s+/)).toContain('set_quiz_has_attempts');
    expect(withList.bodyHtml).not.toContain('course_delete_module');
    expect(withList.bodyHtml).not.toContain('data-upgrade-list');
    expect(withList.names).not.toContain('course_delete_module');
    expect(withList.bodyHtml).toContain('Use a');
    expect(toPagefindHtml(doc)).not.toContain('changes[content]');
  });

  it('skips tag lists and pages marked noindex', () => {
    expect(extractPage(docPage.replaceAll('docs-default-4.1', 'doc_tag_doc_list'))).toBeNull();
    expect(extractPage(docPage.replace('</head>', '<meta name=robots content=noindex></head>'))).toBeNull();
  });
});

describe('toPagefindHtml', () => {
  it('marks the body for Pagefind and passes tag and language as filters, title and section as metadata', () => {
    const doc = {title: 'A "quoted" <title>', section: 'API guides', tag: 'docs-default-4.1', language: 'en-AU', description: 'Read records', names: ['get_record', '$CFG->debug'], links: [], bodyHtml: '<p>x</p>'};
    const html = toPagefindHtml(doc);
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain('<meta data-pagefind-filter="docusaurus_tag[content]" content="docs-default-4.1">');
    expect(html).toContain('<meta data-pagefind-filter="language[content]" content="en-AU">');
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="A &quot;quoted&quot; &lt;title&gt;">');
    expect(html).toContain('<main data-pagefind-body><p>x</p></main>');
    expect(html).toContain('<meta data-pagefind-meta="description[content]" content="Read records">');
    expect(html).toContain('<meta data-pagefind-meta="names[content]" content="get_record $CFG-&gt;debug">');
    expect(toPagefindHtml({...doc, description: '', names: []})).not.toMatch(/description|names/);
  });

  it('weighs the body of a page as asked', () => {
    const doc = {title: 'T', section: 'S', tag: 'default', language: 'en-AU', description: '', names: [], links: [], bodyHtml: '<p>x</p>'};
    expect(toPagefindHtml(doc, {bodyWeight: 0.5})).toContain('<main data-pagefind-body><div data-pagefind-weight="0.5"><p>x</p></div></main>');
  });
});

describe('bodyWeightOf', () => {
  it('halves the weight of release notes and meeting minutes only', () => {
    expect(bodyWeightOf('/general/releases/4.2/4.2.1')).toBe(0.5);
    expect(bodyWeightOf('/general/community/meetings/202301')).toBe(0.5);
    expect(bodyWeightOf('/docs/apis/core/dml')).toBe(1);
    expect(bodyWeightOf('/general/releases')).toBe(1);
  });
});

describe('pagePath', () => {
  it('maps built files to site paths', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('docs/4.1.html')).toBe('/docs/4.1');
    expect(pagePath('docs/4.1/gettingstarted/requirements.html')).toBe('/docs/4.1/gettingstarted/requirements');
    expect(pagePath('general/index.html')).toBe('/general');
  });
});

describe('names beside links', () => {
  const withBody = (body: string) =>
    extractPage(
      `<!doctype html><html lang=en-AU class="docs-doc-page"><head><meta name=docsearch:language content=en-AU /><meta name=docsearch:docusaurus_tag content=docs-default-current /></head><body><main><article><div class="theme-doc-markdown markdown"><h1>Common files</h1>${body}</div></article></main></body></html>`,
    )!;

  it('gives a link the paths and capabilities named in code in its list item', () => {
    const doc = withBody('<ul><li><code>db/access.php</code> defines the <code>mod/forum:view</code> capabilities. See the <a href=/docs/apis/subsystems/access>Access API</a>.</li></ul>');
    expect(doc.links).toEqual([['/docs/apis/subsystems/access', 'Access API', ['db/access.php', 'access.php', 'mod/forum:view']]]);
  });

  it('gives none when the block links to two pages, names many things, or names only plain identifiers', () => {
    const two = withBody('<p><code>db/access.php</code>: see <a href=/a>A</a> and <a href=/b>B</a>.</p>');
    const many = withBody('<p><code>a.php</code> <code>b.php</code> <code>c.php</code> <code>d.php</code> <a href=/a>A</a></p>');
    const plain = withBody('<p>Call <code>require_login</code>, see <a href=/a>A</a>.</p>');
    for (const doc of [two, many, plain]) expect(doc.links.every(([, , names]) => !names?.length)).toBe(true);
  });

  it('leaves the names of a nested list to its own items', () => {
    const doc = withBody('<ul><li>See <a href=/a>A</a><ul><li><code>db/tasks.php</code> <a href=/b>B</a></li></ul></li></ul>');
    expect(doc.links).toEqual([['/a', 'A'], ['/b', 'B', ['db/tasks.php', 'tasks.php']]]);
  });

  it('hands them to Pagefind as one word each', () => {
    const doc = {title: 'T', section: 'S', tag: 'default', language: 'en-AU', description: '', names: [], links: [], bodyHtml: '<p>x</p>'};
    expect(toPagefindHtml(doc, {linkedNames: ['db/access.php', 'moodle/site:config']})).toContain('<meta data-pagefind-meta="linknames[content]" content="dbaccessphp moodlesiteconfig">');
  });

  it('hands Pagefind the link texts, and how many pages link with each in the same order', () => {
    const doc = {title: 'T', section: 'S', tag: 'default', language: 'en-AU', description: '', names: [], links: [], bodyHtml: '<p>x</p>'};
    expect(toPagefindHtml(doc, {linkTexts: [{text: 'release notes', pages: 8}, {text: 'versions', pages: 1}]})).toContain(
      '<meta data-pagefind-meta="linktexts[content]" content="release notes · versions"><meta data-pagefind-meta="linkcounts[content]" content="8 1">',
    );
  });
});
