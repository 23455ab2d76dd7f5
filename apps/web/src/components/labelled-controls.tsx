import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd draws some buttons with an icon only: an input's clear button, a pager's previous and
 * next. Their only name is the icon's `aria-label`, its English file name ("close-circle",
 * "left"), which axe accepts but other engines (and people) do not: the button itself has no
 * name in the page's language. These give those buttons one.
 */

/** An input's clear icon with its name as hidden text, so the button that wraps it is named. */
function ClearLabel() {
  const { t } = useTranslation();
  return (
    <>
      <CloseCircleFilled aria-hidden="true" />
      <span className="visually-hidden">{t('display.clear')}</span>
    </>
  );
}

/** `allowClear` of an antd Input whose clear button says what it does. */
export const LABELLED_CLEAR = { clearIcon: <ClearLabel /> } as const;

/** A pager's previous or next button (antd's element) with its own name; props from the pager pass through. */
function LabelledStep({ element, step, ...props }: { element: ReactElement; step: 'prev' | 'next' }) {
  const { t } = useTranslation();
  const label = t(step === 'prev' ? 'pager.previous' : 'pager.next');
  return cloneElement(element as ReactElement<Record<string, unknown>>, { ...props, 'aria-label': label });
}

/** `itemRender` of an antd Pagination (or a Table's) whose previous and next buttons are named. */
export const labelledPagerItem: NonNullable<PaginationProps['itemRender']> = (_page, type, element): ReactNode =>
  (type === 'prev' || type === 'next') && isValidElement(element) ? (
    <LabelledStep element={element} step={type} />
  ) : (
    element
  );
