import axe from 'axe-core';

/**
 * Runs axe-core on the document and returns its violations as "rule: target html" lines.
 * jsdom has no layout or colours, so contrast is left to the browser tests (e2e, real Chromium);
 * page-level rules (title, lang) belong to the app's document, not to widgets under test.
 */
export async function axeViolations(
  context: Element | Document = document,
  alsoDisabled: readonly string[] = [],
): Promise<string[]> {
  const disabled = ['color-contrast', 'document-title', 'html-has-lang', ...alsoDisabled];
  const result = await axe.run(context, {
    rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`),
  );
}
