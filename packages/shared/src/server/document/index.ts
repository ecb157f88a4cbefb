export * from './blocks.js';
export * from './chunk.js';
export * from './read.js';
export { SafeZip } from './zip.js';
export * from './to-chunks.js';
