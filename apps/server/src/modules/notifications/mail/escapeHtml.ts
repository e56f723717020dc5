const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (a name a family typed) made safe inside HTML text and quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
