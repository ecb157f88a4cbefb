import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs by default; pretty when LOG_PRETTY is set (a terminal). Never log secrets or whole documents. */
export function createLogger(opts: { level: string; pretty: boolean; service: string }): Logger {
  const transport = opts.pretty ? { target: 'pino-pretty', options: { colorize: true } } : undefined;
  return pino({ level: opts.level, base: { service: opts.service }, transport, redact: ['req.headers.authorization'] });
}

export const silentLogger: Logger = pino({ level: 'silent' });

/** The service logger the configuration asks for (LOG_LEVEL; LOG_PRETTY, else pretty when stdout is a terminal). */
export function loggerFromConfig(config: { LOG_LEVEL: string; LOG_PRETTY?: boolean }, service: string): Logger {
  return createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY ?? process.stdout.isTTY === true, service });
}
