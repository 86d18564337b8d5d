/**
 * The request panel beside an operation, in place of the theme's ApiExplorer (a form that sends
 * requests, with the Postman SDK): the headers that authenticate a request, a cURL sample of it and
 * a sample of the first success response, from the description's examples, as static HTML.
 */
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

type Schema = {example?: unknown; items?: Schema; properties?: Record<string, Schema>; allOf?: Schema[]; writeOnly?: boolean};

/** The generator's operation (the page's `api` front matter), as far as the panel reads it. */
export interface Operation {
  method: string;
  path: string;
  servers?: {url: string}[];
  parameters?: {name: string; in: string; example?: unknown; schema?: {example?: unknown}}[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; scheme?: string; name?: string; in?: string}>;
  /** The generator's sample of the JSON request body, without read-only properties. */
  jsonRequestBodyExample?: unknown;
  responses?: Record<string, {content?: Record<string, {schema?: Schema; example?: unknown}>}>;
}

/** A response's sample from its schema's examples (api:check requires one for every value), without write-only properties. */
export function sample(schema: Schema = {}): unknown {
  if (schema.example !== undefined) return schema.example;
  const s: Schema = schema.allOf ? Object.assign({}, ...schema.allOf, {...schema, allOf: undefined}) : schema;
  if (s.items) return [sample(s.items)];
  const properties = Object.entries(s.properties ?? {}).filter(([, property]) => !property.writeOnly);
  return s.properties ? Object.fromEntries(properties.map(([name, property]) => [name, sample(property)])) : null;
}

export default function RequestPanel({api}: {api: Operation}) {
  // The headers that authenticate and scope a request, and the request as a cURL command.
  const key = translate({id: 'site.api.clientKeyPlaceholder', message: '<client key>'});
  const schemes = (api.security ?? []).flatMap((requirement) => Object.keys(requirement).map((name) => api.securitySchemes?.[name]));
  const headers = [
    ...schemes.flatMap((s) =>
      s?.scheme === 'bearer' ? [`Authorization: Bearer ${key}`] : s?.in === 'header' ? [`${s.name}: ${key}`] : [],
    ),
    ...(api.parameters ?? []).filter((p) => p.in === 'header').map((p) => `${p.name}: ${String(p.example ?? p.schema?.example)}`),
  ];
  const body = JSON.stringify(api.jsonRequestBodyExample, null, 2)?.replace(/'/g, "'\\''");
  const curl = [
    `curl -X ${api.method.toUpperCase()} '${api.servers?.[0]?.url.replace(/\/$/, '') ?? ''}${api.path}'`,
    ...headers.map((header) => `  -H '${header}'`),
    ...(body === undefined ? [] : [`  -H 'Content-Type: application/json'`, `  -d '${body}'`]),
  ].join(' \\\n');
  const [status, response] =
    Object.entries(api.responses ?? {}).find(([code, r]) => /^2/.test(code) && r.content?.['application/json']) ?? [];
  const json = response?.content?.['application/json'];
  return (
    <>
      <section aria-labelledby="api-authentication">
        <Heading as="h2" id="api-authentication">
          <Translate id="site.api.authentication">Authentication</Translate>
        </Heading>
        <p>
          <Translate id="site.api.authenticationText">
            Every request sends the client key as a bearer token and names the environment and the company:
          </Translate>
        </p>
        <CodeBlock language="text">{headers.join('\n')}</CodeBlock>
      </section>
      <section aria-labelledby="api-request-sample">
        <Heading as="h2" id="api-request-sample">
          <Translate id="site.api.requestSample">Request sample</Translate>
        </Heading>
        <CodeBlock language="bash" title="cURL">
          {curl}
        </CodeBlock>
      </section>
      {json && (
        <section aria-labelledby="api-response-sample">
          <Heading as="h2" id="api-response-sample">
            <Translate id="site.api.responseSample">Response sample</Translate>
          </Heading>
          <CodeBlock language="json" title={`${status} application/json`}>
            {JSON.stringify(json.example ?? sample(json.schema), null, 2)}
          </CodeBlock>
        </section>
      )}
    </>
  );
}
