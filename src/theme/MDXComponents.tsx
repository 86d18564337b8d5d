/**
 * (CUSTOM) The theme's Markdown components, with tables that keyboard users
 * can scroll (src/components/ScrollableTable), and the styles of diagrams drawn
 * at build time kept as the built page has them (src/components/DiagramStyle).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DiagramStyle from '@site/src/components/DiagramStyle';

export default {...MDXComponents, table: ScrollableTable, style: DiagramStyle};
