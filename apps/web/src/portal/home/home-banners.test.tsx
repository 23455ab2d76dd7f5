import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBanner } from '../../../test/factories.js';
import { setSeniorMode } from '../../app/senior-mode.js';
import { HomeBanners } from './home-banners.js';

const banner = (id: string, title: string) =>
  buildBanner({ id, title, image: { id: id.repeat(64), name: `${id}.png`, mime: 'image/png', size: 1000 } });

const BANNERS = [banner('a', '宣传周'), banner('b', '政策解读'), banner('c', '服务指南')];

function renderBanners() {
  render(
    <MemoryRouter>
      <HomeBanners banners={BANNERS} />
    </MemoryRouter>,
  );
  const region = screen.getByRole('region', { name: '焦点图' });
  const shown = () => region.querySelector('.banner-item.is-active')?.getAttribute('aria-label');
  return { region, shown };
}

describe('HomeBanners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setSeniorMode(false);
  });

  it('turns every 5 s, rests while hovered or focused, and stops on pause', () => {
    const { region, shown } = renderBanners();
    expect(shown()).toBe('第 1 张，共 3 张：宣传周');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('第 2 张，共 3 张：政策解读');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toBe('第 2 张，共 3 张：政策解读');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('第 3 张，共 3 张：服务指南');

    const pause = within(region).getByRole('button', { name: '暂停轮播' });
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toBe('第 3 张，共 3 张：服务指南');
    expect(within(region).getByRole('button', { name: '继续轮播' })).toBeTruthy();
    // Paused, the slide on show is announced.
    expect(region.querySelector('[aria-live="polite"]')?.textContent).toBe('服务指南');
  });

  it('moves with previous, next and the slide dots, round the ends', () => {
    const { region, shown } = renderBanners();
    fireEvent.click(within(region).getByRole('button', { name: '上一张' }));
    expect(shown()).toBe('第 3 张，共 3 张：服务指南');
    fireEvent.click(within(region).getByRole('button', { name: '下一张' }));
    expect(shown()).toBe('第 1 张，共 3 张：宣传周');
    const dot = within(region).getByRole('button', { name: '第 2 张，共 3 张：政策解读' });
    fireEvent.click(dot);
    expect(shown()).toBe('第 2 张，共 3 张：政策解读');
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('in 长辈版 never turns by itself and has no play button or dots', () => {
    setSeniorMode(true);
    const { region, shown } = renderBanners();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('第 1 张，共 3 张：宣传周');
    expect(within(region).queryByRole('button', { name: /暂停轮播|继续轮播/ })).toBeNull();
    expect(region.querySelector('.banner-dots')).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: '下一张' }));
    expect(shown()).toBe('第 2 张，共 3 张：政策解读');
  });
});
