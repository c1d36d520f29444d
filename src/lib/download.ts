/**
 * Makes the browser save a file it made (nothing is sent anywhere): one text, its parts in order
 * (a paged export keeps only the text of each page), or a Blob already made of them.
 */
export function downloadFile(filename: string, data: string | readonly string[] | Blob, type: string): void {
  const blob = data instanceof Blob ? data : new Blob(typeof data === 'string' ? [data] : [...data], { type });
  const url = URL.createObjectURL(blob);
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
