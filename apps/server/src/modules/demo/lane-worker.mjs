/**
 * Entry of a demo lane thread. Worker threads start without the parent's
 * module hooks, so TypeScript support is registered here before the lane
 * code is loaded.
 */
import { register } from 'tsx/esm/api';

register();
await import('./lane-worker.ts');
