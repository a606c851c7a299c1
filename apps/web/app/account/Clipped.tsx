/**
 * A table cell's text on one line, cut with an ellipsis at the column's fixed width; the whole
 * text stays in the document and in the tooltip. Fixed widths keep a table within its panel.
 */
export function Clipped({ text, code = false }: { text: string; code?: boolean }) {
  return (
    <span className="account-clipped" title={text}>
      {code ? <code>{text}</code> : text}
    </span>
  );
}
