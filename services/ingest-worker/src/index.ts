export * from './ingest.handler.js';
export * from './isolated.ingest.js';
export * from './instrumented.ingest.js';
