/**
 * Two sorts in Docusaurus' client code that run on every page use
 * `localeCompare`: getActivePlugin (the docs plugins, longest path first) and
 * useShallowMemoObject (hook dependencies). Both only need a stable order of
 * ASCII keys. The first `localeCompare` of a page loads the browser's
 * collation data, about 12 ms of main-thread time on this machine and four
 * times that on an emulated phone; with these edits doc and API pages use no
 * Intl API at all.
 */
import {sourceEditsPlugin, type SourceEdit} from '../source-edits';

export const edits: SourceEdit[] = [
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replace: '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
  },
  {
    file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
];

export default function localeFreeSorting() {
  return sourceEditsPlugin('locale-free-sorting', edits);
}
