import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostIsInternal } from './addresses';

/** Every outgoing answer is read up to this many bytes; a longer one is cut off while it streams. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** Redirects followed within one host before giving up. */
const MAX_REDIRECTS = 5;

/** Answers the addresses of a host name; one call per connection (tests inject their own). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

export interface OutgoingOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** One deadline for the whole exchange: connecting, redirects, reading the answer. */
  timeoutMs: number;
  /**
   * Which addresses may be connected to; absent: any (an address the operator set). For an address
   * an organization's admin entered: `isGlobalUnicast`.
   */
  allowAddress?: (address: string) => boolean;
  resolve?: Resolve;
}

export interface OutgoingAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Where the answer came from (after same-host redirects). */
  url: URL;
}

export type OutgoingFailure = 'address' | 'not-found' | 'timeout' | 'connection' | 'too-large' | 'redirect';

/** Why an outgoing request got no answer, with a sentence naming the host. */
export class OutgoingError extends Error {
  constructor(
    message: string,
    readonly failure: OutgoingFailure,
    /** Bytes of the answer read before giving up (`too-large`). */
    readonly bytesRead = 0,
  ) {
    super(message);
  }
}

const refusedAddress = (host: string) =>
  new OutgoingError(`${host} is a private or local address, which is not allowed.`, 'address');

/**
 * The one way the server makes an HTTP request (SSRF closed in one place):
 * - with `allowAddress`, the host is resolved once, every address it resolves to must pass, and the
 *   connection goes to an address that passed (no second lookup a DNS rebinding could answer
 *   differently); an address written in the URL is judged the same way;
 * - a GET follows redirects only within the same host (scheme, name and port; http → https on the
 *   same name too), at most 5; another method's redirect is its answer;
 * - the answer is cut off at 1 MB while it streams, and a connection is never reused.
 */
export async function outgoingRequest(target: URL, opts: OutgoingOptions): Promise<OutgoingAnswer> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = target;
  for (let redirects = 0; ; redirects++) {
    const res = await connect(url, opts, signal);
    const location = res.headers.location;
    if (opts.method === 'POST' || !isRedirect(res.statusCode) || !location)
      return {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: await readAnswer(res, url, signal, opts.timeoutMs),
        url,
      };
    res.destroy();
    const next = URL.canParse(location, url.href) ? new URL(location, url) : undefined;
    if (!next || !sameHost(url, next))
      throw new OutgoingError(
        `${url.host} redirected to another host (${next?.host ?? location}), which is not followed.`,
        'redirect',
      );
    if (redirects === MAX_REDIRECTS)
      throw new OutgoingError(`${url.host} redirected more than ${MAX_REDIRECTS} times.`, 'redirect');
    url = next;
  }
}

const isRedirect = (status: number | undefined) => [301, 302, 303, 307, 308].includes(status ?? 0);

function sameHost(from: URL, to: URL): boolean {
  if (from.protocol === to.protocol) return from.host === to.host;
  return from.protocol === 'http:' && to.protocol === 'https:' && from.hostname === to.hostname;
}

/** Sends the request and answers the response head; the body is left to `readAnswer`. */
function connect(url: URL, opts: OutgoingOptions, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return Promise.reject(new OutgoingError(`${url.protocol} addresses cannot be requested.`, 'address'));
  const { allowAddress } = opts;
  if (allowAddress && hostIsInternal(url, allowAddress)) return Promise.reject(refusedAddress(url.hostname));
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        signal,
        agent: false,
        lookup: pinnedLookup(opts.resolve ?? systemResolve, allowAddress),
      },
      resolve,
    );
    req.on('error', (error) => reject(failure(error, url, signal, opts.timeoutMs)));
    req.end(opts.body);
  });
}

/**
 * The lookup the socket connects with: it resolves once, refuses the host when any of its addresses
 * is not allowed, and hands the socket exactly the addresses it checked.
 */
function pinnedLookup(
  resolve: Resolve,
  allowAddress: ((address: string) => boolean) | undefined,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        if (allowAddress && found.some(({ address }) => !allowAddress(address)))
          return callback(refusedAddress(hostname), '');
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        if (addresses.length === 0)
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** Reads the body up to MAX_ANSWER_BYTES, closing the connection as soon as it is longer. */
async function readAnswer(
  res: IncomingMessage,
  url: URL,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Buffer> {
  const tooLarge = (bytesRead: number) =>
    new OutgoingError(`The answer from ${url.host} is larger than 1 MB.`, 'too-large', bytesRead);
  if (Number(res.headers['content-length'] ?? 0) > MAX_ANSWER_BYTES) {
    res.destroy();
    throw tooLarge(0);
  }
  const chunks: Buffer[] = [];
  let bytesRead = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      bytesRead += chunk.length;
      if (bytesRead > MAX_ANSWER_BYTES) {
        res.destroy();
        throw tooLarge(bytesRead);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof OutgoingError) throw error;
    if (signal.aborted) throw timedOut(url, timeoutMs);
    throw new OutgoingError(`The answer from ${url.host} broke off.`, 'connection', bytesRead);
  }
  return Buffer.concat(chunks);
}

const timedOut = (url: URL, timeoutMs: number) =>
  new OutgoingError(`No answer from ${url.host} within ${timeoutMs / 1000} seconds.`, 'timeout');

function failure(error: Error, url: URL, signal: AbortSignal, timeoutMs: number): OutgoingError {
  if (error instanceof OutgoingError) return error;
  if (signal.aborted) return timedOut(url, timeoutMs);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new OutgoingError(`The host ${url.hostname} could not be found.`, 'not-found');
  return new OutgoingError(`${url.host} could not be reached (connection failed).`, 'connection');
}
