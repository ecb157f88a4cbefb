import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A real redis-server on loopback, no persistence; stop() kills it. */
export async function startRedis(port?: number): Promise<{ port: number; url: string; proc: ChildProcess; stop(): Promise<void> }> {
  const p = port ?? (await freePort());
  const proc = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = connect(p, '127.0.0.1', () => c.write('PING\r\n'));
      c.on('data', (d) => {
        c.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
      c.on('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > until) throw new Error('redis-server did not start (is it installed? apt-get install redis-server)');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGKILL');
      }),
  };
}
