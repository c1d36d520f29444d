import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { FlashRegion } from '@/components/flash-region';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Table } from '@/components/table';
import { useLocalized } from '@/components/localized-text';
import { useFlash } from '@/lib/forms/use-flash';
import { useLegalDocuments, useLegalPrograms, type LegalProgram } from '../api/legal-documents';
import { publishedDate } from '../utils/dates';
import { docParam, documentState, listedDocuments, parseDocParam, type DocumentRef } from '../utils/documents';
import { DocumentPanel } from './document-panel';
import { TextLink } from '@/components/text-link';

/** A document's name: its kind, or 'Program waiver: <program>' (the program's name in the UI language). */
export function useDocumentName() {
  const { t } = useTranslation('adminLegal');
  const { localized } = useLocalized();
  return (ref: DocumentRef, programs: LegalProgram[]) => {
    if (!ref.programId) return t(`kinds.${ref.kind}`);
    const p = programs.find((x) => x.id === ref.programId);
    return t('kinds.program_waiver', { program: p ? localized(p.name_fr, p.name).text : t('unknownProgram') });
  };
}

/**
 * /admin/legal (issue 22 points 4, 7): the legal documents (the six standard kinds and
 * every program's own waiver), with the version in force, whether a draft
 * waits, and each document's editor and history (?doc=<kind> or
 * ?program=<programId> for a program's waiver).
 */
export default function AdminLegalPage() {
  const { t } = useTranslation('adminLegal');
  const [params] = useSearchParams();
  const documents = useLegalDocuments();
  const programs = useLegalPrograms();
  const { flash, show, clear, ref: flashRef } = useFlash();
  const nameOf = useDocumentName();
  const askedProgram = params.get('program');
  const selected: DocumentRef | null = askedProgram
    ? { kind: 'program_waiver', programId: askedProgram }
    : parseDocParam(params.get('doc'));

  // Leaving a document's page clears its outcome message.
  useEffect(() => clear(), [selected?.kind, selected?.programId, clear]);

  const loading = documents.isPending || programs.isPending;
  const failed = documents.isError || programs.isError;
  const rows = documents.data ?? [];
  const programList = programs.data ?? [];

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Banner tone="warning" title={t('counsel.title')}>
        {t('counsel.text')}
      </Banner>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={flashRef} />
      {loading ? <Spinner label={t('loading')} /> : null}
      {failed ? (
        <LoadFailedBanner
          title={t('loadFailedTitle')}
          message={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => {
            void documents.refetch();
            void programs.refetch();
          }}
        />
      ) : null}
      {!loading && !failed && selected ? (
        selected.programId && !programList.some((p) => p.id === selected.programId) ? (
          <p>
            {t('programNotFound')} <TextLink to="/admin/legal">{t('backToList')}</TextLink>
          </p>
        ) : (
          <DocumentPanel
            key={docParam(selected)}
            state={documentState(rows, selected)}
            name={nameOf(selected, programList)}
            onOutcome={show}
          />
        )
      ) : null}
      {!loading && !failed && !selected ? (
        <Table caption={t('table.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('table.document')}</th>
              <th scope="col">{t('table.inForce')}</th>
              <th scope="col">{t('table.draft')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listedDocuments(rows, programList, null).map((ref) => {
              const state = documentState(rows, ref);
              const latest = state.versions[0];
              const name = nameOf(ref, programList);
              const draftLangs = (['en', 'fr'] as const).filter((l) => state.drafts[l]);
              return (
                <tr key={docParam(ref)}>
                  <th scope="row" className="font-semibold">
                    {name}
                  </th>
                  <td>
                    {latest
                      ? t('table.version', {
                          version: latest.version,
                          date: publishedDate(latest.publishedAt),
                        })
                      : t('table.noVersion')}
                  </td>
                  <td>
                    {draftLangs.length === 2
                      ? t('table.draftBoth')
                      : draftLangs.length === 1
                        ? t(`table.draftOnly_${draftLangs[0]}`)
                        : t('table.noDraft')}
                  </td>
                  {/* relative: the link's hidden context stays inside the scrolling table (no page overflow at 320 px). */}
                  <td className="relative">
                    <TextLink to={`/admin/legal?doc=${encodeURIComponent(docParam(ref))}`}>
                      {t('table.open')}
                      <span className="sr-only"> {name}</span>
                    </TextLink>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
