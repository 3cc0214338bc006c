// A tiny round-robin HTTP balancer for the scale bench: each request goes to the next of the
// upstream ports (BALANCER_UPSTREAMS=port,port), over kept-alive connections. PORT: where it listens.
import http from 'node:http';

const upstreams = (process.env.BALANCER_UPSTREAMS ?? '').split(',').filter(Boolean).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
let next = 0;

const server = http.createServer((req, res) => {
  const port = upstreams[next++ % upstreams.length];
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`[balancer] listening on ${server.address().port} → ${upstreams.join(', ')}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
