// Program HTML and what the sanitizer must make of it, in jsdom (sanitize.test.ts) and in each
// browser engine as the app ships it (tests/engines/hostile.engine.test.ts).

export interface SanitizeCase {
  name: string;
  html: string;
  inline?: boolean;
  expected: string;
}

export const SANITIZE_CASES: readonly SanitizeCase[] = [
  { name: 'a script goes with its code', html: 'before <script>window.__xss=1</script> after', expected: 'before  after' },
  { name: 'an event handler goes', html: '<img src="x" onerror="window.__xss=2">', expected: '<img src="x">' },
  { name: 'a javascript: link loses its address', html: '<a href="javascript:window.__xss=3">click</a>', expected: '<a>click</a>' },
  { name: 'a javascript: link hidden by spaces too', html: '<a href=" java\tscript:window.__xss=3">click</a>', expected: '<a>click</a>' },
  { name: 'a data: link loses its address', html: '<a href="data:text/html,<script>x</script>">x</a>', expected: '<a>x</a>' },
  { name: 'SVG goes whole', html: 'a<svg onload="window.__xss=4"><text>t</text></svg>b', expected: 'ab' },
  { name: 'an iframe goes', html: 'a<iframe src="https://evil.example/"></iframe>b', expected: 'ab' },
  {
    name: 'a form goes with its button; a style element and attribute go',
    html: '<p onclick="window.__xss=5" style="position:fixed">Click me</p><style>body{display:none}</style><form action="javascript:window.__xss=6"><button>Go</button></form>',
    expected: '<p>Click me</p>',
  },
  {
    name: 'ids, names and data attributes go',
    html: '<p id="root" data-x="1">x</p><img name="cookie" src="/a.png">',
    expected: '<p>x</p><img src="/a.png">',
  },
  { name: 'an element not on the list gives up its text', html: '<font color="red">Big <b>news</b></font>', expected: 'Big <b>news</b>' },
  { name: 'comments go', html: 'a<!-- note -->b', expected: 'ab' },
  { name: 'harmless markup stays', html: '<strong>Double points</strong> today', expected: '<strong>Double points</strong> today' },
  {
    name: 'rich content stays: headings, lists, tables, pictures and links',
    html: '<h2 class="title">Welcome</h2><ul><li>One</li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table><img src="/banner.png" alt="Banner" width="600"><a href="https://example.com/terms" title="Terms">Terms</a><a href="mailto:help@example.com">Mail</a>',
    expected:
      '<h2 class="title">Welcome</h2><ul><li>One</li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table><img src="/banner.png" alt="Banner" width="600"><a href="https://example.com/terms" title="Terms">Terms</a><a href="mailto:help@example.com">Mail</a>',
  },
  {
    name: 'a data: picture stays',
    html: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
    expected: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
  },
  { name: 'inline keeps only inline tags', html: '<h2>Big</h2><img src="/a.png"><b>bold</b>', inline: true, expected: 'Big<b>bold</b>' },
  {
    name: 'inline keeps a link but not its width',
    html: '<a href="/shop" width="3" class="x">Shop</a>',
    inline: true,
    expected: '<a href="/shop" class="x">Shop</a>',
  },
  {
    name: 'a new-tab link cannot reach its opener',
    html: '<a href="https://x.example" target="_blank" rel="opener">x</a>',
    expected: '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
  },
];
