import type { Locator, Page } from 'playwright-core';

/** The IP comprehensive service window (/publicServe): services, outlets, their map and the district detail. */
export class PublicServePage {
  constructor(private readonly page: Page) {}

  /** Opens the page and waits until the map has drawn its districts. */
  async open(): Promise<void> {
    await this.page.goto('/publicServe');
    await this.map.locator('svg path').first().waitFor();
  }

  /** The outlet map (the drawing, its tooltip and the caption under it). */
  get map(): Locator {
    return this.page.locator('figure.serve-map');
  }

  /** A district's name as the map writes it (a click there is a click on the district). */
  districtLabel(name: string): Locator {
    return this.map.locator('svg text', { hasText: name }).first();
  }

  /** A district's name under the map, the drawing's keyboard alternative: it opens the district's detail. */
  districtButton(name: string): Locator {
    return this.map.getByRole('button', { name: `查看${name}详情`, exact: true });
  }

  /** The map's tooltip, once something is hovered. */
  tooltip(text: string | RegExp): Locator {
    return this.map.locator('div').filter({ hasText: text }).last();
  }

  /** The outlet cards of the list under the map. */
  get outletCards(): Locator {
    return this.page.locator('ul.serve-outlet-list > li');
  }

  /** The district detail drawer, named by the district. */
  districtDrawer(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
