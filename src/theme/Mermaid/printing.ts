// Every diagram is drawn before the page is printed, also those the reader never scrolled near. The
// `beforeprint` event starts the drawing, but the browser lays out the printout before Mermaid is done;
// so Ctrl+P (Cmd+P), the usual way to print, waits until the diagrams are drawn (at most a few seconds)
// and then opens the print dialog. A printout without them still has each diagram's title and
// description, which the page serves in its place. This module loads with the first diagram a page
// renders (./index.tsx), so pages without one do not carry it.
const placeholder = '.diagram-placeholder';
/** How long Ctrl+P waits for the diagrams before printing without the missing ones. */
const maxWaitMs = 5000;

let printing = false;
const listeners = new Set<() => void>();

function drawAll(): void {
  if (printing) return;
  printing = true;
  listeners.forEach((listener) => listener());
}

const allDrawn = () => Array.from(document.querySelectorAll(placeholder)).every((box) => box.querySelector('svg'));

function whenDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => allDrawn() && done());
    const timer = setTimeout(done, maxWaitMs);
    observer.observe(document.body, {childList: true, subtree: true});
    if (allDrawn()) done();
  });
}

function onKeyDown(event: KeyboardEvent): void {
  const printKey = event.key.toLowerCase() === 'p' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  if (!printKey || allDrawn()) return;
  event.preventDefault();
  drawAll();
  void whenDrawn().then(() => window.print());
}

/**
 * Calls `onPrint` once the page is about to be printed (diagrams are then drawn wherever they are).
 * Returns the function that stops watching.
 */
export function watchPrinting(onPrint: () => void): () => void {
  if (printing) {
    onPrint();
    return () => {};
  }
  listeners.add(onPrint);
  if (listeners.size === 1) {
    window.addEventListener('beforeprint', drawAll);
    window.addEventListener('keydown', onKeyDown);
  }
  return () => {
    listeners.delete(onPrint);
    if (listeners.size === 0) {
      window.removeEventListener('beforeprint', drawAll);
      window.removeEventListener('keydown', onKeyDown);
    }
  };
}
