import type { BrowserContext, Locator } from 'playwright-core';
import { XSS_HOOK } from '../../apps/server/test/xss-corpus.js';

/** What hostile content managed to do in a browser context (security case 15). */
export interface XssWatch {
  /** Names of the corpus payloads that ran (they call the exposed hook). */
  hits: string[];
  /** alert/confirm/prompt messages, dismissed. */
  dialogs: string[];
  /** Requests that left the portal: loads, navigations and submissions to another origin. */
  foreignRequests: string[];
  /** Uncaught script errors, e.g. a payload that ran where the hook was missing. */
  errors: string[];
}

/**
 * Watches every page and frame of `context`: installs the hook the corpus payloads call, and
 * records dialogs, uncaught errors and every request to an origin other than `portalOrigin`.
 */
export async function watchForXss(context: BrowserContext, portalOrigin: string): Promise<XssWatch> {
  const watch: XssWatch = { hits: [], dialogs: [], foreignRequests: [], errors: [] };
  await context.exposeFunction(XSS_HOOK, (name: unknown) => {
    watch.hits.push(String(name));
  });
  context.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  context.on('weberror', (error) => {
    watch.errors.push(error.error().message);
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    // data: and blob: never leave the browser; anything with a host other than the portal's does.
    if (url.host && url.origin !== portalOrigin) watch.foreignRequests.push(request.url());
  });
  return watch;
}

/**
 * Does what a reader might do to the rendered content under `root`, so payloads that wait for a
 * click, hover, focus or toggle get their chance: clicks every link that is not plainly http(s) or
 * mailto, every button and summary; hovers and focuses every element. Then lets failed image loads
 * and queued events fire.
 */
export async function provokePayloads(root: Locator): Promise<void> {
  await root.evaluate((element) => {
    // SVG and MathML elements have no click(): dispatch the event instead.
    const click = (node: Element) => node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    for (const link of element.querySelectorAll<Element>('a')) {
      const href = link instanceof HTMLAnchorElement ? link.href : (link.getAttribute('href') ?? '');
      if (!/^(https?|mailto):/i.test(href)) click(link);
    }
    for (const control of element.querySelectorAll('button, input, summary, [tabindex]')) click(control);
    for (const node of element.querySelectorAll('*')) {
      node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      if (node instanceof HTMLElement || node instanceof SVGElement) node.focus();
    }
  });
  const page = root.page();
  // A broken image reports its error once it is complete; give up quietly on one that hangs (a
  // foreign address): the watch has recorded that request already.
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}
