import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReturnFocusModal } from './return-focus-modal.js';

/** Steps whose button asks first, then gives way to the next step's, inside a focusable panel. */
function Steps({ replaceButton }: { replaceButton: boolean }) {
  const [step, setStep] = useState(1);
  const [asking, setAsking] = useState(false);
  const done = () => {
    setAsking(false);
    if (replaceButton) setStep((current) => current + 1);
  };
  return (
    <section tabIndex={-1} aria-label="办理">
      <button key={step} type="button" onClick={() => setAsking(true)}>
        第 {step} 步
      </button>
      {asking && (
        <ReturnFocusModal title="确认" okText="确定" cancelText="取消" onOk={done} onCancel={done}>
          确认办理？
        </ReturnFocusModal>
      )}
    </section>
  );
}

describe('ReturnFocusModal', () => {
  it('gives focus back to its opener when its owner unmounts it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Steps replaceButton={false} />);
    await user.click(screen.getByRole('button', { name: '第 1 步' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '第 1 步' })));
  });

  it('gives it to the focusable container around the opener once the opener is gone', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Steps replaceButton />);
    await user.click(screen.getByRole('button', { name: '第 1 步' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await screen.findByRole('button', { name: '第 2 步' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: '办理' })));
  });
});
