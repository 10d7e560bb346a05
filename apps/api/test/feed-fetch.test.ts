import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedFetchError, fetchFeed, isPrivateAddress } from '../src/lib/feed-fetch.js';
import { airbnbEvent, airbnbFeed, startFeedServer, type FeedServer } from './support/feed-server.js';

const NO_VALIDATORS = { etag: null, lastModified: null };
const LIMITS = { timeoutMs: 1_000, maxBytes: 20_000, allowPrivate: true };

describe('which addresses a feed may not point at', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('fetching a feed', () => {
  let feeds: FeedServer;
  const feed = airbnbFeed([airbnbEvent('r1', '2027-03-05', '2027-03-07')]);
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(async () => feeds.close());
  beforeEach(() => {
    feeds.reset();
  });

  const redirectTo = (location: string) => ({ respond: (response: ServerResponse) => response.writeHead(302, { location }).end() });

  it('follows up to three redirects, checking each address, and gives the last answer', async () => {
    feeds.set('/feed.ics', { feed, etag: '"r1"' });
    feeds.set('/moved-1', redirectTo('/moved-2'));
    feeds.set('/moved-2', redirectTo(feeds.url('/feed.ics')));
    const fetched = await fetchFeed(feeds.url('/moved-1'), NO_VALIDATORS, LIMITS);
    expect(fetched).toEqual({ status: 'fetched', body: feed, validators: { etag: '"r1"', lastModified: null } });
    expect(feeds.requests.map((request) => request.path)).toEqual(['/moved-1', '/moved-2', '/feed.ics']);
  });

  it('refuses a redirect loop and a redirect away from http(s)', async () => {
    feeds.set('/loop', redirectTo('/loop'));
    await expect(fetchFeed(feeds.url('/loop'), NO_VALIDATORS, LIMITS)).rejects.toThrow(new FeedFetchError('The feed redirected more than 3 times.'));
    expect(feeds.requests).toHaveLength(4);

    feeds.set('/to-file', redirectTo('file:///etc/passwd'));
    await expect(fetchFeed(feeds.url('/to-file'), NO_VALIDATORS, LIMITS)).rejects.toThrow(/must start with http/);
  });

  it('refuses private addresses, given as a literal or through a host name, before connecting', async () => {
    feeds.set('/feed.ics', { feed });
    for (const address of [feeds.url('/feed.ics'), feeds.url('/feed.ics').replace('127.0.0.1', 'localhost'), 'http://[::ffff:127.0.0.1]:9/feed.ics']) {
      await expect(fetchFeed(address, NO_VALIDATORS, { ...LIMITS, allowPrivate: false }), address).rejects.toThrow(/private or local network address/);
    }
    expect(feeds.requests).toEqual([]);
  });

  it('sends the validators it is given and reports 304 as not modified', async () => {
    feeds.set('/feed.ics', { feed, etag: '"r1"' });
    expect(await fetchFeed(feeds.url('/feed.ics'), { etag: '"r1"', lastModified: 'Mon, 01 Mar 2027 09:00:00 GMT' }, LIMITS)).toEqual({ status: 'not-modified' });
    expect(feeds.requests[0]!.headers).toMatchObject({ 'if-none-match': '"r1"', 'if-modified-since': 'Mon, 01 Mar 2027 09:00:00 GMT' });
  });

  it('refuses a body over the limit, whether it declares its length or streams it', async () => {
    const large = 'x'.repeat(30_000);
    feeds.set('/declared', { feed: large });
    feeds.set('/streamed', {
      respond: (response) => {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        for (let sent = 0; sent < 30_000; sent += 1_000) response.write('x'.repeat(1_000));
        response.end();
      },
    });
    for (const path of ['/declared', '/streamed']) {
      await expect(fetchFeed(feeds.url(path), NO_VALIDATORS, LIMITS), path).rejects.toThrow(/larger than 20000 bytes/);
    }
  });

  it('says when the host is not found, without naming the address', async () => {
    const error = await fetchFeed('http://no-such-host.invalid/secret-token.ics', NO_VALIDATORS, LIMITS).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toBe('The feed host was not found.');
  });
});
