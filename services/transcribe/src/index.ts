export * from './audio.js';
export * from './whisper.transcriber.js';
export * from './cloud.transcriber.js';
export * from './transcriber.config.js';
export * from './remote.js';
export * from './app.js';
