import { isStaffRole, type User } from '@cityip/contracts';
import { App, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActionButton, RowActions } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { accountEditHref } from './account-paths.js';
import { isLocked, useResetSecondFactor, useSetUserStatus, useUnlockUser } from './accounts.api.js';

interface AccountRowActionsProps {
  user: User;
  /** The signed-in admin's own row: it cannot be disabled (the server refuses it too). */
  isSelf: boolean;
  onResetPassword: (user: User) => void;
}

/** Edit, enable/disable, reset password, unlock and (staff) reset the second factor for one row of the user list. */
export function AccountRowActions({ user, isSelf, onResetPassword }: AccountRowActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const setStatus = useSetUserStatus();
  const unlock = useUnlockUser();
  const resetSecondFactor = useResetSecondFactor();
  const enabled = user.status === 'enabled';
  const toggleAction = t(enabled ? 'accounts.action.disable' : 'accounts.action.enable');
  const label = (action: string) => t('accounts.action.rowLabel', { action, email: user.email });
  const showError = useShowFailure();

  const toggle = () =>
    setStatus
      .mutateAsync({ id: user.id, status: enabled ? 'disabled' : 'enabled' })
      .then(() => message.success(t('accounts.statusChanged')), showError);
  const lift = () => unlock.mutateAsync(user.id).then(() => message.success(t('accounts.unlocked')), showError);
  const forgetAuthenticator = () =>
    resetSecondFactor.mutateAsync(user.id).then(() => message.success(t('success.secondFactorReset')), showError);

  const toggleButton = (
    <RowActionButton
      danger={enabled}
      disabled={enabled && isSelf}
      loading={setStatus.isPending}
      label={label(toggleAction)}
    >
      {toggleAction}
    </RowActionButton>
  );

  return (
    <RowActions>
      <RowActionButton label={label(t('accounts.action.edit'))} onClick={() => navigate(accountEditHref(user.id))}>
        {t('accounts.action.edit')}
      </RowActionButton>
      {enabled && isSelf ? (
        <Tooltip title={t('accounts.selfHint')}>{toggleButton}</Tooltip>
      ) : (
        <Popconfirm
          title={t(enabled ? 'accounts.confirm.disable' : 'accounts.confirm.enable', { name: user.name })}
          okText={t('accounts.confirm.ok')}
          cancelText={t('accounts.confirm.cancel')}
          onConfirm={toggle}
        >
          {toggleButton}
        </Popconfirm>
      )}
      <RowActionButton label={label(t('accounts.action.resetPassword'))} onClick={() => onResetPassword(user)}>
        {t('accounts.action.resetPassword')}
      </RowActionButton>
      {isLocked(user) && (
        <Popconfirm
          title={t('accounts.confirm.unlock', { name: user.name })}
          okText={t('accounts.confirm.ok')}
          cancelText={t('accounts.confirm.cancel')}
          onConfirm={lift}
        >
          <RowActionButton loading={unlock.isPending} label={label(t('accounts.action.unlock'))}>
            {t('accounts.action.unlock')}
          </RowActionButton>
        </Popconfirm>
      )}
      {isStaffRole(user.role) && !isSelf && (
        <Popconfirm
          title={t('accounts.confirm.resetSecondFactor', { name: user.name })}
          okText={t('accounts.confirm.ok')}
          cancelText={t('accounts.confirm.cancel')}
          onConfirm={forgetAuthenticator}
        >
          <RowActionButton loading={resetSecondFactor.isPending} label={label(t('accounts.action.resetSecondFactor'))}>
            {t('accounts.action.resetSecondFactor')}
          </RowActionButton>
        </Popconfirm>
      )}
    </RowActions>
  );
}
