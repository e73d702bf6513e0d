import { escapeAttribute, escapeText } from './html-escape.js';
import { isWordPressAtLeast } from '../../core-parity/wp-version.js';

/*
 * Core blocks exactly as the block editor of each WordPress version saves them (the save() of
 * @wordpress/block-library plus serializeBlock() of @wordpress/blocks), so the editor re-creates
 * the same markup and reports no invalid block:
 *
 * | block      | WordPress 6.1                        | 6.2 – 6.5                          | 6.6 and later                         |
 * |------------|--------------------------------------|------------------------------------|---------------------------------------|
 * | paragraph  | <p>…</p>                             | same                               | same                                  |
 * | heading    | <h2>…</h2>; {"level":3} <h3>…</h3>   | <h2 class="wp-block-heading">…</h2> | same as 6.2                           |
 * | list       | <ul>…</ul>; {"ordered":true} <ol>    | same as 6.1                        | <ul class="wp-block-list">, <ol class="wp-block-list"> |
 * | list-item  | <li>…</li>                           | same                               | same                                  |
 * | quote      | <blockquote class="wp-block-quote">, paragraph inner blocks, then <cite>…</cite> | same | same          |
 * | image      | {"id":N,"sizeSlug":"large","linkDestination":"none"} <figure class="wp-block-image size-large"><img src="…" alt="…" class="wp-image-N"/></figure> | same | same |
 *
 * The class changes follow block.json's `supports.className`: false for heading and list in 6.1;
 * heading gained it in @wordpress/block-library 8.3 (WordPress 6.2, Gutenberg PR #42122), list
 * in 9.0 (WordPress 6.6, PR #56469); each release keeps a deprecation for the older markup.
 * Paragraph and list-item keep `className: false`; quote and image always had their class.
 * Paragraph, list-item and quote markup is the same from 6.1 to 6.8 for the attributes used here;
 * the image save() gained style and shadow support in between, which adds nothing without width,
 * height, aspect ratio or border.
 *
 * Serialisation: `<!-- wp:name {attributes} -->\n` + saved HTML + `\n<!-- /wp:name -->`; inner
 * blocks are serialised the same way and joined with "\n\n" inside their parent's HTML; attributes
 * equal to their default (heading level 2, list ordered false) are left out.
 */

export interface ImageRef {
  id: number;
  url: string;
  alt: string;
}

export interface BlockMarkup {
  /** `html` is the paragraph's inner HTML, already escaped. */
  paragraph(html: string): string;
  heading(text: string, level: 2 | 3): string;
  list(items: readonly string[], ordered: boolean): string;
  quote(text: string, citation: string): string;
  image(image: ImageRef): string;
}

export function blockMarkup(wpVersion: string): BlockMarkup {
  const headingClass = isWordPressAtLeast(wpVersion, 6, 2) ? ' class="wp-block-heading"' : '';
  const listClass = isWordPressAtLeast(wpVersion, 6, 6) ? ' class="wp-block-list"' : '';
  const paragraph = (html: string): string => block('paragraph', {}, `<p>${html}</p>`);

  return {
    paragraph,
    heading: (text, level) => block('heading', level === 2 ? {} : { level }, `<h${level}${headingClass}>${escapeText(text)}</h${level}>`),
    list: (items, ordered) => {
      const tag = ordered ? 'ol' : 'ul';
      const inner = items.map((item) => block('list-item', {}, `<li>${escapeText(item)}</li>`)).join('\n\n');
      return block('list', ordered ? { ordered: true } : {}, `<${tag}${listClass}>${inner}</${tag}>`);
    },
    quote: (text, citation) =>
      block('quote', {}, `<blockquote class="wp-block-quote">${paragraph(escapeText(text))}<cite>${escapeText(citation)}</cite></blockquote>`),
    image: ({ id, url, alt }) =>
      block(
        'image',
        { id, sizeSlug: 'large', linkDestination: 'none' },
        `<figure class="wp-block-image size-large"><img src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}" class="wp-image-${id}"/></figure>`,
      ),
  };
}

function block(name: string, attributes: Record<string, unknown>, html: string): string {
  const serialized = Object.keys(attributes).length > 0 ? `${serializeAttributes(attributes)} ` : '';
  return `<!-- wp:${name} ${serialized}-->\n${html}\n<!-- /wp:${name} -->`;
}

/** serializeAttributes() of @wordpress/blocks: JSON that cannot end the comment or be unslashed. */
function serializeAttributes(attributes: Record<string, unknown>): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}
