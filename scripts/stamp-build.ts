// `npm run build`'s last step: stamps dist/ with the hash of what it was built from (the
// sources and the VITE_* settings Vite read), so that `npm start` with REUSE_BUILD=1 serves
// it rather than building it again (CI's end-to-end step, right after its build step).
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { buildInputsHash, stampBuild } from './stack/build-stamp';

const root = resolve(import.meta.dirname, '..');
stampBuild(resolve(root, 'dist'), buildInputsHash(root, loadEnv('production', root, 'VITE_')));
