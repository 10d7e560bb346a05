import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a path of the feed server answers: a feed (with an ETag, 304 to a matching If-None-Match), or a custom answer. */
export type FeedRoute =
  | { feed: string; etag?: string; delayMs?: number }
  | { respond: (response: ServerResponse) => void };

/** A local HTTP server standing in for the booking sites: it serves feeds by path and records every request. */
export type FeedServer = {
  url(path: string): string;
  set(path: string, route: FeedRoute): void;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** The most requests it has been answering at once since the last reset. */
  maxInFlight(): number;
  /** Forgets the requests so far. */
  reset(): void;
  close(): Promise<void>;
};

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedServer['requests'] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on('close', () => void (inFlight -= 1));
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    if ('respond' in route) {
      route.respond(response);
      return;
    }
    const answer = () => {
      if (route.etag && request.headers['if-none-match'] === route.etag) {
        response.writeHead(304, { etag: route.etag }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(route.etag ? { etag: route.etag } : {}) }).end(route.feed);
    };
    if (route.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, route) => void routes.set(path, route),
    requests,
    maxInFlight: () => maxInFlight,
    reset() {
      requests.length = 0;
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const CRLF = '\r\n';

/** An all-day event as Airbnb writes it: DATE values, DTEND exclusive, a vague summary, no guest data. */
export function airbnbEvent(uid: string, start: string, end: string, summary = 'Reserved'): string[] {
  const compact = (date: string) => date.replaceAll('-', '');
  return ['BEGIN:VEVENT', `DTEND;VALUE=DATE:${compact(end)}`, `DTSTART;VALUE=DATE:${compact(start)}`, `UID:${uid}`, `SUMMARY:${summary}`, 'END:VEVENT'];
}

/** An Airbnb-style feed of the given events. */
export function airbnbFeed(events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join(CRLF);
}

/** A Booking.com-style feed: METHOD:PUBLISH, all-day "CLOSED - Not available" events, plus whatever lines are given. */
export function bookingComFeed(lines: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Booking.com//Booking.com Calendar//EN', 'METHOD:PUBLISH', ...lines, 'END:VCALENDAR', ''].join(CRLF);
}

export function bookingComClosed(uid: string, start: string, end: string): string[] {
  const compact = (date: string) => date.replaceAll('-', '');
  return ['BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:20270101T000000Z`, `DTSTART;VALUE=DATE:${compact(start)}`, `DTEND;VALUE=DATE:${compact(end)}`, 'SUMMARY:CLOSED - Not available', 'END:VEVENT'];
}
