export * from './whisper.transcriber.js';
export * from './remote.js';
export * from './app.js';
