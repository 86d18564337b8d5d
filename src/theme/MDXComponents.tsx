/**
 * (CUSTOM) The theme's Markdown components, with tables that keyboard users
 * can scroll (src/components/ScrollableTable).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
