import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';

function PageFailed() {
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <PageTitle>{t('pageFailed.title')}</PageTitle>
      <p className="mb-4">{t('pageFailed.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('pageFailed.reload')}</Button>
    </main>
  );
}

type Props = { children: ReactNode; /** A new value (the path) draws the children again. */ resetKey: string };
type State = { failed: boolean; resetKey: string };

/**
 * What the data router's default error element did (src/app/router.tsx is in declarative mode): a page that throws
 * while drawing, or whose chunk cannot be fetched (a deployment replaced it), shows a message with a way out instead
 * of an empty window; going to another page tries again. A full reload fetches the current build.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed to draw', error);
  }

  render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
