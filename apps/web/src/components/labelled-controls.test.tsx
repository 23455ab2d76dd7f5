import { render, screen } from '@testing-library/react';
import { Input, Pagination } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/index.js';
import { LABELLED_CLEAR, labelledPagerItem } from './labelled-controls.js';

afterEach(() => setLanguage('zh-CN'));

/** The button's own name: what an engine that ignores an icon's aria-label reads. */
const ownName = (button: HTMLElement) =>
  button.getAttribute('aria-label') ??
  [...button.querySelectorAll('.visually-hidden')].map((node) => node.textContent).join('');

describe('labelled icon-only controls', () => {
  it("names an input's clear button in the page's language", async () => {
    render(<Input allowClear={LABELLED_CLEAR} defaultValue="关键词" />);
    const button = screen.getByRole('button', { name: '清除内容' });
    expect(ownName(button)).toBe('清除内容');
    await setLanguage('en-US');
    expect(ownName(screen.getByRole('button', { name: 'Clear' }))).toBe('Clear');
  });

  it("names a pager's previous and next buttons and keeps the pager's disabled state", () => {
    render(<Pagination total={50} current={1} itemRender={labelledPagerItem} />);
    const previous = screen.getByRole('button', { name: '上一页' });
    const next = screen.getByRole('button', { name: '下一页' });
    expect(previous.getAttribute('aria-label')).toBe('上一页');
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect((next as HTMLButtonElement).disabled).toBe(false);
  });
});
