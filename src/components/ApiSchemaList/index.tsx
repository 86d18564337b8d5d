/**
 * The OpenAPI theme renders parameters and top-level schema properties as <div>
 * children of a <ul>, which screen readers announce as an empty list (axe rule
 * "list"). The wrappers in src/theme (ParamsDetails, RequestSchema, ResponseHeaders,
 * ResponseSchema around the lists; ParamsItem, SchemaItem for the entries) wrap
 * each direct entry of such a list in an <li>; nested entries stay as they are.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import styles from './styles.module.css';

const InList = createContext(false);

/** Marks its children as being rendered directly inside one of the theme's <ul> lists. */
export function SchemaListProvider({children}: {children: ReactNode}): ReactNode {
  return <InList.Provider value>{children}</InList.Provider>;
}

/** Renders one entry: as <li> when it is a direct entry of a list, as it is otherwise. */
export function SchemaListEntry({children}: {children: ReactNode}): ReactNode {
  const inList = useContext(InList);
  const content = <InList.Provider value={false}>{children}</InList.Provider>;
  return inList ? <li className={styles.entry}>{content}</li> : content;
}
