import { afterAll } from 'vitest';
import { closeFileResources } from './harness';

/*
 * Runs before every server test file. The server's modules are imported once per worker and shared
 * by the files it runs (vitest.config.ts: isolate false), so the harness's clean-up is registered
 * here, for each file, instead of once when the harness was first imported.
 */
afterAll(closeFileResources);
