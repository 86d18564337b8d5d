/**
 * docusaurus-theme-openapi-docs' MethodEndpoint, swizzled (ejected): the same classes and
 * text, in a <div>. The original puts an <h2> inside a <pre> (invalid HTML, and a path is
 * no heading of the page) and reads the server from its Redux store in the browser.
 */

const colours: Record<string, string> = {get: 'primary', post: 'success', delete: 'danger', put: 'info', patch: 'warning'};

export default function MethodEndpoint({method, path}: {method: string; path: string}) {
  return (
    <>
      <div className="openapi__method-endpoint api-method-endpoint">
        <span className={`badge badge--${colours[method] ?? 'secondary'}`}>{method.toUpperCase()}</span>{' '}
        <span className="openapi__method-endpoint-path">{path}</span>
      </div>
      <div className="openapi__divider" />
    </>
  );
}
