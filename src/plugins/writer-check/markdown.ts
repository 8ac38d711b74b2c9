// Reads one markdown file as Docusaurus does and keeps what the check needs: front matter, headings with
// the ids Docusaurus gives them, anchors, links, component elements and comments, each with its line and
// column. The parse follows the docs plugin's: `.md` is CommonMark and `.mdx` is MDX unless the front
// matter's `mdx.format` says otherwise, with front matter, directives (admonitions) and GFM. Heading ids
// come from Docusaurus's own headings plugin (its slugger, `{#id}` and comment ids), run after the project's
// <ReleaseItems> expansion, as in the build, so the headings that component writes are anchors too.
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import headingsPlugin from '@docusaurus/mdx-loader/lib/remark/headings';
import type {Heading as MdastHeading, Nodes, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {parseFragment} from 'parse5';
import remarkReleaseItems from '../release-items/remark';
import {parseFrontMatter} from './front-matter';
import type {Element, Heading, PageFacts, Place} from './types';

interface Positioned {
  position?: {start: {line: number; column: number}};
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: Nodes[];
}

interface Estree {
  body: unknown[];
  comments?: {value: string}[];
}

const at = (node: Positioned | undefined, fallback: Place = {line: 1, column: 1}): Place =>
  node?.position ? {line: node.position.start.line, column: node.position.start.column} : fallback;

/** `md` or `mdx`, as the docs plugin decides it (markdown.format is `detect`). */
export function formatOf(file: string, frontMatter: Record<string, unknown>): 'md' | 'mdx' {
  const declared = (frontMatter.mdx as {format?: string} | undefined)?.format;
  if (declared === 'md' || declared === 'mdx') return declared;
  return /\.mdx$/i.test(file) ? 'mdx' : 'md';
}

function parse(text: string, format: 'md' | 'mdx'): Root {
  return fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), directive(), gfm(), ...(format === 'mdx' ? [mdxjs()] : [])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), directiveFromMarkdown(), gfmFromMarkdown(), ...(format === 'mdx' ? [mdxFromMarkdown()] : [])],
  });
}

function visit(node: Nodes, enter: (node: Nodes, parent: Nodes | null) => void, parent: Nodes | null = null): void {
  enter(node, parent);
  if ('children' in node) for (const child of node.children as Nodes[]) visit(child, enter, node);
}

/** The text of an MDX comment expression (`{/* … *\/}`), or null for any other expression. */
function mdxComment(node: Nodes): string | null {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return null;
  const estree = (node.data as {estree?: Estree} | undefined)?.estree;
  return estree && estree.body.length === 0 && estree.comments?.length ? estree.comments.map((c) => c.value.trim()).join(' ') : null;
}

function htmlComment(node: Nodes): string | null {
  if (node.type !== 'html') return null;
  const match = /^<!--([\s\S]*?)-->\s*$/.exec(node.value);
  return match ? match[1].trim() : null;
}

const isComment = (node: Nodes) => mdxComment(node) !== null || htmlComment(node) !== null;

/** Elements of raw HTML in a `.md` page, parsed with parse5 (links and anchors inside them). */
function htmlElements(value: string, place: Place): Element[] {
  const out: Element[] = [];
  const walk = (node: {nodeName: string; attrs?: {name: string; value: string}[]; childNodes?: unknown[]}) => {
    if (node.attrs) out.push({name: node.nodeName, attributes: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])), ...place});
    for (const child of node.childNodes ?? []) walk(child as typeof node);
  };
  walk(parseFragment(value) as unknown as Parameters<typeof walk>[0]);
  return out;
}

const anchorElement = /^(a|Link|h[1-6])$/;

/**
 * Expands <ReleaseItems> as the build does. A release that has no items leaves the element as it is (the
 * releases rule reports it). The headings it writes have no place of their own: they take the element's.
 */
function expandReleaseItems(tree: Root, siteDir: string, file: string): Map<Nodes, Place> {
  const places = new Map<Nodes, Place>();
  const before = tree.children;
  if (!before.some((n) => n.type === 'mdxJsxFlowElement' && (n as unknown as JsxNode).name === 'ReleaseItems')) return places;
  try {
    remarkReleaseItems({siteDir})(tree, {path: file});
  } catch {
    return places;
  }
  const kept = new Set<RootContent>(before);
  const elements = before.filter((n) => n.type === 'mdxJsxFlowElement' && (n as unknown as JsxNode).name === 'ReleaseItems').map((n) => at(n));
  let current: Place | undefined;
  let inRun = false;
  for (const node of tree.children) {
    if (kept.has(node)) {
      inRun = false;
      continue;
    }
    if (!inRun && node.type !== 'mdxjsEsm') {
      current = elements.shift();
      inRun = true;
    }
    if (current) visit(node, (n) => places.set(n, current!));
  }
  return places;
}

/** The line of each top-level key of the front matter block. */
function frontMatterKeys(yaml: {value: string; position?: {start: {line: number}}} | undefined): Record<string, number> {
  if (!yaml?.position) return {};
  const keys: Record<string, number> = {};
  yaml.value.split('\n').forEach((line, i) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1];
    if (key && !(key in keys)) keys[key] = yaml.position!.start.line + 1 + i;
  });
  return keys;
}

/**
 * The text the check parses: an MDX page's `mdx-code-block` fences unwrapped, as Docusaurus unwraps them
 * before it parses (in `.md` pages too, whose loader trees readParsedFacts then leaves to readFacts).
 */
const parsedText = (text: string, format: 'md' | 'mdx'): string => (format === 'mdx' && text.includes('mdx-code-block') ? unwrapMdxCodeBlocks(text) : text);

/** The facts a page has before its body is read: its front matter and format, or the front matter's error. */
function startFacts(text: string, file: string): PageFacts {
  const facts: PageFacts = {format: 'md', frontMatter: {}, frontMatterKeys: {}, bodyLine: 1, headings: [], anchors: [], links: [], elements: [], comments: [], emptySections: []};
  try {
    facts.frontMatter = parseFrontMatter(text);
  } catch (e) {
    const mark = (e as {mark?: {line: number; column: number}}).mark;
    facts.error = {message: `front matter is not valid YAML: ${(e as {reason?: string}).reason ?? (e as Error).message}`, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1};
    return facts;
  }
  facts.format = formatOf(file, facts.frontMatter);
  return facts;
}

/** The facts of one markdown file. `file` is relative to `siteDir`. */
export async function readFacts(text: string, file: string, siteDir: string): Promise<PageFacts> {
  const facts = startFacts(text, file);
  if (facts.error) return facts;
  const format = facts.format;
  let tree: Root;
  try {
    tree = parse(parsedText(text, format), format);
  } catch (e) {
    const error = e as {reason?: string; message: string; line?: number; column?: number; place?: {line?: number; column?: number; start?: {line: number; column: number}}};
    // micromark's MDX errors name the element's place in their reason, "(7:1-7:6)", and carry the enclosing block's, or none.
    const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(error.reason ?? error.message);
    const place = named ? {line: Number(named[1]), column: Number(named[2])} : (error.place?.start ?? error.place ?? error);
    facts.error = {message: `${format === 'mdx' ? 'MDX' : 'markdown'} syntax error: ${error.reason ?? error.message}`, line: place.line ?? 1, column: place.column ?? 1};
    return facts;
  }
  return readTree(tree, facts, file, siteDir);
}

/**
 * The facts of a page's front matter alone, its body left unread: the front matter's keys, with their lines
 * as readFacts gives them (the same parser reads the block, without the body after it), or its error.
 */
export function readFrontMatterFacts(text: string, file: string): PageFacts {
  const facts = startFacts(text, file);
  if (facts.error) return facts;
  // The block, when the page has one: from an opening fence on the first line to the next fence.
  const fence = /^---[ \t]*$/;
  const lines = text.split('\n');
  const close = fence.test(lines[0].replace(/\r$/, '')) ? lines.findIndex((line, i) => i > 0 && fence.test(line.replace(/\r$/, ''))) : -1;
  if (close < 0) return facts;
  const tree = fromMarkdown(lines.slice(0, close + 1).join('\n'), {extensions: [frontmatter(['yaml'])], mdastExtensions: [frontmatterFromMarkdown(['yaml'])]});
  const yaml = tree.children.find((n) => n.type === 'yaml');
  facts.frontMatterKeys = frontMatterKeys(yaml);
  facts.bodyLine = yaml?.position ? yaml.position.end.line + 1 : 1;
  return facts;
}

/**
 * The facts of a page from a tree the MDX loader parsed (./parsed.ts), which this reads from a copy: the
 * loader's plugins go on with the tree. Null when that tree is not the one readFacts would parse from
 * `text`, or when the page's front matter is broken (readFacts then reports it, with its line).
 */
export async function readParsedFacts(tree: Root, parsed: string, text: string, file: string, siteDir: string): Promise<PageFacts | null> {
  const facts = startFacts(text, file);
  if (facts.error || parsed !== parsedText(text, facts.format)) return null;
  return readTree(structuredClone(tree), facts, file, siteDir);
}

/** Fills `facts` from the page's parsed tree, which it changes (release items expanded, heading ids). */
async function readTree(tree: Root, facts: PageFacts, file: string, siteDir: string): Promise<PageFacts> {
  const format = facts.format;
  const yaml = tree.children.find((n) => n.type === 'yaml');
  facts.frontMatterKeys = frontMatterKeys(yaml);
  facts.bodyLine = yaml?.position ? yaml.position.end.line + 1 : 1;

  const generated = format === 'mdx' ? expandReleaseItems(tree, siteDir, file) : new Map<Nodes, Place>();
  await (headingsPlugin as unknown as (options: {anchorsMaintainCase: boolean}) => (root: Root) => Promise<void>)({anchorsMaintainCase: false})(tree);

  visit(tree, (node) => {
    const place = generated.get(node) ?? at(node as Positioned);
    switch (node.type) {
      case 'heading': {
        const id = (node.data as {id?: string} | undefined)?.id;
        if (id) facts.headings.push({id, text: toString(node), depth: node.depth, ...place, ...(generated.has(node) && {generated: true})});
        break;
      }
      case 'link':
      case 'definition':
        facts.links.push({url: node.url, kind: node.type, ...place});
        break;
      case 'html': {
        const comment = htmlComment(node);
        if (comment !== null) facts.comments.push({text: comment, ...place});
        else if (format === 'md') facts.elements.push(...htmlElements(node.value, place));
        break;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const comment = mdxComment(node);
        if (comment !== null) facts.comments.push({text: comment, ...place});
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as unknown as JsxNode;
        if (!element.name) break;
        const attributes: Record<string, string | null> = {};
        for (const a of element.attributes) if (a.type === 'mdxJsxAttribute' && a.name) attributes[a.name] = typeof a.value === 'string' ? a.value : a.value == null ? '' : null;
        facts.elements.push({name: element.name, attributes, ...place});
        break;
      }
    }
  });

  for (const element of facts.elements) {
    const href = element.attributes.href ?? element.attributes.to;
    if ((element.name === 'a' || element.name === 'Link') && href) facts.links.push({url: href, kind: 'jsx', line: element.line, column: element.column});
    if (anchorElement.test(element.name) && element.attributes.id) facts.anchors.push(element.attributes.id);
  }
  facts.emptySections = emptySections(tree);
  return facts;
}

/** Headings of the page's top level followed by nothing but comments before the next heading of their level or above. */
function emptySections(tree: Root): Heading[] {
  const out: Heading[] = [];
  const nodes = tree.children.filter((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
  nodes.forEach((node, i) => {
    if (node.type !== 'heading' || !node.position) return;
    const next = nodes.slice(i + 1).find((n) => !isComment(n));
    if (next && !(next.type === 'heading' && next.depth <= node.depth)) return;
    const id = (node.data as {id?: string} | undefined)?.id ?? '';
    out.push({id, text: toString(node as MdastHeading), depth: node.depth, ...at(node)});
  });
  return out;
}
