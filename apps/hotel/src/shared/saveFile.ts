/**
 * Hands a file to the browser's downloads, as a link with `download` to an object URL would: the file was fetched
 * with the session's bearer token, which a plain link to the API could not send (and must never carry in its URL).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click's download has started, which the browser does within the click's task.
  setTimeout(() => URL.revokeObjectURL(url));
}
