/** Makes the browser save `text` as `filename` (a file made in the browser: nothing is sent anywhere). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'my-data-2026-11-26.json' / '.html': the Toronto day of the export. */
export const myDataFileName = (day: string, extension: 'json' | 'html') => `my-data-${day}.${extension}`;
