import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import type { Flash } from '@/lib/forms/use-flash';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { serverErrorMessage } from '@/lib/server-errors';
import {
  adminLegalKeys,
  publishDocument,
  publishServerErrors,
  saveDraft,
  saveServerErrors,
} from '../api/legal-documents';
import { DRAFT_TITLE_MAX, draftSchema, type DraftValues } from '../schemas/draft.schema';
import type { DocumentState, Lang } from '../utils/documents';

type Props = { state: DocumentState; name: string; onOutcome: (flash: Flash) => void };

const LANGS: Lang[] = ['en', 'fr'];
const ORDER = ['en.title', 'en.body', 'fr.title', 'fr.body'] as const;
const IDS = Object.fromEntries(ORDER.map((path) => [path, `legal-${path.replace('.', '-')}`]));

/**
 * The draft of a document in both languages, side by side (stacked on small
 * screens): Save draft keeps it; Publish (after a confirmation) saves it and
 * publishes both languages as the next version. Each field has the language of
 * its text.
 */
export function DraftEditor({ state, name, onOutcome }: Props) {
  const { t } = useTranslation('adminLegal');
  const queryClient = useQueryClient();
  const latest = state.versions[0];
  const initial = (lang: Lang) => {
    const from = state.drafts[lang] ?? latest?.[lang];
    return { title: from?.title ?? '', body: from?.body ?? '' };
  };
  const shell = useFormShell<DraftValues>({
    schema: draftSchema,
    defaultValues: { en: initial('en'), fr: initial('fr') },
    order: [...ORDER],
    ids: IDS,
    // Each message names the language of its field.
    values: (path) => ({ language: t(`languages.${path.split('.')[0]}`) }),
    reValidateMode: 'onSubmit',
    serverErrors: saveServerErrors,
  });
  const { register, getValues } = shell.form;
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const nextVersion = (latest?.version ?? 0) + 1;

  /** Saves each language that has text (an unchanged copy of the version in force is not a draft). */
  const save = async (texts: DraftValues) => {
    for (const lang of LANGS) {
      const { title, body } = texts[lang];
      if (!title.trim() && !body.trim()) continue;
      const draft = state.drafts[lang];
      if (draft && draft.title === title && draft.body === body) continue;
      await saveDraft(draft?.id ?? null, {
        kind: state.ref.kind,
        programId: state.ref.programId,
        language: lang,
        title: title.trim(),
        body: body.trim(),
      });
    }
  };

  const onSave = async (texts: DraftValues) => {
    setBusy('save');
    try {
      await save(texts);
      onOutcome({ tone: 'success', text: t('outcome.saved', { name }) });
    } catch (error) {
      onOutcome({ tone: 'error', text: serverErrorMessage(error, t, saveServerErrors) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: adminLegalKeys.documents() });
    }
  };

  const onPublish = async () => {
    const texts = getValues();
    const unchanged =
      !state.drafts.en &&
      !state.drafts.fr &&
      latest !== undefined &&
      LANGS.every((l) => texts[l].title.trim() === latest[l]?.title && texts[l].body.trim() === latest[l]?.body);
    if (unchanged) {
      setConfirming(false);
      onOutcome({ tone: 'error', text: t('outcome.noChanges', { version: latest.version }) });
      return;
    }
    setBusy('publish');
    try {
      await save(texts);
      const version = await publishDocument(state.ref.kind, state.ref.programId);
      onOutcome({ tone: 'success', text: t('outcome.published', { name, version }) });
    } catch (error) {
      onOutcome({ tone: 'error', text: serverErrorMessage(error, t, publishServerErrors) });
    } finally {
      setConfirming(false);
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: adminLegalKeys.documents() });
    }
  };

  return (
    <form noValidate onSubmit={shell.submit(onSave)} aria-labelledby="legal-draft-heading" className="mb-10">
      <h3 id="legal-draft-heading" className="mb-2 text-xl font-bold">
        {t('editor.heading')}
      </h3>
      <p className="mb-4 text-slate-800">{t('editor.format')}</p>
      <ErrorSummary errors={shell.summary} />
      <div className="grid gap-6 md:grid-cols-2">
        {LANGS.map((lang) => (
          <fieldset key={lang} className="min-w-0 rounded-lg border-2 border-slate-600 p-3">
            <legend className="px-1 text-lg font-bold">{t(`editor.legend.${lang}`)}</legend>
            <FormField
              label={t('editor.title', { language: t(`languages.${lang}`) })}
              error={shell.fieldError(`${lang}.title`)}
              id={`legal-${lang}-title`}
              required
              className="mb-4"
            >
              <input lang={lang} className={inputClasses} maxLength={DRAFT_TITLE_MAX} {...register(`${lang}.title`)} />
            </FormField>
            <FormField
              label={t('editor.body', { language: t(`languages.${lang}`) })}
              error={shell.fieldError(`${lang}.body`)}
              id={`legal-${lang}-body`}
              required
            >
              <textarea
                lang={lang}
                rows={18}
                className={`${inputClasses} font-mono text-base`}
                {...register(`${lang}.body`)}
              />
            </FormField>
          </fieldset>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" busy={busy === 'save'} disabled={busy !== null}>
          {t('editor.save')}
        </Button>
        <Button disabled={busy !== null} onClick={shell.submit(() => setConfirming(true))}>
          {t('editor.publish', { version: nextVersion })}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={t('confirm.title', { name, version: nextVersion })}
        confirmLabel={t('confirm.publish', { version: nextVersion })}
        busy={busy === 'publish'}
        onConfirm={() => void onPublish()}
        onClose={() => setConfirming(false)}
      >
        <p>{t('confirm.text')}</p>
      </ConfirmModal>
    </form>
  );
}
