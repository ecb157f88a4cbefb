// Worker-thread entry: load TypeScript through tsx, then run the ingest thread.
import { register } from 'tsx/esm/api';

register();
await import('./ingest.thread.ts');
