// The signed-out pages come as the server's HTML first (docs/performance.md) and the app takes
// that HTML over a moment later. Until then the page looks finished but presses on its buttons do
// nothing (the app's handlers are not attached yet), so the browser helpers wait for the takeover
// after each page load, as a visitor waits for a page to respond before pressing again. Typing
// needs no wait (what was typed is kept), and the server rendering test looks at the page before
// the takeover on purpose.

/**
 * In the page (serialized, no imports): true unless the server rendered the page (its data block
 * is there) and React has not yet taken its elements over.
 */
export function appTookOver(): boolean {
  if (!document.getElementById('first-view')) return true;
  const root = document.getElementById('root');
  if (!root) return true;
  // React keeps its fiber on each element it owns under a key of this prefix.
  return Array.from(root.querySelectorAll('*')).some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}
