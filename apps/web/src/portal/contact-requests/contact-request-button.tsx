import './contact-requests.css';
import { type ContactTarget, isStaffRole, isVisitorRole } from '@cityip/contracts';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.js';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';
import { ContactRequestForm } from './contact-request-form.js';

/** Props of the "contact through the platform" action (issue 24). */
export interface ContactRequestButtonProps {
  target: ContactTarget;
  targetId: string;
  /** Whom the message goes to, as the page shows them (expert's name, company name). */
  recipientName: string;
  /** The demand has expired or the entry takes no contacts: the button says why and is disabled. */
  closedReason?: string;
}

/**
 * "Contact" on an expert's or a demand's page: opens the form that sends a request through the
 * platform, which mails it on without showing the recipient's address. Disabled, with the reason
 * beside it, when the target takes no contacts or the caller is staff (the server refuses staff
 * accounts too).
 */
export function ContactRequestButton({ target, targetId, recipientName, closedReason }: ContactRequestButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const visitor = !session.token || isVisitorRole(session.role);
  const reason = closedReason || (!visitor && isStaffRole(session.role) ? t('error.contactStaffAccount') : '');

  return (
    <div className="contact-request-button">
      <Button
        type="primary"
        disabled={Boolean(reason)}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => setOpen(true)}
      >
        {t('portal.contactRequest.open')}
      </Button>
      {reason && (
        <span id={reasonId} className="contact-request-closed">
          {reason}
        </span>
      )}
      {open && (
        <ReturnFocusModal
          title={t('portal.contactRequest.title', { name: recipientName })}
          onCancel={() => setOpen(false)}
          footer={null}
          destroyOnHidden
        >
          <ContactRequestForm
            target={target}
            targetId={targetId}
            visitor={visitor}
            onSent={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </ReturnFocusModal>
      )}
    </div>
  );
}
