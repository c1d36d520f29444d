import { PublicDocumentPage } from './public-document-page';

/** /privacy: the version in force (issue 22 point 4). */
export default function PrivacyPage() {
  return <PublicDocumentPage kind="privacy" />;
}
