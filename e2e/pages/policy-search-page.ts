import type { Locator, Page } from 'playwright-core';
import { activate, fill } from '../support/actions.js';

/** The front site's policy query (/policySearch) and policy detail (/policySearch/detail). */
export class PolicySearchPage {
  constructor(private readonly page: Page) {}

  /** Opens the query with no filter. */
  async open(): Promise<void> {
    await this.page.goto('/policySearch');
    await this.page.getByLabel('关键词', { exact: true }).waitFor();
  }

  /** Searches a keyword and waits for the list to name the expected result. */
  async search(keyword: string, expectedTitle: string): Promise<void> {
    await fill(this.page, this.page.getByLabel('关键词', { exact: true }), keyword);
    await activate(this.page, this.page.getByRole('button', { name: /^查询$/ }));
    await this.page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    await this.result(expectedTitle).waitFor();
  }

  /** The link of one result, by its full title (matched words are marked inside it). */
  result(title: string): Locator {
    return this.page.getByRole('link', { name: title, exact: true });
  }

  /** The result count line, e.g. '共 1 条'. */
  get total(): Locator {
    return this.page.locator('.content-total');
  }

  /** Opens a result and waits for its detail page. */
  async openResult(title: string): Promise<void> {
    await activate(this.page, this.result(title));
    await this.page.waitForURL('**/policySearch/detail?id=*');
    await this.heading(title).waitFor();
  }

  /** Opens a policy's detail page directly. */
  async openDetail(id: string, title: string): Promise<void> {
    await this.page.goto(`/policySearch/detail?id=${encodeURIComponent(id)}`);
    await this.heading(title).waitFor();
  }

  /** The article's title heading. */
  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: title, exact: true });
  }

  /** The value shown next to a metadata label (发文机关, 发文字号, ...). */
  metadata(label: string): Locator {
    return this.page
      .locator('.article-meta > div')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  }

  /** The download link of an attachment. */
  attachment(name: string): Locator {
    return this.page.getByRole('region', { name: '附件下载' }).getByRole('link', { name, exact: true });
  }

  /** The rendered rich body of the article. */
  get body(): Locator {
    return this.page.locator('.article-body');
  }
}
