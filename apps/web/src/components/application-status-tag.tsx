import { type ApplicationStatus, statusLabelKey } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * antd colours of the states, the same for the applicant and for staff: waiting on staff blue,
 * being handled geek blue/processing, waiting on the applicant orange, done green, refused red
 * (antd's cyan tag text reaches only 3.4:1 contrast on its background).
 */
const STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  resubmitted: 'blue',
  accepted: 'geekblue',
  inProgress: 'processing',
  returned: 'warning',
  completed: 'success',
  rejected: 'error',
};

/** An application's state as a coloured tag (portal "my applications" and the back office). */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(statusLabelKey(status))}</Tag>;
}
