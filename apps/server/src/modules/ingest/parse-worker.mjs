/**
 * Entry of an XML parsing thread. Worker threads start without the parent's
 * module hooks, so TypeScript support is registered here before the parsing
 * code is loaded.
 */
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
