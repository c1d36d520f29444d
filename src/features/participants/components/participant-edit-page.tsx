import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Banner } from '@/components/banner';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useParticipant } from '../api/participants';
import { ParticipantEditForm } from './participant-edit-form';
import { personName } from '@domain/person-name';

/** /participants/{id}/edit: the edit form of the modal, as a page (deep links). */
export default function ParticipantEditPage() {
  const { t } = useTranslation(['participants', 'common']);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const query = useParticipant(id, user?.id);
  const p = query.data;
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle>
        {p ? t('edit.title', { name: personName(p.first_name, p.last_name) }) : t('edit.pageTitle')}
      </PageTitle>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <LoadFailedBanner
          title={t('list.loadFailedTitle')}
          message={t('edit.loadFailed')}
          retryLabel={t('list.tryAgain')}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && !p ? (
        <Banner tone="error" title={t('edit.notFound')}>
          <Link to="/participants" className="font-semibold underline">
            {t('edit.backToList')}
          </Link>
        </Banner>
      ) : null}
      {p && user ? (
        <ParticipantEditForm
          participant={p}
          userId={user.id}
          headingLevel={2}
          onCancel={() => navigate('/participants')}
          onSaved={(name) => navigate('/participants', { state: { updated: name } })}
        />
      ) : null}
    </section>
  );
}
