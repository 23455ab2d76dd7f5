import { App, Button, type ButtonProps, Space } from 'antd';
import type { ReactNode, Ref } from 'react';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { useShowFailure } from './use-show-failure.js';

/** The actions cell of a back-office list row: its link buttons side by side, wrapping when narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} wrap>
      {children}
    </Space>
  );
}

interface RowActionButtonProps extends Omit<ButtonProps, 'type' | 'size' | 'aria-label'> {
  /** The accessible name, which names the row too: every row has the same visible text. */
  label: string;
  /** FocusPopconfirm and Tooltip place their popup by the button's element. */
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** One action of a list row: a small link button whose accessible name says which row it acts on. */
export function RowActionButton({ label, children, ...rest }: RowActionButtonProps) {
  return (
    <Button type="link" size="small" aria-label={label} {...rest}>
      {children}
    </Button>
  );
}

interface ConfirmDeleteButtonProps {
  /** The visible text of the button and its accessible name (naming the row). */
  text: string;
  label: string;
  /** The confirmation's question (naming the row) and its buttons. */
  title: string;
  okText: string;
  cancelText: string;
  /** The list's delete mutation, called with the row's id once the user confirms. */
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  id: string;
  /** Shown once the row is gone; a failure shows why instead. */
  deletedText: string;
}

/** The delete action of a list row: asks first, then deletes and says so (or says why it failed). */
export function ConfirmDeleteButton({
  text,
  label,
  title,
  okText,
  cancelText,
  remove,
  id,
  deletedText,
}: ConfirmDeleteButtonProps) {
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const confirmDelete = () => remove.mutateAsync(id).then(() => message.success(deletedText), showFailure);
  return (
    <FocusPopconfirm title={title} okText={okText} cancelText={cancelText} onConfirm={confirmDelete}>
      <RowActionButton danger loading={remove.isPending} label={label}>
        {text}
      </RowActionButton>
    </FocusPopconfirm>
  );
}
