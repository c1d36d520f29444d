import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { programToFormValues, useProgramDetail } from '../api/program-detail';
import { serverErrorMessage } from '@/lib/server-errors';
import { programServerErrors } from '../api/program-errors';
import { newProgramDefaults } from '../schemas/program-form.schema';
import { ProgramForm } from './program-form';
import { TextLink } from '@/components/text-link';

/** /admin/programs/new and /admin/programs/:programId/edit (spec 2 section 2). */
export default function ProgramFormPage() {
  const { programId } = useParams();
  const { t } = useTranslation(['adminPrograms', 'common']);
  // The first tier of a new program is named in both languages, whatever the interface language.
  const { t: tEn } = useTranslation('adminPrograms', { lng: 'en' });
  const { t: tFr } = useTranslation('adminPrograms', { lng: 'fr' });
  const detail = useProgramDetail(programId);

  if (!programId) {
    return (
      <ProgramForm
        initialValues={newProgramDefaults({
          name: { en: tEn('tiers.defaultName'), fr: tFr('tiers.defaultName') },
          description: { en: tEn('tiers.defaultDescription'), fr: tFr('tiers.defaultDescription') },
        })}
      />
    );
  }
  if (detail.isPending) return <Spinner label={t('form.loading')} />;
  if (detail.isError || !detail.data) {
    return (
      <section>
        <PageTitle>{t('form.editTitle')}</PageTitle>
        <Banner tone="error" title={detail.isError ? t('form.loadFailed') : t('form.notFound')}>
          {detail.isError ? <p>{serverErrorMessage(detail.error, t, programServerErrors)}</p> : null}
          {detail.isError ? (
            <Button variant="secondary" className="mt-2" onClick={() => detail.refetch()}>
              {t('list.tryAgain')}
            </Button>
          ) : null}
        </Banner>
        <TextLink to="/admin/programs">{t('form.back')}</TextLink>
      </section>
    );
  }
  return <ProgramForm key={programId} programId={programId} initialValues={programToFormValues(detail.data)} />;
}
