/**
 * Scrolls the table of contents `box` to keep its highlighted entry in view, from now on and at once.
 * Stock highlights the entry of the heading being read (a class it sets outside React) but leaves the
 * table's own scroll where it was, so on a long page, whose table is taller than the window, the
 * highlighted entry scrolls out of view. Returns what stops it.
 */
export function keepActiveInView(box: Element): () => void {
  const follow = () => {
    const link = box.querySelector('.table-of-contents__link--active');
    if (!link) return;
    // What of the table shows: its own box, less what is above the window or under the navbar.
    const shown = box.getBoundingClientRect();
    const top = Math.max(shown.top, document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    const {top: linkTop, bottom: linkBottom} = link.getBoundingClientRect();
    box.scrollTop += Math.min(0, linkTop - top - 16) || Math.max(0, linkBottom - Math.min(shown.bottom, innerHeight) + 16);
  };
  const observer = new MutationObserver(follow);
  observer.observe(box, {subtree: true, attributeFilter: ['class']});
  follow();
  return () => observer.disconnect();
}
