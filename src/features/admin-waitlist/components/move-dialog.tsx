import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { moveSchema, type MoveValues } from '../schemas/move.schema';

type Props = {
  /** The participant being moved (null: closed). */
  name: string | null;
  current: number;
  max: number;
  busy: boolean;
  onMove: (position: number) => void;
  onClose: () => void;
};

/**
 * 'Move to position': one number, 1..max, checked before it is sent (the server checks it again). One field, so
 * no error summary: a wrong number is said beside the field, which takes the focus back.
 */
export function MoveDialog({ name, current, max, busy, onMove, onClose }: Props) {
  const { t } = useTranslation('adminWaitlist');
  const open = name !== null;
  const shell = useFormShell<{ position: string }, MoveValues>({
    schema: moveSchema(max),
    defaultValues: { position: String(current) },
    values: { max },
    // The error stays as the last submit left it (this dialog checked only on submit before the shell).
    reValidateMode: 'onSubmit',
    // onMove answers nothing: the page says a refusal.
    serverErrors: { ns: 'adminWaitlist', fallbackKey: 'adminWaitlist:genericError' },
  });
  const { register, reset, getFieldState } = shell.form;
  const position = register('position');
  // Its own ref: reset() lets go of the form's refs until the next render.
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!open) return;
    reset({ position: String(current) });
    // After the dialog has put focus on its first control: the field is what one came for.
    const frame = requestAnimationFrame(() => inputRef.current?.select());
    return () => cancelAnimationFrame(frame);
  }, [open, current, reset]);

  const submit = async (e: FormEvent) => {
    await shell.submit((v) => onMove(v.position))(e);
    if (getFieldState('position').invalid) requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <Modal open={open} title={t('move.title', { name: name ?? '' })} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormField
          label={t('move.position')}
          hint={t('move.positionHint', { max })}
          error={shell.fieldError('position')}
          required
        >
          <input
            id="waitlist-move-position"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            className={inputClasses}
            {...position}
            ref={(el) => {
              position.ref(el);
              inputRef.current = el;
            }}
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
