// The embedded database's own thread (issue #22 item 3): an on-disk PGlite opened here answers the
// queries the server's thread posts (pglite-thread.ts), so the database's work runs beside the
// HTTP thread instead of on it. Plain JavaScript so a worker starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pglite = new PGlite(workerData.dataDir);

/** An error's message and its PostgreSQL fields (code, detail, constraint...), for the caller. */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [name, value] of Object.entries(error))
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value;
  return fields;
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    if (op === 'ready') {
      await pglite.waitReady;
      parentPort.postMessage({ id, ok: true });
    } else if (op === 'query') {
      const result = await pglite.query(message.sql, message.params);
      parentPort.postMessage({ id, ok: true, rows: result.rows, affectedRows: result.affectedRows });
    } else if (op === 'commit-statements') {
      // One transaction run here from begin to commit, with no turn of the server's thread between
      // its statements (commit-together.ts says why).
      await pglite.transaction(async (tx) => {
        for (const statement of message.statements) await tx.query(statement.sql, statement.params);
      });
      parentPort.postMessage({ id, ok: true });
    } else if (op === 'close') {
      await pglite.close();
      parentPort.postMessage({ id, ok: true });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: errorFields(error) });
  }
});
