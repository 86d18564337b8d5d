/**
 * (CUSTOM) The theme's Markdown components, with tables that keyboard users
 * can scroll (src/components/ScrollableTable), and diagrams drawn at build
 * time (plugins/diagrams): their figure gets a scroll cue and a "Show whole
 * diagram" dialog (src/components/Diagram), their styles stay as the built page
 * has them (src/components/DiagramStyle).
 */
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Diagram from '@site/src/components/Diagram';
import DiagramStyle from '@site/src/components/DiagramStyle';

function Figure(props: ComponentProps<'figure'>) {
  return /(?:^| )site-diagram(?: |$)/.test(props.className ?? '') ? <Diagram {...props} /> : <figure {...props} />;
}

export default {...MDXComponents, table: ScrollableTable, figure: Figure, style: DiagramStyle};
