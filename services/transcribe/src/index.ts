export * from './whisper.transcriber.js';
