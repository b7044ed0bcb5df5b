// Hands a file the API gave (a CSV export, an invoice) to the browser's downloads.

/** As a link with `download` would: the file is saved under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked on the next turn: the click starts the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
