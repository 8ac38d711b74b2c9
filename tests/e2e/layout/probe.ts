// What the layout check looks for in a rendered page. Each function runs inside the page
// (page.evaluate), so it is self-contained: no imports, no outer variables.

export interface Finding {
  kind: 'clipped' | 'broken-word' | 'covered-link' | 'covered-skip-link' | 'console-error';
  /** Where on the page: a short description of the element. */
  where: string;
  detail: string;
}

/**
 * Content cut off sideways with no cue, words broken across lines, and sidebar links drawn over by
 * another element, in the page as it is now (scrolled to the top, after hydration).
 */
export function probeLayout(): Finding[] {
  const findings: Finding[] = [];
  const describe = (el: Element): string => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"`;
  };
  const visible = (el: Element) => {
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && (el as HTMLElement).offsetParent !== null;
  };

  // 1. Content wider than its box. A box that hides its overflow cuts the content for good; one that
  // scrolls must show that it does: the site's cue is a shade on the side where content is hidden,
  // drawn as a gradient background that stays at the box's edge (background-attachment: scroll).
  const content = document.querySelector('main') ?? document.body;
  for (const el of Array.from(content.querySelectorAll('*'))) {
    const box = el as HTMLElement;
    if (box.clientWidth <= 1 || box.scrollWidth <= box.clientWidth + 1) continue;
    const cs = getComputedStyle(box);
    if (cs.overflowX === 'visible' || !visible(box)) continue;
    const hidden = box.scrollWidth - box.clientWidth;
    if (cs.overflowX === 'hidden' || cs.overflowX === 'clip') {
      findings.push({kind: 'clipped', where: describe(box), detail: `${hidden} px cut off (overflow ${cs.overflowX})`});
    } else if (!/gradient/.test(cs.backgroundImage) || !/\bscroll\b/.test(cs.backgroundAttachment)) {
      findings.push({kind: 'clipped', where: describe(box), detail: `${hidden} px scroll out of view with no visible cue`});
    }
  }

  // 2. Words broken across lines: a word of a heading, or a name or an operator (`->`, `::`, `=>`) of
  // inline code, drawn on two lines. Lines may end between words and at the points the site marks
  // with <wbr> (src/plugins/rehype-code-breaks), which end a text node.
  const onTwoLines = (range: Range) => {
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    return rects.some((r) => r.top > rects[0]!.top + rects[0]!.height / 2);
  };
  const inlineCode = Array.from(content.querySelectorAll('code')).filter((c) => !c.closest('pre'));
  const headings = Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'));
  for (const el of [...headings, ...inlineCode]) {
    const whole = document.createRange();
    whole.selectNodeContents(el);
    if (!onTwoLines(whole)) continue;
    const units = el.tagName === 'CODE' ? /->|::|=>|[\p{L}\p{N}$]{2,}/gu : /[\p{L}\p{N}'’]{2,}/gu;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const broken = (node: Node) =>
      Array.from((node.textContent ?? '').matchAll(units)).find((unit) => {
        const range = document.createRange();
        range.setStart(node, unit.index);
        range.setEnd(node, unit.index + unit[0].length);
        return onTwoLines(range);
      });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const unit = broken(node);
      if (unit) {
        findings.push({kind: 'broken-word', where: describe(el), detail: `"${unit[0]}" is broken across two lines`});
        break;
      }
    }
  }

  // 3. Sidebar links another element is drawn over, where the link is inside the menu's visible box.
  for (const link of Array.from(document.querySelectorAll<HTMLElement>('nav.menu a.menu__link'))) {
    if (!visible(link)) continue;
    const menu = link.closest('nav.menu')!.getBoundingClientRect();
    const r = link.getBoundingClientRect();
    const top = Math.max(r.top, menu.top, 0);
    const bottom = Math.min(r.bottom, menu.bottom, innerHeight);
    if (bottom - top < 2) continue;
    const points: [number, number][] = [];
    for (const fx of [0.1, 0.5, 0.9]) for (const y of [top + 1, (top + bottom) / 2, bottom - 1]) points.push([r.left + fx * r.width, y]);
    const over = points.map(([x, y]) => document.elementFromPoint(x, y)).find((hit) => hit && !link.contains(hit) && !hit.contains(link));
    if (over) findings.push({kind: 'covered-link', where: describe(link), detail: `drawn over by ${describe(over)}`});
  }
  return findings;
}

/** The focused skip link's label must be the topmost thing where it is drawn. */
export function probeSkipLink(): Finding[] {
  const link = document.activeElement;
  if (!(link instanceof HTMLAnchorElement) || !link.hash.startsWith('#__docusaurus_skipToContent')) {
    return [{kind: 'covered-skip-link', where: String(link?.tagName), detail: 'the skip link did not take the focus'}];
  }
  const range = document.createRange();
  range.selectNodeContents(link);
  for (const r of Array.from(range.getClientRects())) {
    for (const fx of [0.1, 0.5, 0.9]) {
      const hit = document.elementFromPoint(r.left + fx * r.width, r.top + r.height / 2);
      if (hit && !link.contains(hit)) {
        return [{kind: 'covered-skip-link', where: `"${link.textContent}"`, detail: `its label is drawn over by <${hit.tagName.toLowerCase()}.${hit.className}>`}];
      }
    }
  }
  return [];
}
