/**
 * `npm run api:refresh`: the published description replaces the snapshot when it is valid. Https only,
 * redirects included; the download stops past the cap. An unreachable host (or an error status) keeps
 * the snapshot and says so; everything else that goes wrong fails, and keeps it too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkOpenApiFile, OpenApiCheckError, shownPath} from '../plugins/api-reference/check';

/** A download refused on purpose (not https, too large, not valid): the command fails. */
export class OpenApiRefreshError extends Error {}

/** The host (https://api.dyce.cloud), the snapshot to replace; tests route requests through `fetch`. */
export type RefreshOptions = {host: string; descriptionPath: string; specFile: string; maxBytes: number; fetch?: typeof fetch};

export type RefreshResult = {url: string} & ({replaced: true} | {replaced: false; unreachable: string});

const kib = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MiB` : `${+(bytes / 1024).toFixed(1)} KiB`);

function requireHttps(url: URL, from?: URL): URL {
  if (url.protocol !== 'https:')
    throw new OpenApiRefreshError(
      `Refusing to download the OpenAPI description from ${url}${from ? ` (redirected from ${from})` : ''}: only https:// addresses are accepted.`,
    );
  return url;
}

/** The body at `url`, following up to 5 redirects to https addresses only, read until it passes `maxBytes`. */
async function download(url: URL, {maxBytes, fetch: fetchFn = fetch}: RefreshOptions): Promise<string> {
  const signal = AbortSignal.timeout(15_000);
  for (let redirects = 0; ; redirects++) {
    const response = await fetchFn(url, {signal, redirect: 'manual', headers: {Accept: 'application/json'}});
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects === 5) throw new Error('more than 5 redirects');
      url = requireHttps(new URL(location, url), url);
      continue;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const tooLarge = new OpenApiRefreshError(
      `The OpenAPI description at ${url} is larger than the cap of ${kib(maxBytes)}; the download was stopped.`,
    );
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel();
      throw tooLarge;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
      chunks.push(chunk);
      // Leaving the loop cancels the stream: the connection closes.
      if ((size += chunk.byteLength) > maxBytes) throw tooLarge;
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

/** Downloads, validates and stores the description; the snapshot changes only when all of that succeeds. */
export async function refreshDescription(options: RefreshOptions): Promise<RefreshResult> {
  const kept = `${shownPath(options.specFile)} was left unchanged`;
  let url: URL | undefined;
  let body: string;
  try {
    try {
      url = new URL(options.descriptionPath, options.host);
    } catch {
      throw new OpenApiRefreshError(`The API host ${JSON.stringify(options.host)} is not a URL; set API_HOST to an https:// address.`);
    }
    body = await download(requireHttps(url), options);
  } catch (error) {
    if (error instanceof OpenApiRefreshError) throw new OpenApiRefreshError(`${error.message}\n(${kept})`);
    return {url: String(url), replaced: false, unreachable: (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message};
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  try {
    fs.writeFileSync(path.join(scratch, path.basename(options.specFile)), body);
    await checkOpenApiFile(path.join(scratch, path.basename(options.specFile)));
  } catch (error) {
    if (!(error instanceof OpenApiCheckError)) throw error;
    throw new OpenApiRefreshError(`${error.message}\n(downloaded from ${url}; ${kept})`);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  fs.writeFileSync(options.specFile, JSON.stringify(JSON.parse(body), null, 2) + '\n');
  return {url: String(url), replaced: true};
}
