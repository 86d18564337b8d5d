/**
 * docusaurus-theme-openapi-docs' ArrayBrackets, swizzled (ejected): the same brackets around an
 * array's items, as code in a <div>. The originals are <li> elements inside the Schema's <div>s,
 * invalid HTML (npm run check:html), and dimmed with opacity below 4.5:1 contrast.
 */

const bracket = (text: string) => <code>{text}</code>;
export const OpeningArrayBracket = () => <div>{bracket('Array [')}</div>;
export const ClosingArrayBracket = () => <div>{bracket(']')}</div>;
