export * from './pipeline.ts';
export * from './pipeline.rules.ts';
export * from './pipeline-stages.ts';
export * from './apply-refusal.ts';
export * from './apply.ts';
export * from './apply.rules.ts';
export * from './my-applications.ts';
