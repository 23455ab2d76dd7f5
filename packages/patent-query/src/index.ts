export * from './ast.js';
export * from './fields.js';
