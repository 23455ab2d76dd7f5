import type { Page } from 'playwright-core';
import { activate, fill } from '../support/actions.js';

/** The portal's login page (/login). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.page.locator('#login_email').waitFor();
  }

  async logIn(email: string, password: string): Promise<void> {
    await fill(this.page, this.page.locator('#login_email'), email);
    await fill(this.page, this.page.locator('#login_password'), password);
    await activate(this.page, this.page.locator('form[id="login"] button[type="submit"]'));
  }

  /** Opens the page, logs in and waits for the landing page (a URL glob). */
  async logInAndLand(email: string, password: string, landing: string): Promise<void> {
    await this.open();
    await this.logIn(email, password);
    await this.page.waitForURL(landing);
  }
}

/** Reads one of the client's browser-storage keys (spec section 3). */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
