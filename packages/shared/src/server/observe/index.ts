export * from './metrics.js';
export * from './request-id.js';
export * from './tracing.js';
export * from './unanswered.js';
