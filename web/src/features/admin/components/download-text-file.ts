/**
 * Hands text to the browser as a file download: a Blob behind an object URL, clicked through a
 * temporary `<a download>`. The URL is revoked a while later: some browsers read it only after
 * the click returns, and revoking at once can cancel the download.
 */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
