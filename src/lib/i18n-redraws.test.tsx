import { act, render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import i18n, { I18N_PREFETCHED } from './i18n';

let draws = 0;
function Counted() {
  const { t } = useTranslation('common');
  draws += 1;
  return <p>{t('navigation.signOut')}</p>;
}

describe('when the t() users draw again', () => {
  it('not on each bundle added to the store, once when the idle prefetch is done', () => {
    const view = render(<Counted />);
    expect(view.getByText('Sign Out')).toBeTruthy();
    const before = draws;
    // The prefetch adds some 30 bundles: each used to draw every t() user of the page again (issue 34).
    const added = ['redraw-a', 'redraw-b', 'redraw-c', 'redraw-d', 'redraw-e'];
    act(() => {
      for (const ns of added) i18n.addResourceBundle('en', ns, { key: 'value' }, true, true);
    });
    expect(draws).toBe(before);
    act(() => {
      i18n.emit(I18N_PREFETCHED);
    });
    expect(draws).toBe(before + 1);
    for (const ns of added) i18n.removeResourceBundle('en', ns);
    view.unmount();
  });
});
