import { PublicDocumentPage } from './public-document-page';

/** /terms: the version in force (issue 22 point 4). */
export default function TermsPage() {
  return <PublicDocumentPage kind="terms" />;
}
