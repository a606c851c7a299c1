// Spec §5 rich-text sanitising with DOMPurify: `sanitizeHtml(html, { window, deepLinkSchemes })`.
export { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './allow-list.ts';
export { type SanitizeHtmlOptions, sanitizeHtml } from './sanitize-html.ts';
