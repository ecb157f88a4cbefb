export * from './ingest.handler.js';
