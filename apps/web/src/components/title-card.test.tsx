import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index.js';
import { TitleCard, type TitleCardVariant } from './title-card.js';
import { ViewMore } from './view-more.js';

function renderInRouter(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('TitleCard (spec section 2)', () => {
  afterEach(async () => {
    await setLanguage('zh-CN');
  });

  it('defaults to the translated title as an h2 and shows the more link to its route', async () => {
    renderInRouter(<TitleCard moreTo="/policySearch" />);
    const heading = screen.getByRole('heading', { level: 2, name: '我是标题' });
    expect(screen.getByRole('region', { name: '我是标题' })).toBeTruthy();
    const more = screen.getByRole('link', { name: /^更多/ });
    expect(more.getAttribute('href')).toBe('/policySearch');
    expect(heading.className).toBe('title-card-title');
    await setLanguage('en-US');
    expect(await screen.findByRole('heading', { name: 'I am a title' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^more/ })).toBeTruthy();
  });

  it('takes a title, a heading level, custom more text and a more button', async () => {
    const onMore = vi.fn();
    renderInRouter(<TitleCard title="政策动态" level={3} moreText="查看全部" onMore={onMore} />);
    expect(screen.getByRole('heading', { level: 3, name: '政策动态' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /^查看全部/ }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('shows no more link unless a route or handler is given', () => {
    renderInRouter(<TitleCard />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each<TitleCardVariant>(['first', 'second', 'third', 'line-name-line'])(
    'renders the %s variant class',
    (variant) => {
      const { container } = renderInRouter(<TitleCard variant={variant} />);
      const card = container.querySelector('section');
      expect(card?.classList.contains(`title-card--${variant}`)).toBe(true);
      expect(container.querySelectorAll('.title-card-line')).toHaveLength(variant === 'line-name-line' ? 2 : 0);
    },
  );

  it('switches titles as tabs, by click and by arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    const onTitleChange = vi.fn();
    const titles = [
      { key: 'news', label: '行业资讯' },
      { key: 'policy', label: '政策法规' },
    ];
    renderInRouter(
      <TitleCard titles={titles} activeTitle="news" onTitleChange={onTitleChange}>
        <p>内容</p>
      </TitleCard>,
    );
    const tablist = screen.getByRole('tablist', { name: '行业资讯' });
    const [news, policy] = within(tablist).getAllByRole('tab');
    expect(news?.getAttribute('aria-selected')).toBe('true');
    expect(policy?.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: '行业资讯' }).textContent).toContain('内容');
    await user.click(screen.getByRole('tab', { name: '政策法规' }));
    expect(onTitleChange).toHaveBeenLastCalledWith('policy');
    news?.focus();
    await user.keyboard('{ArrowRight}');
    expect(onTitleChange).toHaveBeenLastCalledWith('policy');
    expect(document.activeElement).toBe(policy);
    await user.keyboard('{ArrowRight}');
    expect(onTitleChange).toHaveBeenLastCalledWith('news');
  });

  it('shows a spinner while loading and the empty state instead of the content', () => {
    const { container, rerender } = renderInRouter(
      <TitleCard loading>
        <p>内容</p>
      </TitleCard>,
    );
    expect(screen.getByRole('status').textContent).toBe('正在加载');
    expect(container.querySelector('.title-card-body')?.getAttribute('aria-busy')).toBe('true');
    rerender(
      <MemoryRouter>
        <TitleCard empty>
          <p>内容</p>
        </TitleCard>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('暂无匹配信息')).toBeTruthy();
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('renders optional tabs and reports the chosen one', async () => {
    const onTabChange = vi.fn();
    renderInRouter(
      <TitleCard
        tabs={[
          { key: 'a', label: '国家级', children: <p>国家政策</p> },
          { key: 'b', label: '省级', children: <p>省级政策</p> },
        ]}
        onTabChange={onTabChange}
      />,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('国家政策');
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: '省级' }));
    expect(onTabChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tab', { name: '省级' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('省级政策');
  });
});

describe('ViewMore', () => {
  it('is a link with a route and a button otherwise, translated', async () => {
    const onClick = vi.fn();
    const { rerender } = renderInRouter(<ViewMore to="/infoSearch" />);
    expect(screen.getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe('/infoSearch');
    rerender(
      <MemoryRouter>
        <ViewMore onClick={onClick} />
      </MemoryRouter>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '查看更多' }));
    expect(onClick).toHaveBeenCalledOnce();
    await setLanguage('en-US');
    expect(await screen.findByRole('button', { name: 'View more' })).toBeTruthy();
    await setLanguage('zh-CN');
  });
});
