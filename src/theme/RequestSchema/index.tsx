/**
 * docusaurus-theme-openapi-docs' RequestSchema (and, through ../ResponseSchema, ResponseSchema), swizzled
 * (ejected): a body per content type around the theme's Schema, rendered on the server. The originals
 * render in the browser only (BrowserOnly), in tabs kept in the theme's Redux store, with examples made
 * in the browser; the request panel beside the page shows the samples.
 */
import Details from '@theme/Details';
import Markdown from '../Markdown';
import Schema from '@theme/Schema';
import {translate} from '@docusaurus/Translate';

export interface Props {
  title: string;
  body?: {description?: string; required?: boolean; content?: Record<string, {schema?: object}>};
  schemaType?: 'request' | 'response';
}

export default function RequestSchema({title, body, schemaType = 'request'}: Props) {
  const required = body?.required && (
    <span className="openapi-schema__required">{translate({id: 'theme.openapi.schemaItem.required', message: 'required'})}</span>
  );
  const Title = schemaType === 'request' ? 'h3' : 'strong';
  return Object.entries(body?.content ?? {}).map(([mimeType, {schema}]) => (
    <Details
      key={mimeType}
      className={`openapi-markdown__details ${schemaType === 'request' ? 'mime' : 'response'}`}
      open
      summary={
        <summary>
          <Title className={`openapi-markdown__details-summary-${schemaType === 'request' ? 'header-body' : 'response'}`}>
            {title} <span className="openapi-schema__name">{mimeType}</span> {required}
          </Title>
        </summary>
      }>
      {body?.description && <Markdown>{body.description}</Markdown>}
      {schema ? (
        <Schema schema={schema} schemaType={schemaType} />
      ) : (
        <p>{translate({id: 'theme.openapi.schema.noSchema', message: 'No schema'})}</p>
      )}
    </Details>
  ));
}
