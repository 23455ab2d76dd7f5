import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.js';
import { VIEWER_CLOSE_DELAY_MS } from './image-viewer.js';
import { ContentImageViewer } from './use-content-image-viewer.js';

const ARTICLE = `
  <p>第一段<img src="/files/one.png" alt="示意图一"></p>
  <p><a href="/elsewhere"><img src="/files/two.png" alt="示意图二"></a></p>
  <p><img src="/files/three.png" alt=""></p>`;

/** A page that renders CMS HTML the way the policy and guide detail pages do. */
function Article({ html = ARTICLE }: { html?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the test stands in for sanitised CMS content. */}
      <div ref={ref} data-testid="content" dangerouslySetInnerHTML={{ __html: html }} />
      <ContentImageViewer containerRef={ref} />
    </>
  );
}

const absolute = (path: string) => new URL(path, document.baseURI).href;
const viewerImage = () => within(screen.getByRole('dialog')).getAllByRole('img')[0] as HTMLImageElement;

describe('ContentImageViewer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the viewer on the clicked image with every content image as the gallery', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Article />);
    expect(screen.queryByRole('dialog')).toBeNull();
    let followed: boolean | undefined;
    const spy = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
    };
    document.addEventListener('click', spy);
    await user.click(screen.getByRole('button', { name: '查看大图：示意图二' }));
    expect(viewerImage().getAttribute('src')).toBe(absolute('/files/two.png'));
    expect(viewerImage().alt).toBe('示意图二');
    expect(within(screen.getByRole('list', { name: '缩略图' })).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toContain('第 2 张，共 3 张');
    // The surrounding link is not followed.
    document.removeEventListener('click', spy);
    expect(followed).toBe(false);
  });

  it('makes images focusable and opens them with Enter; closing returns focus to the image', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Article />);
    const third = screen.getByRole('button', { name: '查看大图：图片' });
    expect(third.tabIndex).toBe(0);
    third.focus();
    await user.keyboard('{Enter}');
    expect(viewerImage().getAttribute('src')).toBe(absolute('/files/three.png'));
    vi.useFakeTimers();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(VIEWER_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(third);
  });

  it('covers images added after the first render', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Article html="<p>正文</p>" />);
    const content = screen.getByTestId('content');
    act(() => content.insertAdjacentHTML('beforeend', '<img src="/late.png" alt="后加载">'));
    const late = await screen.findByRole('button', { name: '查看大图：后加载' });
    await user.click(late);
    expect(viewerImage().getAttribute('src')).toBe(absolute('/late.png'));
    expect(screen.queryByRole('list', { name: '缩略图' })).toBeNull();
  });

  it('ignores clicks on the content outside images', async () => {
    render(<Article />);
    await userEvent.setup({ delay: null }).click(screen.getByText('第一段'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
