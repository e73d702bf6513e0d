/**
 * WordPress's wpautop() (wp-includes/formatting.php), with its $br on: what field plugins store for
 * a rich-text value when they save it through it (Meta Box's wysiwyg without `raw`, JetEngine's
 * wysiwyg sanitizer). PCRE without the u flag: \s is ASCII whitespace only and `.` stops at \n
 * alone, so neither is written with JavaScript's wider classes.
 */

const WS = '[\\t\\n\\v\\f\\r ]';
const ALL_BLOCKS = '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);

export function wpautop(input: string): string {
  if (/^[ \t\n\r\0\v]*$/.test(input)) return ''; // PHP's trim() set
  const preTags = new Map<string, string>();
  let text = hidePreTags(`${input}\n`, preTags);

  text = text.replace(re(`<br${WS}*/?>${WS}*<br${WS}*/?>`), '\n\n');
  text = text.replace(re(`(<${ALL_BLOCKS}[\\t\\n\\v\\f\\r />])`), '\n\n$1');
  text = text.replace(re(`(</${ALL_BLOCKS}>)`), '$1\n\n');
  text = text.replace(re(`(<hr${WS}*?/?>)`), '$1\n\n');
  text = text.replace(/\r\n|\r/g, '\n');
  text = replaceInHtmlTags(text, '\n', ' <!-- wpnl --> ');
  text = collapseInsideElements(text);
  text = text.replace(/\n\n+/g, '\n\n');

  text = text.split(re(`\\n${WS}*\\n`)).filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${trimNewlines(paragraph)}</p>\n`).join('');

  text = text.replace(re(`<p>${WS}*</p>`), '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  text = text.replace(re(`<p>${WS}*(</?${ALL_BLOCKS}[^>]*>)${WS}*</p>`), '$1');
  text = text.replace(/<p>(<li[^\n]+?)<\/p>/g, '$1');
  text = text.replace(/<p><blockquote((?:[^>"']|"[^"]*"|'[^']*')*)>/gi, '<blockquote$1><p>');
  text = text.replaceAll('</blockquote></p>', '</p></blockquote>');
  text = text.replace(re(`<p>${WS}*(</?${ALL_BLOCKS}[^>]*>)`), '$1');
  text = text.replace(re(`(</?${ALL_BLOCKS}[^>]*>)${WS}*</p>`), '$1');
  text = lineBreaks(text);
  text = text.replace(re(`(</?${ALL_BLOCKS}[^>]*>)${WS}*<br />`), '$1');
  text = text.replace(re(`<br />(${WS}*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)`), '$1');
  text = text.replace(/\n<\/p>(?=\n?$)/, '</p>');

  for (const [name, pre] of preTags) text = text.replaceAll(name, pre);
  if (text.includes('<!-- wpnl -->')) text = text.replaceAll(' <!-- wpnl --> ', '\n').replaceAll('<!-- wpnl -->', '\n');
  return text;
}

/** <pre> elements are left alone: placeholders now, their content back at the end. */
function hidePreTags(text: string, preTags: Map<string, string>): string {
  if (!text.includes('<pre')) return text;
  const parts = text.split('</pre>');
  const last = parts.pop() ?? '';
  let out = '';
  for (const part of parts) {
    const start = part.indexOf('<pre');
    if (start === -1) {
      out += part;
      continue;
    }
    const name = `<pre wp-pre-tag-${preTags.size}></pre>`;
    preTags.set(name, `${part.slice(start)}</pre>`);
    out += part.slice(0, start) + name;
  }
  return out + last;
}

/** Line breaks inside <option>, <object>, <audio>/<video> and <figcaption> markup are not paragraphs. */
function collapseInsideElements(input: string): string {
  let text = input;
  if (text.includes('<option')) {
    text = text.replace(re(`${WS}*<option`), '<option').replace(re(`</option>${WS}*`), '</option>');
  }
  if (text.includes('</object>')) {
    text = text.replace(re(`(<object[^>]*>)${WS}*`), '$1').replace(re(`${WS}*</object>`), '</object>')
      .replace(re(`${WS}*(</?(?:param|embed)[^>]*>)${WS}*`), '$1');
  }
  if (text.includes('<source') || text.includes('<track')) {
    text = text.replace(re(`([<\\[](?:audio|video)[^>\\]]*[>\\]])${WS}*`), '$1')
      .replace(re(`${WS}*([<\\[]/(?:audio|video)[>\\]])`), '$1')
      .replace(re(`${WS}*(<(?:source|track)[^>]*>)${WS}*`), '$1');
  }
  if (text.includes('<figcaption')) {
    text = text.replace(re(`${WS}*(<figcaption[^>]*>)`), '$1').replace(re(`</figcaption>${WS}*`), '</figcaption>');
  }
  return text;
}

/** Every remaining newline becomes <br />, except inside script, style, svg and math elements. */
function lineBreaks(input: string): string {
  let text = input.replace(/<(script|style|svg|math)[^]*?<\/\1>/g, (element) => element.replaceAll('\n', '<WPPreserveNewline />'));
  text = text.replaceAll('<br>', '<br />').replaceAll('<br/>', '<br />');
  text = text.replace(re(`(?<!<br />)${WS}*\\n`), '<br />\n');
  return text.replaceAll('<WPPreserveNewline />', '\n');
}

function trimNewlines(text: string): string {
  return text.replace(/^\n+|\n+$/g, '');
}

/** wp_replace_in_html_tags() with one pair: the needle is replaced inside tags and comments only. */
function replaceInHtmlTags(text: string, needle: string, replacement: string): string {
  return htmlSplit(text).map((part, index) => (index % 2 === 1 ? part.replaceAll(needle, replacement) : part)).join('');
}

/**
 * wp_html_split(): text and elements alternating, elements at odd indexes. An element runs from
 * `<` to the next `>` (or the end); a comment to `-->`, CDATA to `]]>` (or the end).
 */
export function htmlSplit(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  let start = text.indexOf('<');
  while (start !== -1) {
    const end = elementEnd(text, start);
    parts.push(text.slice(from, start), text.slice(start, end));
    from = end;
    start = text.indexOf('<', end);
  }
  parts.push(text.slice(from));
  return parts;
}

function elementEnd(text: string, start: number): number {
  const closeAt = (marker: string, after: number): number => {
    const at = text.indexOf(marker, after);
    return at === -1 ? text.length : at + marker.length;
  };
  // The comment's end is searched from after `<!`: `<!-->` is a whole comment, as in PHP.
  if (text.startsWith('<!--', start)) return closeAt('-->', start + 2);
  if (text.startsWith('<![CDATA[', start)) return closeAt(']]>', start + 9);
  const close = text.indexOf('>', start);
  return close === -1 ? text.length : close + 1;
}
