// The HTTP API's contracts: every API type in the app is z.infer of one of these schemas.
export * from './common';
export * from './organization';
export * from './project';
export * from './survey';
export * from './feature-flag';
