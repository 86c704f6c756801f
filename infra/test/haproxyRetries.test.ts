import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@market-muse/test-servers/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPROXY, haproxyConfig, waitUntil } from '../scripts/cluster/cluster.ts';

// The balancer's own configuration, run by the real HAProxy in front of two stand-in replicas. Whichever
// replica a request reaches first drops the connection without an answer, as a replica killed mid-request
// does; the next attempt is answered. A read is sent again and answered; a write is never sent twice: its
// first replica may have applied it.

const ci = process.env.CI === 'true' || process.env.CI === '1';
const enabled = (() => {
  if (existsSync(HAPROXY)) return true;
  if (ci) throw new Error('The balancer suite needs haproxy in CI');
  console.warn('[haproxy] haproxy missing: the balancer suite is skipped');
  return false;
})();

describe.skipIf(!enabled)('the balancer retries only what is safe to send twice', () => {
  /** Attempts that reached a replica since the last reset, and whether the next one is dropped. */
  let attempts = 0;
  let dropNext = true;
  const replicas: Server[] = [];
  let haproxy: ChildProcess;
  let url = '';

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const replica = createServer((request, response) => {
        if (request.url === '/readyz') return response.end('ok');
        request.resume();
        request.on('end', () => {
          attempts++;
          if (dropNext) {
            dropNext = false;
            request.socket.destroy();
            return;
          }
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ method: request.method }));
        });
      });
      await new Promise<void>((listening) => replica.listen(port, '127.0.0.1', listening));
      replicas.push(replica);
    }
    const port = await freePort();
    const cfg = join(mkdtempSync(join(tmpdir(), 'mm-haproxy-')), 'haproxy.cfg');
    writeFileSync(
      cfg,
      haproxyConfig(
        port,
        ports.map((p, i) => ({ name: `replica${i}`, port: p })),
      ),
    );
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    haproxy = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    // Both replicas up in the balancer's eyes before any request is counted.
    await waitUntil('both replicas to be up', async () => {
      const answers = await Promise.all(
        [0, 1].map(() =>
          fetch(`${url}/readyz`)
            .then((r) => r.status)
            .catch(() => 0),
        ),
      );
      return answers.every((status) => status === 200);
    });
  }, 60_000);

  afterAll(async () => {
    haproxy?.kill();
    await Promise.all(replicas.map((r) => new Promise((closed) => r.close(closed))));
  });

  /** One request through the balancer on a connection of its own: its status and the attempts it took. */
  const through = (method: string) =>
    new Promise<{ status: number; attempts: number }>((answered, failed) => {
      attempts = 0;
      dropNext = true;
      const body = method === 'GET' ? '' : '{"name":"Once"}';
      const sent = request(
        `${url}/api/projects`,
        {
          method,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          response.resume();
          response.on('end', () => answered({ status: response.statusCode ?? 0, attempts }));
        },
      );
      sent.on('error', failed);
      sent.end(body);
    });

  it('a read cut off mid-way is sent to another replica and answered', async () => {
    expect(await through('GET')).toEqual({ status: 200, attempts: 2 });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'a %s cut off mid-way is reported, never sent again',
    async (method) => {
      expect(await through(method)).toEqual({ status: 502, attempts: 1 });
    },
  );
});
