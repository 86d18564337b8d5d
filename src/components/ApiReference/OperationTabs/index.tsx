/**
 * The API reference's own OperationTabs, in place of docusaurus-theme-openapi-docs', which
 * every generated operation page imports (the generator uses it for callbacks;
 * this API has none). The original is a stateful tab strip; this lists each
 * tab's content under its label as static HTML.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import Heading from '@theme/Heading';

type Tab = {label?: ReactNode; value?: string; children?: ReactNode};

export default function OperationTabs({children}: {children?: ReactNode}): ReactNode {
  return Children.map(children, (child) =>
    isValidElement<Tab>(child) ? (
      <section key={child.props.value}>
        <Heading as="h3">{child.props.label}</Heading>
        {child.props.children}
      </section>
    ) : (
      child
    ),
  );
}
