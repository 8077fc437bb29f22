import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findRepositoryRoot } from './platform/repository-root';

const repositoryRoot = findRepositoryRoot(import.meta.url);
const hasDocker = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
// Both engines' projects would build the same image; one build proves the Dockerfile.
const isFirstEngine = (process.env.TEST_DB_ENGINE ?? 'sqlite') === 'sqlite';

if (!hasDocker)
  console.log('Container image test skipped: no Docker daemon on this machine (docker info failed).');

describe('the production container image', () => {
  it.skipIf(!hasDocker || !isFirstEngine)(
    'builds, and runs as a non-root user with the built server',
    () => {
      const tag = `mathwise-test:${process.pid}`;
      const build = spawnSync('docker', ['build', '-t', tag, '.'], { cwd: repositoryRoot, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
      try {
        const inspect = spawnSync(
          'docker',
          ['image', 'inspect', tag, '--format', '{{.Config.User}} {{json .Config.Cmd}}'],
          { encoding: 'utf8' },
        );
        expect(inspect.stdout.trim()).toBe('node ["node","--enable-source-maps","apps/server/dist/main.js"]');
        const node = spawnSync('docker', ['run', '--rm', tag, 'node', '--version'], { encoding: 'utf8' });
        expect(node.stdout.trim()).toMatch(/^v24\./);
      } finally {
        spawnSync('docker', ['image', 'rm', '-f', tag], { stdio: 'ignore' });
      }
    },
    20 * 60_000,
  );
});
