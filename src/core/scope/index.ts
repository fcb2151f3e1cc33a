export * from './config.js';
export * from './evaluate.js';
export * from './kinds.js';
