/**
 * Makes the blog's site-wide Atom feeds (build/blog/atom.xml, build/de/blog/atom.xml)
 * valid XML. Docusaurus writes each post's tags as <category label="…" term="…"/>
 * through the feed library, which does not escape attribute values, so a tag
 * label such as "Subscription & Recurring Billing" breaks the file for every
 * feed reader. Run after `docusaurus build` (npm's postbuild). The per-app
 * feeds (plugins/release-notes) escape their labels themselves.
 */
import fs from 'node:fs';
import path from 'node:path';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const bareAmpersand = /&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g;

/** Escapes bare ampersands and "<" in the attribute values of <category> elements. */
export function escapeCategoryAttributes(xml) {
  return xml.replace(/<category\b[^>]*\/?>/g, (tag) =>
    tag.replace(/="([^"]*)"/g, (_, value) => `="${value.replace(bareAmpersand, '&amp;').replace(/</g, '&lt;')}"`),
  );
}

// The feed of each locale: build/blog/atom.xml and build/<locale>/blog/atom.xml.
const localeDirs = [
  '',
  ...fs
    .readdirSync(buildDir, {withFileTypes: true})
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
];
for (const file of localeDirs.map((dir) => path.join(buildDir, dir, 'blog', 'atom.xml'))) {
  if (!fs.existsSync(file)) continue;
  const xml = fs.readFileSync(file, 'utf8');
  const fixed = escapeCategoryAttributes(xml);
  if (fixed !== xml) fs.writeFileSync(file, fixed);
}
