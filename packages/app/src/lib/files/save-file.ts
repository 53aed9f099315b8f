/** Hands a downloaded file to the browser as a download with this name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
