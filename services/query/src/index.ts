export * from './query.service.js';
export * from './rrf.js';
export * from './grounding.js';
export * from './answer/extractive.js';
export * from './answer/openai.answer-generator.js';
export * from './app.js';
export * from './remote.js';
export * from './models.js';
