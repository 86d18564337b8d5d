/**
 * The API reference's own MethodEndpoint, in place of docusaurus-theme-openapi-docs'. The
 * original renders the operation's path as an <h2> inside a <pre>, which is
 * invalid HTML (a heading is not permitted content of <pre>; the HTML check
 * of npm test fails on it), and a path is no heading of the page's outline. This
 * renders the same classes and text in a <div>, the path as text beside the method (in the
 * page's Markdown too: "GET /api/jobs"). The server URL is left out: the request panel (../index.tsx) shows
 * the whole request as a cURL sample.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const badgeColours: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

export default function MethodEndpoint({method, path}: {method: string; path: string}): ReactNode {
  const colour = badgeColours[method.toLowerCase()];
  return (
    <>
      <div className={clsx('openapi__method-endpoint', styles.endpoint)}>
        <span className={clsx('badge', colour && `badge--${colour}`)}>{method === 'event' ? 'Webhook' : method.toUpperCase()}</span>{' '}
        {method !== 'event' && <span className="openapi__method-endpoint-path">{path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}</span>}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
