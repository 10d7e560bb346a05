import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The longest feed address accepted (the booking sites' run to about 200 characters). */
export const MAX_FEED_URL_LENGTH = 2048;

export type FeedFetchLimits = {
  /** The whole fetch, connection to last byte, redirects included. */
  timeoutMs: number;
  /** The most bytes of a feed's body; a larger one is refused. */
  maxBytes: number;
  /** Whether private, loopback and link-local addresses may be fetched (CALENDAR_SYNC_ALLOW_PRIVATE). */
  allowPrivate: boolean;
};

/** 10 s and 2 MB: a booking site's feed of one room is a few kilobytes and answers in well under a second. */
export const DEFAULT_FEED_FETCH_LIMITS: Omit<FeedFetchLimits, 'allowPrivate'> = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** Redirects followed; each hop is checked like the first address. */
const MAX_REDIRECTS = 3;

/** What the last successful fetch said about its version, sent back as a conditional GET. */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedFetchResult = { status: 'not-modified' } | { status: 'fetched'; body: string; validators: FeedValidators };

/** A fetch that failed; its message is the admin's to read (it never holds the feed's address, which is a secret). */
export class FeedFetchError extends Error {}

/**
 * Addresses a feed may not point at: this host, the private networks behind it, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast and reserved ranges. A feed URL comes from an admin's form, and
 * the server fetching it from inside the network must not become a way to reach what only the server can reach.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedV4) return isPrivateAddress(mappedV4);
  const family = isIP(address);
  if (family === 0) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A feed address as given: http(s), no credentials, bounded; otherwise the reason it is refused. */
export function feedUrlProblem(text: string): string | undefined {
  if (text.length > MAX_FEED_URL_LENGTH) return `The feed address can be at most ${MAX_FEED_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The feed address is not a URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The feed address must start with http:// or https://.';
  if (url.username || url.password) return 'The feed address may not carry a user name or password.';
  return undefined;
}

/** DNS resolution that fails when any address of the name is refused, so a name cannot slip a private address past the check. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) {
        return callback(new FeedFetchError('The feed address leads to a private or local network address, which is refused.'), '', 0);
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new FeedFetchError('The feed address has no IP address.'), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof FeedFetchError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The feed host was not found.';
  if (code === 'ECONNREFUSED') return 'The feed host refused the connection.';
  if (code === 'ECONNRESET') return 'The feed host closed the connection.';
  if ((typeof code === 'string' && code.startsWith('ERR_TLS')) || code === 'CERT_HAS_EXPIRED' || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return 'The feed host’s TLS certificate was not accepted.';
  }
  return 'The feed could not be fetched.';
}

/** One request; the answer's status and headers, the body read only when it is wanted. */
function request(url: URL, headers: Record<string, string>, limits: FeedFetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
    return Promise.reject(new FeedFetchError('The feed address is a private or local network address, which is refused.'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method: 'GET', headers, lookup: checkedLookup(limits.allowPrivate), signal, agent: false }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FeedFetchError(`The feed is larger than ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FeedFetchError(`The feed is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches an iCalendar feed: a conditional GET with the last validators (304 → not modified), within the time and
 * size limits, over http(s) only, to public addresses only unless `allowPrivate`; every address a name resolves to is
 * checked, and again on each redirect. Throws FeedFetchError with a message fit for the admin.
 */
export async function fetchFeed(address: string, validators: FeedValidators, limits: FeedFetchLimits): Promise<FeedFetchResult> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'HotelCalendarSync/1.0' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const problem = feedUrlProblem(url.href);
      if (problem) throw new FeedFetchError(problem);
      const response = await request(url, headers, limits, signal);
      const status = response.statusCode ?? 0;
      if (status === 304) {
        response.resume();
        return { status: 'not-modified' };
      }
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        response.resume();
        if (redirects >= MAX_REDIRECTS) throw new FeedFetchError(`The feed redirected more than ${MAX_REDIRECTS} times.`);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new FeedFetchError(`The feed host answered HTTP ${status}.`);
      }
      const body = await readBody(response, limits.maxBytes);
      const etag = response.headers.etag;
      const lastModified = response.headers['last-modified'];
      return { status: 'fetched', body, validators: { etag: etag?.slice(0, 200) ?? null, lastModified: lastModified?.slice(0, 100) ?? null } };
    }
  } catch (error) {
    if (signal.aborted) throw new FeedFetchError(`The feed did not answer within ${limits.timeoutMs} ms.`);
    if (error instanceof FeedFetchError) throw error;
    const cause = (error as { cause?: unknown } | null)?.cause;
    throw new FeedFetchError(reasonOf(cause instanceof FeedFetchError ? cause : error));
  }
}
