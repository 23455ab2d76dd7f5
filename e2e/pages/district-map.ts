import type { Locator, Page } from 'playwright-core';
import { activate } from '../support/actions.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';

/**
 * A district map and its keyboard twin: the choropleth of /patentStatistics with its data table,
 * or the outlet map of /publicServe with the district links under it. A click on a district of
 * the drawing opens the district's patent search; the twin has the same as a link per district.
 */
export class DistrictMap {
  private constructor(
    private readonly page: Page,
    private readonly root: Locator,
  ) {}

  /** The choropleth section of /patentStatistics. */
  static statistics(page: Page): DistrictMap {
    return new DistrictMap(page, page.locator('section.city-map-section'));
  }

  /** The outlet map of /publicServe and /serverDetail. */
  static outlets(page: Page): DistrictMap {
    return new DistrictMap(page, page.locator('figure.serve-map'));
  }

  /** Waits until the drawing has its districts. */
  async drawn(): Promise<void> {
    await this.root.locator('svg path').first().waitFor();
  }

  /** A district's name as the drawing writes it (a click there is a click on the district). */
  districtLabel(name: string): Locator {
    return this.root.locator('svg text', { hasText: name }).first();
  }

  /** The twin's link to a district's patent search. */
  patentsLink(name: string): Locator {
    return this.root.getByRole('link', { name: `查看专利：${name}`, exact: true });
  }

  /** The button that opens a district's detail drawer. */
  districtButton(name: string): Locator {
    return this.root.getByRole('button', { name: `查看${name}详情`, exact: true });
  }

  /** The map's data table (the choropleth's). */
  get table(): Locator {
    return this.root.getByRole('table');
  }

  /**
   * Opens a district's patent search as the visitor would: a click on the district in the
   * drawing, or in the keyboard pass its link in the twin (the drawing is no stop of the Tab order).
   */
  async openPatents(name: string): Promise<void> {
    if (KEYBOARD_ONLY) return activate(this.page, this.patentsLink(name));
    await this.districtLabel(name).click();
  }
}
