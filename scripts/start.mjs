#!/usr/bin/env node
/**
 * `npm start`: builds the web app when needed, then runs the server in this
 * same process (TypeScript through tsx), so Ctrl-C and SIGTERM reach the
 * server directly and it shuts down cleanly.
 */
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

ensureWebBuild();
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
