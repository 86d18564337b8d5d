/** Modules of docusaurus-theme-openapi-docs that the API reference's own components (src/components/ApiReference) use. */
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';

  /** The doc page layout of the API reference (breadcrumbs, footer, paginator). */
  export default function Layout(props: {children: ReactNode}): ReactNode;
}
