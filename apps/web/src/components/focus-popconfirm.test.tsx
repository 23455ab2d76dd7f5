import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FocusPopconfirm } from './focus-popconfirm.js';
import { MAIN_CONTENT_ID } from './skip-link.js';

/** A list whose rows each ask before they delete themselves, inside the layout's main. */
function Rows() {
  const [rows, setRows] = useState(['甲', '乙']);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <FocusPopconfirm
              title={`删除${row}？`}
              okText="删除"
              cancelText="取消"
              onConfirm={() => setRows((current) => current.filter((other) => other !== row))}
            >
              <button type="button">删除{row}</button>
            </FocusPopconfirm>
          </li>
        ))}
      </ul>
    </main>
  );
}

describe('FocusPopconfirm', () => {
  it('puts focus on cancel, and gives it back to the trigger when cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Rows />);
    const trigger = screen.getByRole('button', { name: '删除甲' });
    await user.click(trigger);
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/取\s*消/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('moves focus to the main content when the confirmed action removes the trigger', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: '删除甲' }));
    await user.click(await screen.findByRole('button', { name: /删\s*除$/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '删除甲' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID));
    expect(screen.getByRole('button', { name: '删除乙' })).toBeTruthy();
  });
});
