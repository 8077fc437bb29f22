// `npm run build -w @mathwise/server`: the server as plain JavaScript in dist/, so production runs `node dist/main.js`
// with production dependencies only (no tsx, no TypeScript). The workspace packages are TypeScript source, so they
// are bundled in; every other package stays an import resolved from node_modules at run time, as in development.
import { build } from 'esbuild';

const workspacePackage = /^@mathwise\//;

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', 'backup.cli': 'src/platform/db/backup.cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackage.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
