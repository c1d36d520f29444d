import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusTarget } from '@/lib/focus-target';
import type { Flash } from '@/lib/forms/use-flash';
import { publishedDate } from '../utils/dates';
import { docParam, type DocumentState } from '../utils/documents';
import { DocumentHistory } from './document-history';
import { DraftEditor } from './draft-editor';
import { TextLink } from '@/components/text-link';

type Props = {
  state: DocumentState;
  name: string;
  onOutcome: (flash: Flash) => void;
};

/** One document: the version in force, the draft editor (English and French) and the history. */
export function DocumentPanel({ state, name, onOutcome }: Props) {
  const { t } = useTranslation('adminLegal');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const latest = state.versions[0];
  useEffect(() => focusTarget(headingRef.current), []);
  const drafts = state.drafts;
  // The editor starts again from the stored texts whenever they change (saved, published).
  const editorKey = [docParam(state.ref), latest?.version ?? 0, drafts.en?.updated_at, drafts.fr?.updated_at].join('|');

  return (
    <section aria-labelledby="legal-document-heading">
      <p className="mb-4">
        <TextLink to="/admin/legal">{t('backToList')}</TextLink>
      </p>
      <h2
        id="legal-document-heading"
        ref={headingRef}
        className="mb-2 text-2xl font-bold focus:outline-none focus-visible:outline-3"
      >
        {name}
      </h2>
      <p className="mb-6 text-lg">
        {latest
          ? t('panel.inForce', { version: latest.version, date: publishedDate(latest.publishedAt) })
          : t('panel.noneInForce')}{' '}
        {drafts.en || drafts.fr ? t('panel.draftWaiting') : null}
      </p>
      <DraftEditor key={editorKey} state={state} name={name} onOutcome={onOutcome} />
      <DocumentHistory key={latest?.version ?? 0} versions={state.versions} />
    </section>
  );
}
