import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button.js';

const ITEMS = [
  { key: 'account', label: '账户信息' },
  { key: 'backOffice', label: '后台管理' },
  { key: 'logout', label: '退出登录', divider: true },
];

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <>
      <MenuButton label="用户菜单：张三" items={ITEMS} onSelect={onSelect}>
        张三
      </MenuButton>
      <button type="button">后面的按钮</button>
    </>,
  );
  return { onSelect, button: screen.getByRole('button', { name: '用户菜单：张三' }) };
}

describe('MenuButton', () => {
  it('opens on the first entry, moves with the arrows, closes with Esc back on its button', async () => {
    const user = userEvent.setup({ delay: null });
    const { button, onSelect } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '账户信息' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '后台管理' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '账户信息' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens on the last entry with ArrowUp; choosing an entry closes the menu and reports its key', async () => {
    const user = userEvent.setup({ delay: null });
    const { button, onSelect } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' })));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus leaves it (Tab) and on a second click', async () => {
    const user = userEvent.setup({ delay: null });
    const { button } = renderMenu();
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('menu')).toBeTruthy());
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '账户信息' })));
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
