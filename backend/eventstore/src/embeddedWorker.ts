// The embedded database's own thread: PGlite and its socket server run here, so PostgreSQL's work (parsing,
// planning, executing, writing pages) uses a second core instead of the HTTP server's event loop. The parent
// (database.ts) sends { dataDir }, gets { port } or { error } back, and sends 'stop' to close everything.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freshInMemory } from './pgliteTemplate.ts';

const { dataDir, maxConnections } = workerData as { dataDir: string | null; maxConnections: number };

try {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await freshInMemory();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(':')[1]);
  parentPort!.on('message', async (message: unknown) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort!.postMessage({ stopped: true });
    parentPort!.close();
  });
  parentPort!.postMessage({ port });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
