// Runs Debian's nginx in the foreground on a config of ours, as a child the launcher stops
// (SIGQUIT: finish the requests in progress, then exit).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { framePages } from '../prerender-frames';
import { appRoutesOf } from './app-routes';
import { onHost, type Host } from './hosts-network';
import { nginxConfig, type NginxConfigInput } from './nginx-config';

/** Debian's mime.types, which the generated config includes. */
export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

/** The nginx program on PATH, or in /usr/sbin (not on a non-root user's PATH), or undefined. */
export function findNginx(): string | undefined {
  const folders = [...(process.env['PATH'] ?? '').split(delimiter), '/usr/sbin'];
  return folders.map((folder) => join(folder, 'nginx')).find((path) => existsSync(path));
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export type NginxProcessInput = Omit<NginxConfigInput, 'appRoutes' | 'frames'>;

/** Writes the config for `input` into its state folder; returns its path. */
function writeNginxConfig(input: NginxProcessInput): string {
  mkdirSync(join(input.stateDir, 'temp'), { recursive: true });
  const config = join(input.stateDir, 'nginx.conf');
  writeFileSync(
    config,
    nginxConfig({ ...input, appRoutes: appRoutesOf(REPO_ROOT), frames: framePages() }),
  );
  return config;
}

/**
 * Writes the config for `input` and has the running nginx take it (SIGHUP: new workers on
 * the new config, the old ones finish their requests first).
 */
export function reloadNginx(nginx: ChildProcess, input: NginxProcessInput): void {
  writeNginxConfig(input);
  nginx.kill('SIGHUP');
}

/**
 * Writes the config for `input` into its state folder, with the pages of this checkout's
 * app (its route tree) and its signed-in pages' frames, and starts nginx on it.
 */
export function spawnNginx(program: string, input: NginxProcessInput, host?: Host): ChildProcess {
  const config = writeNginxConfig(input);
  // -e: errors before the config is read go to stderr, not to /var/log/nginx.
  const [command, args] = onHost(host, program, [
    '-e',
    'stderr',
    '-p',
    input.stateDir,
    '-c',
    config,
  ]);
  return spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
