/**
 * Remark plugin for builds without examples (SAMPLE_CONTENT=exclude): a
 * Markdown file link to an example that is left out of the build disappears,
 * and its text stays as plain text. Without it, every sourced page that links
 * to an example would fail the build as a broken Markdown link.
 *
 * It runs before Docusaurus resolves Markdown links and resolves them the same
 * way: `./x.md` and `../x.md` from the file's folder; `x.md` from there, then
 * from the content folders; `/x.md` from the content folders. Links written as
 * site URLs (`/docs/...`) are not touched; the broken-links check reports
 * those that lead to an excluded page.
 */
import fs from 'node:fs';
import path from 'node:path';

interface MdNode {
  type: string;
  url?: string;
  identifier?: string;
  children?: MdNode[];
}

export interface UnlinkExcludedOptions {
  /** Absolute content folders of the plugin (the localized one first, as Docusaurus orders them). */
  contentDirs: string[];
  /** Excluded files, by path inside a content folder (`ebs/subtotals.md`). */
  excluded: string[];
  /** Called for each link removed (the build logs it). */
  onUnlink?: (sourceFile: string, url: string) => void;
}

/** The local Markdown file path a link URL names, or null (web addresses, anchors, other files). */
function markdownPathOf(url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const pathname = url.replace(/[?#].*$/, '');
  return /\.mdx?$/i.test(pathname) ? decodeURIComponent(pathname) : null;
}

/** Replaces each child of `node`, depth first, by the nodes `replace` makes of it once its own children are done. */
function flatMapChildren(node: MdNode, replace: (child: MdNode) => MdNode[]): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    flatMapChildren(child, replace);
    return replace(child);
  });
}

export default function unlinkExcluded(options: UnlinkExcludedOptions) {
  const excluded = new Set(options.excluded);
  const isExcluded = (sourceFile: string, url: string | undefined): boolean => {
    const linkPath = url === undefined ? null : markdownPathOf(url);
    if (linkPath === null || !sourceFile) return false;
    // The file the link leads to, resolved as Docusaurus does (see above), if it exists.
    const here = path.dirname(sourceFile);
    const dirs = linkPath.startsWith('/') ? options.contentDirs : /^\.\.?\//.test(linkPath) ? [here] : [here, ...options.contentDirs];
    const target = dirs.map((dir) => path.join(dir, linkPath)).find((candidate) => fs.existsSync(candidate));
    if (!target) return false;
    return options.contentDirs.some((dir) => {
      const rel = path.relative(dir, target);
      return !rel.startsWith('..') && excluded.has(rel.split(path.sep).join('/'));
    });
  };

  return (root: MdNode, file: {path?: string}) => {
    const sourceFile = file.path ?? '';
    // Reference-style links: drop the definitions of excluded files, then unwrap their references.
    const excludedRefs = new Set<string>();
    flatMapChildren(root, (child) => {
      if ((child.type !== 'link' && child.type !== 'definition') || !isExcluded(sourceFile, child.url)) return [child];
      options.onUnlink?.(sourceFile, child.url ?? '');
      if (child.type === 'link') return child.children ?? [];
      excludedRefs.add(child.identifier ?? '');
      return [];
    });
    if (excludedRefs.size === 0) return;
    flatMapChildren(root, (child) =>
      child.type === 'linkReference' && excludedRefs.has(child.identifier ?? '') ? (child.children ?? []) : [child],
    );
  };
}
