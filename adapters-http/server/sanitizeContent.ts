import sanitizeHtml from 'sanitize-html';

/**
 * Editor-written HTML made safe to embed: sanitize-html (htmlparser2-based, maintained, no DOM needed on
 * the server) keeps text markup, lists, tables, images and links, and drops scripts, event handlers,
 * styles and javascript: URLs. External links open in a new tab without an opener.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'small',
      'sup',
      'sub',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'blockquote',
      'figure',
      'figcaption',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) =>
        /^https?:/i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs },
    },
  });
}
