import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index.js';
import { AdvancedBuilder } from './advanced-builder.js';

/** Picks `option` in the antd select named `label` (its list renders in a portal). */
async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!item) throw new Error(`no option ${option}`);
    return item;
  });
  fireEvent.click(found);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('AdvancedBuilder: proximity rows', { timeout: 20_000 }, () => {
  afterEach(() => setLanguage('zh-CN'));

  it('writes two title words in order within n words, every control named', async () => {
    const onWrite = vi.fn();
    render(<AdvancedBuilder onWrite={onWrite} />);
    await choose('第 1 行匹配方式', '两词邻近（按先后顺序）');
    type('第 1 行第一个词', '芯片');
    type('第 1 行第二个词', '散热');
    const distance = screen.getByRole('spinbutton', { name: '第 1 行两词之间最多间隔的词数（0～20）' });
    expect((distance as HTMLInputElement).value).toBe('3');
    fireEvent.change(distance, { target: { value: '2' } });
    expect(screen.getByText('之后为')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '生成检索式' }));
    expect(onWrite).toHaveBeenLastCalledWith('TI=(芯片 W/2 散热)');
  });

  it('searches title or abstract with NEAR, in English too', async () => {
    await setLanguage('en-US');
    const onWrite = vi.fn();
    render(<AdvancedBuilder onWrite={onWrite} />);
    await choose('Field of row 2', 'TI/AB Title or abstract');
    await choose('How the words of row 2 match', 'Two words near each other');
    type('First word of row 2', '液冷 板');
    type('Second word of row 2', '电芯');
    expect(
      screen.getByRole('spinbutton', { name: 'Most words between the two words of row 2 (0 to 20)' }),
    ).toBeTruthy();
    type('Search value of row 1', '电池');
    fireEvent.click(screen.getByRole('button', { name: 'Write expression' }));
    expect(onWrite).toHaveBeenLastCalledWith('TI=(电池) or "液冷 板" NEAR/3 电芯');
  });
});
