import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../i18n/index.js';
import { DEFAULT_FALLBACK_IMAGE, DEFAULT_LOADING_IMAGE, LAZY_ROOT_MARGIN, LazyImage } from './lazy-image.js';

/** A stand-in IntersectionObserver the test drives by hand (jsdom has none). */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element as within the (enlarged) viewport. */
  intersect() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const original = window.IntersectionObserver;

describe('LazyImage (spec section 2)', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    if (original) window.IntersectionObserver = original;
    else Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('waits for the intersection before requesting the image, showing the loading picture', () => {
    const { container } = render(<LazyImage src="/files/a.png" alt="园区鸟瞰图" />);
    const image = screen.getByRole('img', { name: '园区鸟瞰图' });
    expect(image.hasAttribute('src')).toBe(false);
    const placeholder = container.querySelector('.lazy-image-placeholder');
    expect(placeholder?.getAttribute('src')).toBe(DEFAULT_LOADING_IMAGE);
    FakeObserver.instances[0]?.intersect();
    expect(screen.getByRole('img', { name: '园区鸟瞰图' }).getAttribute('src')).toBe('/files/a.png');
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
    fireEvent.load(screen.getByRole('img', { name: '园区鸟瞰图' }));
    expect(container.querySelector('.lazy-image-placeholder')).toBeNull();
    expect(container.querySelector('.lazy-image')?.getAttribute('data-status')).toBe('loaded');
  });

  it('preloads within 1.3 viewport heights: a 30% root margin', () => {
    render(<LazyImage src="/files/a.png" alt="图" />);
    expect(LAZY_ROOT_MARGIN).toBe('30%');
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe('30%');
  });

  it('retries once, then shows the fallback image and stops', () => {
    render(<LazyImage src="/files/broken.png" alt="损坏的图" fallbackSrc="/fallback.png" />);
    FakeObserver.instances[0]?.intersect();
    const first = screen.getByRole('img', { name: '损坏的图' });
    fireEvent.error(first);
    const retry = screen.getByRole('img', { name: '损坏的图' });
    expect(retry).not.toBe(first);
    expect(retry.getAttribute('src')).toBe('/files/broken.png');
    fireEvent.error(retry);
    const fallback = screen.getByRole('img', { name: '损坏的图' });
    expect(fallback.getAttribute('src')).toBe('/fallback.png');
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: '损坏的图' }).getAttribute('src')).toBe('/fallback.png');
  });

  it('has a built-in fallback and a default media height of 180 px', () => {
    const { container } = render(<LazyImage src="/files/b.png" alt="图" />);
    expect((container.querySelector('.lazy-image') as HTMLElement).style.height).toBe('180px');
    FakeObserver.instances[0]?.intersect();
    fireEvent.error(screen.getByRole('img', { name: '图' }));
    fireEvent.error(screen.getByRole('img', { name: '图' }));
    expect(screen.getByRole('img', { name: '图' }).getAttribute('src')).toBe(DEFAULT_FALLBACK_IMAGE);
  });

  it('takes a custom height and loading picture', () => {
    const { container } = render(<LazyImage src="/c.png" alt="图" height={240} loadingSrc="/loading.gif" />);
    expect((container.querySelector('.lazy-image') as HTMLElement).style.height).toBe('240px');
    expect(container.querySelector('.lazy-image-placeholder')?.getAttribute('src')).toBe('/loading.gif');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    render(<LazyImage src="/files/d.png" alt="图" />);
    expect(screen.getByRole('img', { name: '图' }).getAttribute('src')).toBe('/files/d.png');
  });

  it('starts over when the source changes', () => {
    const { rerender } = render(<LazyImage src="/one.png" alt="图" />);
    FakeObserver.instances[0]?.intersect();
    fireEvent.error(screen.getByRole('img', { name: '图' }));
    fireEvent.error(screen.getByRole('img', { name: '图' }));
    rerender(<LazyImage src="/two.png" alt="图" />);
    expect(screen.getByRole('img', { name: '图' }).getAttribute('src')).toBe('/two.png');
  });
});
