/** Components of docusaurus-theme-openapi-docs that the swizzled ones in src/theme render (the package declares none). */
declare module '@theme/ApiItem/Layout' {
  export default function Layout(props: {children: import('react').ReactNode}): import('react').ReactNode;
}
declare module '@theme/ParamsItem' {
  export default function ParamsItem(props: {param: object}): import('react').ReactNode;
}
declare module '@theme/Schema' {
  export default function Schema(props: {schema: object; schemaType: 'request' | 'response'}): import('react').ReactNode;
}
