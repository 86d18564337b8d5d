/**
 * The API reference's own Schema and SchemaItem, in place of docusaurus-theme-openapi-docs':
 * the tree of an OpenAPI schema's properties on the API reference's operation
 * pages. The originals render in the browser only, with tabs for oneOf/anyOf,
 * a Redux store for the chosen variant and a control for the expansion depth.
 * This renders the same classes (so the theme's styles apply) as static HTML:
 * a nested object or array is a native <details> that readers open by click or
 * keyboard, variants are listed one under another. Nothing here needs state.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Markdown from '../Markdown';
import {
  hasMembers,
  inDirection,
  merged,
  qualifier,
  schemaName,
  type Direction,
  type SchemaObject,
} from '@site/src/components/ApiReference/schema';
import styles from './styles.module.css';

const format = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A property's or parameter's name, type and badges, in the theme's classes. */
export function SchemaHeader(props: {name?: string; typeName: string; required?: boolean; schema: SchemaObject}): ReactNode {
  const {name, typeName, required, schema} = props;
  return (
    <span className="openapi-schema__container">
      {name && <strong className={clsx('openapi-schema__property', schema.deprecated && 'openapi-schema__strikethrough')}>{name}</strong>}
      <span className="openapi-schema__name"> {typeName}</span>
      {/* The space keeps "string required" two words where the page is read as text (its Markdown). */}
      {(required || schema.deprecated || schema.nullable) && <span className="openapi-schema__divider"> </span>}
      {schema.nullable && (
        <span className="openapi-schema__nullable">{translate({id: 'theme.openapi.schemaItem.nullable', message: 'nullable'})}</span>
      )}
      {required && (
        <span className="openapi-schema__required">{translate({id: 'theme.openapi.schemaItem.required', message: 'required'})}</span>
      )}
      {schema.deprecated && (
        <span className="openapi-schema__deprecated">{translate({id: 'theme.openapi.schemaItem.deprecated', message: 'deprecated'})}</span>
      )}
    </span>
  );
}

/** Description, allowed values, default and example of a value. */
export function SchemaFacts({schema, example}: {schema: SchemaObject; example?: unknown}): ReactNode {
  const allowed = qualifier(schema, translate({id: 'theme.openapi.schemaItem.possibleValues', message: 'Possible values:'}));
  const shownExample = example ?? schema.example;
  // A <div>, not a fragment: the doc styles space out paragraphs that are direct children of a list entry.
  return (
    <div>
      {schema.description && <Markdown>{schema.description}</Markdown>}
      {allowed && <Markdown>{allowed}</Markdown>}
      {schema.default !== undefined && (
        <div>
          <strong>{translate({id: 'theme.openapi.schemaItem.defaultValue', message: 'Default value:'})}</strong>{' '}
          <code>{format(schema.default)}</code>
        </div>
      )}
      {shownExample !== undefined && (
        <div className="openapi-example">
          <strong>{translate({id: 'theme.openapi.schemaItem.example', message: 'Example:'})}</strong> <code>{format(shownExample)}</code>
        </div>
      )}
    </div>
  );
}

/** One property: a list entry, collapsible when it has members of its own. */
export function SchemaItem(props: {name: string; schema: SchemaObject; required?: boolean; direction?: Direction}): ReactNode {
  const {name, schema, required, direction} = props;
  const s = merged(schema);
  const header = <SchemaHeader name={name} typeName={schemaName(s)} required={required} schema={s} />;
  if (!hasMembers(s)) {
    return (
      <li className="openapi-schema__list-item">
        {header}
        <SchemaFacts schema={s} />
      </li>
    );
  }
  return (
    <li className="openapi-schema__list-item">
      <details className={clsx('openapi-markdown__details', styles.details)}>
        <summary>{header}</summary>
        <div className={styles.nested}>
          <SchemaFacts schema={s} />
          <ul>
            <Schema schema={s.items ?? s} direction={direction} />
          </ul>
        </div>
      </details>
    </li>
  );
}

/**
 * The members of a schema as list entries (the caller provides the <ul>). In a
 * request body (`direction` "request") read-only properties are left out, as the
 * API sets them; in a response, write-only ones.
 */
export default function Schema({schema, direction = 'response'}: {schema?: SchemaObject; direction?: Direction}): ReactNode {
  if (!schema) return null;
  const s = merged(schema);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) {
    const keyword = s.oneOf
      ? translate({id: 'theme.openapi.schemaItem.oneOf', message: 'oneOf'})
      : translate({id: 'theme.openapi.schemaItem.anyOf', message: 'anyOf'});
    return (
      <li className="openapi-schema__list-item">
        <span className="badge badge--info">{keyword}</span>
        <ul>
          {variants.map((variant, index) => (
            <SchemaItem key={index} name={variant.title ?? `${index + 1}`} schema={variant} direction={direction} />
          ))}
        </ul>
      </li>
    );
  }
  const required = Array.isArray(s.required) ? s.required : [];
  const properties = Object.entries(s.properties ?? {}).filter(([, property]) => inDirection(property, direction));
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  if (properties.length === 0 && !extra) {
    return (
      <li className="openapi-schema__list-item">
        <SchemaHeader typeName={schemaName(s)} schema={s} />
        <SchemaFacts schema={s} />
      </li>
    );
  }
  return (
    <>
      {properties.map(([name, property]) => (
        <SchemaItem key={name} name={name} schema={property} required={required.includes(name)} direction={direction} />
      ))}
      {extra && <SchemaItem name="property name*" schema={extra} direction={direction} />}
    </>
  );
}
