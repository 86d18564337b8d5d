/**
 * `npm run api:refresh`: downloads the published OpenAPI description and, when
 * it is valid, replaces the committed snapshot.
 *
 * Only https is accepted, for the first request and for every redirect, so a
 * plain-text hop can neither change the description nor point it elsewhere.
 * The download stops as soon as it is larger than the cap, so an endless or
 * huge answer is refused without being held in memory. A host that cannot be
 * reached (or answers with an error status) keeps the snapshot and says so;
 * everything else that goes wrong fails and keeps the snapshot too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkOpenApiFile, OpenApiCheckError, shownPath} from './openapi-check';

/** A download refused on purpose (not https, too large, not valid): the command fails. */
export class OpenApiRefreshError extends Error {}

export type RefreshOptions = {
  /** The API host, e.g. https://api.dyce.cloud. */
  host: string;
  descriptionPath: string;
  /** The snapshot to replace. */
  specFile: string;
  maxBytes: number;
  /** Tests route requests to a local server through this. */
  fetch?: typeof fetch;
};

export type RefreshResult = {url: string} & ({replaced: true} | {replaced: false; unreachable: string});

const maxRedirects = 5;
/** For the whole download, body included. */
const timeoutMs = 15_000;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}

function requireHttps(url: URL, redirectedFrom?: URL): void {
  if (url.protocol === 'https:') return;
  const from = redirectedFrom ? ` (redirected from ${redirectedFrom})` : '';
  throw new OpenApiRefreshError(`Refusing to download the OpenAPI description from ${url}${from}: only https:// addresses are accepted.`);
}

/** The description's address on `host`; throws unless it is an https URL. */
function descriptionUrl(host: string, descriptionPath: string): URL {
  let url: URL;
  try {
    url = new URL(descriptionPath, host);
  } catch {
    throw new OpenApiRefreshError(`The API host ${JSON.stringify(host)} is not a URL; set API_HOST to an https:// address.`);
  }
  requireHttps(url);
  return url;
}

/** Reads the body, stopping (and closing the connection) as soon as it passes `maxBytes`. */
async function readCapped(response: Response, url: URL, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new OpenApiRefreshError(
      `The OpenAPI description at ${url} is larger than the cap of ${formatBytes(maxBytes)}; the download was stopped.`,
    );
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body at `url`, following redirects to https addresses only. Network failures reject with the fetch error. */
async function download(url: URL, options: RefreshOptions): Promise<string> {
  const fetchFn = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await fetchFn(current, {signal, redirect: 'manual', headers: {Accept: 'application/json'}});
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects === maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
      const next = new URL(location, current);
      requireHttps(next, current);
      current = next;
      continue;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return readCapped(response, current, options.maxBytes);
  }
}

/** Downloads, validates and stores the description; the snapshot changes only when all of that succeeds. */
export async function refreshDescription(options: RefreshOptions): Promise<RefreshResult> {
  const keptNote = `${shownPath(options.specFile)} was left unchanged`;
  let url: URL | undefined;
  let body: string;
  try {
    url = descriptionUrl(options.host, options.descriptionPath);
    body = await download(url, options);
  } catch (error) {
    if (error instanceof OpenApiRefreshError) throw new OpenApiRefreshError(`${error.message}\n(${keptNote})`);
    const reason = (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message;
    return {url: String(url), replaced: false, unreachable: reason};
  }
  const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), path.basename(options.specFile));
  try {
    fs.writeFileSync(scratch, body);
    await checkOpenApiFile(scratch);
  } catch (error) {
    if (!(error instanceof OpenApiCheckError)) throw error;
    throw new OpenApiRefreshError(`${error.message}\n(downloaded from ${url}; ${keptNote})`);
  } finally {
    fs.rmSync(path.dirname(scratch), {recursive: true, force: true});
  }
  fs.writeFileSync(options.specFile, JSON.stringify(JSON.parse(body), null, 2) + '\n');
  return {url: String(url), replaced: true};
}
