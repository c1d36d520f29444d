import { downloadFile } from '@/lib/download';

/** Makes the browser save `text` as `filename` (a file made in the browser: nothing is sent anywhere). */
export function downloadText(filename: string, text: string, type: string): void {
  downloadFile(filename, text, type);
}

/** 'my-data-2026-11-26.json' / '.html': the Toronto day of the export. */
export const myDataFileName = (day: string, extension: 'json' | 'html') => `my-data-${day}.${extension}`;
