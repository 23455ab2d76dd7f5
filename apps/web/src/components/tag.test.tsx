import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tag } from './tag.js';

function Chosen({ initial }: { initial: string[] }) {
  const [names, setNames] = useState(initial);
  return (
    <section aria-labelledby="chosen-heading">
      <h2 id="chosen-heading">已选企业</h2>
      {names.length > 0 ? (
        <ul>
          {names.map((name) => (
            <li key={name}>
              <Tag removeLabel={`取消选择 ${name}`} onRemove={() => setNames((all) => all.filter((n) => n !== name))}>
                {name}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

describe('Tag', () => {
  it('hands focus to the next tag, then the previous one, then the section heading as its tags are removed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Chosen initial={['甲公司', '乙公司', '丙公司']} />);
    await user.click(screen.getByRole('button', { name: '取消选择 乙公司' }));
    expect(screen.queryByText('乙公司')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消选择 丙公司' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消选择 甲公司' }));
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: '已选企业' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('is a plain label without a remove button when nothing removes it', () => {
    render(<Tag tone="green">有效</Tag>);
    expect(screen.getByText('有效').className).toBe('tag tag--green');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
