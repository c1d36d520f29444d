import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

type Props = {
  open: boolean;
  title: string;
  /** The danger button's label ('Delete', 'Remove'). */
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A destructive action asked once more: Cancel (first, safe) and the danger button. */
export function ConfirmModal({ open, title, confirmLabel, busy, onConfirm, onClose, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" busy={busy} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
