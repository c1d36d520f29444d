import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Button } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { Spinner } from '@/components/spinner';
import { useFlash } from '@/lib/forms/use-flash';
import i18n, { currentLanguage } from '@/lib/i18n';
import { exportMyData } from '../api/my-data';
import { downloadText, myDataFileName } from '../utils/download';
import { buildReadableCopy, READABLE_NAMESPACES } from '../utils/readable-copy';

type Format = 'json' | 'html';

/** 'Download my data (JSON)' and 'Download a readable copy (HTML)': both from one export_my_data() answer. */
export function DownloadData() {
  const { t } = useTranslation('myData');
  const flash = useFlash();
  const [busy, setBusy] = useState<Format | null>(null);

  const download = async (format: Format) => {
    if (busy) return;
    setBusy(format);
    flash.clear();
    try {
      const data = await exportMyData();
      const file = myDataFileName(orgToday(new Date()), format);
      if (format === 'json') downloadText(file, `${JSON.stringify(data, null, 2)}\n`, 'application/json;charset=utf-8');
      else {
        // The words for stored codes come from other screens' labels, which may not be loaded yet.
        await i18n.loadNamespaces(READABLE_NAMESPACES);
        downloadText(file, buildReadableCopy(data, t, currentLanguage()), 'text/html;charset=utf-8');
      }
      // Focus stays on the button just used; the message is said from its live region.
      flash.show({ tone: 'success', text: t(`download.done.${format}`, { file }) }, { focus: false });
    } catch (error) {
      console.warn('Export of my data failed', error);
      flash.show({ tone: 'error', text: t('download.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mb-6">
      <h3 className="mb-2 text-lg font-bold">{t('download.heading')}</h3>
      <p className="mb-2">{t('download.intro')}</p>
      <p className="mb-3">{t('download.formats')}</p>
      <FlashRegion flash={flash.flash} onDismiss={flash.clear} regionRef={flash.ref} />
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: the button keeps focus while the file is prepared. */}
        <Button busy={busy === 'json'} aria-disabled={busy !== null || undefined} onClick={() => void download('json')}>
          {t('download.json')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'html'}
          aria-disabled={busy !== null || undefined}
          onClick={() => void download('html')}
        >
          {t('download.html')}
        </Button>
        {busy ? <Spinner label={t('download.preparing')} /> : null}
      </div>
    </div>
  );
}
