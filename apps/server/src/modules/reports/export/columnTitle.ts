// The server has no words of the reports (the web's locale files hold them), so a file's header
// row spells each column's key out in English: `plannedStart` reads "Planned start".

/** A column key in words: `checkedInAt` → "Checked in at". */
export function columnTitle(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
