import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.js';
import { ImageViewer, stepZoom, VIEWER_CLOSE_DELAY_MS, type ViewerImage } from './image-viewer.js';

const gallery: ViewerImage[] = [
  { src: '/a.png', alt: '第一张' },
  { src: '/b.png', alt: '第二张' },
  { src: '/c.png', alt: '第三张' },
];

/** Owns the viewer like a page does: mounted while open, removed from onClose. */
function Harness({ images = gallery, initialIndex = 0 }: { images?: ViewerImage[]; initialIndex?: number }) {
  const [open, setOpen] = useState(true);
  return open ? <ImageViewer images={images} initialIndex={initialIndex} onClose={() => setOpen(false)} /> : null;
}

/** Starts closed and opens the viewer from a button, so focus has somewhere to return to. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      {open ? <ImageViewer images={gallery} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const setup = () => userEvent.setup({ delay: null });
const shownImage = () => within(screen.getByRole('dialog')).getAllByRole('img')[0] as HTMLImageElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ImageViewer (spec sections 2 and 4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled modal dialog in document.body that takes focus', () => {
    const { container } = render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '图片查看器' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(dialog);
    expect(shownImage().getAttribute('src')).toBe('/a.png');
    expect(shownImage().style.transform).toBe('scale(1) rotate(0deg)');
  });

  it('zooms by 0.1 between 0.4 and 3 without float drift, and resets one-to-one', async () => {
    const user = setup();
    render(<Harness />);
    for (let i = 0; i < 30; i++) await user.click(button('放大'));
    expect(shownImage().style.transform).toBe('scale(3) rotate(0deg)');
    expect(screen.getByRole('status').textContent).toContain('缩放比例 300%');
    expect(button('放大').disabled).toBe(true);
    await user.click(button('1:1 原始大小'));
    expect(shownImage().style.transform).toBe('scale(1) rotate(0deg)');
    for (let i = 0; i < 20; i++) await user.click(button('缩小'));
    expect(shownImage().style.transform).toBe('scale(0.4) rotate(0deg)');
    expect(button('缩小').disabled).toBe(true);
    expect(stepZoom(0.7, 1)).toBe(0.8);
    expect(stepZoom(2.95, 1)).toBe(3);
    expect(stepZoom(0.4, -1)).toBe(0.4);
  });

  it('rotates left and right by 90 degrees', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(button('向右旋转'));
    expect(shownImage().style.transform).toBe('scale(1) rotate(90deg)');
    await user.click(button('向左旋转'));
    await user.click(button('向左旋转'));
    expect(shownImage().style.transform).toBe('scale(1) rotate(-90deg)');
  });

  it('moves previous/next, stopping at the ends, and jumps by thumbnail', async () => {
    const user = setup();
    render(<Harness />);
    expect(button('上一张').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('第 1 张，共 3 张');
    await user.click(button('放大'));
    await user.click(button('下一张'));
    expect(shownImage().getAttribute('src')).toBe('/b.png');
    expect(shownImage().style.transform).toBe('scale(1) rotate(0deg)');
    await user.click(button('下一张'));
    expect(shownImage().getAttribute('src')).toBe('/c.png');
    expect(button('下一张').disabled).toBe(true);
    // The disabled button lost focus; the dialog keeps it so the keyboard still works.
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    const thumbnails = within(screen.getByRole('list', { name: '缩略图' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[2]?.getAttribute('aria-current')).toBe('true');
    await user.click(button('查看第 1 张'));
    expect(shownImage().getAttribute('src')).toBe('/a.png');
  });

  it('shows neither thumbnails nor previous/next for a single image', () => {
    render(<Harness images={[{ src: '/only.png', alt: '唯一' }]} />);
    expect(screen.queryByRole('list', { name: '缩略图' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(shownImage().alt).toBe('唯一');
  });

  it('answers the keyboard: arrows, + = and -, Escape', async () => {
    const user = setup();
    render(<Harness initialIndex={1} />);
    await user.keyboard('{ArrowRight}');
    expect(shownImage().getAttribute('src')).toBe('/c.png');
    await user.keyboard('{ArrowRight}');
    expect(shownImage().getAttribute('src')).toBe('/c.png');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(shownImage().getAttribute('src')).toBe('/a.png');
    await user.keyboard('+=');
    expect(shownImage().style.transform).toBe('scale(1.2) rotate(0deg)');
    await user.keyboard('---');
    expect(shownImage().style.transform).toBe('scale(0.9) rotate(0deg)');
    // Fake timers only from here: testing-library's async helpers wait on real ones.
    vi.useFakeTimers();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog').className).toContain('image-viewer--closing');
    act(() => vi.advanceTimersByTime(VIEWER_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the closing state for 500 ms, then unmounts', () => {
    render(<Harness />);
    expect(VIEWER_CLOSE_DELAY_MS).toBe(500);
    vi.useFakeTimers();
    fireEvent.click(button('关闭'));
    act(() => vi.advanceTimersByTime(VIEWER_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('dialog').className).toContain('image-viewer--closing');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to the element that opened it', async () => {
    const user = setup();
    render(<Opener />);
    await user.click(button('打开'));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    vi.useFakeTimers();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(VIEWER_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('打开'));
  });

  it('keeps Tab inside the dialog', async () => {
    const user = setup();
    render(<Harness />);
    button('查看第 3 张').focus();
    await user.tab();
    expect(document.activeElement).toBe(button('关闭'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button('查看第 3 张'));
  });
});
