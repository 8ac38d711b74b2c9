// A built page as Markdown: its article (the markdown body of a doc, or the main element of another
// page) parsed to a syntax tree, reduced to Markdown with the unified tools Docusaurus itself uses
// (parse5 and hast-util-from-parse5, which rehype-parse wraps; rehype-remark, remark-gfm,
// remark-stringify). The theme's chrome goes; code blocks keep
// their language; admonitions become block quotes that name their type; internal links and images get
// the site's address. A short header gives the title, docs version, canonical address and last update.
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import {toText} from 'hast-util-to-text';
import type {Root as MdastRoot, Link, Image} from 'mdast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

export interface Twin {
  title: string;
  description: string;
  /** The Markdown, header included. */
  markdown: string;
}

const classes = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};
const isElement = (node: RootContent | ElementContent | HastRoot, tag?: string): node is Element =>
  node.type === 'element' && (!tag || node.tagName === tag);

function find(node: HastRoot | Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

// Chrome inside an article: heading anchors, buttons (copy, word wrap), the mobile TOC, breadcrumbs,
// the version badge, the doc footer and pager, our page actions, and forms (a list's filter), whose
// controls do nothing outside the browser.
const chrome = (element: Element): boolean => {
  const names = classes(element);
  return (
    ['button', 'nav', 'footer', 'form', 'script', 'style', 'noscript', 'svg'].includes(element.tagName) ||
    names.some((n) => n === 'hash-link' || n.startsWith('theme-doc-toc-mobile') || n === 'theme-doc-version-badge' || n.startsWith('buttonGroup') || n === 'page-actions')
  );
};

// React's text separators (<!-- -->) would become raw HTML in the Markdown.
function prune(node: HastRoot | Element, also: Element | undefined): void {
  node.children = node.children.filter((child) => child.type !== 'comment' && !(isElement(child) && (chrome(child) || child === also))) as typeof node.children;
  for (const child of node.children) {
    if (isElement(child, 'pre')) emptyCodeBlock(child);
    else if (isElement(child)) prune(child, also);
  }
}

/**
 * A code block reduced to its text, kept in its data for the `pre` handler below. Its highlighting is a
 * span per token, most of a page's elements: rehype-remark copies and walks every element, so a code
 * block's spans took most of the conversion time.
 */
function emptyCodeBlock(pre: Element): void {
  pre.data = {...pre.data, code: codeText(pre)} as Element['data'];
  pre.children = [];
}

/**
 * A code block's text. A plain line is its text and a newline; a highlighted or numbered line is a
 * `.token-line` element ending in a <br> (src/theme/CodeBlock/Line).
 */
function codeText(pre: Element): string {
  const parts: string[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (child.type === 'text') parts.push(child.value);
      else if (!isElement(child)) continue;
      else if (classes(child).includes('token-line')) parts.push(`${toText({...child, children: child.children.filter((c) => !isElement(c, 'br'))}, {whitespace: 'pre'})}\n`);
      else collect(child);
    }
  };
  collect(pre);
  return parts.join('').replace(/\n$/, '');
}

const languageOf = (element: Element): string | undefined => classes(element).find((c) => c.startsWith('language-'))?.slice('language-'.length);

const absolute = (url: string, siteUrl: string, route: string): string => {
  if (url.startsWith('#')) return `${siteUrl}${route}${url}`;
  if (url.startsWith('/')) return `${siteUrl}${url}`;
  return url;
};

/** Converts one built page; null for a page without an article or main element. */
export function htmlToMarkdown(html: string, route: string, siteUrl: string, versionLabel: string): Twin | null {
  // Without rehype-parse's source positions, which nothing here reads: parsing takes 2.5 times less.
  const tree = fromParse5(parse(html)) as HastRoot;
  const head = find(tree, (e) => e.tagName === 'head');
  const meta = (name: string) => (head ? find(head, (e) => e.tagName === 'meta' && (e.properties?.name === name || e.properties?.property === name)) : undefined)?.properties?.content as string | undefined;
  const canonical = (head ? find(head, (e) => e.tagName === 'link' && String(e.properties?.rel) === 'canonical') : undefined)?.properties?.href as string | undefined;
  const body =
    find(tree, (e) => classes(e).includes('theme-doc-markdown')) ??
    find(tree, (e) => e.tagName === 'main' && !!find(e, (a) => a.tagName === 'article')) ??
    find(tree, (e) => e.tagName === 'main');
  if (!body) return null;
  const updated = find(tree, (e) => e.tagName === 'time' && String(e.properties?.itemProp) === 'dateModified')?.properties?.dateTime as string | undefined;
  const h1 = find(body, (e) => e.tagName === 'h1');
  const title = h1 ? toText(h1).trim() : (meta('og:title') ?? route).split(' | ')[0];
  const description = meta('description') ?? '';
  prune(body, h1);

  const mdast = unified()
    .use(rehypeRemark, {
      handlers: {
        // A Docusaurus code block: <pre class="language-php"> with one element a line.
        pre(state, node: Element) {
          const result = {type: 'code' as const, lang: languageOf(node) ?? null, meta: null, value: (node.data as {code?: string} | undefined)?.code ?? codeText(node)};
          state.patch(node, result);
          return result;
        },
        div(state, node: Element) {
          const names = classes(node);
          const admonition = names.find((n) => n.startsWith('theme-admonition-'));
          if (admonition) {
            const type = admonition.slice('theme-admonition-'.length);
            const content = find(node, (e) => classes(e).some((n) => n.startsWith('admonitionContent')));
            const children = state.toFlow(state.all(content ?? node));
            return {
              type: 'blockquote',
              children: [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: type[0].toUpperCase() + type.slice(1)}]}]}, ...children],
            };
          }
          // A code block's wrappers hold only its <pre>.
          return state.toFlow(state.all(node));
        },
      },
    })
    .runSync({type: 'root', children: body.children} as HastRoot) as MdastRoot;
  visit(mdast, (node) => {
    if (node.type === 'link') (node as Link).url = absolute((node as Link).url, siteUrl, route);
    if (node.type === 'image') (node as Image).url = absolute((node as Image).url, siteUrl, route);
  });
  const text = unified().use(remarkGfm).use(remarkStringify, {bullet: '-', fences: true, rule: '-'}).stringify(mdast);
  const header = [
    `# ${title}`,
    '',
    `> Source: ${canonical ?? `${siteUrl}${route}`}  `,
    `> Docs version: ${versionLabel}${updated ? `  \n> Last updated: ${updated.slice(0, 10)}` : ''}`,
    '',
    description ? `${description}\n` : '',
  ].join('\n');
  return {title, description, markdown: `${header}\n${text}`.replace(/\n{3,}/g, '\n\n')};
}
