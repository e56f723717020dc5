/** Hands a fetched file to the browser as a download, under `filename`. */
export function saveDownload(file: Blob, filename: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  link.click();
  // The click has started the download; the address is no longer needed.
  URL.revokeObjectURL(address);
}
