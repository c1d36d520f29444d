import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';

type Props = {
  /** The participant being moved (null: closed). */
  name: string | null;
  current: number;
  max: number;
  busy: boolean;
  onMove: (position: number) => void;
  onClose: () => void;
};

/** 'Move to position': one number, 1..max, checked before it is sent (the server checks it again). */
export function MoveDialog({ name, current, max, busy, onMove, onClose }: Props) {
  const { t } = useTranslation('adminWaitlist');
  const open = name !== null;
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    setValue(String(current));
    setError(undefined);
    // After the dialog has put focus on its first control: the field is what one came for.
    const frame = requestAnimationFrame(() => inputRef.current?.select());
    return () => cancelAnimationFrame(frame);
  }, [open, current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(n >= 1 && n <= max)) {
      setError(t('move.invalid', { max }));
      requestAnimationFrame(() => inputRef.current?.focus());
      return;
    }
    onMove(n);
  };

  return (
    <Modal open={open} title={t('move.title', { name: name ?? '' })} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <FormField label={t('move.position')} hint={t('move.positionHint', { max })} error={error} required>
          <input
            ref={inputRef}
            id="waitlist-move-position"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            className={inputClasses}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </FormField>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={busy}>
            {t('move.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
