// The doc footer (tags, "Edit this page", "Last updated") stands after the doc and never over its text:
// on long pages, scrolled to the middle, what the reader sees along the bottom of the window is the
// doc's own content, at desktop and phone sizes.
import {test, expect, open} from './fixtures';

const longPages = ['/docs/apis/subsystems/form', '/general/app_releases/v4/v4.2.0', '/general/releases/4.0'];
const sizes = [
  {name: 'desktop', width: 1366, height: 900},
  {name: 'phone', width: 390, height: 844},
];

for (const size of sizes) {
  for (const path of longPages) {
    test(`nothing covers the text of ${path} on a ${size.name}`, async ({page}) => {
      await page.setViewportSize({width: size.width, height: size.height});
      await open(page, path);
      const covered = await page.evaluate(async () => {
        const content = document.querySelector('.theme-doc-markdown')!;
        const box = content.getBoundingClientRect();
        const found: string[] = [];
        // Three places in the middle of the doc, each with more of the doc below the window.
        for (const at of [0.3, 0.5, 0.7]) {
          window.scrollTo(0, window.scrollY + box.top + box.height * at - window.innerHeight / 2);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const column = content.getBoundingClientRect();
          // Only where the doc's content goes on: below its end, the footers belong.
          for (let y = window.innerHeight - 130; y < Math.min(window.innerHeight, column.bottom - 1); y += 10) {
            for (const x of [column.left + 10, column.left + column.width / 2, column.right - 10]) {
              const element = document.elementFromPoint(x, y);
              if (!element || content.contains(element)) continue;
              // Only what stands outside the doc's content, in front of it, covers it.
              const owner = element.closest('.theme-doc-footer, footer, [class*="tocCollapsible"], nav');
              if (owner) found.push(`${owner.className || owner.tagName} at (${Math.round(x)}, ${Math.round(y)})`);
            }
          }
        }
        return [...new Set(found)];
      });
      expect(covered).toEqual([]);
    });
  }
}
