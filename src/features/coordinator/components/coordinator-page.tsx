import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { FlashRegion } from '@/components/flash-region';
import { CONTENT_SLOT, useLocalized, withContent } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { useMyAssignments, useRoster, type RosterEntry } from '../api/coordinator';
import { ProgramCards } from './program-cards';
import { RosterTable } from './roster-table';
import { SuspectedConcussionModal } from './suspected-concussion-modal';

/** /coordinator: the programs the user coordinates and the selected one's roster (spec 2 section 2). */
export default function CoordinatorPage() {
  const { t } = useTranslation('coordinator');
  const { user } = useAuth();
  const assignments = useMyAssignments(user?.id);
  const [picked, setPicked] = useState<string | null>(null);
  const list = assignments.data ?? [];
  // The first card is selected by default.
  const selectedId = picked && list.some((a) => a.program?.id === picked) ? picked : (list[0]?.program?.id ?? null);
  const selected = list.find((a) => a.program?.id === selectedId)?.program ?? null;
  const roster = useRoster(selectedId);
  // The selected program's name in the visitor's language (issue 22).
  const { localized } = useLocalized();
  const programName = localized(selected?.name_fr, selected?.name);
  const [recording, setRecording] = useState<{ entry: RosterEntry; name: string } | null>(null);
  const { flash, show, clear, ref: flashRef } = useFlash();

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <QueryState
        query={assignments}
        failed={{ message: t('errors.assignments'), retryLabel: t('tryAgain') }}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Banner tone="info" title={t('none.title')}>
            {t('none.body')}
          </Banner>
        }
      >
        {() => (
          <>
            <p className="mb-4 text-lg">{t('managing', { count: list.length })}</p>
            <ProgramCards assignments={list} selectedId={selectedId} onSelect={setPicked} />
            <h2 className="mb-3 text-2xl font-bold">
              {withContent(t('rosterTitle', { program: CONTENT_SLOT }), programName)}
            </h2>
            <FlashRegion flash={flash} onDismiss={clear} regionRef={flashRef} />
            <QueryState
              query={roster}
              failed={{ message: t('errors.roster'), retryLabel: t('tryAgain') }}
              isEmpty={(entries) => entries.length === 0}
              empty={<p className="rounded-md border-2 border-slate-400 p-4">{t('emptyRoster')}</p>}
            >
              {(entries) => (
                <>
                  <p className="mb-2">{t('rosterCount', { count: entries.length })}</p>
                  <RosterTable
                    caption={t('rosterCaption', { program: programName.text })}
                    entries={entries}
                    onRecordConcussion={(entry, name) => setRecording({ entry, name })}
                  />
                </>
              )}
            </QueryState>
            {recording && selectedId && recording.entry.participant ? (
              <SuspectedConcussionModal
                programId={selectedId}
                participantId={recording.entry.participant.id}
                participantName={recording.name}
                programName={programName.text}
                onClose={() => setRecording(null)}
                onDone={(values) => {
                  setRecording(null);
                  show({
                    tone: 'success',
                    text: t('concussion.recorded', { name: recording.name, date: formatDate(values.suspectedOn) }),
                  });
                }}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
