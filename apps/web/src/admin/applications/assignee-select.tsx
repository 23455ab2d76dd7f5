import type { ApplicationDetail } from '@cityip/contracts';
import { App, Flex, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useAssign, useAssignees } from './applications.api.js';

/** Who handles the application: choosing a staff member assigns it at once, clearing unassigns it. */
export function AssigneeSelect({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const assignees = useAssignees([application.kind]);
  const assign = useAssign();
  const id = useId();
  const current = application.assignee;
  const options = (assignees.data ?? []).map((staff) => ({
    value: staff.id,
    label: `${staff.name}（${staff.email}）`,
  }));
  // Someone no longer on the staff list still shows by name rather than as a bare id.
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }

  const change = (assigneeId: string | undefined) =>
    assign.mutate(
      { id: application.id, assigneeId: assigneeId ?? null },
      {
        onSuccess: () =>
          message.success(t(assigneeId ? 'applicationAdmin.assigned' : 'applicationAdmin.unassignedDone')),
        onError: showFailure,
      },
    );

  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor={id}>{t('applicationAdmin.detail.assignee')}</label>
      <Select<string>
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={current?.id}
        placeholder={t('applicationAdmin.unassigned')}
        options={options}
        loading={assign.isPending || assignees.isPending}
        disabled={assign.isPending}
        onChange={change}
        style={{ minWidth: 240, maxWidth: '100%' }}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
