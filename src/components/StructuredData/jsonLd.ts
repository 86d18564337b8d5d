/**
 * JSON-LD text that cannot end its `<script>` element: `<`, `>` and `&` are written as JSON's
 * `\u003c`, `\u003e` and `\u0026`, which parse to the same data. The head manager writes a
 * script's text as it is, so without this a title holding `</script><script>…` would close the
 * element and start a script of its own (plugins/host-config refuses such a page).
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
