// Text written into HTML the server makes itself (a preview's banner, a search result's highlight, a form's answer
// without scripts): the five characters that could end a text or an attribute, as character references.
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
