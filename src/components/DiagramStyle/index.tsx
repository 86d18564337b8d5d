import React, {type ReactNode} from 'react';

/**
 * The `<style>` of a diagram drawn at build time (plugins/diagrams).
 * The HTML minifier compacts style text, so a style rendered as a text child
 * would not match the page on hydration (React error 418); set as inner HTML,
 * React leaves it as the page has it. `<` cannot occur in the CSS Mermaid
 * writes; it is escaped anyway, so no text can close the element.
 */
export default function DiagramStyle({children}: {children?: ReactNode}) {
  const css = React.Children.toArray(children).join('').replace(/</g, '\\3c ');
  return <style dangerouslySetInnerHTML={{__html: css}} />;
}
