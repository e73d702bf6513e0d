// The escaping of @wordpress/escape-html, which the block editor's serialiser uses.

/** Rich text content: every & and <, as rich-text's toHTMLString() writes it. */
export function escapeText(text: string): string {
  if (!text.includes('&') && !text.includes('<')) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Attribute values: & that do not start an entity, ", and >, as escapeAttribute() does. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&(?!([a-z0-9]+|#[0-9]+|#x[a-f0-9]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/>/g, '&gt;');
}
