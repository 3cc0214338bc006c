import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGlobalUnicast } from './addresses';
import { MAX_ANSWER_BYTES, OutgoingError, outgoingRequest, type Resolve } from './request';

/**
 * Outgoing requests against real HTTP servers on this machine. Loopback is what every test server
 * listens on, so where the address policy matters a stand-in policy calls 127.0.0.2 "public" and
 * 127.0.0.1 "private".
 */
const servers: Server[] = [];
async function listen(handler: RequestListener, host = '127.0.0.1', port = 0) {
  const server = createServer(handler);
  const connections: string[] = [];
  server.on('connection', (socket) => connections.push(socket.localAddress ?? ''));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  servers.push(server);
  return { server, connections, port: (server.address() as AddressInfo).port };
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the request was expected to fail'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(OutgoingError);
      return error as OutgoingError;
    },
  );

const standInPolicy = (address: string) => address === '127.0.0.2';

describe('an address an organization admin entered', () => {
  let privatePort = 0;
  let privateServer: Awaited<ReturnType<typeof listen>>;
  let publicServer: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    privateServer = await listen((_req, res) => res.end('private'));
    privatePort = privateServer.port;
    publicServer = await listen((_req, res) => res.end('public'), '127.0.0.2', privatePort);
  });

  it('is resolved once: a DNS answer that changes to a private address after the check is never connected to', async () => {
    const asked: string[] = [];
    const rebinding: Resolve = async (hostname) => {
      asked.push(hostname);
      return [{ address: asked.length === 1 ? '127.0.0.2' : '127.0.0.1', family: 4 }];
    };
    const answer = await outgoingRequest(new URL(`http://hooks.example:${privatePort}/services/x`), {
      method: 'POST',
      body: '{}',
      timeoutMs: 5000,
      allowAddress: standInPolicy,
      resolve: rebinding,
    });
    expect(answer.body.toString()).toBe('public');
    expect(asked).toEqual(['hooks.example']);
    expect(privateServer.connections).toEqual([]);
    expect(publicServer.connections).toEqual(['127.0.0.2']);
  });

  it('is refused when any address its host resolves to is not allowed, before connecting', async () => {
    const mixed: Resolve = async () => [
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const error = await failureOf(
      outgoingRequest(new URL(`http://hooks.example:${privatePort}/services/x`), {
        timeoutMs: 5000,
        allowAddress: standInPolicy,
        resolve: mixed,
      }),
    );
    expect(error.failure).toBe('address');
    expect(error.message).toBe('hooks.example is a private or local address, which is not allowed.');
    expect(privateServer.connections).toEqual([]);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::7f00:1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '169.254.169.254',
    '100.64.0.1',
    'fc00::1',
    'fe80::1',
    '0.0.0.0',
    '::',
  ])('is refused when its host resolves to %s (the real policy)', async (address) => {
    const before = privateServer.connections.length;
    const error = await failureOf(
      outgoingRequest(new URL(`http://hooks.example:${privatePort}/services/x`), {
        timeoutMs: 5000,
        allowAddress: isGlobalUnicast,
        resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
      }),
    );
    expect(error.failure).toBe('address');
    expect(privateServer.connections).toHaveLength(before);
  });

  it('is refused when written as a local address or a name of this machine', async () => {
    for (const host of [
      `127.0.0.1:${privatePort}`,
      `[::127.0.0.1]:${privatePort}`,
      `localhost:${privatePort}`,
    ]) {
      const error = await failureOf(
        outgoingRequest(new URL(`http://${host}/x`), { timeoutMs: 5000, allowAddress: isGlobalUnicast }),
      );
      expect(error.failure, host).toBe('address');
    }
    expect(privateServer.connections).toEqual([]);
  });
});

describe('redirects', () => {
  let origin = '';
  let elsewhere: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    elsewhere = await listen((_req, res) => res.end('elsewhere'));
    const { port } = await listen((req, res) => {
      const to = (location: string) => res.writeHead(302, { location }).end();
      if (req.url === '/other-host') return to(`http://localhost:${elsewhere.port}/landing`);
      if (req.url === '/other-port') return to(`http://127.0.0.1:${elsewhere.port}/landing`);
      if (req.url === '/same-host') return to('/hop');
      if (req.url === '/hop') return to(`${origin}/landing`);
      if (req.url === '/loop') return to('/loop');
      res.end(`landed on ${req.url}`);
    });
    origin = `http://127.0.0.1:${port}`;
  });

  it('to the same host are followed', async () => {
    const answer = await outgoingRequest(new URL(`${origin}/same-host`), { timeoutMs: 5000 });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('landed on /landing');
    expect(answer.url.href).toBe(`${origin}/landing`);
  });

  it('to another host or port are not followed', async () => {
    for (const [path, host] of [
      ['/other-host', `localhost:${elsewhere.port}`],
      ['/other-port', `127.0.0.1:${elsewhere.port}`],
    ]) {
      const error = await failureOf(outgoingRequest(new URL(`${origin}${path}`), { timeoutMs: 5000 }));
      expect(error.failure).toBe('redirect');
      expect(error.message).toBe(
        `${new URL(origin).host} redirected to another host (${host}), which is not followed.`,
      );
    }
    expect(elsewhere.connections).toEqual([]);
  });

  it('are followed at most 5 times', async () => {
    const error = await failureOf(outgoingRequest(new URL(`${origin}/loop`), { timeoutMs: 5000 }));
    expect(error.message).toBe(`${new URL(origin).host} redirected more than 5 times.`);
  });

  it('of a POST are its answer', async () => {
    const answer = await outgoingRequest(new URL(`${origin}/other-host`), {
      method: 'POST',
      body: '{}',
      timeoutMs: 5000,
    });
    expect(answer.status).toBe(302);
    expect(elsewhere.connections).toEqual([]);
  });
});

describe('the answer', () => {
  const CHUNK = 64 * 1024;
  let origin = '';
  let written = 0;
  let closed: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    const { port } = await listen((req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(2 * MAX_ANSWER_BYTES) });
        return res.write(Buffer.alloc(CHUNK));
      }
      // An endless chunked answer, written as fast as the client reads it.
      written = 0;
      closed = new Promise((resolve) => res.on('close', resolve));
      const chunk = Buffer.alloc(CHUNK, 'x');
      const more = () => {
        while (!res.destroyed && res.write(chunk)) written += CHUNK;
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    origin = `http://127.0.0.1:${port}`;
  });

  it('is cut off at 1 MB while it streams: an endless body is not read on', async () => {
    const error = await failureOf(outgoingRequest(new URL(`${origin}/endless`), { timeoutMs: 20_000 }));
    expect(error.failure).toBe('too-large');
    expect(error.message).toBe(`The answer from ${new URL(origin).host} is larger than 1 MB.`);
    expect(error.bytesRead).toBeGreaterThan(MAX_ANSWER_BYTES);
    expect(error.bytesRead).toBeLessThanOrEqual(MAX_ANSWER_BYTES + CHUNK);
    // The connection is closed, so the server stops writing.
    await closed;
    const final = written;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBe(final);
  });

  it('declared larger than 1 MB is refused without reading it', async () => {
    const error = await failureOf(outgoingRequest(new URL(`${origin}/declared`), { timeoutMs: 5000 }));
    expect(error.failure).toBe('too-large');
    expect(error.bytesRead).toBe(0);
  });

  it('that does not come in time is a timeout', async () => {
    const { port } = await listen(() => {});
    const error = await failureOf(outgoingRequest(new URL(`http://127.0.0.1:${port}/`), { timeoutMs: 200 }));
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe(`No answer from 127.0.0.1:${port} within 0.2 seconds.`);
  });
});
